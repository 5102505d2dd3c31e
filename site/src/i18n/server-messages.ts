// The sentences the server (and the schemas it shares with the site's forms) answers in: English, by design
// (decision 018). The site shows each in the page's language through its catalogue's `server.*` entry, found by
// the sentence itself; a sentence not listed here shows as the server wrote it.
import { CONTACT_FIELD_MESSAGES } from '@app/contact/schema'
import * as enquiry from '@app/enquiries/schema'
import type { MessageId } from './en.ts'
import type { Translate } from './translate.ts'

/** Each known sentence and its id: the catalogue's English for the id is this very sentence (its test says so). */
export const SERVER_SENTENCES: ReadonlyArray<readonly [string, MessageId]> = [
  [CONTACT_FIELD_MESSAGES.nameRequired, 'server.contact.nameRequired'],
  [CONTACT_FIELD_MESSAGES.emailRequired, 'server.contact.emailRequired'],
  [CONTACT_FIELD_MESSAGES.emailInvalid, 'server.emailInvalid'],
  [CONTACT_FIELD_MESSAGES.phoneRequired, 'server.contact.phoneRequired'],
  [CONTACT_FIELD_MESSAGES.phoneInvalid, 'server.contact.phoneInvalid'],
  [CONTACT_FIELD_MESSAGES.messageRequired, 'server.contact.messageRequired'],
  [CONTACT_FIELD_MESSAGES.messageShort, 'server.contact.messageShort'],
  [enquiry.CHILD_NAME_REQUIRED_MESSAGE, 'server.enquiry.childNameRequired'],
  [enquiry.CHILD_AGE_REQUIRED_MESSAGE, 'server.enquiry.childAgeRequired'],
  [enquiry.CHILD_AGE_RANGE_MESSAGE, 'server.enquiry.childAgeRange'],
  [enquiry.CHILD_GENDER_REQUIRED_MESSAGE, 'server.enquiry.genderRequired'],
  [enquiry.PARENT_NAME_REQUIRED_MESSAGE, 'server.enquiry.parentNameRequired'],
  [enquiry.PARENT_EMAIL_REQUIRED_MESSAGE, 'server.enquiry.emailRequired'],
  [enquiry.PARENT_EMAIL_INVALID_MESSAGE, 'server.emailInvalid'],
  [enquiry.PARENT_PHONE_REQUIRED_MESSAGE, 'server.enquiry.phoneRequired'],
  [enquiry.PARENT_PHONE_INVALID_MESSAGE, 'server.enquiry.phoneInvalid'],
  [enquiry.CENTRE_REQUIRED_MESSAGE, 'server.enquiry.centreRequired'],
  [enquiry.CENTRE_UNKNOWN_MESSAGE, 'server.enquiry.centreUnknown'],
  [enquiry.ANSWER_REQUIRED_MESSAGE, 'server.enquiry.answerRequired'],
  [enquiry.ANSWERS_REQUIRED_MESSAGE, 'server.enquiry.answerEvery'],
  [enquiry.CONSENT_REQUIRED_MESSAGE, 'server.enquiry.consentRequired'],
  [enquiry.CONSENT_OUTDATED_MESSAGE, 'server.enquiry.consentChanged'],
  [enquiry.VIDEO_CONSENT_REQUIRED_MESSAGE, 'server.enquiry.videoConsentRequired'],
  [enquiry.OTP_REQUIRED_MESSAGE, 'server.enquiry.codeRequired'],
  [enquiry.OTP_FORMAT_MESSAGE, 'server.enquiry.codeSixDigits'],
  [enquiry.CODE_SENT_MESSAGE, 'server.enquiry.codeSent'],
  [enquiry.INVALID_CODE_MESSAGE, 'server.enquiry.codeInvalid'],
  [enquiry.CODE_EXPIRED_MESSAGE, 'server.enquiry.codeExpired'],
  [enquiry.CODE_USED_MESSAGE, 'server.enquiry.codeUsed'],
  [enquiry.CODE_TOO_MANY_ATTEMPTS_MESSAGE, 'server.enquiry.codeTooManyAttempts'],
  [enquiry.CODE_SEND_FAILED_MESSAGE, 'server.enquiry.codeNotSent'],
  [enquiry.ENQUIRY_SUBMITTED_MESSAGE, 'server.enquiry.submitted'],
  [enquiry.ENQUIRY_NOT_FOUND_MESSAGE, 'server.enquiry.notFound'],
  [enquiry.NOT_A_VIDEO_MESSAGE, 'server.video.notAVideo'],
  [enquiry.VIDEO_TOO_LARGE_MESSAGE, 'server.video.tooLarge'],
]

/** Sentences with a number in them: the pattern of the English, the id, and the placeholder the number fills. */
const NUMBERED_SENTENCES: ReadonlyArray<{ pattern: RegExp; id: MessageId; name: string }> = [
  { pattern: patternOf(enquiry.answerRequiredMessage(0), '0'), id: 'server.enquiry.answerQuestion', name: 'number' },
  { pattern: /^Must be at most (\d+) characters$/, id: 'server.maxLength', name: 'max' },
]

function patternOf(example: string, value: string): RegExp {
  const [before, after] = example.split(value).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${before}(\\d+)${after}$`)
}

const byEnglish = new Map(SERVER_SENTENCES)

/** A sentence of the server or a shared schema in the page's language. */
export function localizeServerMessage(t: Translate, message: string): string {
  const id = byEnglish.get(message)
  if (id) return t(id)
  for (const { pattern, id: numberedId, name } of NUMBERED_SENTENCES) {
    const match = pattern.exec(message)
    if (match) return t(numberedId, { [name]: Number(match[1]) })
  }
  return message
}

/** Every field message of a form, in the page's language. */
export function localizeFieldErrors<T extends Partial<Record<string, string>>>(t: Translate, errors: T): T {
  const localized: Partial<Record<string, string>> = {}
  for (const [field, message] of Object.entries(errors)) {
    localized[field] = typeof message === 'string' ? localizeServerMessage(t, message) : message
  }
  return localized as T
}
