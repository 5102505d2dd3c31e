// GET /api/data/gameReports/{childId}?page&limit: one page of the child's sessions, newest first, and the count
// of all (X-Total-Count).
import type { GameReportRow } from '@app/games/schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { gamesKey } from '../../../api/query-keys'
import { useErrorToast } from '../../../hooks/use-error-toast'
import { apiFetchPage } from '../../../lib/api'
import type { LoadOptions } from '../../../lib/query-client'

export const REPORT_PAGE_SIZES = [10, 25, 50] as const

export interface GameReportsPageQuery {
  childId: string
  page: number
  limit: number
}

export async function getGameReports(
  { childId, page, limit }: GameReportsPageQuery,
  signal?: AbortSignal,
): Promise<{ rows: GameReportRow[]; total: number }> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) })
  return apiFetchPage<GameReportRow>(`/api/data/gameReports/${encodeURIComponent(childId)}?${params}`, { signal })
}

export const gameReportsQueryOptions = (query: GameReportsPageQuery) =>
  queryOptions({
    queryKey: [...gamesKey, 'reports', query.childId, query] as const,
    queryFn: ({ signal }) => getGameReports(query, signal),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })

export function useGameReports(query: GameReportsPageQuery, options?: LoadOptions) {
  const result = useQuery(gameReportsQueryOptions(query))
  useErrorToast(result, options?.errorToast)
  return result
}
