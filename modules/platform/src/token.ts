import { jwtVerify, SignJWT, errors as joseErrors } from 'jose'
import { isRole, type Role } from './roles.ts'

/** What a portal token says about its bearer (the shape docs/api/README.md fixes). */
export interface TokenUser {
  _id: string
  role: Role
  centreId: string | null
}

export interface TokenClaims {
  user: TokenUser
  /** The server-side session this token belongs to; revoking the session kills the token. */
  sid: string
}

export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>
  /** Returns the claims, or undefined for a token that is malformed, tampered or expired. */
  verify(token: string): Promise<TokenClaims | undefined>
}

export function createTokenSigner({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }): TokenSigner {
  const key = new TextEncoder().encode(secret)
  return {
    async sign(claims) {
      return new SignJWT({ user: claims.user, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        const user = payload.user as Partial<TokenUser> | undefined
        if (!user || typeof user._id !== 'string' || !isRole(user.role) || typeof payload.sid !== 'string') {
          return undefined
        }
        return {
          user: { _id: user._id, role: user.role, centreId: typeof user.centreId === 'string' ? user.centreId : null },
          sid: payload.sid,
        }
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined
        throw error
      }
    },
  }
}

/** Accepts a raw token, `Bearer <token>` and `JWT <token>` (docs/api/README.md). */
export function tokenFromAuthorization(header: string | undefined): string | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  const match = /^(?:bearer|jwt)\s+(.+)$/i.exec(trimmed)
  const token = (match ? match[1] : trimmed).trim()
  return token || undefined
}
