// The mail module: the outbox every e-mail goes through, and the worker that delivers it (decision 011).
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type { EventBus, Logger, Mailer } from '@app/platform'
import { createOutboxMailer, createOutboxWorker, DEFAULT_RETRY, type RetryPolicy } from './mail-outbox.ts'
import { createMailOutboxRepository } from './mail.repository.ts'

export { MAIL_OUTBOX_SLUG, MAIL_STATUSES, mailCollections, type MailStatus } from './mail.collections.ts'
export { MAIL_QUEUED, MAIL_SENT } from './mail.events.ts'
export { DEFAULT_RETRY, retryDelayMs, type OutboxWorker, type RetryPolicy } from './mail-outbox.ts'
export type { OutboxEntry } from './mail.repository.ts'

/**
 * The outbox: `mailer.send` stores a message and resolves; the worker (started here, stopped with
 * `worker.stop()`) delivers it through `transport` with retries. Several processes may share one database.
 */
export function createMailOutbox({
  payload,
  route,
  transport,
  canDeliver,
  bus,
  log,
  retry = {},
}: {
  payload: Payload
  /** Names where mail goes out (see `mailRouteOf`); only processes with the same route deliver each other's rows. */
  route: string
  /** Delivers one message at once: SMTP, or in development without SMTP_URL the development mailbox. */
  transport: Mailer
  /** False in production without SMTP_URL: `send` refuses at once (MailNotConfiguredError). */
  canDeliver: boolean
  bus: EventBus
  log: Logger
  retry?: Partial<RetryPolicy>
}) {
  const repository = createMailOutboxRepository(payload, route)
  // Delivery times are real time, not the clock tests move for OTP expiry.
  const now = () => new Date()
  const mailer = createOutboxMailer({ repository, transport, canDeliver, bus, now })
  const worker = canDeliver
    ? createOutboxWorker({ repository, transport, bus, log, now, retry: { ...DEFAULT_RETRY, ...retry } })
    : undefined
  return {
    mailer,
    worker,
    /** Closes the transport's connections; after `worker.stop()`, when the server stops. */
    close: () => transport.close?.(),
    /** Outbox rows by id (tests, checks). */
    entries: (ids: string[]) => repository.find(ids),
  }
}

export type MailOutbox = ReturnType<typeof createMailOutbox>

/**
 * The route of a process's mail: the SMTP server's host and port (never its credentials), shared by every
 * process of a deployment; without SMTP, this process's own development mailbox, which nobody else can fill.
 */
export function mailRouteOf(smtpUrl: string | undefined): string {
  if (!smtpUrl) return `dev-mailbox:${randomUUID()}`
  const url = new URL(smtpUrl)
  return `${url.protocol}//${url.host}`
}
