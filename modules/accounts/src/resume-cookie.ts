import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'

/**
 * The cookie that lets a new tab of the same browser resume the portal session signed in elsewhere (decision 055).
 * HttpOnly and sent only to /api, so no script of the page reads it; it names the revocable session, it is not a
 * bearer token.
 */
export const RESUME_COOKIE_NAME = 'portal-session'
/** Sent only with calls to the API: the pages themselves never need it. */
export const RESUME_COOKIE_PATH = '/api'

const AUDIENCE = 'session-resume'
const ISSUER = 'accounts'

export interface ResumeCookies {
  /** The cookie's value for a session: signed, so it cannot be forged or pointed at another session. */
  issue(sessionId: string, expiresAt: Date): Promise<string>
  /** The session a cookie names, or undefined for one that is malformed, tampered, expired or of another kind. */
  sessionOf(value: string): Promise<string | undefined>
}

/**
 * Signed with their own key (derived from the server secret) and audience, like verification tokens, so a
 * cookie can never pass as a login token, nor a login token as a cookie. Session ids are row ids, easy to guess;
 * the signature is what makes the cookie worth anything.
 */
export function createResumeCookies({ secret }: { secret: string }): ResumeCookies {
  const key = new TextEncoder().encode(`${secret}:session-resume-cookie`)
  return {
    async issue(sessionId, expiresAt) {
      // The session's own expiry, read on the wall clock like the session row's (login, session-cache.ts).
      return new SignJWT({ purpose: AUDIENCE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sessionId)
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key)
    },
    async sessionOf(value) {
      try {
        const { payload } = await jwtVerify(value, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer: ISSUER,
        })
        return payload.purpose === AUDIENCE && typeof payload.sub === 'string' ? payload.sub : undefined
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined
        throw error
      }
    },
  }
}

/** One cookie's value from a Cookie header (the API reads no other cookie, so no parser is worth a dependency). */
export function cookieFrom(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    const raw = part.slice(at + 1).trim()
    try {
      return decodeURIComponent(raw) || undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
