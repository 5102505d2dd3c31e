import { describe, expect, it } from 'vitest'
import { sharedTestServer } from '../support/server.ts'

// A BEGIN that fails must give its connection back to the pool. drizzle-orm checks the client out before its
// try/finally, so without modules/server's `giveBackClientsOfFailedBegins` each failed BEGIN kept one of the pool's
// connections for good; after a PostgreSQL restart (idle connections broken, "Failed query: begin") the pool ran dry
// and every later booking waited for ever. A BEGIN with an isolation level PostgreSQL does not know fails the same way,
// here, every time.

interface PayloadPool {
  totalCount: number
  waitingCount: number
  options: { max: number }
}
interface PayloadDrizzle {
  transaction(work: () => Promise<unknown>, config?: { isolationLevel: string }): Promise<unknown>
}

/** Fails when `promise` has not settled within `ms`: a pool with no free connection waits for ever. */
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)),
  ])

describe('a transaction whose BEGIN fails', () => {
  it('when BEGIN fails more times than the pool has connections, then the pool still serves transactions and keeps no connection for it', async () => {
    const { payload } = await sharedTestServer()
    const db = payload.db as unknown as { pool: PayloadPool; drizzle: PayloadDrizzle }
    const { max } = db.pool.options
    for (let attempt = 0; attempt <= max; attempt++) {
      const failed = db.drizzle.transaction(async () => undefined, { isolationLevel: 'no such level' })
      await expect(within(failed, 10_000, `failed BEGIN ${attempt + 1} of ${max + 1}`)).rejects.toThrow(/begin/i)
    }
    // A real transaction afterwards gets a connection at once and commits.
    await expect(
      within(
        db.drizzle.transaction(async () => 'committed'),
        10_000,
        'a transaction after them',
      ),
    ).resolves.toBe('committed')
    expect(db.pool.waitingCount).toBe(0)
    expect(db.pool.totalCount).toBeLessThanOrEqual(max)
  })
})
