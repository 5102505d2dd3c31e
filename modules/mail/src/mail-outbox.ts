import {
  afterCommit,
  MailNotConfiguredError,
  SMTP_CONNECTIONS,
  type EventBus,
  type Logger,
  type Mailer,
  type MailMessage,
} from '@app/platform'
import { MAIL_QUEUED, MAIL_SENT } from './mail.events.ts'
import type { ClaimedMail, MailOutboxRepository } from './mail.repository.ts'

/** How the worker retries. Defaults: first retry after 10 s, doubling up to 30 minutes, 50 tries (about a day). */
export interface RetryPolicy {
  firstRetryMs: number
  maxRetryMs: number
  maxTries: number
}

export const DEFAULT_RETRY: RetryPolicy = { firstRetryMs: 10_000, maxRetryMs: 30 * 60_000, maxTries: 50 }

/** The wait before the next try, after `attempts` failed tries. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.firstRetryMs * 2 ** Math.max(0, attempts - 1), policy.maxRetryMs)
}

/**
 * The `Mailer` every module uses: `send` stores the message in the outbox and resolves; the worker
 * delivers it. Where mail cannot go anywhere (production without SMTP_URL) it still refuses at once.
 */
export function createOutboxMailer({
  repository,
  transport,
  canDeliver,
  bus,
  now,
}: {
  repository: MailOutboxRepository
  /** Delivers one message at once (SMTP, or the development mailbox). */
  transport: Mailer
  /** False in production without SMTP_URL: nothing could ever deliver the message. */
  canDeliver: boolean
  bus: EventBus
  now: () => Date
}): Mailer {
  return {
    devMailbox: transport.devMailbox,
    async send(message: MailMessage) {
      if (!canDeliver) throw new MailNotConfiguredError()
      const { id } = await repository.add(message, now())
      // Inside a transaction the worker could not see the row yet: it is woken once the row is committed (a
      // reminder's mail waited for the next poll, 5 s, before).
      await afterCommit(async () => bus.publish(MAIL_QUEUED, { id }))
    },
  }
}

export interface OutboxWorker {
  /** Looks for due rows now (new mail, a retry that came due). */
  wake(): void
  /** Resolves once nothing is queued or being sent, or rejects after `timeoutMs` (tests). */
  drained(timeoutMs?: number): Promise<void>
  /** Stops claiming; waits up to `graceMs` for deliveries in flight (their rows are retried elsewhere if cut off). */
  stop(graceMs?: number): Promise<void>
}

/**
 * Delivers the outbox: claims due rows (a conditional UPDATE of a batch, so two processes never take the
 * same row), sends them through `transport`, and records sent, a retry with backoff, or failed.
 * Woken at once by MAIL_QUEUED (after the response that queued the mail); otherwise it looks again
 * when the next row comes due, and at least every `pollMs` for rows other processes left behind.
 */
export function createOutboxWorker({
  repository,
  transport,
  bus,
  log,
  now,
  retry = DEFAULT_RETRY,
  concurrency = SMTP_CONNECTIONS,
  leaseMs = 2 * 60_000,
  pollMs = 5_000,
}: {
  repository: MailOutboxRepository
  transport: Mailer
  bus: EventBus
  log: Logger
  now: () => Date
  retry?: RetryPolicy
  /** Deliveries in flight at once (one per SMTP connection): one stalled message does not hold the others. */
  concurrency?: number
  /** How long a claim holds; longer than the slowest delivery (the SMTP timeouts add up to about a minute). */
  leaseMs?: number
  pollMs?: number
}): OutboxWorker {
  const refillAt = Math.max(1, Math.floor(concurrency / 2))
  let isStopped = false
  let isPumping = false
  let isWokenAgain = false
  let timer: NodeJS.Timeout | undefined
  const inFlight = new Set<Promise<void>>()

  async function deliver(claim: ClaimedMail) {
    const { message } = claim
    let outcome: Parameters<MailOutboxRepository['settle']>[1]
    try {
      await transport.send(message)
      outcome = { status: 'sent', at: now() }
    } catch (err) {
      const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err)
      if (claim.attempts >= retry.maxTries) {
        log.error({ err, mail: claim.id, attempts: claim.attempts }, 'mail outbox: gave up on a message')
        outcome = { status: 'failed', error, at: now() }
      } else {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(claim.attempts, retry))
        log.warn(
          { err, mail: claim.id, attempts: claim.attempts, nextAttemptAt },
          'mail outbox: delivery failed, will retry',
        )
        outcome = { status: 'queued', nextAttemptAt, error, at: now() }
      }
    }
    const isRecorded = await repository.settle(claim, outcome)
    if (!isRecorded) log.warn({ mail: claim.id }, 'mail outbox: the claim ran out before the delivery finished')
    if (outcome.status === 'sent')
      bus.publish(MAIL_SENT, { id: claim.id, to: message.to, subject: message.subject, reference: message.reference })
  }

  /** Claims and starts deliveries while slots are free; true when nothing due was left to claim. */
  async function claimWhileFree(): Promise<boolean> {
    // Claims once half the slots are free (or none is busy), so under load one statement claims several rows.
    while (!isStopped && (inFlight.size === 0 || inFlight.size <= concurrency - refillAt)) {
      const claimed = await repository.claimDue({ now: now(), limit: concurrency - inFlight.size, leaseMs })
      if (claimed.length === 0) return true
      for (const claim of claimed) {
        const delivery = deliver(claim)
          .catch((err: unknown) => log.error({ err, mail: claim.id }, 'mail outbox: could not record a delivery'))
          .finally(() => {
            inFlight.delete(delivery)
            wake()
          })
        inFlight.add(delivery)
      }
    }
    return false
  }

  async function pump() {
    isPumping = true
    try {
      do {
        isWokenAgain = false
        const isOutboxEmpty = await claimWhileFree()
        if (isWokenAgain) continue
        // Every delivery in flight wakes the worker when it ends: only when nothing was left to claim does it ask
        // when the next row comes due (two queries, once per delivery under load before). A mail queued while that
        // question is asked wakes the loop again: its row may be committed after the answer was read, and it
        // waited for the next poll (5 s) before, an OTP with it.
        if (isOutboxEmpty) await scheduleNext()
        else schedule(pollMs)
      } while (isWokenAgain && !isStopped)
    } catch (err) {
      log.error({ err }, 'mail outbox: could not read the outbox')
      schedule(pollMs)
    } finally {
      isPumping = false
    }
  }

  function schedule(ms: number) {
    if (isStopped) return
    clearTimeout(timer)
    timer = setTimeout(wake, Math.max(0, Math.min(ms, pollMs)))
    timer.unref()
  }

  async function scheduleNext() {
    const next = await repository.nextDueAt()
    schedule(next ? next.getTime() - now().getTime() : pollMs)
  }

  function wake() {
    if (isStopped) return
    if (isPumping) {
      isWokenAgain = true
      return
    }
    void pump()
  }

  const stopListening = bus.subscribe(MAIL_QUEUED, () => wake())
  wake()

  return {
    wake,
    async drained(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while ((await repository.undelivered()) > 0 || inFlight.size > 0) {
        if (Date.now() > deadline) throw new Error(`the mail outbox did not drain within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    async stop(graceMs = 2_000) {
      isStopped = true
      stopListening()
      clearTimeout(timer)
      let graceTimer: NodeJS.Timeout | undefined
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => {
          graceTimer = setTimeout(resolve, graceMs)
        }),
      ])
      clearTimeout(graceTimer)
      // A pump already running finishes its current query before it sees isStopped.
      while (isPumping) await new Promise((resolve) => setTimeout(resolve, 5))
    },
  }
}
