// GET /api/data/allgames: the games' groups with every game (active and inactive); names, descriptions, pictures
// and status are content edited in /admin. Read by the picker and by the play screen (the game's name).
import type { CatalogueGroup } from '@app/games/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { gamesKey } from './keys'

export async function getCatalogue(signal?: AbortSignal): Promise<CatalogueGroup[]> {
  const data = await apiFetch<unknown>('/api/data/allgames', { signal, signOutOnUnauthorized: false })
  return Array.isArray(data) ? (data as CatalogueGroup[]) : []
}

export const catalogueQueryOptions = () =>
  queryOptions({ queryKey: [...gamesKey, 'catalogue'] as const, queryFn: ({ signal }) => getCatalogue(signal) })

/** The catalogue; a failed load shows its message and Retry where the games would be (no toast). */
export function useCatalogue() {
  return useQuery(catalogueQueryOptions())
}
