import { useUser } from '../../../api/get-user'

/** Name shown when the user has none or it cannot be loaded. */
export const FALLBACK_DISPLAY_NAME = 'User'

/** The name to display for a user record, falling back to 'User'. */
export function displayNameOf(user: { name?: string | null } | null | undefined): string {
  const name = user?.name?.trim()
  return name ? name : FALLBACK_DISPLAY_NAME
}

/**
 * The signed-in user's display name; 'User' until loaded or on failure. It reads the same cached
 * record as the profile screen, so a saved profile shows its new name here at once.
 */
export function useDisplayName(userId: string | null | undefined): string {
  return displayNameOf(useUser(userId).data)
}
