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

/** Tokens whose signature was checked, kept until they expire (at most this many; the oldest go first). */
const MAX_VERIFIED = 10_000

export function createTokenSigner({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }): TokenSigner {
  const key = new TextEncoder().encode(secret)
  // Every authenticated request presents its token again; checking an HMAC through WebCrypto costs more
  // than the rest of a cached session check (decision 023). A token's claims never change, so a token
  // checked once is trusted until its expiry; whether its session is still alive is asked every time.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>()
  const copy = ({ user, sid }: TokenClaims): TokenClaims => ({ user: { ...user }, sid })
  return {
    async sign(claims) {
      return new SignJWT({ user: claims.user, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key)
    },
    async verify(token) {
      const known = verified.get(token)
      if (known) {
        if (Date.now() < known.expiresAt) return copy(known.claims)
        verified.delete(token)
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        const user = payload.user as Partial<TokenUser> | undefined
        if (!user || typeof user._id !== 'string' || !isRole(user.role) || typeof payload.sid !== 'string') {
          return undefined
        }
        const claims: TokenClaims = {
          user: { _id: user._id, role: user.role, centreId: typeof user.centreId === 'string' ? user.centreId : null },
          sid: payload.sid,
        }
        if (typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string)
          verified.set(token, { claims: copy(claims), expiresAt: payload.exp * 1000 })
        }
        return claims
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
