import * as v from 'valibot'
import { requiredText } from '@app/platform/schema'

/** Ten digits, optionally after +91 or 0, with spaces, dashes or brackets allowed between them. */
const INDIAN_PHONE = /^(?:\+?91|0)?[6-9]\d{9}$/

/**
 * The contact form (POST /api/contact and the form POST to /contact). The site's form validates with
 * the same schema before it sends, so the messages match.
 */
export const ContactMessageSchema = v.object({
  name: requiredText('Full name is required', { maxLength: 120 }),
  email: v.pipe(
    requiredText('Email address is required', { maxLength: 200 }),
    v.email('Please enter a valid email address'),
  ),
  phone: v.pipe(
    requiredText('Contact number is required', { maxLength: 20 }),
    v.check(
      (value) => INDIAN_PHONE.test(value.replace(/[\s()-]/g, '')),
      'Please enter a valid 10-digit contact number',
    ),
  ),
  message: v.pipe(
    requiredText('Message is required', { maxLength: 2000, multiline: true }),
    v.minLength(10, 'Please tell us a little more (at least 10 characters)'),
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
