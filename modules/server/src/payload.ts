import { getPayload, type Payload } from 'payload'
import { closeSqlAccess, survivePoolConnectionLoss, type AppConfig, type Logger, type WatchedPool } from '@app/platform'

import { DatabaseUnavailableError } from './startup-errors.ts'

export { DatabaseUnavailableError }

const redact = (url: string) => url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@')

/**
 * Starts Payload on the configured database and applies the committed migrations.
 * The environment is set first because the same config file is also evaluated inside Next's bundle.
 */
export async function startPayload(
  config: AppConfig,
  log: Logger,
  {
    onlyMigrations,
  }: {
    /** Apply only the migrations of these names (a restore first rebuilds the schema its backup was taken at). */
    onlyMigrations?: readonly string[]
  } = {},
): Promise<Payload> {
  process.env.PAYLOAD_SECRET = config.payloadSecret
  process.env.DATABASE_URL = config.databaseUrl
  process.env.MAIL_FROM = config.mailFrom
  if (config.smtpUrl) process.env.SMTP_URL = config.smtpUrl
  else delete process.env.SMTP_URL
  // Payload's serverURL: the one origin its admin cookie is accepted from, and the base of its mailed links.
  if (config.configuredPublicUrl) process.env.PUBLIC_URL = config.configuredPublicUrl
  else delete process.env.PUBLIC_URL
  // Payload's own HMR socket is for `next dev` only; our server never runs it.
  process.env.DISABLE_PAYLOAD_HMR = 'true'

  const { default: payloadConfig } = await import('@app/cms/payload.config')
  const { migrationsFor } = await import('@app/cms/migrations')
  let payload: Payload
  try {
    payload = await getPayload({ config: payloadConfig })
  } catch (error) {
    throw new DatabaseUnavailableError(
      `Cannot open the ${config.databaseKind} database at ${redact(config.databaseUrl)}: ${(error as Error).message}`,
    )
  }
  keepPoolThroughRestarts(payload, log)
  const migrations = (await migrationsFor(config.databaseKind)).filter(
    (migration) => !onlyMigrations || onlyMigrations.includes(migration.name),
  )
  if (migrations.length > 0) {
    await payload.db.migrate({ migrations })
    log.info({ count: migrations.length }, 'database migrations are up to date')
  }
  return payload
}

/** A client of pg's Pool, as far as closing it goes. */
interface PoolClient {
  /** `destroy`: true or the error that broke it closes the client instead of keeping it for the next caller. */
  release?: (destroy?: boolean | Error) => void
  end?: () => Promise<void>
}

/** The clients pg's Pool keeps in fields its types do not declare: checked out, and idle. */
function poolInternals(pool: object): { clients: PoolClient[]; idle: Array<{ client: unknown }> } {
  return {
    clients: '_clients' in pool && Array.isArray(pool._clients) ? pool._clients : [],
    idle: '_idle' in pool && Array.isArray(pool._idle) ? pool._idle : [],
  }
}

const checkedOut = (pool: object) => {
  const { clients, idle } = poolInternals(pool)
  const idleClients = new Set(idle.map((item) => item.client))
  return clients.filter((client) => !idleClients.has(client))
}

/**
 * Payload's pool survives a database restart or its connections being ended: it drops each broken client and
 * opens new ones for the next queries (issue 25 §3). db-postgres checks out one client when it connects and never
 * gives it back: once its connection broke it would stay counted against the pool's size for good (and on
 * ECONNRESET db-postgres checks out another to replace it), so it is closed here and the pool sized as configured.
 */
function keepPoolThroughRestarts(payload: Payload, log: Logger) {
  const pool: (WatchedPool & object) | undefined = payload.db.pool
  if (!pool) return
  survivePoolConnectionLoss(pool, log, 'payload')
  for (const client of checkedOut(pool)) client.release?.(true)
  giveBackClientsOfFailedBegins((payload.db.drizzle as { session?: object } | undefined)?.session)
}

type PoolLike = { connect(): Promise<PoolClient> }
type TransactionOf = (this: { client: unknown }, work: unknown, config?: unknown) => Promise<unknown>
const GIVES_BACK = Symbol('gives back the clients of failed BEGINs')

/**
 * drizzle-orm's node-postgres `transaction` checks a client out of the pool and runs BEGIN *before* its
 * try/finally, so a BEGIN that fails never gives the client back. After a PostgreSQL restart a pooled connection
 * that broke while idle fails exactly there ("Failed query: begin"), and each such failure took one of the pool's
 * ten connections for good: under load the pool ran dry and every later transaction (a booking) waited for ever,
 * while reads on the other pool still answered (the database-restart test, failing two runs in three when the
 * machine was busy). The sessions' `transaction` is wrapped once: a client drizzle left checked out when it threw
 * is given back with the error, which makes the pool close it and open a new one.
 */
export function giveBackClientsOfFailedBegins(session: object | undefined): void {
  if (!session) return
  const prototype = Object.getPrototypeOf(session) as { transaction?: TransactionOf; [GIVES_BACK]?: true }
  const original = prototype.transaction
  if (typeof original !== 'function' || prototype[GIVES_BACK]) return
  prototype.transaction = async function transaction(this: { client: unknown }, work, config) {
    const pool = this.client as Partial<PoolLike>
    if (typeof pool?.connect !== 'function' || !('totalCount' in pool)) return original.call(this, work, config)
    let lent: PoolClient | undefined
    let givenBack = false
    const connect = async () => {
      const client = await (pool as PoolLike).connect()
      const release = client.release?.bind(client)
      client.release = (destroy?: boolean | Error) => {
        givenBack = true
        release?.(destroy)
      }
      lent = client
      return client
    }
    // The same session, seen through a pool whose connect() remembers the client it lent.
    const lendingPool = Object.create(pool, { connect: { value: connect } }) as object
    try {
      return await original.call(Object.create(this, { client: { value: lendingPool } }), work, config)
    } catch (error) {
      if (lent && !givenBack) lent.release?.(error instanceof Error ? error : true)
      throw error
    }
  }
  prototype[GIVES_BACK] = true
}

/** How long closing waits for queries still running on other clients before it ends their connections. */
const POOL_DRAIN_MS = 5_000

/**
 * Closes the database connections. Payload's own `destroy` only forgets its schema, leaving the
 * PostgreSQL pool open, which would keep the process alive after shutdown.
 * Call it only once requests have finished.
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  // The connections the prepared reads opened beside Payload's pool (@app/platform sql.ts).
  await closeSqlAccess(payload)
  const db = payload.db
  // db-postgres declares its pool on Payload's DatabaseAdapter (absent on MongoDB).
  const pool: typeof db.pool | undefined = db.pool
  if (pool) {
    const ending = pool.end()
    // A client still checked out belongs to a query that is still running (a timer's, a late subscriber's); its
    // owner releases it when the query ends. Releasing it here as well made pg-pool throw "Release called on
    // client which has already been released" out of that query's callback, an uncaught exception. (The one
    // db-postgres held for ever was closed at start: keepPoolThroughRestarts.)
    let timer: NodeJS.Timeout | undefined
    const drained = await Promise.race([
      ending.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), POOL_DRAIN_MS))),
    ])
    clearTimeout(timer)
    // A query that never ends: close its connection, which fails the query, whose owner then releases it.
    if (!drained) for (const client of checkedOut(pool)) await client.end?.().catch(() => undefined)
    await ending
  }
  await db.destroy?.()
}
