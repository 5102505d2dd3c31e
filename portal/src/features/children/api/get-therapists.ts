// GET /api/data/allTherapists/{centreId}: a centre's therapists, for staff assignment.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StaffOption } from '../../../api/get-doctors'
import { apiFetch } from '../../../lib/api'

export async function getTherapists(centreId: string, signal?: AbortSignal): Promise<StaffOption[]> {
  const data = await apiFetch<{ therapists?: StaffOption[] }>(
    `/api/data/allTherapists/${encodeURIComponent(centreId)}`,
    { signal },
  )
  return Array.isArray(data?.therapists) ? data.therapists : []
}

export const therapistsQueryOptions = (centreId: string) =>
  queryOptions({
    queryKey: ['centres', centreId, 'therapists'] as const,
    queryFn: ({ signal }) => getTherapists(centreId, signal),
  })

export function useTherapists(centreId: string) {
  return useQuery({ ...therapistsQueryOptions(centreId), enabled: Boolean(centreId) })
}
