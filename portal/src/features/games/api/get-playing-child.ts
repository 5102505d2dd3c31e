// Who a signed-in therapist or parent plays as: the child of ?childId=, looked up in the same lists the
// dashboards read (GET /api/therapists/assigned, GET /api/parents/children), for the name shown in the game.
// Fetched here rather than through src/api's hooks: those live in the signed-in screens' shared chunks, which a
// visitor opening a game should not download.
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { gamesKey } from './keys'

const LISTS = { therapist: '/api/therapists/assigned', parent: '/api/parents/children' } as const
export type PlayingRole = keyof typeof LISTS

export async function getChildName(role: PlayingRole, childId: string, signal?: AbortSignal): Promise<string | null> {
  const data = await apiFetch<unknown>(LISTS[role], { signal, signOutOnUnauthorized: false })
  const children = Array.isArray(data) ? (data as Array<{ _id?: unknown; name?: unknown }>) : []
  const child = children.find((one) => String(one._id) === childId)
  return typeof child?.name === 'string' ? child.name : null
}

/** The child's name, or null while unknown (not found, or the list could not be read: play goes on). */
export function useChildName(role: PlayingRole | null, childId: string | null) {
  return useQuery({
    queryKey: [...gamesKey, 'child-name', role, childId] as const,
    queryFn: ({ signal }) => getChildName(role!, childId!, signal),
    enabled: Boolean(role && childId),
  })
}
