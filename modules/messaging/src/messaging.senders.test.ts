import { describe, expect, it } from 'vitest'
import { outcomeOfFailure } from './messaging.senders.ts'

describe('outcomeOfFailure', () => {
  it('retries a network failure, a 5xx, a 429 and a rate-limit code', () => {
    expect(outcomeOfFailure(null, null, 'x').status).toBe('retry')
    expect(outcomeOfFailure(500, null, 'x').status).toBe('retry')
    expect(outcomeOfFailure(503, 1, 'x').status).toBe('retry')
    expect(outcomeOfFailure(429, null, 'x').status).toBe('retry')
    expect(outcomeOfFailure(400, 130429, 'x').status).toBe('retry')
  })
  it('refuses any other 4xx, such as an invalid number', () => {
    expect(outcomeOfFailure(400, 131026, 'undeliverable')).toEqual({ status: 'refused', reason: 'undeliverable' })
    expect(outcomeOfFailure(400, 100, 'x').status).toBe('refused')
  })
})
