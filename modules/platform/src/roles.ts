/** Every role a user can have. Portal roles use the dashboards; CMS roles use /admin. */
export const ROLES = ['parent', 'admin', 'doctor', 'therapist', 'editor', 'superadmin'] as const
export type Role = (typeof ROLES)[number]

export const PORTAL_ROLES = ['parent', 'admin', 'doctor', 'therapist'] as const satisfies readonly Role[]
export const CMS_ROLES = ['editor', 'superadmin'] as const satisfies readonly Role[]
/** Roles that work at one centre and must be tied to it. */
export const CENTRE_ROLES = ['admin', 'doctor', 'therapist'] as const satisfies readonly Role[]

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}
export const isCmsRole = (role: unknown) => (CMS_ROLES as readonly unknown[]).includes(role)
export const isCentreRole = (role: unknown) => (CENTRE_ROLES as readonly unknown[]).includes(role)
