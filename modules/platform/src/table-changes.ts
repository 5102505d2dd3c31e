import type { Payload } from 'payload'
import type { Logger } from './logger.ts'
import { onEveryCommit } from './transactions.ts'

// Which tables changed, as PostgreSQL tells every server process (decision 064). Statement-level triggers on the
// watched tables (migration 20261130_table_changes) call pg_notify('table_changes', <table>) in the writing
// transaction; PostgreSQL delivers a notification only once that transaction commits, and to every session that
// LISTENs, whichever process or tool wrote (the portal's API, the admin panel, a script). Each process listens on
// one connection of its own and counts the changes per table, so a cached answer can tell, without asking the
// database, whether any fact behind it changed since it was made.

/** The channel the triggers notify on. */
export const TABLE_CHANGES_CHANNEL = 'table_changes'

/** The tables the triggers watch: the facts behind a branch's calendar (appointments, people, the schedule). */
export const WATCHED_TABLES = [
  'appointments',
  'users',
  'children',
  'centres',
  'centre_opening_hours',
  'centre_holidays',
  'doctor_availability',
  'doctor_leave',
] as const

export type WatchedTable = (typeof WATCHED_TABLES)[number]

export interface TableChanges {
  /**
   * A number that grows whenever one of `tables` changed, or null while this process is not listening (starting,
   * or reconnecting after a lost connection): then nothing may be answered from a cache.
   */
  stampOf(tables: readonly WatchedTable[]): number | null
  /**
   * Resolves once every notification of a transaction that committed before the call has been counted here: the
   * commits of this process wait for it (below), so a request that follows its own write never reads a cached
   * answer that the write made stale.
   */
  caughtUp(): Promise<void>
  close(): Promise<void>
}

/** What a listening connection needs of node-postgres's Client. */
interface ListeningClient {
  connect(): Promise<unknown>
  query(text: string): Promise<unknown>
  end(): Promise<void>
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown
}

/** How long to wait before listening again after the connection was lost, growing to a few seconds. */
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000]

/**
 * Listens for the watched tables' changes on a connection like Payload's own (same database and options), and
 * makes every transaction this process commits through `withTransaction` wait until its own changes are counted.
 */
export function listenForTableChanges(payload: Payload, { log }: { log: Logger }): TableChanges {
  const adapter = payload.db as typeof payload.db & {
    pg: { Client: new (options: object) => ListeningClient }
    poolOptions: Record<string, unknown>
  }
  const counts = new Map<string, number>()
  // Bumped each time listening (re)starts: what changed while nobody listened is unknown, so every stamp moves.
  let epoch = 0
  let client: ListeningClient | undefined
  let listening = false
  let closed = false
  let attempt = 0
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined

  const onNotification = ({ channel, payload: table }: { channel: string; payload?: string }) => {
    if (channel !== TABLE_CHANGES_CHANNEL || !table) return
    counts.set(table, (counts.get(table) ?? 0) + 1)
  }

  const lost = (error?: Error) => {
    if (!listening && client === undefined) return
    listening = false
    const broken = client
    client = undefined
    broken?.end().catch(() => undefined)
    if (closed) return
    log.warn({ err: error }, 'table changes: stopped listening; cached answers are bypassed until it listens again')
    scheduleConnect()
  }

  const scheduleConnect = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]
    attempt++
    reconnectTimer = setTimeout(() => void connect(), delay)
    reconnectTimer.unref?.()
  }

  const connect = async () => {
    if (closed) return
    const candidate = new adapter.pg.Client({ ...adapter.poolOptions, application_name: 'table-changes' })
    candidate.on('notification', onNotification)
    candidate.on('error', (error) => (client === candidate ? lost(error) : undefined))
    candidate.on('end', () => (client === candidate ? lost() : undefined))
    try {
      await candidate.connect()
      await candidate.query(`LISTEN ${TABLE_CHANGES_CHANNEL}`)
    } catch (error) {
      candidate.end().catch(() => undefined)
      if (closed) return
      if (attempt === 0) log.warn({ err: error }, 'table changes: could not listen; cached answers are bypassed')
      scheduleConnect()
      return
    }
    if (closed) {
      await candidate.end().catch(() => undefined)
      return
    }
    client = candidate
    epoch++
    attempt = 0
    listening = true
  }

  void connect()

  // PostgreSQL sends a listening session the notifications of transactions committed before a statement ends
  // ahead of that statement's answer, and node-postgres counts them as they arrive: so once a trivial query on the
  // listening connection answers, every commit that preceded it is counted.
  let checking: Promise<void> | undefined
  let nextCheck: Promise<void> | undefined
  const checkNow = async () => {
    try {
      if (client && listening) await client.query('SELECT 1')
    } catch {
      // A lost connection stops the cache being used at all (stampOf answers null).
    } finally {
      checking = undefined
    }
  }

  const changes: TableChanges = {
    stampOf(tables) {
      if (!listening) return null
      let sum = epoch * 2 ** 32
      for (const table of tables) sum += counts.get(table) ?? 0
      return sum
    },
    caughtUp() {
      // A check already on its way may have been sent before the caller's commit: the caller waits for the next
      // one, which everyone arriving meanwhile shares (one query at a time on the connection).
      if (!checking) return (checking = checkNow())
      nextCheck ??= checking.then(() => {
        nextCheck = undefined
        return (checking = checkNow())
      })
      return nextCheck
    },
    async close() {
      closed = true
      clearTimeout(reconnectTimer)
      listening = false
      const listener = client
      client = undefined
      await listener?.end().catch(() => undefined)
    },
  }
  onEveryCommit(payload, () => changes.caughtUp())
  return changes
}

/**
 * Answers computed from the watched tables, kept while none of those tables changed (and for at most `ttlMs`).
 * An answer computed while a change arrived is not kept: it may hold facts from before that change.
 */
export function cacheWhileUnchanged<V>({
  changes,
  tables,
  maxEntries = 500,
}: {
  changes: TableChanges
  tables: readonly WatchedTable[]
  maxEntries?: number
}) {
  const entries = new Map<string, { stamp: number; value: V }>()
  return {
    async get(key: string, compute: () => Promise<V>): Promise<V> {
      const before = changes.stampOf(tables)
      if (before === null) return compute()
      const kept = entries.get(key)
      if (kept && kept.stamp === before) {
        // Most recently used last, for the eviction below.
        entries.delete(key)
        entries.set(key, kept)
        return kept.value
      }
      const value = await compute()
      if (changes.stampOf(tables) === before) {
        entries.delete(key)
        entries.set(key, { stamp: before, value })
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      }
      return value
    },
  }
}
