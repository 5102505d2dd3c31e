import { useEffect, useState } from 'react'
import { checkAvailability } from '../api/parent-registration'

/** Wait after the last keystroke before asking the server. */
export const AVAILABILITY_DEBOUNCE_MS = 400

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const USERNAME_MIN_LENGTH = 5

interface Checked {
  username: string
  email: string
  usernameTaken: boolean
  emailTaken: boolean
}

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
 * they were checked for, so a stale answer never marks a newer value.
 */
export function useAvailability(username: string, email: string) {
  const [checked, setChecked] = useState<Checked | null>(null)

  useEffect(() => {
    const query = availabilityQuery(username, email)
    if (!query) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      checkAvailability(query, controller.signal)
        .then((result) =>
          setChecked({
            username: query.username ?? '',
            email: query.email ?? '',
            usernameTaken: Boolean(query.username) && result.usernameTaken,
            emailTaken: Boolean(query.email) && result.emailTaken,
          }),
        )
        .catch(() => {
          // The server checks again when registering; an unanswered check blocks nothing.
        })
    }, AVAILABILITY_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [username, email])

  const sameUsername = checked && checked.username.toLowerCase() === username.trim().toLowerCase()
  const sameEmail = checked && checked.email.toLowerCase() === email.trim().toLowerCase()
  return {
    isUsernameTaken: Boolean(sameUsername && checked?.usernameTaken),
    isEmailTaken: Boolean(sameEmail && checked?.emailTaken),
  }
}
