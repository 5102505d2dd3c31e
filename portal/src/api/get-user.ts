// GET /api/data/allUsers/{userId}: one fetcher for the header's name, the profile and the booking form's prefill.
import type { UserDto } from '@app/accounts/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiFetch } from '../lib/api'
import { checkedSessionUser } from '../lib/session-check'
import { usersKey } from './query-keys'
import { useErrorToast } from '../hooks/use-error-toast'
import type { LoadOptions } from '../lib/query-client'

const userSchema = v.looseObject({
  _id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  username: v.optional(v.string(), ''),
  name: v.nullish(v.string(), null),
  email: v.nullish(v.string(), null),
  mobilenumber: v.nullish(v.string(), null),
  address: v.nullish(v.string(), null),
  role: v.optional(v.string(), ''),
  centreId: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), null),
})

export type User = Omit<UserDto, 'role'> & { role: string }

/** A user record from a response body: `{ user }` or the record itself. Throws when it is not one. */
export function parseUser(data: unknown): User {
  const body = data && typeof data === 'object' && 'user' in data ? (data as { user: unknown }).user : data
  return v.parse(userSchema, body) as User
}

export async function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  return parseUser(await apiFetch<unknown>(`/api/data/allUsers/${encodeURIComponent(userId)}`, { signal }))
}

export const userQueryKey = (userId: string) => [...usersKey, userId] as const

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userQueryKey(userId), queryFn: ({ signal }) => getUser(userId, signal) })

/**
 * The signed-in user's own record, taken from the session check's answer when it has one (every page asks GET
 * /api/users/me once at start, and it answers with the record): the parent's home asked for it twice, and on a
 * phone's six connections each request waits its turn (decision 067). Fetched as usual otherwise, and whenever
 * it is asked again.
 */
export const ownUserQueryOptions = (session: { userId: string; token: string }) =>
  queryOptions({
    queryKey: userQueryKey(session.userId),
    queryFn: async ({ signal }) => {
      const checked = await checkedSessionUser(session.token)
      return checked ? parseUser(checked) : getUser(session.userId, signal)
    },
  })

export function useUser(userId: string | null | undefined, options?: LoadOptions) {
  const query = useQuery({ ...userQueryOptions(userId ?? ''), enabled: Boolean(userId) })
  useErrorToast(query, options?.errorToast)
  return query
}
