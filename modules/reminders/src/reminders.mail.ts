import type { MailMessage } from '@app/platform'
import { formatDay, INTL_OF, keptDateFormats, ofLanguage } from '@app/platform/format'
import { refundMessage } from '@app/appointments/schema'
import { slotTimeIn } from '@app/appointments/slots'
import type { Language, ReminderMessage } from './reminders.deps.ts'

// The reminder as an e-mail (docs/api/reminders.md, "What a reminder says"), a pure function of the message every
// channel is given, in the language the parent chose (English, Telugu or Hindi; docs/i18n-glossary.md).

const weekdayIn = keptDateFormats({ weekday: 'short', timeZone: 'UTC' })

const MAIL_REFERENCE = 'reminder:'

/**
 * The name a reminder's mail carries through the outbox; stored as the reminder's provider message id, so the
 * outbox's delivery marks it delivered the way a WhatsApp status does.
 */
export const mailReferenceOf = (reminderId: string) => `${MAIL_REFERENCE}${reminderId}`

/** Whether a delivered mail's reference names a reminder. */
export const isReminderMailReference = (reference: string | undefined): reference is string =>
  Boolean(reference?.startsWith(MAIL_REFERENCE))

/** "Tue 1 Dec 2026, 10:30 AM" ("मंगल 1 दिस॰ 2026, 10:30 am"): a clinic day and slot as a parent reads them. */
export function whenTextOf(appointmentDate: string, appointmentTime: string, language: Language = 'en'): string {
  const day = new Date(`${appointmentDate}T00:00:00Z`)
  const intl = INTL_OF[language]
  return `${weekdayIn(intl).format(day)} ${formatDay(appointmentDate, intl)}, ${slotTimeIn(appointmentTime, language)}`
}

/** What cancelling now would give back (the appointments module's sentence), or that it is too late online. */
export function refundTextOf(
  refund: { amount: number; fee: number; allowed: boolean },
  language: Language = 'en',
): string {
  const { allowed, tooLate } = {
    en: { allowed: 'If you cancel now:', tooLate: 'It is too late to cancel online; please call the centre.' },
    te: {
      allowed: 'ఇప్పుడు రద్దు చేస్తే',
      tooLate: 'ఆన్‌లైన్‌లో రద్దు చేసే సమయం దాటిపోయింది; దయచేసి కేంద్రానికి ఫోన్ చేయండి.',
    },
    hi: {
      allowed: 'अभी रद्द करने पर',
      tooLate: 'ऑनलाइन रद्द करने का समय निकल गया है; कृपया केंद्र को फ़ोन करें।',
    },
  }[language]
  return refund.allowed ? `${allowed} ${refundMessage(refund.amount, refund.fee, language)}` : tooLate
}

type MailWords = (m: ReminderMessage) => { subject: string; dear: string; lines: string[]; linksNote: string }

/** The mail's words per language: written as the centres say it, not word for word (docs/i18n-glossary.md). */
const WORDS: Record<Language, MailWords> = {
  en: (m) => ({
    subject: `Reminder: ${m.childName}'s appointment on ${m.whenText}`,
    dear: `Dear ${m.parentName},`,
    lines: [
      `This is a reminder of ${m.childName}'s appointment with ${m.doctorName} at ${m.centreName} on ${m.whenText}.`,
      `The centre's phone: ${m.centrePhone}`,
      '',
      `Confirm that you will come: ${m.links.confirm}`,
      `Choose another time: ${m.links.reschedule}`,
      `Cancel: ${m.links.cancel}`,
    ],
    linksNote: 'Each link opens a page where you confirm your choice; the links work until the appointment begins.',
  }),
  te: (m) => ({
    subject: `రిమైండర్: ${m.childName} అపాయింట్‌మెంట్ ${m.whenText}`,
    dear: `ప్రియమైన ${m.parentName} గారు,`,
    lines: [
      `${m.childName} కి ${m.whenText} న ${m.centreName} లో ${m.doctorName} తో అపాయింట్‌మెంట్ ఉందని గుర్తు చేస్తున్నాం.`,
      `కేంద్రం ఫోన్: ${m.centrePhone}`,
      '',
      `మీరు వస్తున్నారని నిర్ధారించండి: ${m.links.confirm}`,
      `వేరే సమయం ఎంచుకోండి: ${m.links.reschedule}`,
      `రద్దు చేయండి: ${m.links.cancel}`,
    ],
    linksNote: 'ప్రతి లింక్ ఒక పేజీని తెరుస్తుంది, అక్కడ మీ ఎంపికను నిర్ధారించండి; అపాయింట్‌మెంట్ మొదలయ్యే వరకు లింక్‌లు పనిచేస్తాయి.',
  }),
  hi: (m) => ({
    subject: `रिमाइंडर: ${m.childName} का अपॉइंटमेंट ${m.whenText}`,
    dear: `प्रिय ${m.parentName} जी,`,
    lines: [
      `याद दिला दें कि ${m.childName} का अपॉइंटमेंट ${m.whenText} को ${m.centreName} में ${m.doctorName} के साथ है।`,
      `केंद्र का फ़ोन: ${m.centrePhone}`,
      '',
      `आने की पुष्टि करें: ${m.links.confirm}`,
      `दूसरा समय चुनें: ${m.links.reschedule}`,
      `रद्द करें: ${m.links.cancel}`,
    ],
    linksNote: 'हर लिंक एक पेज खोलता है जहाँ आप अपनी पसंद की पुष्टि करते हैं; लिंक अपॉइंटमेंट शुरू होने तक काम करते हैं।',
  }),
}

export function reminderMail(message: ReminderMessage & { email: string }, reference?: string): MailMessage {
  const words = ofLanguage(WORDS, message.language)(message)
  return {
    reference,
    to: message.email,
    subject: words.subject,
    text: [
      words.dear,
      '',
      ...words.lines,
      message.refundText,
      '',
      words.linksNote,
      '',
      // The same line in every language: the centre's staff and the tests find a reminder's mail by it.
      `Reminder reference: ${message.reminderId}`,
    ].join('\n'),
  }
}
