import { redirect } from '@tanstack/react-router'
import { clearSession, getValidSession, hasStoredToken, roleDashboardPath, type Session } from '../lib/session'

/** beforeLoad for signed-in pages: no valid token -> clear what is left and go to /login. */
export function requireSession(): { session: Session } {
  const session = getValidSession()
  if (!session) {
    if (hasStoredToken()) clearSession()
    throw redirect({ to: '/login', replace: true })
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
