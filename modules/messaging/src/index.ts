// The messaging module (docs/api/messaging.md, docs/product.md §4.20): a parent's reminder channels and language,
// the mobile number's verification, the WhatsApp and SMS senders and WhatsApp's webhook. The reminders module
// reads `reachOf` and uses `senders`; it answers the webhook's buttons through the port declared in
// messaging.deps.ts.
import type { Payload } from 'payload'
import { createRateLimiter, type Clock, type Logger, type MessagingConfig, type RateLimitStore } from '@app/platform'
import type { MessagingDeps, PeopleForMessaging, RemindersForMessaging } from './messaging.deps.ts'
import { createMessagingRepository } from './messaging.repository.ts'
import { createMessagingRouter } from './messaging.routes.ts'
import { PHONE_CODE_MAX_SENDS_PER_HOUR, PHONE_CODE_RESEND_AFTER_MS } from './messaging.rules.ts'
import { createMessagingService } from './messaging.service.ts'
import { createSmsSender } from './messaging.sms.ts'
import { createWhatsAppSender } from './messaging.whatsapp.ts'

export * from './messaging.schema.ts'
export type { ParentReach, ChannelAnswer } from './messaging.rules.ts'
export type {
  ReminderMessage,
  ReminderSender,
  SendOutcome,
  ChannelSender,
  WhatsAppSender,
} from './messaging.senders.ts'
export type { MessagingDeps, PeopleForMessaging, RemindersForMessaging } from './messaging.deps.ts'
export type { MessagingService } from './messaging.service.ts'
export { REMINDER_PREFERENCES_SLUG, WHATSAPP_INBOUND_SLUG } from './messaging.collections.ts'
export { ANSWER_REFUSED_REPLY, STOPPED_REPLY, signatureOf } from './messaging.webhook.ts'
import { ANSWER_REFUSED_REPLY } from './messaging.webhook.ts'

/** The reminders port until that module is wired in: every button is answered with a polite refusal. */
export const answersRefused: RemindersForMessaging = {
  answerFromChannel: async () => ({ reply: ANSWER_REFUSED_REPLY }),
  recordDelivery: async () => undefined,
}

export function createMessaging({
  payload,
  people,
  reminders = answersRefused,
  config,
  secret,
  clock,
  log,
  rateLimitStore,
}: {
  payload: Payload
  people: PeopleForMessaging
  reminders?: RemindersForMessaging
  config: MessagingConfig
  /** The server secret: keys the codes' hashes. */
  secret: string
  clock: Clock
  log: Logger
  rateLimitStore?: RateLimitStore
}) {
  const repository = createMessagingRepository(payload, people)
  const limiter = (name: string, limit: number, windowMs: number) =>
    createRateLimiter({ name, limit, windowMs, clock, store: rateLimitStore })
  const deps: MessagingDeps = {
    repository,
    people,
    reminders,
    senders: { whatsapp: createWhatsAppSender(config.whatsapp), sms: createSmsSender(config.sms) },
    codeLimits: {
      perMinute: limiter('phone-code:minute', 1, PHONE_CODE_RESEND_AFTER_MS),
      perHour: limiter('phone-code:hour', PHONE_CODE_MAX_SENDS_PER_HOUR, 60 * 60 * 1000),
    },
    secret,
    webhook: { appSecret: config.whatsapp.appSecret, verifyToken: config.whatsapp.verifyToken },
    clock,
    log,
    payload,
  }
  const service = createMessagingService(deps)
  return {
    service,
    router: createMessagingRouter(service),
    /** The phone senders (a sender without its settings is `configured: false`): the reminders module sends through them. */
    senders: deps.senders,
    /**
     * Gives the webhook the reminders module's service. Late, because that module is made after this one (it
     * reads `reachOf` and the senders), so neither factory needs the other first.
     */
    connectReminders(port: RemindersForMessaging) {
      deps.reminders = port
    },
  }
}

export type MessagingModule = ReturnType<typeof createMessaging>
