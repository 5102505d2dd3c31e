// GET /api/data/allgames: the games' groups with every game (active and inactive); names, descriptions, pictures
// and status are content edited in /admin. Read by the picker and by the play screen (the game's name).
import type { CatalogueGroup } from '@app/games/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../../../hooks/use-error-toast'
import { apiFetch } from '../../../lib/api'
import type { LoadOptions } from '../../../lib/query-client'
import { gamesKey } from './keys'

export async function getCatalogue(signal?: AbortSignal): Promise<CatalogueGroup[]> {
  const data = await apiFetch<unknown>('/api/data/allgames', { signal, signOutOnUnauthorized: false })
  return Array.isArray(data) ? (data as CatalogueGroup[]) : []
}

export const catalogueQueryOptions = () =>
  queryOptions({ queryKey: [...gamesKey, 'catalogue'] as const, queryFn: ({ signal }) => getCatalogue(signal) })

export function useCatalogue(options?: LoadOptions) {
  const query = useQuery(catalogueQueryOptions())
  useErrorToast(query, options?.errorToast)
  return query
}
