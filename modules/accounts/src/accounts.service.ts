import { AuthenticationError, LockedAuth } from 'payload'
import {
  badRequest,
  createRateLimiter,
  describeWait,
  forbidden,
  HttpError,
  isRecordId,
  notFound,
  SESSION_EXPIRED_MESSAGE,
  tooManyRequests,
  unauthorized,
  type Clock,
  type EventBus,
  type RateLimitStore,
  type TokenClaims,
  type TokenSigner,
  type TokenUser,
} from '@app/platform'
import { isCmsRole, type Role } from '@app/platform/roles'
import { LOCK_MINUTES, MAX_LOGIN_ATTEMPTS } from './accounts.collections.ts'
import type { CmsLoginVerdict } from './cms-auth.ts'
import { PARENT_RENAMED } from './accounts.events.ts'
import {
  DuplicateValueError,
  type AccountsRepository,
  type AuditEntry,
  type AuditRepository,
  type NewUser,
} from './accounts.repository.ts'
import type { ResumeCookies } from './resume-cookie.ts'
import type { SessionCache } from './session-cache.ts'
import type {
  AllUsersResponse,
  AvailabilityResponse,
  ChangePasswordInput,
  CheckAvailabilityInput,
  LoginInput,
  LoginResult,
  StaffSummary,
  UpdateProfileInput,
  UserDto,
} from './accounts.schema.ts'
import { personFieldsSql } from './people-sql.ts'

/** One message for an unknown username and a wrong password, so nobody can probe for accounts. */
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password'
export const LOCKED_MESSAGE = `Too many failed login attempts. This account is locked for ${LOCK_MINUTES} minutes; please try again later.`
export const EMAIL_TAKEN_MESSAGE = 'User with this email already exists'
export const USERNAME_TAKEN_MESSAGE = 'Username already taken'
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect'

/** Failed sign-ins allowed per client address within LOGIN_WINDOW_MS before it must wait. */
export const LOGIN_FAILURES_PER_IP = 20
const LOGIN_WINDOW_MS = LOCK_MINUTES * 60 * 1000
/** Availability checks per client address per minute (the registration form checks as the user types). */
export const AVAILABILITY_CHECKS_PER_MINUTE = 60

/** The answer once a client has too many failed sign-ins, at /api/users/login and /cms-api/users/login alike. */
const tooManyFromNetwork = (retryAfterMs: number) =>
  `Too many failed login attempts from your network. Please try again in ${describeWait(retryAfterMs)}.`

/** Who is asking, for the audit log and per-address throttling. */
export interface RequestContext {
  ip: string
}

/** The admin panel's session cookie, handed to editors and superadmins who sign in at /login. */
export interface CmsSession {
  cookieName: string
  token: string
  expiresAt: Date
}

/** The HttpOnly cookie naming a portal session, so another tab of the browser can resume it (decision 055). */
export interface ResumeCookie {
  value: string
  expiresAt: Date
}

/**
 * What accounts needs from the children module: whether a parent has a child at a centre. (The copy of a
 * parent's name the children keep follows PARENT_RENAMED on the bus.)
 */
export interface ChildrenLookup {
  parentHasChildAtCentre(parentId: string, centreId: string): Promise<boolean>
}

export function createAccountsService({
  repository,
  audit,
  children,
  bus,
  signer,
  tokenTtlSeconds,
  clock,
  rateLimitStore,
  sessions,
  resumeCookies,
}: {
  repository: AccountsRepository
  /** The session check every authenticated request makes (session-cache.ts). */
  sessions: SessionCache
  audit: AuditRepository
  children: ChildrenLookup
  bus: EventBus
  signer: TokenSigner
  tokenTtlSeconds: number
  clock: Clock
  /** Where the counts live (Redis when several processes share them); in memory when left out. */
  rateLimitStore?: RateLimitStore
  /** Signs and reads the cookie that names a portal session (resume-cookie.ts). */
  resumeCookies: ResumeCookies
}) {
  // Payload locks an existing account after MAX_LOGIN_ATTEMPTS; this limiter does the same for any
  // username (also unknown ones, so a lock does not reveal that an account exists), and the per-address
  // limiter stops one client from trying many usernames.
  const limiter = (name: string, limit: number, windowMs: number) =>
    createRateLimiter({ name, limit, windowMs, clock, store: rateLimitStore })
  const failuresByUsername = limiter('login-failures:username', MAX_LOGIN_ATTEMPTS, LOGIN_WINDOW_MS)
  const failuresByIp = limiter('login-failures:ip', LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS)
  const availabilityByIp = limiter('availability:ip', AVAILABILITY_CHECKS_PER_MINUTE, 60_000)

  async function recordFailedLogin(
    username: string,
    context: RequestContext,
    reason: string,
    details: Record<string, unknown> = {},
  ) {
    const user = await repository.findByUsername(username)
    await audit.record({
      action: 'login.failed',
      actorUsername: username,
      targetId: user?._id,
      targetUsername: username,
      ip: context.ip,
      details: { reason, ...details },
    })
  }

  return {
    /**
     * Signs in with username and password. Editors and superadmins also get the admin panel's own
     * session, so signing in at /login opens /admin without a second sign-in.
     */
    async login(
      input: LoginInput,
      context: RequestContext,
    ): Promise<{ result: LoginResult; cmsSession?: CmsSession; resumeCookie?: ResumeCookie }> {
      const username = input.username.toLowerCase()
      // Each attempt takes a failure slot up front (atomically, so concurrent attempts cannot overshoot
      // the limits) and gives it back unless the password turns out wrong.
      const byIp = await failuresByIp.take(context.ip)
      if (!byIp.allowed) {
        throw tooManyRequests(tooManyFromNetwork(byIp.retryAfterMs))
      }
      const byUsername = await failuresByUsername.take(username)
      if (!byUsername.allowed) {
        await byIp.release()
        throw tooManyRequests(LOCKED_MESSAGE)
      }

      let verified: Awaited<ReturnType<AccountsRepository['verifyPassword']>>
      try {
        verified = await repository.verifyPassword(username, input.password)
      } catch (error) {
        if (error instanceof AuthenticationError) {
          await recordFailedLogin(username, context, 'wrong username or password')
          throw new HttpError(401, INVALID_LOGIN_MESSAGE)
        }
        await Promise.all([byIp.release(), byUsername.release()])
        if (error instanceof LockedAuth) {
          await recordFailedLogin(username, context, 'account locked')
          throw tooManyRequests(LOCKED_MESSAGE)
        }
        throw error
      }
      await Promise.all([byIp.release(), failuresByUsername.reset(username)])
      const { user } = verified
      const expiresAt = new Date(Date.now() + tokenTtlSeconds * 1000)
      const sid = await repository.createSession(user._id, expiresAt)
      const tokenUser: TokenUser = { _id: user._id, role: user.role, centreId: user.centreId }
      const result: LoginResult = { success: true, token: await signer.sign({ user: tokenUser, sid }), role: user.role }
      // Editors and superadmins work in /admin, whose own cookie already spans tabs: no portal session to resume.
      const resumeCookie = isCmsRole(user.role)
        ? undefined
        : { value: await resumeCookies.issue(sid, expiresAt), expiresAt }
      const cmsSession =
        isCmsRole(user.role) && verified.cmsToken
          ? {
              cookieName: repository.cmsCookieName,
              token: verified.cmsToken,
              expiresAt: new Date((verified.cmsTokenExp ?? 0) * 1000),
            }
          : undefined
      return { result, cmsSession, resumeCookie }
    },

    /**
     * A fresh token for the session the resume cookie names (decision 055): a tab opened without one (a link in a
     * new tab, from an e-mail) joins the sign-in of the browser's other tabs. Only a session still stored and
     * unexpired, of a user who still exists and works in the portal; anything else is 401 and the cookie goes.
     */
    async resume(cookieValue: string | undefined): Promise<LoginResult> {
      const sid = cookieValue ? await resumeCookies.sessionOf(cookieValue) : undefined
      // Read from the table, not the session cache: a resume is rare and must never see an ended session.
      const session = sid ? await repository.findSession(sid) : undefined
      if (!sid || !session || session.expiresAt <= Date.now()) throw unauthorized(SESSION_EXPIRED_MESSAGE)
      const user = await repository.findById(session.userId)
      if (!user || isCmsRole(user.role)) throw unauthorized(SESSION_EXPIRED_MESSAGE)
      // The user's rights as they are now; a change of role or centre in /admin ends the session anyway.
      const tokenUser: TokenUser = { _id: user._id, role: user.role, centreId: user.centreId }
      return { success: true, token: await signer.sign({ user: tokenUser, sid }), role: user.role }
    },

    /**
     * The admin panel's sign-in (`POST /cms-api/users/login`, through the users collection's endpoint) counts
     * failures in the same limiters as `login` above, per client and per username: failures at either add up.
     */
    async beginCmsLogin(rawUsername: string, context: RequestContext): Promise<CmsLoginVerdict> {
      const username = rawUsername.trim().toLowerCase()
      const byIp = await failuresByIp.take(context.ip)
      if (!byIp.allowed) return { allowed: false, message: tooManyFromNetwork(byIp.retryAfterMs) }
      const byUsername = await failuresByUsername.take(username)
      if (!byUsername.allowed) {
        await byIp.release()
        return { allowed: false, message: LOCKED_MESSAGE }
      }
      return {
        allowed: true,
        attempt: {
          async succeeded() {
            await Promise.all([byIp.release(), failuresByUsername.reset(username)])
          },
          failed: (reason) => recordFailedLogin(username, context, reason, { via: 'cms-api' }),
          async abandoned() {
            await Promise.all([byIp.release(), byUsername.release()])
          },
        },
      }
    },

    /**
     * Lifts a username's sign-in lock (its failed sign-ins are forgotten, in Redis too when the counts are shared):
     * a password set with a reset or set-password link signs in at once.
     */
    clearSignInLock: (username: string) => failuresByUsername.reset(username.toLowerCase()),

    /**
     * Ends the token's session and, when the resume cookie names another session of the same user (a second
     * sign-in in this browser), that one too: signing out in one tab signs the whole browser out (decision 055).
     */
    async logout(claims: TokenClaims, cookieValue?: string): Promise<void> {
      await repository.deleteSession(claims.sid)
      const cookieSid = cookieValue ? await resumeCookies.sessionOf(cookieValue) : undefined
      if (!cookieSid || cookieSid === claims.sid) return
      const other = await repository.findSession(cookieSid)
      if (other?.userId === claims.user._id) await repository.deleteSession(cookieSid)
    },

    /** Whether the token's session is alive (the session cache: memory for a few seconds, dropped when it ends). */
    isSessionActive: (claims: TokenClaims) => sessions.isActive(claims.sid, claims.user._id),

    /** The signed-in user's own profile. */
    async me(caller: TokenUser): Promise<UserDto> {
      const user = await repository.findById(caller._id)
      if (!user) throw notFound('User not found')
      return user
    },

    /**
     * A user's profile: themselves, a superadmin, or an admin of the user's centre (staff registered
     * there, or a parent with a child there).
     */
    async getUser(caller: TokenUser, userId: string): Promise<UserDto> {
      const user = await repository.findById(userId)
      if (!user) throw notFound('User not found')
      if (caller._id === user._id || caller.role === 'superadmin') return user
      if (caller.role === 'admin' && caller.centreId) {
        if (user.centreId === caller.centreId) return user
        if (user.role === 'parent' && (await children.parentHasChildAtCentre(user._id, caller.centreId))) return user
      }
      // 404 rather than 403: a caller with no right to a user need not learn that it exists.
      throw notFound('User not found')
    },

    /** Usernames and e-mails only: every user for a superadmin, the admin's own centre for an admin. */
    async listUsers(caller: TokenUser): Promise<AllUsersResponse> {
      if (caller.role === 'superadmin') return { success: true, users: await repository.listLogins() }
      if (caller.role === 'admin' && caller.centreId) {
        return { success: true, users: await repository.listLogins(caller.centreId) }
      }
      throw forbidden()
    },

    /** Whether a username or e-mail is taken (any letter case), for the registration form. */
    async checkAvailability(input: CheckAvailabilityInput, context: RequestContext): Promise<AvailabilityResponse> {
      const verdict = await availabilityByIp.take(context.ip)
      if (!verdict.allowed) {
        throw tooManyRequests(`Too many checks. Please try again in ${describeWait(verdict.retryAfterMs)}.`)
      }
      const [byUsername, byEmail] = await Promise.all([
        input.username ? repository.findByUsername(input.username) : undefined,
        input.email ? repository.findByEmail(input.email) : undefined,
      ])
      return { success: true, usernameTaken: Boolean(byUsername), emailTaken: Boolean(byEmail) }
    },

    /** Name, e-mail, mobile number and address of the caller's own account; nothing else changes. */
    async updateProfile(caller: TokenUser, userId: string, input: UpdateProfileInput): Promise<UserDto> {
      if (caller._id !== userId) throw forbidden('You can only update your own profile.')
      const user = await repository.findById(userId)
      if (!user) throw notFound('User not found')
      if (user.role === 'parent' && !input.address) {
        throw badRequest('Address is required', { address: 'Address is required' })
      }
      const owner = await repository.findByEmail(input.email)
      if (owner && owner._id !== userId) throw emailTaken('email')
      let updated: UserDto
      try {
        updated = await repository.updateProfile(userId, {
          name: input.name,
          email: input.email,
          mobilenumber: input.mobilenumber,
          address: input.address || null,
        })
      } catch (error) {
        if (error instanceof DuplicateValueError) throw emailTaken('email')
        throw error
      }
      if (user.role === 'parent' && updated.name !== user.name) {
        bus.publish(PARENT_RENAMED, { parentId: userId, name: updated.name ?? '' })
      }
      return updated
    },

    /** A person's fields as SQL, to read inside the query of records that name them (one round trip). */
    fieldsIn: personFieldsSql,

    /** Several users by id in one lookup, for records that name them (children, appointments). */
    async summariesOf(ids: string[]) {
      const unique = [...new Set(ids.filter(isRecordId))]
      return repository.findManyByIds(unique)
    },

    /** A centre's admins by name, for modules that let an admin pick a colleague (enquiries' owner). */
    async listAdmins(centreId: string): Promise<Array<{ _id: string; name: string }>> {
      if (!isRecordId(centreId)) return []
      return (await repository.listStaff(centreId, 'admin')).map(({ _id, name }) => ({ _id, name }))
    },
    /** A centre's doctors (any signed-in portal user: a parent books at any branch). */
    async listDoctors(centreId: string): Promise<{ doctors: StaffSummary[] }> {
      return { doctors: await repository.listStaff(centreId, 'doctor') }
    },

    /** A centre's therapists, for the admin of that centre only. */
    async listTherapists(caller: TokenUser, centreId: string): Promise<{ therapists: StaffSummary[] }> {
      if (!isRecordId(centreId) || caller.role !== 'admin' || !caller.centreId || caller.centreId !== centreId) {
        throw forbidden('You can only see the therapists of your own centre.')
      }
      return { therapists: await repository.listStaff(centreId, 'therapist') }
    },

    /**
     * Changes the caller's own password after checking the current one, then ends every other session
     * of the account (a thief's stolen token stops working; this device stays signed in).
     */
    async changePassword(claims: TokenClaims, userId: string, input: ChangePasswordInput, context: RequestContext) {
      if (claims.user._id !== userId) throw forbidden('You can only change your own password.')
      const user = await repository.findById(userId)
      if (!user) throw notFound('User not found')
      try {
        await repository.verifyPassword(user.username, input.currentPassword)
      } catch (error) {
        if (error instanceof LockedAuth) throw tooManyRequests(LOCKED_MESSAGE)
        if (error instanceof AuthenticationError) {
          throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE, { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE })
        }
        throw error
      }
      await repository.setPassword(userId, input.newPassword)
      const endedSessions = await repository.deleteOtherSessions(userId, claims.sid)
      await audit.record({
        action: 'password.changed',
        actorId: userId,
        actorUsername: user.username,
        targetId: userId,
        targetUsername: user.username,
        ip: context.ip,
        details: { via: 'profile', endedSessions },
      })
      return { message: 'Password changed successfully' }
    },

    findByUsername: (username: string) => repository.findByUsername(username),
    countByRole: (role: Role) => repository.countByRole(role),
    /** Creates an account without the registration rules (seeding, first superadmin). */
    createUser: (user: NewUser) => repository.create(user),
    recordAudit: (entry: AuditEntry) => audit.record(entry),
  }
}

/** 409 for an address that belongs to another account, on the form's e-mail field. */
export function emailTaken(field: string): HttpError {
  return new HttpError(409, EMAIL_TAKEN_MESSAGE, { fieldErrors: { [field]: EMAIL_TAKEN_MESSAGE } })
}

export function usernameTaken(field = 'username'): HttpError {
  return new HttpError(409, USERNAME_TAKEN_MESSAGE, { fieldErrors: { [field]: USERNAME_TAKEN_MESSAGE } })
}

export type AccountsService = ReturnType<typeof createAccountsService>
