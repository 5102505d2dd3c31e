// What the messaging module's use cases are given (docs/modules.md): the repository, the senders, the ports to
// accounts (the parent's mobile number) and to reminders (answers and delivery statuses from WhatsApp), the clock,
// the server secret that keys code hashes, the rate limits' store, the webhook's secrets, and Payload for
// transactions. Types only.
import type { Payload } from 'payload'
import type { Clock, Logger, RateLimiter, SqlAccess } from '@app/platform'
import type { MessagingRepository } from './messaging.repository.ts'
import type { ChannelAnswer } from './messaging.rules.ts'
import type { ChannelSender, WhatsAppSender } from './messaging.senders.ts'

/** What messaging reads of accounts: a parent's mobile number (10 digits), alone or inside its own query. */
export interface PeopleForMessaging {
  mobileOf(parentId: string): Promise<string | null>
  fieldsIn(access: SqlAccess, idColumn: unknown): { mobilenumber: unknown }
}

/**
 * The reminders module's service as the webhook uses it (the contract of issue 29). Until that module is wired
 * in, the server gives `answersRefused`, which answers every button with a polite refusal.
 */
export interface RemindersForMessaging {
  answerFromChannel(input: {
    reminderId: string
    fromPhone: string
    answer: ChannelAnswer
    messageId: string
  }): Promise<{ reply: string }>
  recordDelivery(input: {
    providerMessageId: string
    status: 'sent' | 'delivered' | 'read' | 'failed'
    reason?: string
  }): Promise<void>
}

export interface MessagingDeps {
  repository: MessagingRepository
  people: PeopleForMessaging
  reminders: RemindersForMessaging
  senders: { whatsapp: WhatsAppSender; sms: ChannelSender }
  /** Codes asked for per parent: one a minute, five an hour. */
  codeLimits: { perMinute: RateLimiter; perHour: RateLimiter }
  /** Keys the codes' hashes. */
  secret: string
  webhook: { appSecret: string; verifyToken: string }
  clock: Clock
  log: Logger
  payload: Payload
}
