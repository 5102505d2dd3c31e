import { randomUUID } from 'node:crypto'
import type { createClient } from 'redis'
import type { Clock } from './clock.ts'
import type { Logger } from './logger.ts'

/** The verdict for one key: allowed, or how long to wait before the next attempt. */
export interface RateLimitState {
  allowed: boolean
  /** Milliseconds until enough counted events leave the window for one more (0 when allowed). */
  retryAfterMs: number
}

/** The verdict of `take`: when allowed, the event is counted and can be given back. */
export interface RateLimitTake extends RateLimitState {
  /** Un-counts this event (e.g. a sign-in that turned out to succeed). Does nothing when not allowed. */
  release(): Promise<void>
}

export interface RateLimiter {
  /** Whether another event for this key is allowed now, without counting one. */
  check(key: string): Promise<RateLimitState>
  /**
   * Counts one event for this key if the limit allows it, in one atomic step (concurrent requests
   * cannot overshoot); a refused event is not counted.
   */
  take(key: string): Promise<RateLimitTake>
  /** Counts one event whatever the limit, and returns the verdict for the NEXT one. */
  hit(key: string): Promise<RateLimitState>
  /** Forgets a key (e.g. a username after a successful sign-in). */
  reset(key: string): Promise<void>
}

/** One atomic step on one key's sliding window. */
export interface RateLimitRequest {
  key: string
  now: number
  windowMs: number
  limit: number
  /** check: count nothing; take: count only if under the limit; hit: count always. */
  mode: 'check' | 'take' | 'hit'
  /** The new event's id, for `remove`. */
  eventId: string
}

/** Where the events are counted: this process's memory, or Redis shared by every server process. */
export interface RateLimitStore {
  /** Drops events older than the window, maybe counts one, and returns the verdict. */
  apply(request: RateLimitRequest): Promise<RateLimitState & { counted: boolean }>
  remove(key: string, eventId: string): Promise<void>
  reset(key: string): Promise<void>
}

/**
 * A sliding-window limiter: at most `limit` events per key within `windowMs`. `name` namespaces its keys
 * in the store (several limiters share one store). Without a store it counts in this process's memory.
 */
export function createRateLimiter({
  name,
  limit,
  windowMs,
  clock,
  store = createMemoryRateLimitStore(),
}: {
  name: string
  limit: number
  windowMs: number
  clock: Clock
  store?: RateLimitStore
}): RateLimiter {
  const keyOf = (key: string) => `${name}:${key}`
  const apply = (key: string, mode: RateLimitRequest['mode'], eventId = randomUUID()) =>
    store.apply({ key: keyOf(key), now: clock().getTime(), windowMs, limit, mode, eventId })

  return {
    async check(key) {
      const { allowed, retryAfterMs } = await apply(key, 'check')
      return { allowed, retryAfterMs }
    },
    async take(key) {
      const eventId = randomUUID()
      const { allowed, retryAfterMs, counted } = await apply(key, 'take', eventId)
      return {
        allowed,
        retryAfterMs,
        release: async () => {
          if (counted) await store.remove(keyOf(key), eventId)
        },
      }
    },
    async hit(key) {
      const { allowed, retryAfterMs } = await apply(key, 'hit')
      return { allowed, retryAfterMs }
    },
    reset: (key) => store.reset(keyOf(key)),
  }
}

/** The verdict once `count` events are in the window; `blockingAt` is when the event that must leave first came. */
const verdictOf = (
  count: number,
  { mode, limit, windowMs, now }: RateLimitRequest,
  blockingAt: number | undefined,
  counted: boolean,
) => {
  const allowed = mode === 'take' ? counted : count < limit
  return { allowed, counted, retryAfterMs: allowed ? 0 : Math.max(0, (blockingAt ?? now) + windowMs - now) }
}

/**
 * Counts in this process's memory (one process only: several processes each count separately). Time
 * comes from the limiter's clock, so tests move it. Bounded: beyond `maxKeys` the least recently used
 * keys are forgotten.
 */
export function createMemoryRateLimitStore({ maxKeys = 50_000 }: { maxKeys?: number } = {}): RateLimitStore {
  const events = new Map<string, Array<{ at: number; id: string }>>()

  return {
    async apply(request) {
      const { key, now, windowMs, limit, mode, eventId } = request
      const kept = (events.get(key) ?? []).filter((event) => event.at > now - windowMs)
      const counted = mode === 'hit' || (mode === 'take' && kept.length < limit)
      if (counted) kept.push({ at: now, id: eventId })
      events.delete(key)
      if (kept.length) events.set(key, kept)
      // Bounded memory: a flood of distinct keys evicts the least recently used ones.
      while (events.size > maxKeys) events.delete(events.keys().next().value as string)
      // The next event is allowed once all but limit - 1 of these have left the window.
      const blocking = kept[kept.length - limit]?.at
      return verdictOf(kept.length, request, blocking, counted)
    },
    async remove(key, eventId) {
      const kept = events.get(key)?.filter((event) => event.id !== eventId)
      if (kept?.length) events.set(key, kept)
      else events.delete(key)
    },
    async reset(key) {
      events.delete(key)
    },
  }
}

export type RedisClient = ReturnType<typeof createClient>

// One key's window as a sorted set of events scored by time. Atomic in Redis: drop old events, count,
// add the new one when the mode allows, refresh the key's expiry, and return the count and the time of
// the event that must leave before another is allowed.
const APPLY_SCRIPT = `
local key, now, window, limit, mode, id = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4], ARGV[5]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local counted = 0
if mode == 'hit' or (mode == 'take' and count < limit) then
  redis.call('ZADD', key, now, id)
  count = count + 1
  counted = 1
end
if count > 0 then redis.call('PEXPIRE', key, window) end
local blocking = ''
if count >= limit then
  local entry = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
  blocking = entry[2] or ''
end
return { count, counted, blocking }
`

/**
 * Counts in Redis, shared by every server process using the same REDIS_URL. Keys live under `prefix`
 * and expire by themselves one window after their last event. Pass a client with the offline queue
 * disabled: when Redis does not answer, the limiter falls back to counting in this process's memory
 * (logging a warning at most once a minute) instead of refusing everyone or waiting.
 */
export function createRedisRateLimitStore({
  client,
  log,
  prefix = 'app:ratelimit:',
  fallback = createMemoryRateLimitStore(),
}: {
  client: RedisClient
  log: Logger
  prefix?: string
  fallback?: RateLimitStore
}): RateLimitStore {
  let lastWarning = 0
  const failOpen = (error: unknown) => {
    if (Date.now() - lastWarning > 60_000) {
      lastWarning = Date.now()
      log.warn({ err: error }, 'rate limits: Redis does not answer; counting in this process only until it does')
    }
  }

  return {
    async apply(request) {
      try {
        const [count, counted, blocking] = (await client.eval(APPLY_SCRIPT, {
          keys: [prefix + request.key],
          arguments: [
            String(request.now),
            String(request.windowMs),
            String(request.limit),
            request.mode,
            request.eventId,
          ],
        })) as [number, number, string]
        return verdictOf(count, request, blocking === '' ? undefined : Number(blocking), counted === 1)
      } catch (error) {
        failOpen(error)
        return fallback.apply(request)
      }
    },
    async remove(key, eventId) {
      try {
        await client.zRem(prefix + key, eventId)
      } catch (error) {
        failOpen(error)
      }
      await fallback.remove(key, eventId)
    },
    async reset(key) {
      try {
        await client.del(prefix + key)
      } catch (error) {
        failOpen(error)
      }
      await fallback.reset(key)
    },
  }
}

/** "1 minute", "15 minutes", "30 seconds": a wait as a person reads it, rounded up. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
