import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { useAvailabilityQuery } from '../api/check-availability'

/** Wait after the last keystroke before asking the server. */
export const AVAILABILITY_DEBOUNCE_MS = 400

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const USERNAME_MIN_LENGTH = 5

/** Only values that could be valid are worth a round trip. */
export function availabilityQuery(username: string, email: string): { username?: string; email?: string } | null {
  const query: { username?: string; email?: string } = {}
  const name = username.trim()
  const mail = email.trim()
  if (name.length >= USERNAME_MIN_LENGTH) query.username = name
  if (EMAIL_SHAPE.test(mail)) query.email = mail
  return query.username || query.email ? query : null
}

/**
 * Inline 'Username already taken' / 'User with this email already exists': asks the server
 * (debounced) whether the typed username and e-mail are free. Results only count for the values
 * they were checked for, so a stale answer never marks a newer value. A failed check blocks
 * nothing: the server checks again when registering.
 */
export function useAvailability(username: string, email: string) {
  // Debounced as text: a new object on every render would never settle.
  const typed = JSON.stringify(availabilityQuery(username, email))
  const checkedQuery = JSON.parse(useDebouncedValue(typed, AVAILABILITY_DEBOUNCE_MS)) as ReturnType<
    typeof availabilityQuery
  >
  const { data } = useAvailabilityQuery(checkedQuery)
  const checked = data && checkedQuery ? { ...checkedQuery, ...data } : null

  const sameUsername =
    checked?.username !== undefined && checked.username.toLowerCase() === username.trim().toLowerCase()
  const sameEmail = checked?.email !== undefined && checked.email.toLowerCase() === email.trim().toLowerCase()
  return {
    isUsernameTaken: Boolean(sameUsername && checked?.usernameTaken),
    isEmailTaken: Boolean(sameEmail && checked?.emailTaken),
  }
}
