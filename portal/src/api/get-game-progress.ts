// GET /api/games/progress/{childId}[?month=YYYY-MM]: per game, the level reached and accuracy per day played, the
// two most frequent error types, sessions at home and in the clinic, and this week's practice (docs/api/games.md).
// Read by the game reports (charts, the parent's home practice) and by the IEP month (supporting evidence).
import type { GameProgress } from '@app/games/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../hooks/use-error-toast'
import { apiFetch } from '../lib/api'
import type { LoadOptions } from '../lib/query-client'
import { gamesKey } from './query-keys'

/** "2026-11" for a month (1–12) of a year: the `?month=` of an IEP month. */
export function monthParam(month: number, year: number): string {
  return `${year}-${String(month).padStart(2, '0')}`
}

export async function getGameProgress(childId: string, month?: string, signal?: AbortSignal): Promise<GameProgress[]> {
  const query = month ? `?month=${encodeURIComponent(month)}` : ''
  const data = await apiFetch<unknown>(`/api/games/progress/${encodeURIComponent(childId)}${query}`, { signal })
  return Array.isArray(data) ? (data as GameProgress[]) : []
}

export const gameProgressQueryOptions = (childId: string, month?: string) =>
  queryOptions({
    queryKey: [...gamesKey, 'progress', childId, month ?? 'all'] as const,
    queryFn: ({ signal }) => getGameProgress(childId, month, signal),
  })

export function useGameProgress(childId: string | undefined, month?: string, options?: LoadOptions) {
  const query = useQuery({ ...gameProgressQueryOptions(childId ?? '', month), enabled: Boolean(childId) })
  useErrorToast(query, options?.errorToast)
  return query
}
