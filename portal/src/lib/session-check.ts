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
const checks = new Map<string, Promise<boolean>>()

/** Resolves true when the server still accepts the token; asks once per token per page load. */
export function verifyStoredSession(token: string): Promise<boolean> {
  let check = checks.get(token)
  if (!check) {
    check = apiFetch('/api/users/me', { token, signOutOnUnauthorized: false }).then(
      () => true,
      (error: unknown) => sessionCheckOutcome(error) === 'valid',
    )
    checks.set(token, check)
  }
  return check
}

/** Records that the server has just issued this token (after login), so it need not be re-checked. */
export function markSessionVerified(token: string): void {
  checks.set(token, Promise.resolve(true))
}

/** Forgets every check (tests). */
export function resetSessionChecks(): void {
  checks.clear()
}
