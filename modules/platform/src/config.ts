import { randomBytes } from 'node:crypto'
import path from 'node:path'

/** The kind of database a DATABASE_URL points at. */
export type DatabaseKind = 'postgres' | 'mongodb'

/** Everything the server reads from the environment, checked once at start-up. */
export interface AppConfig {
  isProduction: boolean
  port: number
  host: string
  databaseUrl: string
  databaseKind: DatabaseKind
  /**
   * Set when DATABASE_URL is not: the server starts PostgreSQL itself, its cluster in `dataDir`, on 127.0.0.1:`port`
   * (decision 042). `databaseUrl` then names its database without the password, which the cluster keeps.
   */
  embeddedPostgres: { dataDir: string; port: number } | undefined
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
  /**
   * Reminders (docs/api/reminders.md): REMINDER_LEAD_HOURS ("24,3") and REMINDER_QUIET_HOURS ("21-8" or "off")
   * override the settings saved in /admin; REMINDER_POLL_MS is how often the dispatcher looks for due reminders.
   */
  reminders: {
    leadHours: string | undefined
    quietHours: string | undefined
    pollMs: number
    /** REMINDER_LEASE_MS: how long a process's claim on a reminder holds before another may take it. */
    leaseMs: number
    /** REMINDER_DISPATCH=off: this process plans and answers but sends none (another process does). */
    dispatch: boolean
  }
  /** Days an enquiry that never became a booking keeps its video and personal data (ENQUIRY_RETENTION_DAYS). */
  enquiryRetentionDays: number
  demoPassword: string
  seedDemoAccounts: boolean
  initialSuperadmin: { username: string; password: string; email: string | undefined } | undefined
  /** The phone channels' providers (docs/api/messaging.md): a channel whose values are missing stays off. */
  messaging: MessagingConfig
}

/** WHATSAPP_* and SMS_* as read; empty strings where unset. */
export interface MessagingConfig {
  whatsapp: {
    apiUrl: string
    token: string
    phoneNumberId: string
    appSecret: string
    verifyToken: string
    reminderTemplate: string
    codeTemplate: string
  }
  sms: { apiUrl: string; apiKey: string; senderId: string; reminderTemplateId: string; codeTemplateId: string }
}

/** The providers' settings from the environment (docs/api/messaging.md, "Configuration"). */
export function messagingConfigOf(env: Record<string, string | undefined>): MessagingConfig {
  const text = (name: string, fallback = '') => env[name]?.trim() || fallback
  return {
    whatsapp: {
      apiUrl: text('WHATSAPP_API_URL', 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
      token: text('WHATSAPP_TOKEN'),
      phoneNumberId: text('WHATSAPP_PHONE_NUMBER_ID'),
      appSecret: text('WHATSAPP_APP_SECRET'),
      verifyToken: text('WHATSAPP_VERIFY_TOKEN'),
      reminderTemplate: text('WHATSAPP_REMINDER_TEMPLATE', 'appointment_reminder'),
      codeTemplate: text('WHATSAPP_CODE_TEMPLATE', 'verification_code'),
    },
    sms: {
      apiUrl: text('SMS_API_URL'),
      apiKey: text('SMS_API_KEY'),
      senderId: text('SMS_SENDER_ID'),
      reminderTemplateId: text('SMS_REMINDER_TEMPLATE_ID'),
      codeTemplateId: text('SMS_CODE_TEMPLATE_ID'),
    },
  }
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

/** Where the embedded PostgreSQL keeps its cluster when EMBEDDED_PG_DIR is not set. */
export const DEFAULT_EMBEDDED_PG_DIR = path.join(ROOT_DIR, 'data', 'postgres')

/** The embedded PostgreSQL's port when EMBEDDED_PG_PORT is not set: beside, not on, a system PostgreSQL's 5432. */
export const DEFAULT_EMBEDDED_PG_PORT = 5433

/** The database the server uses on the embedded PostgreSQL. */
export const EMBEDDED_PG_DATABASE = 'app'

/**
 * The embedded PostgreSQL's database at the default port, without its password: what the CMS config names where
 * DATABASE_URL is unset and no server started (a build, type generation), none of which connects.
 */
export const DEFAULT_DATABASE_URL = `postgres://postgres@127.0.0.1:${DEFAULT_EMBEDDED_PG_PORT}/${EMBEDDED_PG_DATABASE}`

const SQLITE_URL = /^(file|sqlite3?|libsql):|\.(db|sqlite3?)(\?.*)?$/i

export function databaseKindOf(url: string): DatabaseKind {
  if (SQLITE_URL.test(url)) {
    throw new ConfigError(
      `DATABASE_URL names a SQLite database ("${url}"), which the server no longer runs on (decision 042). ` +
        'Unset DATABASE_URL to use the embedded PostgreSQL the server starts itself (its data in data/postgres), ' +
        'or set it to a postgres:// URL.',
    )
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres'
  if (url.startsWith('mongodb://') || url.startsWith('mongodb+srv://')) return 'mongodb'
  throw new ConfigError(
    `DATABASE_URL must start with postgres://, postgresql:// or mongodb://, or be unset for the embedded PostgreSQL (got "${url.split(':')[0]}:...")`,
  )
}

// A development secret that survives for the life of the process only: tokens die with a restart,
// which is acceptable in development and never used in production (loadConfig refuses there).
const processDevSecret = randomBytes(32).toString('hex')

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const isProduction = env.NODE_ENV === 'production'
  const configuredDatabaseUrl = env.DATABASE_URL?.trim() || undefined
  let embeddedPostgres: AppConfig['embeddedPostgres']
  if (!configuredDatabaseUrl) {
    const pgPort = Number(env.EMBEDDED_PG_PORT?.trim() || DEFAULT_EMBEDDED_PG_PORT)
    if (!Number.isInteger(pgPort) || pgPort < 1 || pgPort > 65535) {
      throw new ConfigError(
        `EMBEDDED_PG_PORT must be a whole number between 1 and 65535 (got "${env.EMBEDDED_PG_PORT}")`,
      )
    }
    embeddedPostgres = { dataDir: path.resolve(env.EMBEDDED_PG_DIR?.trim() || DEFAULT_EMBEDDED_PG_DIR), port: pgPort }
  }
  const databaseUrl =
    configuredDatabaseUrl ?? `postgres://postgres@127.0.0.1:${embeddedPostgres?.port}/${EMBEDDED_PG_DATABASE}`
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
    embeddedPostgres,
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
    reminders: {
      leadHours: env.REMINDER_LEAD_HOURS?.trim() || undefined,
      quietHours: env.REMINDER_QUIET_HOURS?.trim() || undefined,
      pollMs: Math.max(50, Number(env.REMINDER_POLL_MS) || 5_000),
      leaseMs: Math.max(1_000, Number(env.REMINDER_LEASE_MS) || 120_000),
      dispatch: env.REMINDER_DISPATCH !== 'off',
    },
    enquiryRetentionDays,
    demoPassword: env.DEMO_PASSWORD || 'Demo@12345',
    seedDemoAccounts: !isProduction && env.SEED_DEMO !== 'false',
    initialSuperadmin: superadmin,
    messaging: messagingConfigOf(env),
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
