// GET /api/data/alldoctors/{centreId}: a centre's doctors, for booking and for staff assignment.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../lib/api'
import { useErrorToast } from '../hooks/use-error-toast'
import type { LoadOptions } from '../lib/query-client'

export interface StaffOption {
  _id: string
  name: string
  specialization: string | null
}

export async function getDoctors(centreId: string, signal?: AbortSignal): Promise<StaffOption[]> {
  const data = await apiFetch<{ doctors?: StaffOption[] }>(`/api/data/alldoctors/${encodeURIComponent(centreId)}`, {
    signal,
  })
  return Array.isArray(data?.doctors) ? data.doctors : []
}

export const doctorsQueryOptions = (centreId: string) =>
  queryOptions({
    queryKey: ['centres', centreId, 'doctors'] as const,
    queryFn: ({ signal }) => getDoctors(centreId, signal),
  })

export function useDoctors(centreId: string | null | undefined, options?: LoadOptions) {
  const query = useQuery({ ...doctorsQueryOptions(centreId ?? ''), enabled: Boolean(centreId) })
  useErrorToast(query, options?.errorToast)
  return query
}
