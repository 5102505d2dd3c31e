import type { PortalRole, Session } from './session'

/** What a guarded page does for a visitor: show itself, send them to /login, or show 403. */
export type GuardDecision = 'allow' | 'login' | 'forbidden'

/** The guard's rule (docs/product.md §4.1): no session -> /login; a role not allowed -> 403; else the page. */
export function guardDecision(session: Pick<Session, 'role'> | null, roles: readonly PortalRole[]): GuardDecision {
  if (!session) return 'login'
  return (roles as readonly string[]).includes(session.role) ? 'allow' : 'forbidden'
}

/** Pages outside a role's own dashboard that the role may open (SPEC section 2). */
const SHARED_PAGES: Record<PortalRole, readonly string[]> = {
  admin: ['/profile', '/reports'],
  parent: ['/profile', '/iepreports', '/parentwrapper'],
  doctor: ['/profile', '/reports', '/games'],
  therapist: ['/profile', '/reports', '/games'],
}
const DASHBOARDS: Record<PortalRole, string> = {
  admin: '/admindashboard',
  parent: '/parentdashboard',
  doctor: '/doctordashboard',
  therapist: '/therapistdashboard',
}

const isUnder = (path: string, base: string) =>
  path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`)

/**
 * Where to go after signing in when a page was asked for (the deep link that sent the visitor to /login):
 * that page when it is a path on this site the role may open, else undefined (the role's dashboard).
 */
export function afterSignInPath(role: string, requested: string | undefined): string | undefined {
  if (!requested || !requested.startsWith('/') || requested.startsWith('//') || requested.includes('\\')) {
    return undefined
  }
  if (!(role in DASHBOARDS)) return undefined
  const portalRole = role as PortalRole
  const allowed = [DASHBOARDS[portalRole], ...SHARED_PAGES[portalRole]]
  return allowed.some((base) => isUnder(requested, base)) ? requested : undefined
}
