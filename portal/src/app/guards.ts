import { redirect } from '@tanstack/react-router'
import { verifyStoredSession } from '../lib/session-check'
import { clearSession, getValidSession, hasStoredToken, roleDashboardPath, type Session } from '../lib/session'

/**
 * beforeLoad for signed-in pages: no valid token -> clear what is left and go to /login.
 * The first guarded page of a visit also asks the server whether the stored token still stands
 * (GET /api/users/me), so a revoked token never shows a dashboard.
 */
export async function requireSession({ location }: { location?: { href: string } } = {}): Promise<{
  session: Session
}> {
  // The page asked for rides along, so signing in lands there rather than on the dashboard.
  const toLogin = () => redirect({ to: '/login', search: location ? { redirect: location.href } : {}, replace: true })
  const session = getValidSession()
  if (!session) {
    if (hasStoredToken()) clearSession()
    throw toLogin()
  }
  if (!(await verifyStoredSession(session.token))) {
    clearSession()
    throw toLogin()
  }
  return { session }
}

/** beforeLoad for /login: a signed-in user goes to their dashboard instead. */
export function redirectSignedInUser(): void {
  const session = getValidSession()
  if (!session) {
    if (hasStoredToken()) clearSession()
    return
  }
  const path = roleDashboardPath(session.role)
  if (path === '/admin') throw redirect({ href: path, reloadDocument: true })
  if (path !== '/login') throw redirect({ to: path, replace: true })
}
