// The WhatsApp Cloud API's webhook (docs/api/messaging.md, "Webhook"): the signature check over the raw body and
// the events read from a notification. Pure; no Express.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Language } from '@app/platform/format'

// The webhook's refusals and the replies a parent gets on WhatsApp: server-side words, never on a portal screen.
export const SIGNATURE_MISSING_MESSAGE = 'The request is not signed'
export const SIGNATURE_INVALID_MESSAGE = 'The signature does not match'
export const WEBHOOK_NOT_CONFIGURED_MESSAGE = 'WhatsApp is not configured'
export const WEBHOOK_BAD_BODY_MESSAGE = 'The notification is not JSON'
export const STOPPED_REPLY =
  'You will no longer get reminders on WhatsApp. You can switch them on again in your profile.'
export const UNKNOWN_BUTTON_REPLY = 'Sorry, we could not read that answer. Please use the links in the reminder.'
/** The same two replies in the language of the parent who verified the number (docs/i18n-glossary.md). */
export const CHANNEL_REPLIES: Record<Language, { stopped: string; unknownButton: string }> = {
  en: { stopped: STOPPED_REPLY, unknownButton: UNKNOWN_BUTTON_REPLY },
  te: {
    stopped: 'ఇకపై మీకు WhatsApp లో రిమైండర్‌లు రావు. మీ ప్రొఫైల్‌లో మళ్ళీ ఆన్ చేసుకోవచ్చు.',
    unknownButton: 'క్షమించండి, ఆ సమాధానం మాకు అర్థం కాలేదు. దయచేసి రిమైండర్‌లోని లింక్‌లు ఉపయోగించండి.',
  },
  hi: {
    stopped: 'अब आपको WhatsApp पर रिमाइंडर नहीं मिलेंगे। आप अपनी प्रोफ़ाइल में इन्हें फिर से चालू कर सकते हैं।',
    unknownButton: 'माफ़ कीजिए, हम वह जवाब समझ नहीं पाए। कृपया रिमाइंडर में दिए लिंक इस्तेमाल करें।',
  },
}
/** The answer the server gives until the reminders module is wired in (the contract of issue 29). */
export const ANSWER_REFUSED_REPLY = 'This reminder can no longer be answered'

/** Whether `header` (`sha256=<hex>`) is the HMAC-SHA256 of the raw body with the app secret; constant time. */
export function signatureMatches(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!appSecret || !header) return false
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim())
  if (!match) return false
  const expected = createHmac('sha256', appSecret).update(rawBody).digest()
  const given = Buffer.from(match[1], 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The `X-Hub-Signature-256` value for a body (what Meta sends; the tests' fake signs with it). */
export const signatureOf = (appSecret: string, rawBody: Buffer | string): string =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed'

export type WebhookEvent =
  | { kind: 'text'; id: string; from: string; text: string }
  | { kind: 'button'; id: string; from: string; payload: string }
  | { kind: 'other'; id: string; from: string }
  | { kind: 'status'; id: string; status: DeliveryStatus; reason?: string }

const DELIVERY_STATUSES: readonly string[] = ['sent', 'delivered', 'read', 'failed']

type Json = Record<string, unknown>
const asList = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => Boolean(item) && typeof item === 'object') : []
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')
const objectOf = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {})

/**
 * The messages and statuses of a notification (`{ object: 'whatsapp_business_account', entry: [{ changes: [{
 * value: { messages, statuses } }] }] }`). A template's quick reply arrives as `type: 'button'` with
 * `button.payload`; an interactive reply as `interactive.button_reply.id`. Anything unreadable is left out.
 */
export function eventsOf(notification: unknown): WebhookEvent[] {
  const events: WebhookEvent[] = []
  for (const entry of asList(objectOf(notification).entry)) {
    for (const change of asList(entry.changes)) {
      const value = objectOf(change.value)
      for (const message of asList(value.messages)) {
        const id = textOf(message.id)
        const from = textOf(message.from)
        if (!id || !from) continue
        const type = textOf(message.type)
        if (type === 'text') events.push({ kind: 'text', id, from, text: textOf(objectOf(message.text).body) })
        else if (type === 'button')
          events.push({ kind: 'button', id, from, payload: textOf(objectOf(message.button).payload) })
        else if (type === 'interactive') {
          const reply = objectOf(objectOf(message.interactive).button_reply)
          events.push({ kind: 'button', id, from, payload: textOf(reply.id) })
        } else events.push({ kind: 'other', id, from })
      }
      for (const status of asList(value.statuses)) {
        const id = textOf(status.id)
        const state = textOf(status.status)
        if (!id || !DELIVERY_STATUSES.includes(state)) continue
        const error = asList(status.errors)[0]
        const reason = error
          ? `${textOf(String(error.code ?? ''))} ${textOf(error.title ?? error.message)}`.trim()
          : undefined
        events.push({ kind: 'status', id, status: state as DeliveryStatus, ...(reason ? { reason } : {}) })
      }
    }
  }
  return events
}

/** The key under which an event is handled once: a message by its id, a status by its message id and state. */
export const eventKeyOf = (event: WebhookEvent): string =>
  event.kind === 'status' ? `status:${event.id}:${event.status}` : `message:${event.id}`
