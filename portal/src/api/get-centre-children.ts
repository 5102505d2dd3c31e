// GET /api/data/allChildren/{centreId}?page&limit&search&status: one page of the centre's children and the count of all
// matches. Read by the admin's children list and by the game reports' child picker.
import type { ChildRecord } from '@app/children/schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { childrenKey } from './query-keys'
import { apiFetchPage } from '../lib/api'

/** The query of one page of the centre's children. */
export interface ChildrenPageQuery {
  centreId: string
  page: number
  limit: number
  search: string
  status: string
}

export async function getCentreChildren(
  { centreId, page, limit, search, status }: ChildrenPageQuery,
  signal?: AbortSignal,
): Promise<{ children: ChildRecord[]; total: number }> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) })
  if (search.trim()) params.set('search', search.trim())
  if (status) params.set('status', status)
  const { rows, total } = await apiFetchPage<ChildRecord>(
    `/api/data/allChildren/${encodeURIComponent(centreId)}?${params}`,
    { signal },
  )
  return { children: rows, total }
}

export const centreChildrenQueryOptions = (query: ChildrenPageQuery) =>
  queryOptions({
    queryKey: [...childrenKey, 'centre', query.centreId, query] as const,
    queryFn: ({ signal }) => getCentreChildren(query, signal),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })

export function useCentreChildren(query: ChildrenPageQuery) {
  return useQuery(centreChildrenQueryOptions(query))
}
