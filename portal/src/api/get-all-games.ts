// GET /api/data/allgames: the catalogue's two groups with their games, active and inactive; names, descriptions,
// pictures and status are content edited in /admin (docs/api/games.md). One query for every reader: the games
// picker and play screen (a visitor's too), the parent's home practice, the therapist's home-practice dialog and
// the IEP goals. The route is public, so its answer never signs anybody out.
import type { CatalogueGame, CatalogueGroup } from '@app/games/schema'
import { queryOptions } from '@tanstack/react-query'
import { apiFetch } from '../lib/api'
import { gamesKey } from './query-keys'

export async function getAllGames(signal?: AbortSignal): Promise<CatalogueGroup[]> {
  const data = await apiFetch<unknown>('/api/data/allgames', { signal, signOutOnUnauthorized: false })
  return Array.isArray(data) ? (data as CatalogueGroup[]) : []
}

export const allGamesQueryOptions = () =>
  queryOptions({ queryKey: [...gamesKey, 'catalogue'] as const, queryFn: ({ signal }) => getAllGames(signal) })

/** The active games of both groups, in the catalogue's order. */
export function activeGamesOf(groups: readonly CatalogueGroup[]): CatalogueGame[] {
  return groups.flatMap((group) => group.games.filter((game) => game.status === 'active'))
}
