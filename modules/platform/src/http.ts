import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express'
import * as v from 'valibot'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseLost } from './database-lost.ts'
import { badRequest, forbidden, HttpError, unauthorized } from './errors.ts'
import type { Logger } from './logger.ts'
import { TOTAL_COUNT_HEADER } from './paging.ts'
import type { Role } from './roles.ts'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './schema.ts'
import { tokenFromAuthorization, type TokenClaims, type TokenSigner } from './token.ts'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `authenticate` when the request carries a valid, unrevoked token. */
      auth?: TokenClaims
      /** Set by `authenticate` when a token was sent but is invalid, expired or revoked. */
      authFailure?: string
    }
  }
}

/** Decides whether a token's server-side session is still alive (not logged out or revoked). */
export type SessionCheck = (claims: TokenClaims) => Promise<boolean>

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.'

/**
 * Reads the token if there is one; routes decide with `requireAuth` whether they need it. A bad
 * token does not fail a public route by itself (registration sends its own verification token in
 * the same header), but `requireAuth` then answers 401 with SESSION_EXPIRED_MESSAGE.
 */
export function authenticate({
  signer,
  isSessionActive,
}: {
  signer: TokenSigner
  isSessionActive: SessionCheck
}): RequestHandler {
  return async (req, _res, next) => {
    try {
      const token = tokenFromAuthorization(req.get('authorization'))
      if (!token) return next()
      const claims = await signer.verify(token)
      if (!claims || !(await isSessionActive(claims))) {
        req.authFailure = SESSION_EXPIRED_MESSAGE
        return next()
      }
      req.auth = claims
      next()
    } catch (error) {
      next(error)
    }
  }
}

/** Refuses the request unless it is signed in, and, when roles are given, has one of them. */
export function requireAuth(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) return next(unauthorized(req.authFailure))
    if (roles.length > 0 && !roles.includes(req.auth.user.role)) return next(forbidden())
    next()
  }
}

/** The caller's address as Express sees it (the app trusts X-Forwarded-For from a proxy on loopback). */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown'

/** The origin a request came to (scheme and host; a proxy on loopback may set them), for e-mailed links. */
export const requestOrigin = (req: Request): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`

/**
 * Whether a browser says the request comes from a page of another origin: `Sec-Fetch-Site` when it sends it (the
 * page cannot forge it), else `Origin` against the origin the request came to or one of `ownOrigins` (PUBLIC_URL
 * behind a proxy). A request with neither header is not a browser's cross-origin one: it is let through.
 */
export function isCrossOriginRequest(req: Request, ownOrigins: readonly string[] = []): boolean {
  const site = req.get('sec-fetch-site')
  if (site) return site !== 'same-origin'
  const origin = req.get('origin')
  if (!origin) return false
  return origin !== requestOrigin(req) && !ownOrigins.includes(origin)
}

/** The signed-in caller; only call after `requireAuth`. */
export function callerOf(req: Request): TokenClaims['user'] {
  if (!req.auth) throw unauthorized()
  return req.auth.user
}

/** Express 5 forwards rejected promises itself; this keeps handler signatures typed in one place. */
export const route =
  (handler: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      await handler(req, res)
    } catch (error) {
      next(error)
    }
  }

/** Validates input with a valibot schema; failures become a 400 with one message per field. */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {})
  if (result.success) return result.output
  const fieldErrors: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_'
    fieldErrors[key] ??= issue.message
  }
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input'
  throw badRequest(first, fieldErrors)
}

/** A paged list's count of every matching row (X-Total-Count); a whole list (no page asked for) sends none. */
export function setTotalCount(res: Response, total: number | null | undefined): void {
  if (typeof total === 'number') res.setHeader(TOTAL_COUNT_HEADER, String(total))
}

/**
 * Where parsed input (a JSON body, a query, multipart fields) holds a control character other than a line
 * break or tab, in a value or a key: the dot paths, as `fieldErrors` names them. Line breaks and tabs are left
 * to each field's schema (multi-line fields keep them).
 */
export function controlCharacterPaths(input: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (typeof input === 'string') {
    if (hasControlCharacters(input, { multiline: true })) found.push(path || '_')
  } else if (input && typeof input === 'object' && depth < 32) {
    for (const [key, value] of Object.entries(input)) {
      const at = path ? `${path}.${key}` : key
      if (hasControlCharacters(key, { multiline: true })) found.push(at)
      else controlCharacterPaths(value, at, found, depth + 1)
    }
  }
  return found
}

/** A 400 naming every field of `input` that holds a control character, or undefined when none does. */
export function controlCharactersError(input: unknown): HttpError | undefined {
  const paths = controlCharacterPaths(input)
  if (paths.length === 0) return undefined
  return badRequest(
    CONTROL_CHARACTERS_MESSAGE,
    Object.fromEntries(paths.map((path) => [path, CONTROL_CHARACTERS_MESSAGE])),
  )
}

/**
 * JSON body parser for the /api router only (a global one breaks Payload's own POSTs). The last line of
 * defence for text: a body with a control character in any string is a 400 before a route sees it, even
 * where a schema forgot the rule (PostgreSQL refuses NUL in text with an error, SQLite would store it).
 */
export const jsonBody = (limit = '1mb'): RequestHandler => {
  const parse = express.json({ limit })
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(error)
      next(controlCharactersError(req.body))
    })
}

/**
 * The same guard for every /api request's path and query string, which some routes read without a schema.
 * An undecodable path is left to Express (its own 400).
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  let path = req.path
  try {
    path = decodeURIComponent(path)
  } catch {
    // Express answers a malformed escape itself.
  }
  if (hasControlCharacters(path)) return next(badRequest('The address must not contain control characters'))
  next(controlCharactersError(req.query))
}

/** A JSON 404 for unknown /api paths. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}` })
}

/** Turns every error into JSON with a meaningful status; never leaks a stack trace. */
export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const wantsUsersShape =
      req.baseUrl.toLowerCase().startsWith('/api/users') || req.path.toLowerCase().startsWith('/users/')
    const extra = wantsUsersShape ? { success: false } : {}
    if (error instanceof HttpError) {
      return res.status(error.status).json({ ...extra, message: error.message, ...(error.details ?? {}) })
    }
    // body-parser's errors carry a status (400 malformed JSON, 413 too large, 415 charset).
    const status =
      typeof error?.status === 'number' ? error.status : typeof error?.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      const message =
        error?.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : error?.type === 'entity.too.large'
            ? 'The request body is too large.'
            : String(error?.message ?? 'Bad request')
      return res.status(status).json({ ...extra, message })
    }
    // The database restarting or its connections ended: nothing was half written (the transaction rolled back),
    // and the same request is likely to succeed in a moment, so a 503 says so instead of a 500.
    if (isDatabaseLost(error)) {
      log.warn({ err: error, method: req.method, url: req.originalUrl }, 'the database is out of reach')
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return res.status(503).json({ ...extra, message: DATABASE_UNAVAILABLE_MESSAGE })
    }
    log.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error in API request')
    res.status(500).json({ ...extra, message: 'Something went wrong on our side. Please try again.' })
  }
}

/**
 * One structured log line per API request: method, path, status and duration (never the body or token).
 * Below the `info` level (LOG_LEVEL=warn or error) only failed requests are logged, and a request that
 * answers below 500 costs nothing here.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const everyRequest = log.isLevelEnabled('info')
    if (!everyRequest && !log.isLevelEnabled('error')) return next()
    const startedAt = performance.now()
    res.once('finish', () => {
      if (!everyRequest && res.statusCode < 500) return
      const entry = {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(performance.now() - startedAt),
        user: req.auth?.user._id,
      }
      if (res.statusCode >= 500) log.error(entry, 'request failed')
      else log.info(entry, 'request')
    })
    next()
  }
}
