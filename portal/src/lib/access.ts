import type { PortalRole, Session } from './session'

/** What a guarded page does for a visitor: show itself, send them to /login, or show 403. */
export type GuardDecision = 'allow' | 'login' | 'forbidden'

/** The guard's rule (docs/product.md §4.1): no session -> /login; a role not allowed -> 403; else the page. */
export function guardDecision(session: Pick<Session, 'role'> | null, roles: readonly PortalRole[]): GuardDecision {
  if (!session) return 'login'
  return (roles as readonly string[]).includes(session.role) ? 'allow' : 'forbidden'
}
