import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './contact.rate-limit.ts'

describe('contact rate limit', () => {
  it('allows max attempts per window for each address, then refuses until the window ends', () => {
    let now = 0
    const limiter = createRateLimiter({ max: 3, windowMs: 1000, now: () => now })
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false])
    expect(limiter.take('b')).toBe(true)
    now = 999
    expect(limiter.take('a')).toBe(false)
    now = 1000
    expect(limiter.take('a')).toBe(true)
  })
})
