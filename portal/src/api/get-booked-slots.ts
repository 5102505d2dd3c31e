// GET /api/admins/getBookedSlots/{doctorId}/{date}: every slot that cannot be booked that day (held, or outside the
// doctor's hours), and why the day is closed when it is; for booking and editing (docs/api/appointments.md).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../lib/api'
import { bookedSlotsKey } from './query-keys'
import { useErrorToast } from '../hooks/use-error-toast'
import type { LoadOptions } from '../lib/query-client'

export interface DaySlots {
  /** The slots that cannot be chosen. */
  bookedSlots: string[]
  /** Why the day is closed ("Closed: Sunday", "Closed: Republic Day", "Dr. … is on leave"); null when open. */
  closedReason: string | null
}

export async function getBookedSlots(doctorId: string, date: string, signal?: AbortSignal): Promise<DaySlots> {
  const body = await apiFetch<unknown>(
    `/api/admins/getBookedSlots/${encodeURIComponent(doctorId)}/${encodeURIComponent(date)}`,
    { signal },
  )
  const answer = (body && typeof body === 'object' ? body : {}) as { bookedSlots?: unknown; closed?: unknown }
  const slots = Array.isArray(answer.bookedSlots) ? answer.bookedSlots : []
  const closed = answer.closed as { reason?: unknown } | undefined
  return {
    bookedSlots: slots.filter((slot): slot is string => typeof slot === 'string'),
    closedReason: closed && typeof closed.reason === 'string' ? closed.reason : null,
  }
}

export const bookedSlotsQueryOptions = (doctorId: string, date: string) =>
  queryOptions({
    queryKey: [...bookedSlotsKey, doctorId, date] as const,
    queryFn: ({ signal }) => getBookedSlots(doctorId, date, signal),
    // A slot someone else just took must show as taken: always ask again when the form opens.
    staleTime: 0,
  })

export function useBookedSlotsQuery(doctorId: string, date: string, enabled: boolean, options?: LoadOptions) {
  const query = useQuery({ ...bookedSlotsQueryOptions(doctorId, date), enabled })
  useErrorToast(query, options?.errorToast)
  return query
}
