import type { Access, FieldAccess, PayloadRequest } from 'payload'
import { isCmsRole } from './roles.ts'

// Tiny named access rules for Payload collections, shared by every module that owns one.

const roleOf = (req: PayloadRequest): unknown => (req.user as { role?: unknown } | null)?.role

export const anyone: Access = () => true
/** Editors and superadmins: the people who work in /admin. */
export const isCmsUser: Access = ({ req }) => isCmsRole(roleOf(req))
export const isSuperadmin: Access = ({ req }) => roleOf(req) === 'superadmin'
export const isSuperadminField: FieldAccess = ({ req }) => roleOf(req) === 'superadmin'
/** Portal data stays out of the CMS for editors; only superadmins see it there. */
export const superadminOnly = {
  read: isSuperadmin,
  create: isSuperadmin,
  update: isSuperadmin,
  delete: isSuperadmin,
} as const
/** Public content: everyone reads, CMS users write. */
export const publicContent = {
  read: anyone,
  create: isCmsUser,
  update: isCmsUser,
  delete: isCmsUser,
} as const
