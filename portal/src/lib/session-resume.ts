import * as v from 'valibot'
import { apiFetch } from './api'
import { clearSession, isPortalRole, setSession, type Session } from './session'
import { markSessionVerified } from './session-check'

const resumeResponseSchema = v.object({
  success: v.literal(true),
  token: v.pipe(v.string(), v.nonEmpty()),
  role: v.optional(v.string()),
})

let pending: Promise<Session | null> | null = null
let forgone = false

/**
 * Signs this page's own session out (a token the server refused, an expired one, a 401, a sign-out in another tab):
 * clears the stored keys, and until the page is loaded again it does not quietly take the browser's other sign-in
 * in its place (decision 055). A sign-in through the form stores a token of its own and needs no resume.
 */
export function signOutThisPage(): void {
  clearSession()
  forgone = true
}

/** Allows resuming again (tests: a new page load). */
export function resetResumeState(): void {
  forgone = false
}

/**
 * A tab opened without a token (a link in a new tab, from an e-mail) joins the browser's sign-in (decision 055):
 * POST /api/users/resume answers a fresh token for the session the HttpOnly cookie names, which is stored as a
 * sign-in would store it. Resolves null when there is nothing to resume (401), or the server cannot say (network,
 * 5xx): the guard then sends the visitor to /login as before. Concurrent callers share one request.
 */
export function resumeSession(): Promise<Session | null> {
  if (forgone) return Promise.resolve(null)
  pending ??= apiFetch<unknown>('/api/users/resume', { method: 'POST', token: null, signOutOnUnauthorized: false })
    .then((data) => {
      const parsed = v.safeParse(resumeResponseSchema, data)
      if (!parsed.success) return null
      const session = setSession(parsed.output.token, parsed.output.role)
      if (!session || !isPortalRole(session.role)) {
        clearSession()
        return null
      }
      markSessionVerified(session.token)
      return session
    })
    .catch(() => null)
    .finally(() => {
      pending = null
    })
  return pending
}
