import type { IepMonthDto } from '@app/iep/schema'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { formatMonthYear } from '../../../i18n/format'
import { RichMessage } from '../../../i18n/rich-message'
import { iepMessages } from '../messages'
import { hidden } from './iep-screen-state'

export function MonthButton({
  icon,
  id,
  month,
  onClick,
  isMonthShown = false,
}: {
  icon: ReactNode
  id: 'iep.action.edit' | 'iep.action.viewPerformance' | 'iep.action.update' | 'iep.action.history'
  month: IepMonthDto
  onClick: () => void
  /** Under a month's own column the month is only for screen readers; elsewhere the button shows it. */
  isMonthShown?: boolean
}) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick}>
      {icon}
      <RichMessage
        messages={iepMessages}
        id={id}
        values={{ month: formatMonthYear(month.month, month.year) }}
        components={{ 0: isMonthShown ? <span /> : hidden }}
      />
    </Button>
  )
}
