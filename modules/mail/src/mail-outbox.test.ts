import { describe, expect, it } from 'vitest'
import { createEventBus, createLogger, type MailMessage } from '@app/platform'
import { createOutboxWorker, DEFAULT_RETRY, retryDelayMs } from './mail-outbox.ts'
import { MAIL_QUEUED } from './mail.events.ts'
import type { ClaimedMail, MailOutboxRepository } from './mail.repository.ts'

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

describe('the outbox worker', () => {
  it('when a mail is queued while the worker asks when the next row is due, then it goes out at once, not at the next poll', async () => {
    const log = createLogger('mail-outbox-test')
    const bus = createEventBus({ log })
    const queued: ClaimedMail[] = []
    const delivered: string[] = []
    // The row is committed just after the worker's "when is the next one due?" read saw an empty outbox, and its
    // MAIL_QUEUED arrives while that read is still being answered: the moment a wake-up used to be lost.
    let queueDuringNextDueAt: (() => void) | undefined = () => {
      queued.push({ id: 'otp', claimToken: 't', attempts: 1, message: { to: 'parent@example.test' } as MailMessage })
      bus.publish(MAIL_QUEUED, { id: 'otp' })
    }
    const repository = {
      claimDue: async ({ limit }: { limit: number }) => queued.splice(0, limit),
      settle: async () => true,
      nextDueAt: async () => {
        const next = queued.length > 0 ? new Date() : null
        const queue = queueDuringNextDueAt
        queueDuringNextDueAt = undefined
        queue?.()
        // The answer comes back after the event has been handled (the bus hands events over on the next turn).
        await new Promise((resolve) => setTimeout(resolve, 20))
        return next
      },
      undelivered: async () => queued.length,
    } as unknown as MailOutboxRepository
    const worker = createOutboxWorker({
      repository,
      transport: { send: async (message) => void delivered.push(message.to), devMailbox: undefined },
      bus,
      log,
      now: () => new Date(),
      pollMs: 60_000,
    })
    try {
      const deadline = Date.now() + 2_000
      while (delivered.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(delivered).toEqual(['parent@example.test'])
    } finally {
      await worker.stop()
    }
  })
})
