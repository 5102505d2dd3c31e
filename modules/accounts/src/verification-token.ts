import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Clock } from '@app/platform'

/** How long a verified e-mail stays usable for registering: enough to finish the form. */
export const VERIFICATION_TOKEN_TTL_SECONDS = 30 * 60

const AUDIENCE = 'email-verification'
const ISSUER = 'accounts'

export interface VerificationTokens {
  /** A token saying "this e-mail address was proven by an OTP". */
  issue(email: string): Promise<string>
  /** The verified address, or undefined for a token that is malformed, tampered, expired or of another kind. */
  verify(token: string): Promise<string | undefined>
}

/**
 * Verification tokens are signed with their own key (derived from the server secret) and audience, so
 * one can never pass as a login token, nor a login token as one.
 */
export function createVerificationTokens({ secret, clock }: { secret: string; clock: Clock }): VerificationTokens {
  const key = new TextEncoder().encode(`${secret}:email-verification-token`)
  return {
    async issue(email) {
      const now = Math.floor(clock().getTime() / 1000)
      return new SignJWT({ purpose: AUDIENCE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(email)
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + VERIFICATION_TOKEN_TTL_SECONDS)
        .sign(key)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer: ISSUER,
          currentDate: clock(),
        })
        return payload.purpose === AUDIENCE && typeof payload.sub === 'string' ? payload.sub : undefined
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined
        throw error
      }
    },
  }
}
