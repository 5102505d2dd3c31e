import { ApiError, apiFetch } from './api'

/** Whether a stored token still stands after asking the server (GET /api/users/me). */
export type SessionCheckOutcome = 'valid' | 'revoked'

/**
 * Reads the answer of GET /api/users/me: only a 401 ends the session (expired, revoked or tampered
 * token). A network failure or a server error keeps it, so a flaky connection does not sign people out;
 * the next authenticated call that answers 401 still does.
 */
export function sessionCheckOutcome(error: unknown): SessionCheckOutcome {
  return error instanceof ApiError && error.status === 401 ? 'revoked' : 'valid'
}

// One check per token per page load: the answer does not change while the token is the same,
// except by a 401 later, which apiFetch's unauthorised handler deals with.
interface Check {
  valid: boolean
  /** The signed-in user's record the server answered with; none when the check failed or was not asked. */
  user?: unknown
}
const checks = new Map<string, Promise<Check>>()

function checkOf(token: string): Promise<Check> {
  let check = checks.get(token)
  if (!check) {
    check = apiFetch<{ user?: unknown }>('/api/users/me', { token, signOutOnUnauthorized: false }).then(
      (answer) => ({ valid: true, user: answer?.user }),
      (error: unknown) => ({ valid: sessionCheckOutcome(error) === 'valid' }),
    )
    checks.set(token, check)
  }
  return check
}

/** Resolves true when the server still accepts the token; asks once per token per page load. */
export function verifyStoredSession(token: string): Promise<boolean> {
  return checkOf(token).then((check) => check.valid)
}

/**
 * The signed-in user's own record from the same check (GET /api/users/me answers with it), so a screen that shows
 * the user's name need not ask for the record a second time; undefined when the check did not answer with one.
 */
export function checkedSessionUser(token: string): Promise<unknown> {
  return checkOf(token).then((check) => check.user)
}

/** Records that the server has just issued this token (after login), so it need not be re-checked. */
export function markSessionVerified(token: string): void {
  checks.set(token, Promise.resolve({ valid: true }))
}

/** Forgets every check (tests). */
export function resetSessionChecks(): void {
  checks.clear()
}
