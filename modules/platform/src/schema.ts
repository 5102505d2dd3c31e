import * as v from 'valibot'

/**
 * A required text field: missing, non-string and blank all give the same message, the one the
 * form shows under the field (docs/product.md §7 wording). Shared by server routes and portal forms.
 */
export const requiredText = (message: string, { maxLength = 200, trim = true } = {}) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.transform((value) => (trim ? value.trim() : value)),
    v.nonEmpty(message),
    v.maxLength(maxLength, `Must be at most ${maxLength} characters`),
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
