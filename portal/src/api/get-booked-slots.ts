// GET /api/admins/getBookedSlots/{doctorId}/{date}: the slots pending or approved bookings hold, for booking and editing.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../lib/api'
import { bookedSlotsKey } from './query-keys'
import { useErrorToast } from '../hooks/use-error-toast'
import type { LoadOptions } from '../lib/query-client'

export async function getBookedSlots(doctorId: string, date: string, signal?: AbortSignal): Promise<string[]> {
  const body = await apiFetch<unknown>(
    `/api/admins/getBookedSlots/${encodeURIComponent(doctorId)}/${encodeURIComponent(date)}`,
    { signal },
  )
  const slots = body && typeof body === 'object' && 'bookedSlots' in body ? body.bookedSlots : []
  return Array.isArray(slots) ? slots.filter((slot): slot is string => typeof slot === 'string') : []
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
