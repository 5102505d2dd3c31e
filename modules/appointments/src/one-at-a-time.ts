/**
 * Runs work for one key at a time in this process, in arrival order; work for other keys runs freely.
 * A parent's bookings take turns here, so a burst of them holds one database connection rather than the
 * whole pool (docs/decisions/024-pending-booking-limits.md); a failed work lets the next one start.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<void>>()
  return async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve()
    let release!: () => void
    const done = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => done)
    tails.set(key, tail)
    await previous
    try {
      return await work()
    } finally {
      release()
      if (tails.get(key) === tail) tails.delete(key)
    }
  }
}

export type KeyedQueue = ReturnType<typeof createKeyedQueue>
