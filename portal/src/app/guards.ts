import { redirect } from '@tanstack/react-router'
import { verifyStoredSession } from '../lib/session-check'
import { resumeSession, signOutThisPage } from '../lib/session-resume'
import { clearSession, getValidSession, hasStoredToken, roleDashboardPath, type Session } from '../lib/session'

/**
 * beforeLoad for signed-in pages. A tab without a token first asks to resume the browser's sign-in (a link opened
 * in a new tab, decision 055) and stays on the page asked for when it can; otherwise, and for a stored token that is
 * expired, it goes to /login, the page asked for riding along. The first guarded page of a visit also asks the
 * server whether the stored token still stands (GET /api/users/me), so a revoked token never shows a dashboard: a
 * token the server refused signs this tab out, and nothing in this page load replaces it by a resumed one (a guard
 * that runs again while the move to /login is under way would otherwise resume the browser's other sign-in).
 */
export async function requireSession({ location }: { location?: { href: string } } = {}): Promise<{
  session: Session
}> {
  // The page asked for rides along, so signing in lands there rather than on the dashboard.
  const toLogin = () => redirect({ to: '/login', search: location ? { redirect: location.href } : {}, replace: true })
  const session = getValidSession()
  if (!session) {
    if (hasStoredToken()) {
      signOutThisPage()
      throw toLogin()
    }
    const resumed = await resumeSession()
    if (!resumed) throw toLogin()
    return { session: resumed }
  }
  if (!(await verifyStoredSession(session.token))) {
    signOutThisPage()
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
