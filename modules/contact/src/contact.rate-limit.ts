/**
 * A small in-memory limit per key (the visitor's IP): at most `max` attempts per window. Enough to
 * stop a script flooding the office's inbox from one address; one process only (fine for one server).
 */
export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number
  windowMs: number
  now?: () => number
}) {
  const hits = new Map<string, { count: number; resetAt: number }>()
  return {
    /** Counts an attempt; false when the key has used up its window. */
    take(key: string): boolean {
      const time = now()
      if (hits.size > 10_000) for (const [k, entry] of hits) if (entry.resetAt <= time) hits.delete(k)
      const entry = hits.get(key)
      if (!entry || entry.resetAt <= time) {
        hits.set(key, { count: 1, resetAt: time + windowMs })
        return true
      }
      entry.count += 1
      return entry.count <= max
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
