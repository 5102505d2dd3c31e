// GET /api/parents/children: the signed-in parent's children, for the dashboard and the booking form.
import type { ChildRecord } from '@app/children/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../lib/api'
import { childrenKey } from './query-keys'
import { useErrorToast } from '../hooks/use-error-toast'
import type { LoadOptions } from '../lib/query-client'

export async function getOwnChildren(signal?: AbortSignal): Promise<ChildRecord[]> {
  const data = await apiFetch<unknown>('/api/parents/children', { signal })
  return Array.isArray(data) ? (data as ChildRecord[]) : []
}

export const ownChildrenQueryOptions = () =>
  queryOptions({ queryKey: [...childrenKey, 'own'] as const, queryFn: ({ signal }) => getOwnChildren(signal) })

export function useOwnChildren(options?: LoadOptions) {
  const query = useQuery({ ...ownChildrenQueryOptions() })
  useErrorToast(query, options?.errorToast)
  return query
}
