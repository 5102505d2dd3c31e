import type { IepDto } from '@app/iep/schema'
import { LineChart } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { formatMonthYear } from '../../../i18n/format'
import { RichMessage } from '../../../i18n/rich-message'
import { therapyName } from '../../../lib/therapy-types'
import { iepMessages } from '../messages'
import { hidden } from './iep-screen-state'

export function ProgressButton({ iep, onOpen }: { iep: IepDto; onOpen: () => void }) {
  const start = formatMonthYear(iep.startingMonth, iep.startingYear)
  return (
    <Button type="button" variant="outline" size="sm" onClick={onOpen}>
      <LineChart aria-hidden="true" />
      <RichMessage
        messages={iepMessages}
        id="iep.action.progress"
        values={{ therapy: therapyName(iep.therapy), start }}
        components={{ 0: hidden }}
      />
    </Button>
  )
}
