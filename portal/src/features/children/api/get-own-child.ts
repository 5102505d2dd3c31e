// GET /api/parents/child/{childId}: one of the signed-in parent's children.
import type { ChildRecord } from '@app/children/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { childrenKey } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'

export function getOwnChild(childId: string, signal?: AbortSignal): Promise<ChildRecord> {
  return apiFetch<ChildRecord>(`/api/parents/child/${encodeURIComponent(childId)}`, { signal })
}

export const ownChildQueryKey = (childId: string) => [...childrenKey, 'own-child', childId] as const

export const ownChildQueryOptions = (childId: string) =>
  queryOptions({ queryKey: ownChildQueryKey(childId), queryFn: ({ signal }) => getOwnChild(childId, signal) })

export function useOwnChild(childId: string) {
  return useQuery(ownChildQueryOptions(childId))
}
