// GET /api/data/allcentres: the branches (to book at, and where a doctor works each weekday).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiFetch } from '../lib/api'
import { useErrorToast } from '../hooks/use-error-toast'
import type { LoadOptions } from '../lib/query-client'

const namedSchema = v.looseObject({
  _id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  name: v.string(),
})
export type Named = v.InferOutput<typeof namedSchema>

export async function getCentres(signal?: AbortSignal): Promise<Named[]> {
  return v.parse(v.array(namedSchema), await apiFetch<unknown>('/api/data/allcentres', { signal }))
}

export const centresQueryOptions = () =>
  queryOptions({
    queryKey: ['centres'] as const,
    queryFn: ({ signal }) => getCentres(signal),
    // Branches change a few times a year.
    staleTime: 10 * 60_000,
  })

export function useCentres(options?: LoadOptions) {
  const query = useQuery({ ...centresQueryOptions() })
  useErrorToast(query, options?.errorToast)
  return query
}
