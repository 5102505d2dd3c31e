// Who a signed-in therapist or parent plays as: the child of ?childId=, for the name shown in the game. A therapist
// reads the child's record (GET /api/data/child/{childId}, which the assigned therapist may read; the dashboard's
// list comes a page at a time), a parent their own children (GET /api/parents/children).
// Fetched here rather than through src/api's hooks: those live in the signed-in screens' shared chunks, which a
// visitor opening a game should not download.
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiFetch } from '../../../lib/api'
import { gamesKey } from './keys'

export type PlayingRole = 'therapist' | 'parent'

const nameOf = (child: { name?: unknown } | undefined) => (typeof child?.name === 'string' ? child.name : null)

export async function getChildName(role: PlayingRole, childId: string, signal?: AbortSignal): Promise<string | null> {
  if (role === 'therapist') {
    try {
      const child = await apiFetch<{ name?: unknown }>(`/api/data/child/${encodeURIComponent(childId)}`, {
        signal,
        signOutOnUnauthorized: false,
      })
      return nameOf(child)
    } catch (error) {
      // Not this therapist's child (or none): play goes on without a name.
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  }
  const data = await apiFetch<unknown>('/api/parents/children', { signal, signOutOnUnauthorized: false })
  const children = Array.isArray(data) ? (data as Array<{ _id?: unknown; name?: unknown }>) : []
  return nameOf(children.find((one) => String(one._id) === childId))
}

/** The child's name, or null while unknown (not found, or the list could not be read: play goes on). */
export function useChildName(role: PlayingRole | null, childId: string | null) {
  return useQuery({
    queryKey: [...gamesKey, 'child-name', role, childId] as const,
    queryFn: ({ signal }) => getChildName(role!, childId!, signal),
    enabled: Boolean(role && childId),
  })
}
