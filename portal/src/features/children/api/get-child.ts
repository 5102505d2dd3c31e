// GET /api/data/child/{childId}: a child's record, for the admin of its centre and its assigned doctor and therapist
// (the IEP screens and the game reports name the child from it).
import type { ChildRecord } from '@app/children/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { childrenKey } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'

export function getChild(childId: string, signal?: AbortSignal): Promise<ChildRecord> {
  return apiFetch<ChildRecord>(`/api/data/child/${encodeURIComponent(childId)}`, { signal })
}

export const childQueryKey = (childId: string) => [...childrenKey, 'child', childId] as const

export const childQueryOptions = (childId: string) =>
  queryOptions({ queryKey: childQueryKey(childId), queryFn: ({ signal }) => getChild(childId, signal) })

export function useChild(childId: string) {
  return useQuery(childQueryOptions(childId))
}
