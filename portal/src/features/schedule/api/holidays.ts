// GET, POST and DELETE /api/centres/{centreId}/holidays: the centre's coming holidays (docs/api/schedule.md).
import type { AffectedAppointment, HolidayDto } from '@app/schedule/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { refreshAfterScheduleChange, scheduleKeys } from './keys'

const path = (centreId: string) => `/api/centres/${encodeURIComponent(centreId)}/holidays`

export function getHolidays(centreId: string, signal?: AbortSignal): Promise<HolidayDto[]> {
  return apiFetch<HolidayDto[]>(path(centreId), { signal })
}

/** The centre's holidays from today on, by date. */
export function useHolidays(centreId: string) {
  return useQuery({
    queryKey: scheduleKeys.holidays(centreId),
    queryFn: ({ signal }) => getHolidays(centreId, signal),
    enabled: Boolean(centreId),
  })
}

export interface HolidayAdded {
  message: string
  holiday: HolidayDto
  /** The centre's pending and approved appointments that day: the admin moves or cancels each. */
  affected: AffectedAppointment[]
}

export function useAddHoliday(centreId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (holiday: { date: string; name: string }) =>
      apiFetch<HolidayAdded>(path(centreId), { method: 'POST', body: holiday }),
    onSuccess: () => refreshAfterScheduleChange(queryClient, scheduleKeys.holidays(centreId)),
  })
}

export function useRemoveHoliday(centreId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (date: string) =>
      apiFetch<{ message: string }>(`${path(centreId)}/${encodeURIComponent(date)}`, { method: 'DELETE' }),
    // Also after a 404: the list then shows it is gone.
    onSettled: () => refreshAfterScheduleChange(queryClient, scheduleKeys.holidays(centreId)),
  })
}
