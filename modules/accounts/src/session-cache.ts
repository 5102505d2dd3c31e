import type { Broadcast, Logger } from '@app/platform'

/** A stored session as the check needs it. */
export interface SessionRow {
  userId: string
  /** When the session expires (ms since the epoch). */
  expiresAt: number
}

/** How long a process trusts a session it has read, unless told earlier that the session ended. */
export const SESSION_CACHE_MS = 5_000
/** How long an ended session is remembered: every check of it goes to the database meanwhile. */
const ENDED_KEPT_MS = 60_000
/** At most this many sessions are kept; beyond it the oldest are forgotten (read again when used). */
const MAX_ENTRIES = 20_000
const CHANNEL = 'accounts:sessions-ended'

export interface SessionCache {
  /** Whether the session is alive: from memory when read within SESSION_CACHE_MS, else from the database. */
  isActive(sessionId: string, userId: string): Promise<boolean>
  /**
   * The sessions ended: forgotten at once here and, through the broadcast, on every other process.
   * Resolves once the other processes have been told (or Redis could not be reached: logged).
   */
  ended(sessionIds: string[]): Promise<void>
}

/**
 * The session check every authenticated request makes, kept in memory for a few seconds (decision 023).
 * Revocation stays immediate: a session ending anywhere is dropped from every process's memory before
 * the request that ended it answers, and an ended session is always read from the database for a
 * minute afterwards, so a read that raced the end cannot put it back. While the broadcast is not live
 * (Redis unreachable), nothing is kept: every check reads the database.
 */
export function createSessionCache({
  read,
  broadcast,
  log,
  ttlMs = SESSION_CACHE_MS,
  now = Date.now,
}: {
  /** The stored session, or undefined when there is none. */
  read: (sessionId: string) => Promise<SessionRow | undefined>
  broadcast: Broadcast
  log: Logger
  ttlMs?: number
  now?: () => number
}): SessionCache {
  const kept = new Map<string, SessionRow & { readAt: number }>()
  const endedAt = new Map<string, number>()

  const forget = (sessionId: string) => {
    kept.delete(sessionId)
    endedAt.set(sessionId, now())
  }
  const sweepEnded = () => {
    const before = now() - ENDED_KEPT_MS
    // Insertion order is end order: stop at the first one still remembered.
    for (const [sessionId, at] of endedAt) {
      if (at > before) break
      endedAt.delete(sessionId)
    }
  }

  broadcast.subscribe(CHANNEL, (message) => {
    for (const sessionId of message.split(',')) if (sessionId) forget(sessionId)
  })
  // Messages may have been missed while the subscription was down: trust nothing kept from before.
  broadcast.onResubscribed(() => kept.clear())

  const alive = (row: SessionRow | undefined, userId: string) =>
    Boolean(row && row.userId === userId && row.expiresAt > now())

  return {
    async isActive(sessionId, userId) {
      const entry = kept.get(sessionId)
      if (entry && now() - entry.readAt < ttlMs && broadcast.isLive()) return alive(entry, userId)
      if (endedAt.size > 0) sweepEnded()
      const mayKeep = () => broadcast.isLive() && !endedAt.has(sessionId)
      const startedAt = now()
      const row = await read(sessionId)
      if (row && mayKeep()) {
        if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string)
        kept.delete(sessionId)
        kept.set(sessionId, { ...row, readAt: startedAt })
      }
      return alive(row, userId)
    },
    async ended(sessionIds) {
      if (sessionIds.length === 0) return
      try {
        await broadcast.publish(CHANNEL, sessionIds.join(','))
      } catch (err) {
        // Dropped here already (publish delivers here first); the other processes read it again within
        // SESSION_CACHE_MS at most, or at once if their own Redis connection is down too.
        log.error({ err }, 'sessions ended but other server processes could not be told (Redis)')
      }
    },
  }
}

// Kept on the Payload instance under a process-wide symbol, like the event bus: the sessions collection's
// hook reaches the cache through `req.payload`, also when the admin panel runs it.
const CACHE = Symbol.for('app.accounts.sessionCache')

export function attachSessionCache(host: object, cache: SessionCache): void {
  ;(host as { [CACHE]?: SessionCache })[CACHE] = cache
}

export function sessionCacheOf(host: object): SessionCache | undefined {
  return (host as { [CACHE]?: SessionCache })[CACHE]
}
