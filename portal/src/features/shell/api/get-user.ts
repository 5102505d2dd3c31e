import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { apiFetch } from '../../../lib/api'
import { subscribeProfileChanged } from '../../../lib/profile-events'
import { shell } from '../messages'

const userSchema = v.object({
  _id: v.optional(v.string()),
  name: v.optional(v.nullable(v.string())),
  username: v.optional(v.string()),
  role: v.optional(v.string()),
})

export type UserSummary = v.InferOutput<typeof userSchema>

/** Name shown when the user has none or it cannot be loaded. */
const fallbackDisplayName = () => shell.t('shell.fallbackName')

/** GET /api/data/allUsers/{userId}. */
export async function getUser(userId: string, signal?: AbortSignal): Promise<UserSummary> {
  const data = await apiFetch<unknown>(`/api/data/allUsers/${encodeURIComponent(userId)}`, { signal })
  return v.parse(userSchema, data)
}

/** The name to display for a user record, falling back to 'User'. */
export function displayNameOf(user: UserSummary | null | undefined): string {
  const name = user?.name?.trim()
  return name ? name : fallbackDisplayName()
}

/** Loads the signed-in user's display name; 'User' until loaded or on failure. */
export function useDisplayName(userId: string | null | undefined): string {
  const [loaded, setLoaded] = useState<{ userId: string; name: string } | null>(null)
  // Bumped when the profile is saved, so the header shows the new name.
  const [version, setVersion] = useState(0)

  useEffect(() => subscribeProfileChanged(() => setVersion((n) => n + 1)), [])

  useEffect(() => {
    if (!userId) return
    const controller = new AbortController()
    getUser(userId, controller.signal)
      .then((user) => setLoaded({ userId, name: displayNameOf(user) }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ userId, name: fallbackDisplayName() })
      })
    return () => controller.abort()
  }, [userId, version])

  return loaded && loaded.userId === userId ? loaded.name : fallbackDisplayName()
}
