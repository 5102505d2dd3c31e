import type { IepDto } from '@app/iep/schema'
import { FileDown, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { formatMonthYear } from '../../../i18n/format'
import { RichMessage } from '../../../i18n/rich-message'
import { therapyName } from '../../../lib/therapy-types'
import type { ReportChild } from '../iep-pdf-content'
import { iepMessages } from '../messages'
import { hidden } from './iep-screen-state'

export function PdfButton({ iep, child }: { iep: IepDto; child: ReportChild | null }) {
  const [isBusy, setIsBusy] = useState(false)
  const start = formatMonthYear(iep.startingMonth, iep.startingYear)
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={isBusy}
      onClick={async () => {
        setIsBusy(true)
        const { downloadIepPdf } = await import('../iep-pdf')
        await downloadIepPdf(iep, child ?? { name: '', centreName: null })
        setIsBusy(false)
      }}
    >
      {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
      <RichMessage
        messages={iepMessages}
        id="iep.action.pdf"
        values={{ therapy: therapyName(iep.therapy), start }}
        components={{ 0: hidden }}
      />
    </Button>
  )
}
