// GET /api/data/allUsers/{userId}: one fetcher for the header's name, the profile and the booking form's prefill.
import type { UserDto } from '@app/accounts/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiFetch } from '../lib/api'
import { loadMeta, type LoadOptions } from '../lib/query-client'

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

export async function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  const data = await apiFetch<unknown>(`/api/data/allUsers/${encodeURIComponent(userId)}`, { signal })
  const body = data && typeof data === 'object' && 'user' in data ? (data as { user: unknown }).user : data
  return v.parse(userSchema, body) as User
}

export const userQueryKey = (userId: string) => ['users', userId] as const

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userQueryKey(userId), queryFn: ({ signal }) => getUser(userId, signal) })

export function useUser(userId: string | null | undefined, options?: LoadOptions) {
  return useQuery({ ...userQueryOptions(userId ?? ''), enabled: Boolean(userId), meta: loadMeta(options) })
}
