// GET /api/centres/:centreId/reminders?date= (docs/api/reminders.md): the day's reminder and confirmation marks.
import type { DayReminderMarks } from '@app/reminders/schema'
import { useQuery } from '@tanstack/react-query'
import { appointmentsKey } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'

/** Under appointmentsKey: any appointment change (a confirmation, a cancellation) reads them again. */
export const dayMarksKey = (centreId: string, date: string) =>
  [...appointmentsKey, 'reminder-marks', centreId, date] as const

export function useDayReminderMarks(centreId: string | null, date: string) {
  return useQuery({
    queryKey: dayMarksKey(centreId ?? '', date),
    queryFn: ({ signal }) =>
      apiFetch<DayReminderMarks>(
        `/api/centres/${encodeURIComponent(centreId ?? '')}/reminders?date=${encodeURIComponent(date)}`,
        { signal },
      ),
    enabled: Boolean(centreId),
  })
}
