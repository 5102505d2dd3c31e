import type { IepDto, IepMonthDto } from '@app/iep/schema'
import { Dialog } from '../../../components/ui/dialog'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { iepMessages } from '../messages'
import { TherapistMonthForm } from './therapist-month-form'

/** View/Update a month: session entries per goal, performance per goal, feedback and the session video. */
export function TherapistMonthDialog({
  childId,
  target,
  onClose,
}: {
  childId: string
  target: { iep: IepDto; month: IepMonthDto } | null
  onClose: () => void
}) {
  const t = useMessages(iepMessages)
  const month = target?.month
  return (
    <Dialog
      isOpen={target !== null}
      onClose={onClose}
      title={
        month
          ? t('iep.therapist.title', { n: month.monthIndex + 1, month: formatMonthYear(month.month, month.year) })
          : ''
      }
      maxWidth="3xl"
    >
      {target ? (
        <TherapistMonthForm
          key={`${target.iep._id}-${target.month.monthIndex}`}
          childId={childId}
          iep={target.iep}
          month={target.month}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  )
}
