import { describe, expect, it } from 'vitest'
import { DEFAULT_RETRY, retryDelayMs } from './mail-outbox.ts'

describe('retryDelayMs', () => {
  it('doubles from the first retry up to 30 minutes, and the default tries span about a day', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, DEFAULT_RETRY))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ])
    expect(retryDelayMs(20, DEFAULT_RETRY)).toBe(30 * 60_000)
    let total = 0
    for (let attempts = 1; attempts < DEFAULT_RETRY.maxTries; attempts++) total += retryDelayMs(attempts, DEFAULT_RETRY)
    expect(total / 3_600_000).toBeGreaterThan(18)
    expect(total / 3_600_000).toBeLessThan(26)
  })
})
