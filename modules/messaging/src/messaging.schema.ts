// The parent's reminder channels, language and mobile-number verification (docs/api/messaging.md,
// docs/product.md §4.20): the request schemas the server parses with and the portal's forms validate with, the
// answers' shapes and every message a screen shows or compares. Browser-safe: valibot and types only.
import * as v from 'valibot'
import { LANGUAGES, type Language } from '@app/platform/format'
import { LANGUAGE_MESSAGE } from '@app/platform/schema'

export const CHANNELS = ['email', 'whatsapp', 'sms'] as const
export type Channel = (typeof CHANNELS)[number]
/** The channels whose messages go to the mobile number, which must be verified first. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const
export type PhoneChannel = (typeof PHONE_CHANNELS)[number]

/** Every language a parent may choose for the portal, their mails and their reminders (decision 061). */
export { LANGUAGES, LANGUAGE_MESSAGE, type Language }
export const SELECTABLE_LANGUAGES = LANGUAGES

/**
 * The words the parent agrees to when saving the channels; stored with the time of the save. A change to the
 * wording is a new text stored with the next save; the old ones stay with the records that agreed to them.
 */
export const CONSENT_WORDING =
  'I agree to receive appointment reminders from the centre on the channels I have chosen. I can reply STOP on WhatsApp or change this in my profile at any time.'

export const PARENTS_ONLY_MESSAGE = 'Only parents choose how they are reminded'
export const CHANNEL_CHOICE_MESSAGE = 'Please choose yes or no for each channel'
export const PHONE_NOT_VERIFIED_MESSAGE = 'Please verify your mobile number before choosing WhatsApp or SMS'
export const NO_MOBILE_MESSAGE = 'Please add your mobile number to your profile first'
/** How the screens and messages name the phone channels (a product's name, never translated). */
export const CHANNEL_NAMES: Record<PhoneChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' }
export const CHANNEL_UNAVAILABLE_MESSAGE = (channel: PhoneChannel) =>
  `Reminders on ${CHANNEL_NAMES[channel]} are not available yet`
export const PHONE_CHANNEL_MESSAGE = 'Please choose WhatsApp or SMS'
export const CODE_FORMAT_MESSAGE = 'Please enter the 6-digit code'
export const CODE_WRONG_MESSAGE = 'The code is not correct'
export const CODE_EXPIRED_MESSAGE = 'The code has expired. Please ask for a new one'
export const CODE_NOT_SENT_MESSAGE = 'Please ask for a code first'
export const CODE_TOO_MANY_TRIES_MESSAGE = 'Too many wrong codes. Please ask for a new one'
export const CODE_RESEND_WAIT_MESSAGE = (wait: string) => `Please wait ${wait} before asking for another code`
export const CODE_SEND_FAILED_MESSAGE = 'We could not send the code just now. Please try again in a few minutes'
export const MOBILE_CHANGED_MESSAGE = 'Your mobile number has changed. Please ask for a new code'
export const PREFERENCES_SAVED_MESSAGE = 'Your reminder choices are saved'
export const LANGUAGE_SAVED_MESSAGE = 'Your language is saved'
export const PHONE_VERIFIED_MESSAGE = 'Your mobile number is verified'
export const CODE_SENT_MESSAGE = (channel: PhoneChannel, maskedPhone: string) =>
  `We sent a 6-digit code to ${maskedPhone} on ${CHANNEL_NAMES[channel]}`

const choice = v.boolean(CHANNEL_CHOICE_MESSAGE)

/** PUT /api/parents/preferences. */
export const PreferencesSchema = v.object({
  channels: v.object({ email: choice, whatsapp: choice, sms: choice }, CHANNEL_CHOICE_MESSAGE),
  language: v.picklist(SELECTABLE_LANGUAGES, LANGUAGE_MESSAGE),
})
export type PreferencesInput = v.InferOutput<typeof PreferencesSchema>

/** PUT /api/parents/preferences/language: the portal's language switcher, for a signed-in parent. */
export const LanguageSchema = v.object({ language: v.picklist(SELECTABLE_LANGUAGES, LANGUAGE_MESSAGE) })
export type LanguageInput = v.InferOutput<typeof LanguageSchema>

/** POST /api/parents/phone-verification: send a code on this channel. */
export const SendPhoneCodeSchema = v.object({ channel: v.picklist(PHONE_CHANNELS, PHONE_CHANNEL_MESSAGE) })
export type SendPhoneCodeInput = v.InferOutput<typeof SendPhoneCodeSchema>

/** PUT /api/parents/phone-verification: the code the parent received. */
export const CheckPhoneCodeSchema = v.object({
  code: v.pipe(v.string(CODE_FORMAT_MESSAGE), v.trim(), v.regex(/^\d{6}$/, CODE_FORMAT_MESSAGE)),
})
export type CheckPhoneCodeInput = v.InferOutput<typeof CheckPhoneCodeSchema>

/** GET|PUT /api/parents/preferences answer. */
export interface PreferencesDto {
  channels: Record<Channel, boolean>
  language: Language
  /** The account's mobile number (10 digits), or null when it has none. */
  mobile: string | null
  /** Whether that number is the one verified with a code. */
  mobileVerified: boolean
  /** The phone channels the centre has set up (a channel without its provider cannot be chosen). */
  available: Record<PhoneChannel, boolean>
  /** The wording agreed to and when, or null before the first save. */
  consent: { wording: string; at: string } | null
}

/** POST /api/parents/phone-verification answer. */
export interface CodeSentDto {
  message: string
  channel: PhoneChannel
  expiresAt: string
}

/** "+91 ••••••3210": the number a code went to, as the screen shows it. */
export const maskedMobile = (mobile: string): string => `+91 ••••••${mobile.slice(-4)}`
