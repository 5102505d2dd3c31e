import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import { afterAll, describe, expect, it } from 'vitest'
import { createLogger } from './logger.ts'
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
  describeWait,
  type RateLimitStore,
} from './rate-limit.ts'

const movableClock = (start = Date.UTC(2026, 0, 1)) => {
  let now = start
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) }
}

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function connectedRedis() {
  const client = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false, connectTimeout: 2000 } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    return client
  } catch {
    return undefined
  }
}

const redis = await connectedRedis()
if (!redis && process.env.CI === 'true') throw new Error(`Redis is not reachable at ${REDIS_URL}; CI needs it`)
afterAll(async () => {
  await redis?.quit()
})

/** The same rules, whichever store counts. */
function limiterRules(makeStore: () => RateLimitStore) {
  // Each test gets its own limiter name, so runs sharing one Redis never see each other's keys.
  const limiter = (limit: number, windowMs: number, clock: () => Date) =>
    createRateLimiter({ name: `test-${randomUUID()}`, limit, windowMs, clock, store: makeStore() })

  it('takes `limit` events per window, refuses the next without counting it, and says how long to wait', async () => {
    const { clock, advance } = movableClock()
    const limit = limiter(3, 60_000, clock)
    expect((await limit.take('a')).allowed).toBe(true)
    advance(10_000)
    expect((await limit.take('a')).allowed).toBe(true)
    expect((await limit.take('a')).allowed).toBe(true)
    const refused = await limit.take('a')
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 50_000 })
    expect((await limit.check('b')).allowed).toBe(true)
    advance(50_000)
    // The first event has left the window: one more fits, and the refused one was not counted.
    expect((await limit.take('a')).allowed).toBe(true)
    expect(await limit.check('a')).toEqual({ allowed: false, retryAfterMs: 10_000 })
  })

  it('hit counts even over the limit and gives the verdict for the next event', async () => {
    const { clock } = movableClock()
    const limit = limiter(2, 60_000, clock)
    expect(await limit.hit('a')).toEqual({ allowed: true, retryAfterMs: 0 })
    expect(await limit.hit('a')).toEqual({ allowed: false, retryAfterMs: 60_000 })
    expect((await limit.check('a')).allowed).toBe(false)
  })

  it('releases a taken event and forgets a key on reset', async () => {
    const { clock } = movableClock()
    const limit = limiter(1, 60_000, clock)
    const taken = await limit.take('a')
    expect((await limit.check('a')).allowed).toBe(false)
    await taken.release()
    expect((await limit.check('a')).allowed).toBe(true)
    await limit.hit('a')
    expect((await limit.check('a')).allowed).toBe(false)
    await limit.reset('a')
    expect((await limit.check('a')).allowed).toBe(true)
  })

  it('lets exactly `limit` of many concurrent takes through', async () => {
    const { clock } = movableClock()
    const limit = limiter(5, 60_000, clock)
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => limit.take('a')))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5)
  })
}

describe('rate limiter in memory', () => {
  limiterRules(() => createMemoryRateLimitStore())

  it('evicts the least recently used keys beyond maxKeys', async () => {
    const { clock } = movableClock()
    const limit = createRateLimiter({
      name: 'evict',
      limit: 1,
      windowMs: 60_000,
      clock,
      store: createMemoryRateLimitStore({ maxKeys: 2 }),
    })
    await limit.hit('x')
    await limit.hit('y')
    await limit.hit('z')
    expect((await limit.check('x')).allowed).toBe(true)
    expect((await limit.check('z')).allowed).toBe(false)
  })

  it('keeps limiters sharing one store apart by name', async () => {
    const { clock } = movableClock()
    const store = createMemoryRateLimitStore()
    const one = createRateLimiter({ name: 'one', limit: 1, windowMs: 60_000, clock, store })
    const two = createRateLimiter({ name: 'two', limit: 1, windowMs: 60_000, clock, store })
    await one.hit('a')
    expect((await one.check('a')).allowed).toBe(false)
    expect((await two.check('a')).allowed).toBe(true)
  })
})

describe.skipIf(!redis)('rate limiter in Redis', () => {
  const log = createLogger('rate-limit-test')
  limiterRules(() => createRedisRateLimitStore({ client: redis!, log }))

  it('shares counts between stores on one Redis (two server processes) and lets keys expire by themselves', async () => {
    const { clock } = movableClock(Date.now())
    const name = `test-${randomUUID()}`
    const here = createRateLimiter({
      name,
      limit: 2,
      windowMs: 5_000,
      clock,
      store: createRedisRateLimitStore({ client: redis!, log }),
    })
    const there = createRateLimiter({
      name,
      limit: 2,
      windowMs: 5_000,
      clock,
      store: createRedisRateLimitStore({ client: redis!, log }),
    })
    expect((await here.take('a')).allowed).toBe(true)
    expect((await there.take('a')).allowed).toBe(true)
    expect((await here.take('a')).allowed).toBe(false)
    const ttl = await redis!.pTTL(`app:ratelimit:${name}:a`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(5_000)
  })
})

describe('rate limiter when Redis does not answer', () => {
  it('does not refuse everyone or hang: it counts in this process and warns', async () => {
    // A real client that never connected: with the offline queue off, every command fails at once.
    const offline = createClient({ url: 'redis://127.0.0.1:1', disableOfflineQueue: true })
    const warnings: unknown[] = []
    const log = createLogger('rate-limit-test')
    log.warn = ((...args: unknown[]) => void warnings.push(args)) as typeof log.warn
    const { clock } = movableClock()
    const limit = createRateLimiter({
      name: 'offline',
      limit: 2,
      windowMs: 60_000,
      clock,
      store: createRedisRateLimitStore({ client: offline, log }),
    })
    expect((await limit.take('a')).allowed).toBe(true)
    expect((await limit.take('a')).allowed).toBe(true)
    expect((await limit.take('a')).allowed).toBe(false)
    await limit.reset('a')
    expect((await limit.take('a')).allowed).toBe(true)
    expect(warnings).toHaveLength(1)
  })
})

describe('describeWait', () => {
  it('describes waits in words', () => {
    expect(describeWait(400)).toBe('1 second')
    expect(describeWait(42_000)).toBe('42 seconds')
    expect(describeWait(61_000)).toBe('2 minutes')
    expect(describeWait(15 * 60_000)).toBe('15 minutes')
  })
})
