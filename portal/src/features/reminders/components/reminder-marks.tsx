import type { ReactNode } from 'react'
import type { DayReminderMarks } from '@app/reminders/schema'
import { useSession } from '../../../hooks/use-session'
import { formatDateTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { getStoredCentreId } from '../../../lib/session'
import { useDayReminderMarks } from '../api/get-day-marks'
import { remindersMessages } from '../messages'

type AppointmentMarks = DayReminderMarks['appointments'][number]

/** One appointment's marks: each reminder (channel, lead time, sent, delivered or refused), and the confirmation. */
export function ReminderMarks({ marks }: { marks: AppointmentMarks | undefined }) {
  const t = useMessages(remindersMessages)
  if (!marks) return <span className="text-slate-500">{t('reminders.none')}</span>
  return (
    <ul className="grid gap-0.5 text-xs" aria-label={t('reminders.column')}>
      {marks.reminders.map((reminder) => {
        const isRefused = reminder.status === 'refused' || reminder.status === 'failed'
        return (
          <li key={reminder._id} className={isRefused ? 'text-red-700' : 'text-slate-700'}>
            {t('reminders.mark', {
              channel: t('reminders.channel', { channel: reminder.channel }),
              lead: reminder.leadHours,
              status: t('reminders.status', {
                status: reminder.status,
                // A reminder falls due a day or two before its visit: the year would only lengthen the sheet's column.
                due: formatDateTime(reminder.dueAt, { withYear: false }),
              }),
            })}
            {/* The provider's reason, on the sheet itself (a phone shows no tooltip): reception calls about it. */}
            {isRefused && reminder.lastError ? <span className="block break-words">{reminder.lastError}</span> : null}
          </li>
        )
      })}
      <li className={marks.confirmedByParentAt ? 'font-semibold text-teal-800' : 'text-slate-600'}>
        {marks.confirmedByParentAt ? `✓ ${t('reminders.confirmed')}` : t('reminders.notConfirmed')}
      </li>
    </ul>
  )
}

/** The day sheet's reminder column for the admin's branch on `date`: its heading and each appointment's cell. */
export function useReminderColumn(date: string): { header: string; cell: (appointmentId: string) => ReactNode } {
  const t = useMessages(remindersMessages)
  const session = useSession()
  const marks = useDayReminderMarks(session?.centreId ?? getStoredCentreId(), date)
  const byAppointment = new Map((marks.data?.appointments ?? []).map((entry) => [entry.appointmentId, entry]))
  return {
    header: t('reminders.column'),
    cell: (appointmentId) => <ReminderMarks marks={byAppointment.get(appointmentId)} />,
  }
}
