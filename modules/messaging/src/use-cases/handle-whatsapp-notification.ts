// POST /api/webhooks/whatsapp (docs/api/messaging.md, "Webhook"): accepted only with the app secret's signature
// over the raw body; each message and each delivery status is handled once (a unique key per id), so a replayed
// notification changes nothing. "STOP" switches WhatsApp off for the number; a button reaches the reminders
// module's answerFromChannel and its reply goes back to the parent; statuses reach recordDelivery.
import { forbidden, HttpError, notFound, unauthorized } from '@app/platform'
import type { MessagingDeps } from '../messaging.deps.ts'
import { buttonAnswerOf, e164, isStopWord, mobileOf } from '../messaging.rules.ts'
import {
  eventKeyOf,
  eventsOf,
  SIGNATURE_INVALID_MESSAGE,
  SIGNATURE_MISSING_MESSAGE,
  signatureMatches,
  CHANNEL_REPLIES,
  WEBHOOK_BAD_BODY_MESSAGE,
  WEBHOOK_NOT_CONFIGURED_MESSAGE,
  type WebhookEvent,
} from '../messaging.webhook.ts'

/** How the notification went: how many events were new, and how many were seen before. */
export interface NotificationOutcome {
  handled: number
  replayed: number
  failed: number
}

export async function handleWhatsAppNotification(
  deps: MessagingDeps,
  { rawBody, signature }: { rawBody: Buffer; signature: string | undefined },
): Promise<NotificationOutcome> {
  // access: the signature is the caller's credential
  // Without the app secret no notification can be checked: the webhook is not there (never a 5xx for input).
  if (!deps.webhook.appSecret) throw notFound(WEBHOOK_NOT_CONFIGURED_MESSAGE)
  if (!signature) throw unauthorized(SIGNATURE_MISSING_MESSAGE)
  if (!signatureMatches(deps.webhook.appSecret, rawBody, signature)) throw forbidden(SIGNATURE_INVALID_MESSAGE)
  // load
  let notification: unknown
  try {
    notification = JSON.parse(rawBody.toString('utf8'))
  } catch {
    throw new HttpError(400, WEBHOOK_BAD_BODY_MESSAGE)
  }
  const outcome: NotificationOutcome = { handled: 0, replayed: 0, failed: 0 }
  for (const event of eventsOf(notification)) {
    const key = eventKeyOf(event)
    // write: the key first (unique): a replay, even one racing this, stops here. Not in a transaction with what
    // follows, since a reply already sent cannot be taken back; a failure gives the key back for Meta's retry.
    const fromMobile = event.kind === 'status' ? null : mobileOf(event.from)
    if (!(await deps.repository.claimInbound({ key, kind: event.kind, fromMobile }))) {
      outcome.replayed++
      continue
    }
    try {
      const note = await handleEvent(deps, event)
      await deps.repository.noteInbound(key, note)
      outcome.handled++
    } catch (err) {
      deps.log.error({ err, key }, 'could not handle a WhatsApp notification; it is given back for the retry')
      await deps.repository.releaseInbound(key).catch(() => undefined)
      outcome.failed++
    }
  }
  return outcome
}

/** One event: what it did, in a few words kept with its key. */
async function handleEvent(deps: MessagingDeps, event: WebhookEvent): Promise<string> {
  if (event.kind === 'status') {
    await deps.reminders.recordDelivery({
      providerMessageId: event.id,
      status: event.status,
      ...(event.reason ? { reason: event.reason } : {}),
    })
    return `status ${event.status}`
  }
  const mobile = mobileOf(event.from)
  const to = mobile ? e164(mobile) : `+${event.from.replace(/^\+/, '')}`
  if (event.kind === 'text' && isStopWord(event.text)) {
    // rule: STOP switches WhatsApp off for every parent who verified this number
    // The language is read before the opt-out: the reply speaks as the parent chose, whatever the opt-out changes.
    const language = mobile ? await deps.repository.languageOfMobile(mobile) : 'en'
    const stopped = mobile ? await deps.repository.optOutOfWhatsApp(mobile) : 0
    await reply(deps, to, CHANNEL_REPLIES[language].stopped)
    return `stop: ${stopped} opted out`
  }
  if (event.kind === 'button') {
    const parsed = buttonAnswerOf(event.payload)
    if (!parsed) {
      const language = mobile ? await deps.repository.languageOfMobile(mobile) : 'en'
      await reply(deps, to, CHANNEL_REPLIES[language].unknownButton)
      return 'button: unreadable payload'
    }
    const { reply: text } = await deps.reminders.answerFromChannel({
      reminderId: parsed.reminderId,
      fromPhone: to,
      answer: parsed.answer,
      messageId: event.id,
    })
    await reply(deps, to, text)
    return `button: ${parsed.answer}`
  }
  return 'ignored'
}

/** A reply inside the session the parent opened; a failed reply is logged, the answer stands. */
async function reply(deps: MessagingDeps, to: string, text: string): Promise<void> {
  const sent = await deps.senders.whatsapp.sendText({ to, text })
  if (sent.status !== 'sent') deps.log.warn({ reason: sent.reason }, 'could not reply on WhatsApp')
}

/** GET /api/webhooks/whatsapp: Meta's subscription handshake; the challenge back when the token matches. */
export function verifyWhatsAppSubscription(
  deps: MessagingDeps,
  query: { mode: string; token: string; challenge: string },
): string {
  const { verifyToken } = deps.webhook
  if (!verifyToken || query.mode !== 'subscribe' || !safeEqual(query.token, verifyToken))
    throw forbidden(SIGNATURE_INVALID_MESSAGE)
  return query.challenge
}

function safeEqual(a: string, b: string): boolean {
  // Equal lengths compared without an early exit; a length difference says only that they differ.
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}
