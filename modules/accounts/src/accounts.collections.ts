import {
  APIError,
  AuthenticationError,
  headersWithCors,
  LockedAuth,
  type Access,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeLoginHook,
  type CollectionConfig,
  type Endpoint,
  type FieldHook,
  type PayloadHandler,
  type PayloadRequest,
  type Validate,
} from 'payload'
import { isSuperadmin, isSuperadminField, superadminOnly } from '@app/platform/payload-access'
import { CENTRE_ROLES, isCentreRole, isCmsRole, ROLES } from '@app/platform/roles'
import { eventBusOf } from '@app/platform/event-bus'
import { SESSION_ENDED } from './accounts.events.ts'
import { normaliseUsername, USERNAME_CHARACTERS_MESSAGE, USERNAME_PATTERN } from './accounts.schema.ts'
import { cmsAuthGuardOf } from './cms-auth.ts'
import { hashForUnknownUsernames } from './password-timing.ts'
import { sessionCacheOf } from './session-cache.ts'

export const USERS_SLUG = 'users'
export const SESSIONS_SLUG = 'auth-sessions'
export const EMAIL_VERIFICATIONS_SLUG = 'email-verifications'
export const AUDIT_LOG_SLUG = 'audit-log'
export const PASSWORD_LINKS_SLUG = 'password-links'

/** What the audit log records (decision 006): account creation, role and password changes, failed sign-ins. */
export const AUDIT_ACTIONS = [
  'account.created',
  'role.changed',
  'password.changed',
  'login.failed',
  // Password links (forgot password, and the set-password link staff send a parent).
  'password.reset-requested',
  'password.link-sent',
  'password.reset',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * Set in `context` by the accounts repository, whose service writes its own, richer audit entries
 * (with the caller's IP); the collection hooks below then stay quiet. Anything else that changes a
 * user (the admin panel, a script) is recorded by the hooks.
 */
export const AUDITED_BY_SERVICE = 'auditedByService'

/** How many wrong passwords lock an account, and for how long. */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_MINUTES = 15

// Usernames and e-mails compare in any letter case, so they are stored lower-cased and trimmed.
const normalise: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)
// Usernames also in Unicode NFKC, as the portal's schemas store and compare them.
const normaliseUsernameField: FieldHook = ({ value }) =>
  typeof value === 'string' ? normaliseUsername(value.trim()) : value

// A new or changed username (also from the admin panel) holds only the portal's characters; one stored
// before the rule existed stays usable until it is changed.
const usernameCharacters: Validate = (value, { operation, previousValue }) =>
  typeof value !== 'string' ||
  (operation === 'update' && value === previousValue) ||
  USERNAME_PATTERN.test(value) ||
  USERNAME_CHARACTERS_MESSAGE

const centreRequiredForStaff: Validate = (value, { siblingData }) => {
  const role = (siblingData as { role?: string }).role
  if (isCentreRole(role) && !value) return `A ${role} must belong to a centre`
  return true
}

const selfOrSuperadmin = ({ req }: { req: { user?: unknown } }) => {
  const user = req.user as { id?: string; role?: string } | null | undefined
  if (!user) return false
  if (user.role === 'superadmin') return true
  return { id: { equals: user.id } }
}

const nobody: Access = () => false

const roleOf = (user: unknown) => (user as { role?: string } | null | undefined)?.role

/** Set in `req.context` when the REST sign-in refused a portal account's right password (for the audit log). */
const PORTAL_ACCOUNT_REFUSED = 'portalAccountRefusedOverRest'

// Portal users sign in at /api/users/login (revocable sessions, throttling); Payload's own REST login
// is for the admin panel's editors and superadmins only. A portal account's right password gets the answer
// of a wrong one, so /cms-api cannot be used to test portal passwords (decision 020).
const cmsRolesOnlyOverRest: CollectionBeforeLoginHook = ({ req, user }) => {
  if (req.payloadAPI !== 'local' && !isCmsRole(roleOf(user))) {
    req.context[PORTAL_ACCOUNT_REFUSED] = true
    throw new AuthenticationError(req.t, true)
  }
  return user
}

/** The client's address: the server hands Payload exactly one, the one Express trusts (decision 020). */
const clientIpOf = (req: PayloadRequest) => req.headers?.get('x-forwarded-for')?.split(',')[0]?.trim() || null

const auditEntry = (
  req: PayloadRequest,
  entry: {
    action: AuditAction
    actor?: { id: unknown; username?: unknown } | null
    target: { id: unknown; username?: unknown }
    details?: Record<string, unknown>
  },
) =>
  req.payload.create({
    collection: AUDIT_LOG_SLUG,
    req,
    data: {
      action: entry.action,
      actor: (entry.actor?.id as string | undefined) ?? null,
      actorUsername: typeof entry.actor?.username === 'string' ? entry.actor.username : null,
      target: entry.target.id as string,
      targetUsername: typeof entry.target.username === 'string' ? entry.target.username : null,
      ip: clientIpOf(req)?.slice(0, 64) ?? null,
      details: entry.details,
    },
  })

/** The JSON (or the admin panel's form data, whose `_payload` field is JSON) of a request, read from a copy. */
async function peekBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers?.get('content-type') ?? ''
  try {
    const copy = req.clone?.()
    if (!copy) return {}
    if (type.startsWith('application/json')) {
      const data: unknown = await copy.json()
      return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
    }
    if (type.startsWith('multipart/form-data')) {
      const field = (await copy.formData()).get('_payload')
      const data: unknown = typeof field === 'string' ? JSON.parse(field) : {}
      return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
    }
  } catch {
    // Payload's own handler reads the body again and answers a malformed one.
  }
  return {}
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

const ownHandlers = new Set<PayloadHandler>()

/** Payload's built-in handler for a users endpoint (ours come first in the list and wrap it). */
function payloadHandler(req: PayloadRequest, path: string): PayloadHandler {
  const endpoints = req.payload.collections[USERS_SLUG].config.endpoints || []
  const endpoint = endpoints.find((e) => e.method === 'post' && e.path === path && !ownHandlers.has(e.handler))
  if (!endpoint) throw new APIError(`Payload has no ${path} endpoint`, 500)
  return endpoint.handler
}

const findUser = async (req: PayloadRequest, where: Record<string, { equals: string }>) =>
  (await req.payload.db.findOne({ collection: USERS_SLUG, where, req })) as {
    id: string
    username?: string
    role?: string
  } | null

/**
 * POST /cms-api/users/login: Payload's sign-in, counted with the portal's failures per client and per username
 * (decision 008), with one answer for a wrong password, an unknown username and a portal account.
 */
const cmsLogin: PayloadHandler = async (req) => {
  const username = textOf((await peekBody(req)).username)
  const guard = cmsAuthGuardOf(req.payload)
  const verdict = guard ? await guard.beginLogin(username, clientIpOf(req) ?? 'unknown') : undefined
  if (verdict && !verdict.allowed) throw new APIError(verdict.message, 429)
  const attempt = verdict?.attempt
  try {
    const response = await payloadHandler(req, '/login')(req)
    await attempt?.succeeded()
    return response
  } catch (error) {
    if (error instanceof AuthenticationError) {
      await attempt?.failed(
        req.context[PORTAL_ACCOUNT_REFUSED] ? 'portal account at the admin panel' : 'wrong username or password',
      )
      throw new AuthenticationError(req.t, true)
    }
    await attempt?.abandoned()
    // A locked account answers like the per-username limit, which unknown usernames reach too.
    if (error instanceof LockedAuth && guard) throw new APIError(guard.lockedMessage, 429)
    throw error
  }
}

/**
 * POST /cms-api/users/forgot-password: only editors and superadmins get Payload's reset mail. A portal account
 * (which resets its password in the portal) gets the answer of an unknown username: nothing is mailed or stored.
 */
const cmsForgotPassword: PayloadHandler = async (req) => {
  const username = textOf((await peekBody(req)).username)
    .trim()
    .toLowerCase()
  const user = username ? await findUser(req, { username: { equals: username } }) : null
  if (user && !isCmsRole(user.role)) {
    return Response.json(
      { message: req.t('general:success') },
      { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
    )
  }
  const response = await payloadHandler(req, '/forgot-password')(req)
  if (user && response.ok) {
    await auditEntry(req, { action: 'password.reset-requested', target: user, details: { via: 'cms-api' } })
  }
  return response
}

/**
 * POST /cms-api/users/reset-password: a portal account's token (one mailed before this rule) is refused like
 * an unknown one, before anything is stored. Editors' and superadmins' resets go on to Payload (then
 * `endSessionsAfterReset`).
 */
const cmsResetPassword: PayloadHandler = async (req) => {
  const token = textOf((await peekBody(req)).token)
  const user = token ? await findUser(req, { resetPasswordToken: { equals: token } }) : null
  if (user && !isCmsRole(user.role)) throw new APIError('Token is either invalid or has expired.', 403)
  return payloadHandler(req, '/reset-password')(req)
}

const ownEndpoints: Endpoint[] = [
  { path: '/login', method: 'post', handler: cmsLogin },
  { path: '/forgot-password', method: 'post', handler: cmsForgotPassword },
  { path: '/reset-password', method: 'post', handler: cmsResetPassword },
]
for (const endpoint of ownEndpoints) ownHandlers.add(endpoint.handler)

// A password set with Payload's reset link (the admin panel's "forgot password") ends every portal session of
// the account and is audited, like the portal's own links (decision 019).
const endSessionsAfterReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const user = (result as { user?: { id: unknown; username?: unknown } } | undefined)?.user
  if (!user) return result
  const { docs } = await req.payload.delete({ collection: SESSIONS_SLUG, where: { user: { equals: user.id } }, req })
  await auditEntry(req, {
    action: 'password.reset',
    actor: user,
    target: user,
    details: { via: 'cms-reset-link', endedSessions: docs.length },
  })
  return result
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * The admin panel's reset mail with an absolute link: on PUBLIC_URL (Payload's serverURL, required in
 * production), else on the origin the request came to; Payload's own mail has a bare path when serverURL is unset.
 */
const resetMailHtml = ({ req, token }: { req?: PayloadRequest; token?: string } = {}) => {
  const config = req?.payload.config
  let origin = config?.serverURL || ''
  if (!origin && req?.url) {
    try {
      origin = new URL(req.url).origin
    } catch {
      origin = ''
    }
  }
  const link = `${origin}${config?.routes.admin ?? '/admin'}${config?.admin.routes.reset ?? '/reset'}/${token ?? ''}`
  return [
    '<p>Someone (we hope you) asked to reset the password of your account for the website’s content editor.</p>',
    `<p>To choose a new password, open: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>',
  ].join('\n')
}

const notePasswordChange: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password) context.passwordChanged = true
  return data
}

const idOf = (ref: unknown) => (ref && typeof ref === 'object' ? (ref as { id?: unknown }).id : ref) ?? null

// A token carries the role and centre it was issued with: when either changes, or the password is reset
// in /admin, the user's portal sessions end so no token keeps the old rights.
const endSessionsOnAccessChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || context[AUDITED_BY_SERVICE]) return doc
  const accessChanged = previousDoc?.role !== doc.role || idOf(previousDoc?.centre) !== idOf(doc.centre)
  if (accessChanged || context.passwordChanged) {
    await req.payload.delete({ collection: SESSIONS_SLUG, where: { user: { equals: doc.id } }, req })
  }
  return doc
}

const auditAdminPanelChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context[AUDITED_BY_SERVICE]) return doc
  const actor = req.user as { id?: string; username?: string } | null | undefined
  const entries: Array<{ action: AuditAction; details?: Record<string, unknown> }> = []
  if (operation === 'create') entries.push({ action: 'account.created', details: { role: doc.role, via: 'cms' } })
  if (operation === 'update' && previousDoc?.role !== doc.role) {
    entries.push({ action: 'role.changed', details: { from: previousDoc?.role, to: doc.role, via: 'cms' } })
  }
  if (operation === 'update' && context.passwordChanged) {
    entries.push({ action: 'password.changed', details: { via: 'cms' } })
  }
  for (const entry of entries) {
    await req.payload.create({
      collection: AUDIT_LOG_SLUG,
      req,
      data: {
        action: entry.action,
        actor: actor?.id ?? null,
        actorUsername: actor?.username ?? 'system',
        target: doc.id,
        targetUsername: doc.username,
        details: entry.details,
      },
    })
  }
  return doc
}

/** Everyone who signs in: parents, centre staff, doctors, therapists, editors and superadmins. */
export const Users: CollectionConfig = {
  slug: USERS_SLUG,
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false, requireUsername: true },
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 12 * 60 * 60,
    // The portal keeps its own revocable sessions (auth-sessions); the admin panel's cookie is short-lived.
    useSessions: false,
    forgotPassword: { generateEmailHTML: resetMailHtml },
  },
  // Ahead of Payload's own login, forgot-password and reset-password endpoints, which they wrap.
  endpoints: ownEndpoints,
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'role', 'centre'],
    // Portal accounts are managed in the portal; only superadmins see them here.
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'superadmin',
  },
  access: {
    admin: ({ req }) => isCmsRole((req.user as { role?: string } | null)?.role),
    read: selfOrSuperadmin,
    update: selfOrSuperadmin,
    create: isSuperadmin,
    delete: isSuperadmin,
    unlock: isSuperadmin,
  },
  hooks: {
    // An unknown username costs a password hash too, so sign-in timing does not tell which ones exist.
    beforeOperation: [hashForUnknownUsernames],
    beforeLogin: [cmsRolesOnlyOverRest],
    beforeChange: [notePasswordChange],
    afterChange: [auditAdminPanelChanges, endSessionsOnAccessChange],
    afterOperation: [endSessionsAfterReset],
  },
  fields: [
    {
      name: 'username',
      type: 'text',
      validate: usernameCharacters,
      hooks: { beforeValidate: [normaliseUsernameField] },
    },
    // Unique in the database too: two sign-ups racing for one address cannot both win.
    { name: 'email', type: 'email', unique: true, hooks: { beforeValidate: [normalise] } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'parent',
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      access: { create: isSuperadminField, update: isSuperadminField },
      index: true,
    },
    { name: 'name', type: 'text', maxLength: 120 },
    { name: 'mobilenumber', type: 'text', maxLength: 20 },
    { name: 'address', type: 'textarea', maxLength: 500 },
    {
      name: 'specialization',
      type: 'text',
      maxLength: 120,
      admin: { description: 'For doctors and therapists: shown where parents and admins choose staff' },
    },
    {
      name: 'centre',
      type: 'relationship',
      relationTo: 'centres',
      index: true,
      validate: centreRequiredForStaff,
      admin: { description: `Required for ${CENTRE_ROLES.join(', ')}` },
      access: { update: isSuperadminField },
    },
  ],
}

// Every way a session ends deletes its row (logout, a password change, access changes in /admin), so
// this one hook tells the live connections (Socket.IO) to close. The admin panel runs it too, with the
// server's Payload instance, which carries the server's bus.
const announceEndedSession: CollectionAfterDeleteHook = async ({ doc, req }) => {
  // Every process forgets the session before the request that ended it answers (decision 023).
  await sessionCacheOf(req.payload)?.ended([String(doc.id)])
  const userId = idOf(doc.user)
  eventBusOf(req.payload)?.publish(SESSION_ENDED, {
    sessionId: String(doc.id),
    userId: userId === null ? '' : String(userId),
  })
  return doc
}

/** Portal sign-in sessions: a token is honoured only while its session row exists and has not expired. */
export const AuthSessions: CollectionConfig = {
  slug: SESSIONS_SLUG,
  admin: { hidden: true },
  access: superadminOnly,
  hooks: { afterDelete: [announceEndedSession] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: USERS_SLUG, required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
  ],
}

/**
 * One e-mailed one-time code. Only an HMAC of the code is kept (keyed with the server secret), so a
 * copy of the database does not reveal live codes. Hidden in /admin; only superadmins could read it.
 */
export const EmailVerifications: CollectionConfig = {
  slug: EMAIL_VERIFICATIONS_SLUG,
  admin: { hidden: true },
  access: superadminOnly,
  fields: [
    { name: 'email', type: 'text', required: true, index: true, maxLength: 254 },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'sentAt', type: 'date', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
  ],
}

/**
 * One e-mailed password link: "reset your password" (asked for by the user) or "set your password" (sent by
 * the centre). Only a SHA-256 of the link's random token is kept, so a copy of the database opens nothing.
 */
export const PasswordLinks: CollectionConfig = {
  slug: PASSWORD_LINKS_SLUG,
  admin: { hidden: true },
  access: superadminOnly,
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'user', type: 'relationship', relationTo: USERS_SLUG, required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: ['reset', 'set'] },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'usedAt', type: 'date' },
  ],
}

/**
 * Who did what to which account, when and from where. Written only by the server; superadmins read it
 * in /admin, nobody (not even a superadmin) edits or deletes an entry there, editors do not see it.
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_LOG_SLUG,
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'actorUsername', 'targetUsername', 'ip'],
    description: 'Account creation, role and password changes, password links, and failed sign-ins. Read-only.',
    hidden: ({ user }) => roleOf(user) !== 'superadmin',
  },
  access: { read: isSuperadmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: [...AUDIT_ACTIONS] },
    { name: 'actor', type: 'relationship', relationTo: USERS_SLUG, index: true },
    {
      name: 'actorUsername',
      type: 'text',
      maxLength: 100,
      admin: { description: 'Kept as text so the entry survives the account' },
    },
    { name: 'target', type: 'relationship', relationTo: USERS_SLUG, index: true },
    { name: 'targetUsername', type: 'text', maxLength: 100, index: true },
    { name: 'ip', type: 'text', maxLength: 64 },
    { name: 'details', type: 'json' },
  ],
}

export const accountsCollections = [Users, AuthSessions, EmailVerifications, AuditLog, PasswordLinks]
