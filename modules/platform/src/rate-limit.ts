import type { Clock } from './clock.ts'

/** The verdict for one key: allowed, or how long to wait before the next attempt. */
export interface RateLimitState {
  allowed: boolean
  /** Milliseconds until the oldest counted event leaves the window (0 when allowed). */
  retryAfterMs: number
}

export interface RateLimiter {
  /** Whether another event for this key is allowed now, without counting one. */
  check(key: string): RateLimitState
  /** Counts one event for this key and returns the verdict for the NEXT one. */
  hit(key: string): RateLimitState
  /** Forgets a key (e.g. a username after a successful sign-in). */
  reset(key: string): void
}

/**
 * A sliding-window limiter kept in this process's memory: at most `limit` events per key within
 * `windowMs`. Good enough for one server process; several processes each count separately (so the
 * effective limit multiplies by the number of processes), which still stops brute force.
 */
export function createRateLimiter({
  limit,
  windowMs,
  clock,
  maxKeys = 10_000,
}: {
  limit: number
  windowMs: number
  clock: Clock
  maxKeys?: number
}): RateLimiter {
  const events = new Map<string, number[]>()

  const recent = (key: string, now: number): number[] => {
    const kept = (events.get(key) ?? []).filter((at) => at > now - windowMs)
    if (kept.length) events.set(key, kept)
    else events.delete(key)
    return kept
  }
  const verdict = (kept: number[], now: number): RateLimitState =>
    kept.length < limit
      ? { allowed: true, retryAfterMs: 0 }
      : { allowed: false, retryAfterMs: kept[0] + windowMs - now }

  return {
    check(key) {
      const now = clock().getTime()
      return verdict(recent(key, now), now)
    },
    hit(key) {
      const now = clock().getTime()
      const kept = recent(key, now)
      kept.push(now)
      events.delete(key)
      events.set(key, kept)
      // Bounded memory: a flood of distinct keys evicts the least recently used ones.
      while (events.size > maxKeys) events.delete(events.keys().next().value as string)
      return verdict(kept, now)
    },
    reset(key) {
      events.delete(key)
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
