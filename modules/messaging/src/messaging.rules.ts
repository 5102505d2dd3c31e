// The pure rules of reminder channels (docs/api/messaging.md): who can be reached on what, the phone code's
// clock, and what a WhatsApp reply means.
import type { Language, PhoneChannel, PreferencesInput } from './messaging.schema.ts'

/** A code is good for five minutes and five tries; one a minute, five an hour per parent (docs/product.md §5.7). */
export const PHONE_CODE_TTL_MS = 5 * 60 * 1000
export const PHONE_CODE_MAX_TRIES = 5
export const PHONE_CODE_RESEND_AFTER_MS = 60 * 1000
export const PHONE_CODE_MAX_SENDS_PER_HOUR = 5

/** What the reminders module reads of a parent (the contract's ParentReach). */
export interface ParentReach {
  email: boolean
  whatsapp: boolean
  sms: boolean
  /** E.164 (+91...), only when verified. */
  phone: string | null
  language: Language
}

/** The stored choices a reach is worked out from. */
export interface StoredChoices {
  email: boolean
  whatsapp: boolean
  sms: boolean
  language: Language
  verifiedMobile: string | null
}

/** An Indian 10-digit mobile number as E.164. */
export const e164 = (mobile: string): string => `+91${mobile}`

/** The 10-digit number of a WhatsApp id or E.164 number of India ("919876543210", "+919876543210"). */
export function mobileOf(international: string): string | null {
  const digits = international.replace(/\D/g, '')
  if (/^91\d{10}$/.test(digits)) return digits.slice(2)
  if (/^\d{10}$/.test(digits)) return digits
  return null
}

/** The number was verified with a code and is still the account's number. */
export const isMobileVerified = (verifiedMobile: string | null, mobile: string | null): boolean =>
  Boolean(verifiedMobile && mobile && verifiedMobile === mobile)

/**
 * A channel counts only when the parent opted in AND (WhatsApp, SMS) the account's number is the verified one
 * AND the channel's sender is configured (the contract between @app/messaging and @app/reminders).
 */
export function reachOf(
  choices: StoredChoices,
  mobile: string | null,
  configured: Record<PhoneChannel, boolean>,
): ParentReach {
  const verified = isMobileVerified(choices.verifiedMobile, mobile)
  return {
    email: choices.email,
    whatsapp: choices.whatsapp && verified && configured.whatsapp,
    sms: choices.sms && verified && configured.sms,
    phone: verified && mobile ? e164(mobile) : null,
    language: choices.language,
  }
}

/** The phone channels a save turns on that need a verified number the parent does not have (none: allowed). */
export function unverifiedPhoneChannels(input: PreferencesInput, verified: boolean): PhoneChannel[] {
  if (verified) return []
  return (['whatsapp', 'sms'] as const).filter((channel) => input.channels[channel])
}

/** Whether a save changes the channels (and so records the consent again). */
export const channelsChanged = (before: StoredChoices | null, input: PreferencesInput): boolean =>
  !before ||
  before.email !== input.channels.email ||
  before.whatsapp !== input.channels.whatsapp ||
  before.sms !== input.channels.sms

/** Where a pending code stands when a parent types one. */
export type CodeState = 'none' | 'expired' | 'used-up' | 'open'
export function codeStateOf(
  code: { hash: string | null; expiresAt: string | null; tries: number },
  now: Date,
): CodeState {
  if (!code.hash || !code.expiresAt) return 'none'
  if (code.tries >= PHONE_CODE_MAX_TRIES) return 'used-up'
  if (now.getTime() > Date.parse(code.expiresAt)) return 'expired'
  return 'open'
}

export type ChannelAnswer = 'confirm' | 'cancel' | 'reschedule'

/** A quick-reply button's payload: `CONFIRM:<reminderId>`, `CANCEL:<reminderId>`, `RESCHEDULE:<reminderId>`. */
export function buttonAnswerOf(payload: string): { answer: ChannelAnswer; reminderId: string } | null {
  const match = /^(CONFIRM|CANCEL|RESCHEDULE):([A-Za-z0-9_-]{1,64})$/.exec(payload.trim())
  if (!match) return null
  return { answer: match[1].toLowerCase() as ChannelAnswer, reminderId: match[2] }
}

export const buttonPayload = (answer: ChannelAnswer, reminderId: string) => `${answer.toUpperCase()}:${reminderId}`

/** "STOP" (any letter case, spaces or a full stop around it) opts the sender out of WhatsApp. */
export const isStopWord = (text: string): boolean => /^\s*(stop|unsubscribe)\s*[.!]?\s*$/i.test(text)
