import { randomBytes } from 'node:crypto'
import path from 'node:path'

/** The kind of database a DATABASE_URL points at. */
export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

/** Everything the server reads from the environment, checked once at start-up. */
export interface AppConfig {
  isProduction: boolean
  port: number
  host: string
  databaseUrl: string
  databaseKind: DatabaseKind
  payloadSecret: string
  tokenSecret: string
  tokenTtlSeconds: number
  publicUrl: string
  configuredPublicUrl: string | undefined
  redisUrl: string | undefined
  /** Server processes sharing the port (WEB_CONCURRENCY; node:cluster); more than one needs REDIS_URL. */
  webConcurrency: number
  smtpUrl: string | undefined
  mailFrom: string
  /** The mail outbox's first retry after a failed delivery (doubling each try, up to 30 minutes). */
  mailRetryFirstMs: number
  /** Days an enquiry that never became a booking keeps its video and personal data (ENQUIRY_RETENTION_DAYS). */
  enquiryRetentionDays: number
  demoPassword: string
  seedDemoAccounts: boolean
  initialSuperadmin: { username: string; password: string; email: string | undefined } | undefined
}

/** A configuration mistake the operator must fix before the server can start. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * The repository root. Code bundled by Next.js has no import.meta.dirname, so the server exports
 * APP_ROOT at start-up and bundled code reads that.
 */
export const ROOT_DIR =
  process.env.APP_ROOT ?? (import.meta.dirname ? path.resolve(import.meta.dirname, '../../..') : process.cwd())

/** How long a SQLite writer waits for another's lock before giving up (SQLITE_BUSY). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

/** The SQLite file used when DATABASE_URL is not set. */
export const DEFAULT_DATABASE_URL = `file:${path.join(ROOT_DIR, 'data', 'app.db')}`

export function databaseKindOf(url: string): DatabaseKind {
  if (url.startsWith('file:')) return 'sqlite'
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres'
  if (url.startsWith('mongodb://') || url.startsWith('mongodb+srv://')) return 'mongodb'
  throw new ConfigError(
    `DATABASE_URL must start with file:, postgres://, postgresql:// or mongodb:// (got "${url.split(':')[0]}:...")`,
  )
}

// A development secret that survives for the life of the process only: tokens die with a restart,
// which is acceptable in development and never used in production (loadConfig refuses there).
const processDevSecret = randomBytes(32).toString('hex')

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const isProduction = env.NODE_ENV === 'production'
  const databaseUrl = env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL
  const databaseKind = databaseKindOf(databaseUrl)

  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535 (got "${env.PORT}")`)
  }

  const payloadSecret = env.PAYLOAD_SECRET?.trim() || (isProduction ? '' : devSecret(env))
  if (!payloadSecret) {
    throw new ConfigError('PAYLOAD_SECRET must be set in production (a long random string).')
  }
  if (isProduction && payloadSecret.length < 32) {
    throw new ConfigError('PAYLOAD_SECRET must be at least 32 characters in production.')
  }

  const ttlHours = Number(env.TOKEN_TTL_HOURS ?? 12)
  if (!(ttlHours > 0)) throw new ConfigError('TOKEN_TTL_HOURS must be a positive number.')

  const mailRetryFirstMs = Number(env.MAIL_RETRY_FIRST_MS ?? 10_000)
  if (!Number.isFinite(mailRetryFirstMs) || mailRetryFirstMs < 10) {
    throw new ConfigError('MAIL_RETRY_FIRST_MS must be a number of milliseconds, at least 10.')
  }

  const redisUrl = env.REDIS_URL?.trim() || undefined
  const webConcurrency = Number(env.WEB_CONCURRENCY?.trim() || 1)
  if (!Number.isInteger(webConcurrency) || webConcurrency < 1 || webConcurrency > 64) {
    throw new ConfigError(`WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${env.WEB_CONCURRENCY}")`)
  }
  // Sign-in throttles, live events and ended sessions are shared between processes through Redis only;
  // without it each process would throttle alone and miss the others' events (decision 023).
  if (webConcurrency > 1 && !redisUrl) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${webConcurrency} needs REDIS_URL: several server processes share sign-in limits, live events and ended sessions through Redis. Set REDIS_URL, or WEB_CONCURRENCY=1.`,
    )
  }

  const configuredPublicUrl = publicUrlOf(env.PUBLIC_URL)
  // Without it Payload's admin panel accepts its session cookie from any origin, and e-mailed links take
  // their address from the request's Host header (decision 020).
  if (isProduction && !configuredPublicUrl) {
    throw new ConfigError(
      'PUBLIC_URL must be set in production: the address people open the site at, e.g. https://www.example.org. ' +
        'The admin panel accepts its session cookie from that origin only, and e-mailed links point there.',
    )
  }

  const mailFrom = env.MAIL_FROM?.trim() || undefined
  // Receiving servers check the From domain against its SPF and DKIM records (DMARC alignment): the development
  // default, an address at localhost, would send every OTP and notification to spam or have it refused.
  if (isProduction && ['', 'localhost'].includes(mailDomainOf(mailFrom ?? ''))) {
    throw new ConfigError(
      'MAIL_FROM must be set in production: the sender of every e-mail, an address at a domain whose SPF and DKIM ' +
        'records name your mail server, e.g. "Child Development Centres <no-reply@example.org>".',
    )
  }

  const enquiryRetentionDays = Number(env.ENQUIRY_RETENTION_DAYS ?? 180)
  if (!Number.isInteger(enquiryRetentionDays) || enquiryRetentionDays < 1) {
    throw new ConfigError('ENQUIRY_RETENTION_DAYS must be a whole number of days, at least 1.')
  }

  const superadmin =
    env.SUPERADMIN_USERNAME && env.SUPERADMIN_PASSWORD
      ? {
          username: env.SUPERADMIN_USERNAME,
          password: env.SUPERADMIN_PASSWORD,
          email: env.SUPERADMIN_EMAIL?.trim() || undefined,
        }
      : undefined

  return {
    isProduction,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    databaseKind,
    payloadSecret,
    // Portal tokens are signed with a key derived from the Payload secret so one secret rotates both.
    tokenSecret: `${payloadSecret}:portal-token`,
    tokenTtlSeconds: Math.round(ttlHours * 3600),
    publicUrl: configuredPublicUrl ?? `http://localhost:${port}`,
    /** PUBLIC_URL exactly when it was configured: e-mailed links then use it rather than the request's origin. */
    configuredPublicUrl,
    redisUrl,
    webConcurrency,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: mailFrom ?? 'Child Development Centres <no-reply@localhost>',
    mailRetryFirstMs,
    enquiryRetentionDays,
    demoPassword: env.DEMO_PASSWORD || 'Demo@12345',
    seedDemoAccounts: !isProduction && env.SEED_DEMO !== 'false',
    initialSuperadmin: superadmin,
  }
}

/**
 * PUBLIC_URL as an origin (`https://host[:port]`, no trailing slash), or undefined when it is not set. It must
 * be an origin because the admin panel compares it with the browser's `Origin` header, which never has a path.
 */
function publicUrlOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  let url: URL | undefined
  try {
    url = new URL(trimmed)
  } catch {
    url = undefined
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(
      `PUBLIC_URL must be an http:// or https:// origin without a path, such as https://www.example.org (got "${trimmed}")`,
    )
  }
  return url.origin
}

/** The domain of a From address, "Name <user@domain>" or a bare address, lower-cased ('' when it has none). */
function mailDomainOf(from: string): string {
  const address = /<([^>]*)>\s*$/.exec(from)?.[1] ?? from
  const at = address.lastIndexOf('@')
  return at < 0
    ? ''
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase()
}

function devSecret(env: Record<string, string | undefined>): string {
  // The server's entry (modules/server/src/main.ts) keeps one in data/dev-secret so sign-ins survive restarts.
  return env.DEV_PAYLOAD_SECRET || processDevSecret
}
