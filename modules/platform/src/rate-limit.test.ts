import { describe, expect, it } from 'vitest'
import { createRateLimiter, describeWait } from './rate-limit.ts'

const movableClock = (start = Date.UTC(2026, 0, 1)) => {
  let now = start
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) }
}

describe('rate limiter', () => {
  it('allows `limit` events per window, then says how long to wait', () => {
    const { clock, advance } = movableClock()
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, clock })
    expect(limiter.hit('a').allowed).toBe(true)
    advance(10_000)
    expect(limiter.hit('a').allowed).toBe(true)
    const third = limiter.hit('a')
    expect(third).toEqual({ allowed: false, retryAfterMs: 50_000 })
    expect(limiter.check('b').allowed).toBe(true)
    advance(50_000)
    expect(limiter.check('a').allowed).toBe(true)
  })

  it('forgets a key on reset and evicts old keys beyond maxKeys', () => {
    const { clock } = movableClock()
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, clock, maxKeys: 2 })
    limiter.hit('a')
    expect(limiter.check('a').allowed).toBe(false)
    limiter.reset('a')
    expect(limiter.check('a').allowed).toBe(true)
    limiter.hit('x')
    limiter.hit('y')
    limiter.hit('z')
    expect(limiter.check('x').allowed).toBe(true)
    expect(limiter.check('z').allowed).toBe(false)
  })

  it('describes waits in words', () => {
    expect(describeWait(400)).toBe('1 second')
    expect(describeWait(42_000)).toBe('42 seconds')
    expect(describeWait(61_000)).toBe('2 minutes')
    expect(describeWait(15 * 60_000)).toBe('15 minutes')
  })
})
