import { ValidationError, type Payload } from 'payload'
import { countCodeTry, idOfRef, isRecordId, sqlOf, type SqlTable } from '@app/platform'
import type { EmailVerification as EmailVerificationDoc, User } from '@app/platform/payload-types'
import type { Role } from '@app/platform/roles'
import {
  AUDIT_LOG_SLUG,
  AUDITED_BY_SERVICE,
  EMAIL_VERIFICATIONS_SLUG,
  PASSWORD_LINKS_SLUG,
  SESSIONS_SLUG,
  USERS_SLUG,
  type AuditAction,
} from './accounts.collections.ts'
import { normaliseUsername, type StaffSummary, type UserDto } from './accounts.schema.ts'
import type { SessionRow } from './session-cache.ts'

/** The stored fields a user's DTO is made of (a whole document, or a row read straight from the table). */
type UserDoc = Pick<User, 'id' | 'username' | 'name' | 'email' | 'mobilenumber' | 'address' | 'role' | 'centre'>

const toUserDto = (doc: UserDoc): UserDto => ({
  _id: doc.id,
  username: doc.username,
  name: doc.name ?? null,
  email: doc.email ?? null,
  mobilenumber: doc.mobilenumber ?? null,
  address: doc.address ?? null,
  role: doc.role,
  centreId: idOfRef(doc.centre),
})

export interface NewUser {
  username: string
  password: string
  role: Role
  name?: string
  email?: string
  mobilenumber?: string
  address?: string
  specialization?: string
  centreId?: string | null
}

export interface ProfileChanges {
  name: string
  email: string
  mobilenumber: string
  address: string | null
}

/** A unique key in the database refused a write; `field` is the colliding field when known. */
export class DuplicateValueError extends Error {
  override name = 'DuplicateValueError'
  constructor(readonly fields: string[]) {
    super(`duplicate value for ${fields.join(', ') || 'a unique field'}`)
  }
}

/** Payload turns a unique-index violation into a ValidationError naming the field ("Value must be unique"). */
function asDuplicate(error: unknown): DuplicateValueError | undefined {
  if (!(error instanceof ValidationError)) return undefined
  const errors = (error.data as { errors?: Array<{ path?: string; message?: string }> } | undefined)?.errors ?? []
  const unique = errors.filter((e) => /unique/i.test(e.message ?? ''))
  return unique.length ? new DuplicateValueError(unique.map((e) => String(e.path ?? ''))) : undefined
}

// The service writes its own audit entries; the collection's hooks must not write a second one.
const audited = { [AUDITED_BY_SERVICE]: true }

/** The columns a UserDto is made of, for direct reads of the users table. */
const userColumns = (users: SqlTable) => ({
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  mobilenumber: users.mobilenumber,
  address: users.address,
  role: users.role,
  centre: users.centre,
})

/** Users and their portal sessions. */
/** The sessions collection's table (Payload names tables after slugs, in snake case). */
const SESSIONS_TABLE = SESSIONS_SLUG.replace(/-/g, '_')

export function createAccountsRepository(payload: Payload) {
  /**
   * The user whose username or e-mail (stored lower-cased) is `value`. Sign-in, registration and every
   * walk-in booking ask this, so it reads the table directly (see @app/platform sql.ts).
   */
  const findOneBy = async (field: 'username' | 'email', value: string): Promise<UserDto | undefined> => {
    const { db, table, op } = await sqlOf(payload)
    const users = table(USERS_SLUG)
    const [row]: UserDoc[] = await db.select(userColumns(users)).from(users).where(op.eq(users[field], value)).limit(1)
    return row ? toUserDto(row) : undefined
  }

  return {
    /** Checks the password with Payload (hashing, attempt counting and locking live there). */
    async verifyPassword(
      username: string,
      password: string,
    ): Promise<{ user: UserDto; cmsToken?: string; cmsTokenExp?: number }> {
      const result = await payload.login({ collection: USERS_SLUG, data: { username, password } })
      // A wrong password throws; a success without its user would be a broken Payload.
      if (!result.user) throw new Error('Payload signed in without returning the user')
      return { user: toUserDto(result.user), cmsToken: result.token, cmsTokenExp: result.exp }
    },
    /** The cookie Payload's admin panel reads its session from. */
    cmsCookieName: `${payload.config.cookiePrefix}-token`,
    async findById(id: string): Promise<UserDto | undefined> {
      const doc = await payload.findByID({ collection: USERS_SLUG, id, depth: 0, disableErrors: true })
      return doc ? toUserDto(doc) : undefined
    },
    /** Usernames are stored lower-cased, so this ignores letter case. */
    findByUsername: (username: string) => findOneBy('username', normaliseUsername(username.trim())),
    /** E-mails are stored lower-cased, so this ignores letter case. */
    findByEmail: (email: string) => findOneBy('email', email.trim().toLowerCase()),
    /** Usernames and e-mails of every user, or of one centre's users; nothing else. */
    async listLogins(centreId?: string): Promise<{ username: string; email: string | null }[]> {
      const { docs } = await payload.find({
        collection: USERS_SLUG,
        depth: 0,
        pagination: false,
        sort: 'username',
        select: { username: true, email: true },
        where: centreId ? { centre: { equals: centreId } } : undefined,
      })
      return docs.map((doc) => ({ username: doc.username, email: doc.email ?? null }))
    },
    /**
     * Several users by id in one query (unknown ids are left out). Every list names people, so this reads the
     * table directly, one prepared shape for any number of ids (sql.ts, decision 038).
     */
    async findManyByIds(ids: string[]): Promise<UserDto[]> {
      if (ids.length === 0) return []
      const { table, prepared, inList, listValue } = await sqlOf(payload)
      const users = table(USERS_SLUG)
      const rows = await prepared<UserDoc>(
        'users_by_ids',
        (db) => db.select(userColumns(users)).from(users).where(inList(users.id, 'ids')),
        { ids: listValue(ids) },
      )
      return rows.map(toUserDto)
    },
    /** A centre's users of one role (doctors, therapists), by name: id, name and specialization only. */
    async listStaff(centreId: string, role: Role): Promise<StaffSummary[]> {
      const { docs } = await payload.find({
        collection: USERS_SLUG,
        depth: 0,
        pagination: false,
        sort: 'name',
        where: { and: [{ centre: { equals: centreId } }, { role: { equals: role } }] },
        select: { name: true, specialization: true },
      })
      return docs.map((doc) => ({
        _id: doc.id,
        name: doc.name ?? '',
        specialization: doc.specialization ?? null,
      }))
    },
    async countByRole(role: Role): Promise<number> {
      const { totalDocs } = await payload.count({ collection: USERS_SLUG, where: { role: { equals: role } } })
      return totalDocs
    },
    /** Creates a user; a username or e-mail already stored (in any letter case) throws DuplicateValueError. */
    async create(user: NewUser): Promise<UserDto> {
      const { centreId, ...rest } = user
      try {
        const doc = await payload.create({
          collection: USERS_SLUG,
          data: { ...rest, centre: centreId ?? null },
          depth: 0,
          context: audited,
        })
        return toUserDto(doc)
      } catch (error) {
        throw asDuplicate(error) ?? error
      }
    },
    async deleteUser(id: string): Promise<void> {
      await payload.delete({ collection: USERS_SLUG, id, context: audited })
    },
    async updateProfile(id: string, changes: ProfileChanges): Promise<UserDto> {
      try {
        const doc = await payload.update({
          collection: USERS_SLUG,
          id,
          data: changes,
          depth: 0,
          context: audited,
        })
        return toUserDto(doc)
      } catch (error) {
        throw asDuplicate(error) ?? error
      }
    },
    async setPassword(id: string, password: string): Promise<void> {
      await payload.update({ collection: USERS_SLUG, id, data: { password }, depth: 0, context: audited })
    },

    async createSession(userId: string, expiresAt: Date): Promise<string> {
      const doc = await payload.create({
        collection: SESSIONS_SLUG,
        data: { user: userId, expiresAt: expiresAt.toISOString() },
        depth: 0,
      })
      return String(doc.id)
    },
    /**
     * A stored session (its user and expiry), or undefined. Every authenticated request may ask this (the
     * session cache reads it at most once every few seconds per session), so it reads the table directly
     * (see @app/platform sql.ts). Session ids are record ids; anything else is no session.
     */
    async findSession(sessionId: string): Promise<SessionRow | undefined> {
      if (!isRecordId(sessionId)) return undefined
      const { db, table, op, isoDate } = await sqlOf(payload)
      const sessions = table(SESSIONS_TABLE)
      const [row]: { user: unknown; expiresAt: unknown }[] = await db
        .select({ user: sessions.user, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(op.eq(sessions.id, sessionId))
        .limit(1)
      return row ? { userId: String(row.user), expiresAt: new Date(isoDate(row.expiresAt)).getTime() } : undefined
    },
    async deleteSession(sessionId: string): Promise<void> {
      await payload.delete({ collection: SESSIONS_SLUG, where: { id: { equals: sessionId } } })
    },
    /**
     * Sets a new password through a password link and clears a sign-in lock: whoever holds the link has
     * just proved they read the account's e-mail.
     */
    async setPasswordAndUnlock(id: string, password: string): Promise<void> {
      await payload.update({
        collection: USERS_SLUG,
        id,
        data: { password, loginAttempts: 0, lockUntil: null } as never,
        depth: 0,
        context: audited,
      })
    },
    /** Ends every session of a user (their sockets close with them, decision 009). */
    async deleteAllSessions(userId: string): Promise<number> {
      const { docs } = await payload.delete({ collection: SESSIONS_SLUG, where: { user: { equals: userId } } })
      return docs.length
    },
    /** Ends every session of a user except one (the caller's own). */
    async deleteOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const { docs } = await payload.delete({
        collection: SESSIONS_SLUG,
        where: { and: [{ user: { equals: userId } }, { id: { not_equals: keepSessionId } }] },
      })
      return docs.length
    },
  }
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>

/** One e-mailed code as stored: never the code itself. */
export interface EmailVerification {
  id: string
  email: string
  codeHash: string
  sentAt: Date
  expiresAt: Date
  attempts: number
  usedAt: Date | null
}

const toVerification = (doc: EmailVerificationDoc): EmailVerification => ({
  id: String(doc.id),
  email: doc.email,
  codeHash: doc.codeHash,
  sentAt: new Date(doc.sentAt),
  expiresAt: new Date(doc.expiresAt),
  attempts: Number(doc.attempts ?? 0),
  usedAt: doc.usedAt ? new Date(doc.usedAt) : null,
})

/** The e-mailed codes' table (Payload names tables after slugs, in snake case). */
const EMAIL_VERIFICATIONS_TABLE = EMAIL_VERIFICATIONS_SLUG.replace(/-/g, '_')

/** The one-time codes sent for e-mail verification. */
export function createEmailVerificationsRepository(payload: Payload) {
  return {
    async create(row: Omit<EmailVerification, 'id' | 'attempts' | 'usedAt'>): Promise<EmailVerification> {
      const doc = await payload.create({
        collection: EMAIL_VERIFICATIONS_SLUG,
        data: {
          email: row.email,
          codeHash: row.codeHash,
          sentAt: row.sentAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          attempts: 0,
        },
        depth: 0,
      })
      return toVerification(doc)
    },
    /** The codes sent to an address since a moment, newest first. */
    async sentSince(email: string, since: Date): Promise<EmailVerification[]> {
      const { docs } = await payload.find({
        collection: EMAIL_VERIFICATIONS_SLUG,
        depth: 0,
        pagination: false,
        sort: '-sentAt',
        where: { and: [{ email: { equals: email } }, { sentAt: { greater_than: since.toISOString() } }] },
      })
      return docs.map(toVerification)
    },
    /** The newest code sent to an address (only the newest one counts). */
    async latest(email: string): Promise<EmailVerification | undefined> {
      const { docs } = await payload.find({
        collection: EMAIL_VERIFICATIONS_SLUG,
        depth: 0,
        limit: 1,
        sort: '-sentAt',
        where: { email: { equals: email } },
      })
      return docs[0] ? toVerification(docs[0]) : undefined
    },
    /**
     * Counts one try at a code in one statement (platform's countCodeTry): the tries so far, this one included, or
     * null when the code's `max` tries were already used.
     */
    countTry: (id: string, max: number): Promise<number | null> =>
      countCodeTry(payload, { table: EMAIL_VERIFICATIONS_TABLE, id, column: 'attempts', max }),
    /**
     * Marks a code used, only if it was not used yet; false when it already was. (Payload reads then
     * writes, so two requests within the same instant could both pass; the e-mail's unique key still
     * lets only one account be registered with the address.)
     */
    async markUsed(id: string, usedAt: Date): Promise<boolean> {
      const { docs } = await payload.update({
        collection: EMAIL_VERIFICATIONS_SLUG,
        where: { and: [{ id: { equals: id } }, { usedAt: { exists: false } }] },
        data: { usedAt: usedAt.toISOString() },
        depth: 0,
      })
      return docs.length === 1
    },
    async delete(id: string): Promise<void> {
      await payload.delete({ collection: EMAIL_VERIFICATIONS_SLUG, where: { id: { equals: id } } })
    },
    /** Forgets codes sent before a moment (they can no longer count for anything). */
    async deleteSentBefore(before: Date): Promise<void> {
      await payload.delete({
        collection: EMAIL_VERIFICATIONS_SLUG,
        where: { sentAt: { less_than: before.toISOString() } },
      })
    },
  }
}

export type EmailVerificationsRepository = ReturnType<typeof createEmailVerificationsRepository>

/** One audit entry as the service records it. */
export interface AuditEntry {
  action: AuditAction
  actorId?: string | null
  actorUsername?: string | null
  targetId?: string | null
  targetUsername?: string | null
  ip?: string | null
  details?: Record<string, unknown>
}

export function createAuditRepository(payload: Payload) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await payload.create({
        collection: AUDIT_LOG_SLUG,
        data: {
          action: entry.action,
          actor: entry.actorId ?? null,
          actorUsername: entry.actorUsername?.slice(0, 100) ?? null,
          target: entry.targetId ?? null,
          targetUsername: entry.targetUsername?.slice(0, 100) ?? null,
          ip: entry.ip?.slice(0, 64) ?? null,
          details: entry.details ?? null,
        },
        depth: 0,
      })
    },
  }
}

export type AuditRepository = ReturnType<typeof createAuditRepository>

export type PasswordLinkPurpose = 'reset' | 'set'

/** One stored password link (never the token itself). */
export interface PasswordLink {
  id: string
  userId: string
  purpose: PasswordLinkPurpose
  expiresAt: Date
  usedAt: Date | null
}

interface PasswordLinkDoc {
  id: string
  user: string | { id: string }
  purpose: PasswordLinkPurpose
  expiresAt: string
  usedAt?: string | null
}

const toPasswordLink = (doc: PasswordLinkDoc): PasswordLink => ({
  id: String(doc.id),
  userId: idOfRef(doc.user) ?? '',
  purpose: doc.purpose,
  expiresAt: new Date(doc.expiresAt),
  usedAt: doc.usedAt ? new Date(doc.usedAt) : null,
})

/** Reset and set-password links, stored by the hash of their token. */
export function createPasswordLinksRepository(payload: Payload) {
  return {
    async create(link: { tokenHash: string; userId: string; purpose: PasswordLinkPurpose; expiresAt: Date }) {
      await payload.create({
        collection: PASSWORD_LINKS_SLUG,
        data: {
          tokenHash: link.tokenHash,
          user: link.userId,
          purpose: link.purpose,
          expiresAt: link.expiresAt.toISOString(),
        } as never,
        depth: 0,
      })
    },
    async findByTokenHash(tokenHash: string): Promise<PasswordLink | undefined> {
      const { docs } = await payload.find({
        collection: PASSWORD_LINKS_SLUG,
        depth: 0,
        limit: 1,
        pagination: false,
        where: { tokenHash: { equals: tokenHash } },
      })
      return docs[0] ? toPasswordLink(docs[0] as unknown as PasswordLinkDoc) : undefined
    },
    /** Spends a link; false when it was spent already (by a request a moment earlier). */
    async markUsed(id: string, usedAt: Date): Promise<boolean> {
      const { docs } = await payload.update({
        collection: PASSWORD_LINKS_SLUG,
        where: { and: [{ id: { equals: id } }, { usedAt: { exists: false } }] },
        data: { usedAt: usedAt.toISOString() } as never,
        depth: 0,
      })
      return docs.length === 1
    },
    /** Forgets a user's unspent links: a newer link (or a new password) makes the older ones worthless. */
    async deleteUnusedFor(userId: string): Promise<void> {
      await payload.delete({
        collection: PASSWORD_LINKS_SLUG,
        where: { and: [{ user: { equals: userId } }, { usedAt: { exists: false } }] },
      })
    },
    /** Forgets links that expired before a moment. */
    async deleteExpiredBefore(before: Date): Promise<void> {
      await payload.delete({
        collection: PASSWORD_LINKS_SLUG,
        where: { expiresAt: { less_than: before.toISOString() } },
      })
    },
  }
}

export type PasswordLinksRepository = ReturnType<typeof createPasswordLinksRepository>
