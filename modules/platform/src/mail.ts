import nodemailer from 'nodemailer'
import type { Logger } from './logger.ts'

/** A calendar invitation carried by a message (RFC 5545 text, e.g. an approved appointment). */
export interface CalendarInvite {
  filename: string
  /** The whole VCALENDAR text. */
  content: string
  method?: 'REQUEST' | 'PUBLISH' | 'CANCEL'
}

/** One outgoing e-mail. Never put a password or anything secret other than a one-time code in it. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  calendar?: CalendarInvite
  /**
   * The sender's own name for this message (a reminder's), handed back when it is delivered (the outbox's
   * MAIL_SENT); never part of the mail itself.
   */
  reference?: string
}

/** A message as it was handed over, kept by the development mailbox. */
export interface SentMail extends MailMessage {
  from: string
  sentAt: string
}

/**
 * How every module sends mail. The server's mailer is the outbox (`@app/mail`): `send` resolves once the
 * message is stored, and a worker delivers it. `createMailer` below is the transport that worker uses.
 */
export interface Mailer {
  /** Hands one message over; rejects with MailNotConfiguredError, or when it cannot be kept. */
  send(message: MailMessage): Promise<void>
  /** Only in development without SMTP_URL: the messages "sent", newest last, for reading OTPs. */
  readonly devMailbox: readonly SentMail[] | undefined
  /** Closes what the mailer holds open (the SMTP connections), when the server stops. */
  close?(): void
}

/** Production without SMTP_URL: mail cannot go anywhere, and must not be written to the log. */
export class MailNotConfiguredError extends Error {
  override name = 'MailNotConfiguredError'
  constructor() {
    super('E-mail is not configured on this server (SMTP_URL).')
  }
}

// Kept on the Payload instance under a process-wide symbol, like the event bus: Payload's own mail (the
// admin panel's "forgot password", cms/email.ts) reaches the server's outbox through `payload`.
const MAILER = Symbol.for('app.platform.mailer')

/** Makes `mailer` reachable from code that only holds `host` (Payload's email adapter holds the Payload instance). */
export function attachMailer(host: object, mailer: Mailer): void {
  ;(host as { [MAILER]?: Mailer })[MAILER] = mailer
}

/** The mailer attached to `host`, if any (none in scripts that run Payload without the server). */
export function mailerOf(host: object): Mailer | undefined {
  return (host as { [MAILER]?: Mailer })[MAILER]
}

const DEV_MAILBOX_SIZE = 100

// A mail server that accepts connections and never answers must not hold a delivery for nodemailer's
// defaults (30 s for the greeting, 10 minutes per socket): the outbox retries instead.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }

/**
 * SMTP connections kept open and reused, at most this many at once: a new connection per message (greeting,
 * EHLO, and TLS in production) held the reminders' 10,000 mails to about 22 a second; reused, the local sink
 * took them all within the minute (decision 059). It equals the outbox worker's deliveries in flight, so no
 * message waits in nodemailer's queue behind another's timeouts and outlives its claim.
 */
export const SMTP_CONNECTIONS = 10

/**
 * Delivers at once (the outbox's worker uses it). Mail through nodemailer over SMTP when `smtpUrl` is set. Without it, development keeps messages
 * in memory (and logs them) so a developer can read a one-time code; production refuses to send.
 */
export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  isProduction: boolean
  log: Logger
}): Mailer {
  const { smtpUrl, from, isProduction, log } = options

  if (smtpUrl) {
    const transport = nodemailer.createTransport(pooled(smtpUrl))
    return {
      devMailbox: undefined,
      async send(message) {
        const info = await transport.sendMail(toNodemailer(from, message))
        log.info({ mail: { to: message.to, subject: message.subject, id: info.messageId } }, 'mail sent')
      },
      close: () => transport.close(),
    }
  }

  if (isProduction) {
    log.warn('SMTP_URL is not set: e-mails (OTPs, notifications) cannot be sent.')
    return {
      devMailbox: undefined,
      async send() {
        throw new MailNotConfiguredError()
      },
    }
  }

  const mailbox: SentMail[] = []
  return {
    devMailbox: mailbox,
    async send(message) {
      mailbox.push({ ...message, from, sentAt: new Date().toISOString() })
      if (mailbox.length > DEV_MAILBOX_SIZE) mailbox.shift()
      log.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'mail kept in the development mailbox (SMTP_URL is not set)',
      )
    },
  }
}

/**
 * The URL with our timeouts and the connection pool as query options (nodemailer reads them there), unless
 * the URL sets its own.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  const options = { ...SMTP_TIMEOUTS, pool: 'true', maxConnections: SMTP_CONNECTIONS }
  for (const [name, value] of Object.entries(options)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value))
  }
  return url.toString()
}

/**
 * Every message this server sends is written by the server, never by a person (RFC 3834): out-of-office and other
 * automatic replies are then not sent back to it, and receivers may file it accordingly.
 */
export const AUTO_SUBMITTED_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const

function toNodemailer(from: string, message: MailMessage): nodemailer.SendMailOptions {
  return {
    from,
    headers: AUTO_SUBMITTED_HEADERS,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    icalEvent: message.calendar
      ? {
          filename: message.calendar.filename,
          method: message.calendar.method ?? 'REQUEST',
          content: message.calendar.content,
        }
      : undefined,
  }
}
