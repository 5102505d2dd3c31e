import type { CollectionConfig, FieldHook, Validate } from 'payload'
import { isSuperadmin, isSuperadminField, superadminOnly } from '@app/platform/payload-access'
import { CENTRE_ROLES, isCentreRole, isCmsRole, ROLES } from '@app/platform/roles'

export const USERS_SLUG = 'users'
export const SESSIONS_SLUG = 'auth-sessions'

/** How many wrong passwords lock an account, and for how long. */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_MINUTES = 15

// Usernames and e-mails compare in any letter case, so they are stored lower-cased and trimmed.
const normalise: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

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
  },
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
  },
  fields: [
    { name: 'username', type: 'text', hooks: { beforeValidate: [normalise] } },
    { name: 'email', type: 'email', hooks: { beforeValidate: [normalise] } },
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

/** Portal sign-in sessions: a token is honoured only while its session row exists and has not expired. */
export const AuthSessions: CollectionConfig = {
  slug: SESSIONS_SLUG,
  admin: { hidden: true },
  access: superadminOnly,
  fields: [
    { name: 'user', type: 'relationship', relationTo: USERS_SLUG, required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
  ],
}

export const accountsCollections = [Users, AuthSessions]
