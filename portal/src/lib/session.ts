import { jwtDecode } from 'jwt-decode'
import * as v from 'valibot'
import { common } from './common-messages'

/** Roles that use the portal dashboards. */
export const PORTAL_ROLES = ['admin', 'parent', 'doctor', 'therapist'] as const
/** Roles that work in the CMS at /admin instead of the portal. */
export const CMS_ROLES = ['editor', 'superadmin'] as const

export type PortalRole = (typeof PORTAL_ROLES)[number]
export type CmsRole = (typeof CMS_ROLES)[number]
export type Role = PortalRole | CmsRole

const ALL_ROLES: readonly string[] = [...PORTAL_ROLES, ...CMS_ROLES]

const tokenPayloadSchema = v.object({
  user: v.object({
    _id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    role: v.string(),
    centreId: v.optional(v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))),
  }),
  exp: v.optional(v.number()),
})

/** What the portal knows about the signed-in user, all read from the token. */
export interface Session {
  token: string
  role: string
  userId: string
  centreId: string | null
  /** Expiry in seconds since the epoch, when the token carries one. */
  expiresAt: number | null
}

export function isPortalRole(role: string | null | undefined): role is PortalRole {
  return (PORTAL_ROLES as readonly string[]).includes(role ?? '')
}

export function isCmsRole(role: string | null | undefined): role is CmsRole {
  return (CMS_ROLES as readonly string[]).includes(role ?? '')
}

export type PortalDashboardPath = '/admindashboard' | '/parentdashboard' | '/doctordashboard' | '/therapistdashboard'
export type DashboardPath = PortalDashboardPath | '/admin' | '/login'

/** Where a role lands after login; CMS roles go to the CMS, unknown roles to /login. */
export function roleDashboardPath(role: string | null | undefined): DashboardPath {
  switch (role) {
    case 'admin':
      return '/admindashboard'
    case 'parent':
      return '/parentdashboard'
    case 'doctor':
      return '/doctordashboard'
    case 'therapist':
      return '/therapistdashboard'
    case 'editor':
    case 'superadmin':
      return '/admin'
    default:
      return '/login'
  }
}

/** "admin" -> "Admin", used in "{Role} Dashboard". */
export function roleLabel(role: string): string {
  return common.t('common.role.name', { role })
}

/** Decodes a login token into a Session, or null when it is malformed. */
export function decodeToken(token: string): Session | null {
  let payload: unknown
  try {
    payload = jwtDecode(token)
  } catch {
    return null
  }
  const parsed = v.safeParse(tokenPayloadSchema, payload)
  if (!parsed.success) return null
  const { user, exp } = parsed.output
  return {
    token,
    role: user.role,
    userId: user._id,
    centreId: user.centreId ?? null,
    expiresAt: exp ?? null,
  }
}

/** True when the session's expiry is at or before `now` (milliseconds). */
export function isSessionExpired(session: Pick<Session, 'expiresAt'>, now: number = Date.now()): boolean {
  return session.expiresAt !== null && session.expiresAt * 1000 <= now
}

// Session storage access. Everything below tolerates a missing sessionStorage
// (private modes, tests) by acting as if no one is signed in.

const KEY_TOKEN = 'token'
const KEY_ROLE = 'role'
const KEY_CENTRE = 'centreId'

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
let cachedToken: string | null = null
let cachedSession: Session | null = null

function notify(): void {
  for (const listener of listeners) listener()
}

/** Subscribes to sign-in and sign-out; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The stored token, decoded; stable between changes so React can use it as a snapshot. */
export function getSession(): Session | null {
  const token = storage()?.getItem(KEY_TOKEN) ?? null
  if (token !== cachedToken) {
    cachedToken = token
    cachedSession = token ? decodeToken(token) : null
  }
  return cachedSession
}

/** The stored session if it exists, decodes and has not expired. */
export function getValidSession(now: number = Date.now()): Session | null {
  const session = getSession()
  return session && !isSessionExpired(session, now) ? session : null
}

/** The centre id kept in session storage at sign-in (admins, doctors, therapists), or null. */
export function getStoredCentreId(): string | null {
  return storage()?.getItem(KEY_CENTRE) || null
}

/** True when a token is stored, valid or not. */
export function hasStoredToken(): boolean {
  return Boolean(storage()?.getItem(KEY_TOKEN))
}

/** Stores token, role, centreId and '{role}Id'; returns the decoded session. */
export function setSession(token: string, fallbackRole?: string): Session | null {
  const session = decodeToken(token)
  const store = storage()
  if (!session || !store) return null
  const role = session.role || fallbackRole || ''
  store.setItem(KEY_TOKEN, token)
  store.setItem(KEY_ROLE, role)
  if (session.centreId) store.setItem(KEY_CENTRE, session.centreId)
  else store.removeItem(KEY_CENTRE)
  store.setItem(`${role}Id`, session.userId)
  notify()
  return getSession()
}

/** Removes every key the portal keeps for a signed-in user. */
export function clearSession(): void {
  const store = storage()
  if (store) {
    const storedRole = store.getItem(KEY_ROLE)
    for (const key of [KEY_TOKEN, KEY_ROLE, KEY_CENTRE, 'childId']) store.removeItem(key)
    // Remove every role's id, not only the stored role's, so nothing is left behind
    // even if the role key was missing or edited.
    for (const role of new Set([...ALL_ROLES, ...(storedRole ? [storedRole] : [])])) {
      store.removeItem(`${role}Id`)
    }
  }
  notify()
}
