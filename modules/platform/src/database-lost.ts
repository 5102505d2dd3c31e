import type { Logger } from './logger.ts'

// PostgreSQL restarted, or its connections were ended (pg_terminate_backend, a failover, a network cut): the
// requests in flight fail with one of a handful of errors, and so do new ones until the database is back. Those are
// told apart here, once, so every request answers 503 with the same words (not a 500), and the pools drop the
// broken connections and open new ones by themselves (issue 25 §3).

/** What a caller is told while the database is out of reach; they may simply send the same request again. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.'

/** Seconds a caller is asked to wait before retrying (`Retry-After`): a restart takes one to a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2

/**
 * SQLSTATEs of a connection that is gone or cannot be had: 57P01 admin_shutdown (pg_terminate_backend, a fast
 * shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), and class
 * 08, connection exceptions (08000, 08003 connection_does_not_exist, 08006 connection_failure, 08001, 08004).
 */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006'])

/** The socket's errors when the server is not there or went away mid-conversation. */
const LOST_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTCONN', 'EHOSTUNREACH'])

/**
 * The same, by message, for wrappers that keep only the words: Payload's "cannot begin transaction: <message>"
 * has neither the code nor the cause, and node-postgres ends a broken client's queries with plain Errors.
 */
const LOST_MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /terminating connection due to (administrator command|crash of another server process)/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  /\b(ECONNREFUSED|ECONNRESET|EPIPE)\b/,
  // Payload's begin on a pooled connection that broke while idle keeps only drizzle's "Failed query: begin"; a
  // bare BEGIN has no other way to fail.
  /cannot begin transaction: Failed query: begin\b/,
]

/** Drizzle and Payload each wrap the driver's error; a few more levels cost nothing and cover a rewrap. */
const MAX_CAUSE_DEPTH = 6

/** Whether `error` (or what it wraps) says the database connection was lost or cannot be made now. */
export function isDatabaseLost(error: unknown): boolean {
  let current = error
  for (let depth = 0; current && typeof current === 'object' && depth < MAX_CAUSE_DEPTH; depth++) {
    const { code, message, cause, errors } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      errors?: unknown
    }
    if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) return true
    if (typeof message === 'string' && LOST_MESSAGES.some((pattern) => pattern.test(message))) return true
    // Node's connect to a name with several addresses fails with an AggregateError of each address's error.
    if (Array.isArray(errors) && errors.some((one) => isDatabaseLost(one))) return true
    current = cause
  }
  return false
}

/** A pg client, as far as hearing of its connection's end goes. */
interface PoolClientEvents {
  on(event: 'error', listener: (error: Error) => void): unknown
}

/** A pg Pool, as far as watching its connections goes. */
export interface WatchedPool {
  on(event: 'error', listener: (error: Error) => void): unknown
  on(event: 'connect', listener: (client: PoolClientEvents) => void): unknown
}

/**
 * Keeps the process alive when the database drops a pool's connections. node-postgres raises an `error` event on a
 * client whose connection breaks, on the pool for an idle client and on the client itself for one checked out
 * (a transaction waiting between statements); an `error` event nobody listens to ends Node. The pool already
 * forgets a broken client (at once when idle, on release when checked out) and opens a new one on the next
 * query, which is how it reconnects: nothing else is needed but these listeners.
 */
export function survivePoolConnectionLoss(pool: WatchedPool, log: Logger, which: string): void {
  pool.on('error', (error) => log.warn({ err: error, pool: which }, 'an idle database connection was closed'))
  // A checked-out client's next query fails with the same error, and its owner hears of it there.
  const watch = (client: PoolClientEvents) =>
    client.on('error', (error) => log.debug({ err: error, pool: which }, 'a database connection was closed'))
  pool.on('connect', watch)
  // The clients the pool opened before it was handed over (pg keeps them in a field its types do not declare).
  const opened = (pool as { _clients?: unknown })._clients
  if (Array.isArray(opened)) for (const client of opened as PoolClientEvents[]) watch(client)
}
