import { AuthenticationError, LockedAuth } from 'payload'
import { HttpError, notFound, type TokenClaims, type TokenSigner, type TokenUser } from '@app/platform'
import { isCmsRole, type Role } from '@app/platform/roles'
import { LOCK_MINUTES } from './accounts.collections.ts'
import type { AccountsRepository, NewUser } from './accounts.repository.ts'
import type { LoginInput, LoginResult, UserDto } from './accounts.schema.ts'

/** One message for an unknown username and a wrong password, so nobody can probe for accounts. */
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password'
export const LOCKED_MESSAGE = `Too many failed login attempts. This account is locked for ${LOCK_MINUTES} minutes; please try again later.`

/** The admin panel's session cookie, handed to editors and superadmins who sign in at /login. */
export interface CmsSession {
  cookieName: string
  token: string
  expiresAt: Date
}

export function createAccountsService({
  repository,
  signer,
  tokenTtlSeconds,
}: {
  repository: AccountsRepository
  signer: TokenSigner
  tokenTtlSeconds: number
}) {
  return {
    /**
     * Signs in with username and password. Editors and superadmins also get the admin panel's own
     * session, so signing in at /login opens /admin without a second sign-in.
     */
    async login(input: LoginInput): Promise<{ result: LoginResult; cmsSession?: CmsSession }> {
      let verified: Awaited<ReturnType<AccountsRepository['verifyPassword']>>
      try {
        verified = await repository.verifyPassword(input.username.toLowerCase(), input.password)
      } catch (error) {
        if (error instanceof LockedAuth) throw new HttpError(429, LOCKED_MESSAGE)
        if (error instanceof AuthenticationError) throw new HttpError(401, INVALID_LOGIN_MESSAGE)
        throw error
      }
      const { user } = verified
      const sid = await repository.createSession(user._id, new Date(Date.now() + tokenTtlSeconds * 1000))
      const tokenUser: TokenUser = { _id: user._id, role: user.role, centreId: user.centreId }
      const result: LoginResult = { success: true, token: await signer.sign({ user: tokenUser, sid }), role: user.role }
      const cmsSession =
        isCmsRole(user.role) && verified.cmsToken
          ? {
              cookieName: repository.cmsCookieName,
              token: verified.cmsToken,
              expiresAt: new Date((verified.cmsTokenExp ?? 0) * 1000),
            }
          : undefined
      return { result, cmsSession }
    },

    logout: (claims: TokenClaims) => repository.deleteSession(claims.sid),

    isSessionActive: (claims: TokenClaims) => repository.isSessionActive(claims.sid, claims.user._id),

    /** A user's profile: themselves, or a superadmin; centre admins see staff of their own centre. */
    async getUser(caller: TokenUser, userId: string): Promise<UserDto> {
      const user = await repository.findById(userId)
      if (!user) throw notFound('User not found')
      const isSelf = caller._id === user._id
      const isOwnCentreAdmin = caller.role === 'admin' && caller.centreId !== null && caller.centreId === user.centreId
      if (isSelf || caller.role === 'superadmin' || isOwnCentreAdmin) return user
      // 404 rather than 403: a caller with no right to a user need not learn that it exists.
      throw notFound('User not found')
    },

    findByUsername: (username: string) => repository.findByUsername(username),
    countByRole: (role: Role) => repository.countByRole(role),
    createUser: (user: NewUser) => repository.create(user),
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
