// GET /api/data/allgames: the catalogue's two groups with their games, active and inactive; names, descriptions,
// pictures and status are content edited in /admin (docs/api/games.md), names and descriptions in each language. One query for every reader: the games
// picker and play screen (a visitor's too), the parent's home practice, the therapist's home-practice dialog and
// the IEP goals. The route is public, so its answer never signs anybody out.
import type { CatalogueGame, CatalogueGroup } from '@app/games/schema'
import { queryOptions } from '@tanstack/react-query'
import { i18n } from '../i18n/messages'
import { apiFetch } from '../lib/api'
import { gamesKey } from './query-keys'

export async function getAllGames(language: string, signal?: AbortSignal): Promise<CatalogueGroup[]> {
  const data = await apiFetch<unknown>(`/api/data/allgames?language=${encodeURIComponent(language)}`, {
    signal,
    signOutOnUnauthorized: false,
  })
  return Array.isArray(data) ? (data as CatalogueGroup[]) : []
}

/** The catalogue in the portal's language: its names and descriptions as editors wrote them in that language. */
export const allGamesQueryOptions = (language: string = i18n.locale) =>
  queryOptions({
    queryKey: [...gamesKey, 'catalogue', language] as const,
    queryFn: ({ signal }) => getAllGames(language, signal),
  })

/** The active games of both groups, in the catalogue's order. */
export function activeGamesOf(groups: readonly CatalogueGroup[]): CatalogueGame[] {
  return groups.flatMap((group) => group.games.filter((game) => game.status === 'active'))
}
