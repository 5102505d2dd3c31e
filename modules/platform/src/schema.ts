import * as v from 'valibot'
import { LANGUAGES } from './format.ts'

// Browser-safe (valibot only): the portal's and the site's forms build their fields from these too.

/** The message under a text field that holds a control character (NUL, escape, a C1 code...). */
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters'

// C0 and C1 control characters and DEL. PostgreSQL cannot store NUL in text at all, and none of them is
// something a person types into a form field. Matching them is the point of these patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/
// Multi-line fields (concerns, messages, addresses) keep line breaks and tabs.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/**
 * Whether text holds a control character; with `multiline`, line feeds, carriage returns and tabs are
 * allowed. The last-line guard of the /api router (platform http) uses the multi-line rule on every string.
 */
export const hasControlCharacters = (value: string, { multiline = false } = {}): boolean =>
  (multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value)

/** A valibot check refusing control characters (multi-line text keeps \n, \r and \t). */
export const noControlCharacters = (message = CONTROL_CHARACTERS_MESSAGE, { multiline = false } = {}) =>
  v.check((value: string) => !hasControlCharacters(value, { multiline }), message)

interface TextOptions {
  maxLength?: number
  /** Trim surrounding white space (not for passwords, taken exactly as typed). */
  trim?: boolean
  /** Concerns, messages, addresses: line breaks and tabs are allowed. */
  multiline?: boolean
}

/**
 * A required text field: missing, non-string and blank all give the same message, the one the
 * form shows under the field (docs/product.md §7 wording). Shared by server routes and portal forms.
 * Control characters are refused (docs/api/README.md, "Text").
 */
export const requiredText = (message: string, { maxLength = 200, trim = true, multiline = false }: TextOptions = {}) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.transform((value) => (trim ? value.trim() : value)),
    v.nonEmpty(message),
    v.maxLength(maxLength, `Must be at most ${maxLength} characters`),
    noControlCharacters(CONTROL_CHARACTERS_MESSAGE, { multiline }),
  )

/**
 * An optional text field: missing is '', anything but text is `typeMessage`, and the same length and
 * control-character rules as `requiredText`.
 */
export const optionalText = ({
  maxLength = 200,
  trim = true,
  multiline = false,
  typeMessage,
}: TextOptions & { typeMessage?: string } = {}) =>
  v.optional(
    v.pipe(
      v.string(typeMessage),
      v.transform((value) => (trim ? value.trim() : value)),
      v.maxLength(maxLength, `Must be at most ${maxLength} characters`),
      noControlCharacters(CONTROL_CHARACTERS_MESSAGE, { multiline }),
    ),
    '',
  )

/** Ten digits, the way an Indian mobile number is written without its country code. */
const TEN_DIGITS = /^\d{10}$/

// A pragmatic address check: something@something.tld, no spaces. Deliverability is proven by the OTP.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An e-mail address: trimmed and lower-cased, since addresses compare in any letter case. */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(requiredText(requiredMessage, { maxLength: 254 }), v.regex(EMAIL_PATTERN, invalidMessage), v.toLowerCase())

export const phoneField = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(requiredText(requiredMessage, { maxLength: 20 }), v.regex(TEN_DIGITS, invalidMessage))

/** The answer to a language no mail can be written in. */
export const LANGUAGE_MESSAGE = 'Please choose a language we can write in'

/**
 * The language the page speaks, sent with a request whose e-mail goes to someone not signed in (a registration
 * code, a reset link, an enquiry's code): the mail is written in it; English when left out (decision 061).
 */
export const languageField = () => v.optional(v.picklist(LANGUAGES, LANGUAGE_MESSAGE), 'en')

/** `?language=te`: the language a public read of CMS words is asked in (English when left out). */
export const LanguageQuerySchema = v.object({ language: languageField() })
