import * as v from 'valibot'
import { requiredText } from '@app/platform/schema'

/** Ten digits, optionally after +91 or 0, with spaces, dashes or brackets allowed between them. */
const INDIAN_PHONE = /^(?:\+?91|0)?[6-9]\d{9}$/

/** The field messages, named so the site can show each in the page's language (site/src/i18n/server-messages.ts). */
export const CONTACT_FIELD_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Contact number is required',
  phoneInvalid: 'Please enter a valid 10-digit contact number',
  messageRequired: 'Message is required',
  messageShort: 'Please tell us a little more (at least 10 characters)',
} as const

/**
 * The contact form (POST /api/contact and the form POST to /contact). The site's form validates with
 * the same schema before it sends, so the messages match.
 */
export const ContactMessageSchema = v.object({
  name: requiredText(CONTACT_FIELD_MESSAGES.nameRequired, { maxLength: 120 }),
  email: v.pipe(
    requiredText(CONTACT_FIELD_MESSAGES.emailRequired, { maxLength: 200 }),
    v.email(CONTACT_FIELD_MESSAGES.emailInvalid),
  ),
  phone: v.pipe(
    requiredText(CONTACT_FIELD_MESSAGES.phoneRequired, { maxLength: 20 }),
    v.check((value) => INDIAN_PHONE.test(value.replace(/[\s()-]/g, '')), CONTACT_FIELD_MESSAGES.phoneInvalid),
  ),
  message: v.pipe(
    requiredText(CONTACT_FIELD_MESSAGES.messageRequired, { maxLength: 2000, multiline: true }),
    v.minLength(10, CONTACT_FIELD_MESSAGES.messageShort),
  ),
})

export type ContactMessageInput = v.InferOutput<typeof ContactMessageSchema>

export type ContactFieldName = keyof ContactMessageInput

/** Field messages for the form, first problem per field; empty when the input is valid. */
export function contactFieldErrors(input: unknown): Partial<Record<ContactFieldName, string>> {
  const result = v.safeParse(ContactMessageSchema, input ?? {})
  if (result.success) return {}
  const errors: Partial<Record<ContactFieldName, string>> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as ContactFieldName | null
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}

export const CONTACT_MESSAGES = {
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
  invalid: 'Please correct the highlighted fields.',
  limited: 'You have sent several messages in a short time. Please wait a few minutes, or call us.',
  failed: 'Sorry, your message could not be sent. Please try again, or call us.',
} as const
