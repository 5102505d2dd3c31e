// GET /api/data/allgames: the catalogue's two groups with their games, active and inactive (docs/api/games.md).
// Read by the parent's home practice and the therapist's home-practice dialog.
import type { CatalogueGame, CatalogueGroup } from '@app/games/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../hooks/use-error-toast'
import { apiFetch } from '../lib/api'
import type { LoadOptions } from '../lib/query-client'
import { gamesKey } from './query-keys'

export async function getAllGames(signal?: AbortSignal): Promise<CatalogueGroup[]> {
  const data = await apiFetch<unknown>('/api/data/allgames', { signal })
  return Array.isArray(data) ? (data as CatalogueGroup[]) : []
}

export const allGamesQueryOptions = () =>
  queryOptions({ queryKey: [...gamesKey, 'catalogue'] as const, queryFn: ({ signal }) => getAllGames(signal) })

export function useAllGames(options?: LoadOptions) {
  const query = useQuery(allGamesQueryOptions())
  useErrorToast(query, options?.errorToast)
  return query
}

/** The active games of both groups, in the catalogue's order. */
export function activeGamesOf(groups: readonly CatalogueGroup[]): CatalogueGame[] {
  return groups.flatMap((group) => group.games.filter((game) => game.status === 'active'))
}
