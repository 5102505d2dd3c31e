// GET /api/data/{childId}: a child with its parent, for an admin's booking for a known child.
import type { ChildRecord } from '@app/children/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { childrenKey } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'
import { useErrorToast } from '../../../hooks/use-error-toast'
import type { LoadOptions } from '../../../lib/query-client'

export async function getChildRecord(childId: string, signal?: AbortSignal): Promise<ChildRecord> {
  return apiFetch<ChildRecord>(`/api/data/${encodeURIComponent(childId)}`, { signal })
}

export const childRecordQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...childrenKey, 'with-parent', childId] as const,
    queryFn: ({ signal }) => getChildRecord(childId, signal),
  })

export function useChildRecord(childId: string | undefined, options?: LoadOptions) {
  const query = useQuery({ ...childRecordQueryOptions(childId ?? ''), enabled: Boolean(childId) })
  useErrorToast(query, options?.errorToast)
  return query
}
