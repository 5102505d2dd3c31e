// POST /api/users/check-availability: whether a username or e-mail is taken (any letter case).
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiFetch } from '../../../lib/api'

const availabilitySchema = v.object({
  usernameTaken: v.optional(v.boolean(), false),
  emailTaken: v.optional(v.boolean(), false),
})

export type Availability = v.InferOutput<typeof availabilitySchema>

export async function checkAvailability(
  query: { username?: string; email?: string },
  signal?: AbortSignal,
): Promise<Availability> {
  const data = await apiFetch<unknown>('/api/users/check-availability', {
    method: 'POST',
    body: query,
    token: null,
    signal,
  })
  return v.parse(availabilitySchema, data)
}

/** The answer for one pair of typed values; fresh for a minute (someone may register the name meanwhile). */
export function useAvailabilityQuery(query: { username?: string; email?: string } | null) {
  return useQuery({
    queryKey: ['availability', query] as const,
    queryFn: ({ signal }) => checkAvailability(query ?? {}, signal),
    enabled: query !== null,
    staleTime: 60_000,
  })
}
