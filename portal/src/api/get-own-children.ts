// GET /api/parents/children: the signed-in parent's children, for the dashboard and the booking form.
import type { ChildRecord } from '@app/children/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../lib/api'
import { loadMeta, type LoadOptions } from '../lib/query-client'

export async function getOwnChildren(signal?: AbortSignal): Promise<ChildRecord[]> {
  const data = await apiFetch<unknown>('/api/parents/children', { signal })
  return Array.isArray(data) ? (data as ChildRecord[]) : []
}

/** Every query about children starts with this key, so a change to a child refreshes them all. */
export const childrenKey = ['children'] as const

export const ownChildrenQueryOptions = () =>
  queryOptions({ queryKey: [...childrenKey, 'own'] as const, queryFn: ({ signal }) => getOwnChildren(signal) })

export function useOwnChildren(options?: LoadOptions) {
  return useQuery({ ...ownChildrenQueryOptions(), meta: loadMeta(options) })
}
