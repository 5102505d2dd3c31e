// GET /api/doctors/childIEP/{childId} (the assigned doctor or therapist), GET /api/admins/iep/{childId} (the
// centre's admin) and GET /api/parents/iep/{childId} (the parent): the same list of a child's IEPs, newest first
// (docs/api/iep.md). One reader per role; they share the cache key, so a save refreshes whichever screen is open.
import type { IepDto } from '@app/iep/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { iepsKey } from '../../../api/query-keys'
import { useErrorToast } from '../../../hooks/use-error-toast'
import { apiFetch } from '../../../lib/api'
import type { LoadOptions } from '../../../lib/query-client'

/** Who is reading a child's IEPs, which decides the call. */
export type IepReader = 'doctor' | 'therapist' | 'admin' | 'parent'

const pathOf = (reader: IepReader, childId: string) => {
  const id = encodeURIComponent(childId)
  switch (reader) {
    case 'admin':
      return `/api/admins/iep/${id}`
    case 'parent':
      return `/api/parents/iep/${id}`
    default:
      return `/api/doctors/childIEP/${id}`
  }
}

export async function getIeps(reader: IepReader, childId: string, signal?: AbortSignal): Promise<IepDto[]> {
  const data = await apiFetch<unknown>(pathOf(reader, childId), { signal })
  return Array.isArray(data) ? (data as IepDto[]) : []
}

export const iepsQueryKey = (childId: string) => [...iepsKey, childId] as const

export const iepsQueryOptions = (reader: IepReader, childId: string) =>
  queryOptions({
    queryKey: [...iepsQueryKey(childId), reader] as const,
    queryFn: ({ signal }) => getIeps(reader, childId, signal),
  })

export function useIeps(reader: IepReader, childId: string, options?: LoadOptions) {
  const query = useQuery({ ...iepsQueryOptions(reader, childId), enabled: Boolean(childId) })
  useErrorToast(query, options?.errorToast)
  return query
}
