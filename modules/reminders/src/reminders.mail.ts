import type { MailMessage } from '@app/platform'
import { formatDay } from '@app/platform/format'
import type { ReminderMessage } from './reminders.deps.ts'

// The reminder as an e-mail (docs/api/reminders.md, "What a reminder says"), a pure function of the message every
// channel is given.

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' })

const MAIL_REFERENCE = 'reminder:'

/**
 * The name a reminder's mail carries through the outbox; stored as the reminder's provider message id, so the
 * outbox's delivery marks it delivered the way a WhatsApp status does.
 */
export const mailReferenceOf = (reminderId: string) => `${MAIL_REFERENCE}${reminderId}`

/** Whether a delivered mail's reference names a reminder. */
export const isReminderMailReference = (reference: string | undefined): reference is string =>
  Boolean(reference?.startsWith(MAIL_REFERENCE))

/** "Tue 1 Dec 2026, 10:00 AM": a clinic day and slot as a parent reads them. */
export function whenTextOf(appointmentDate: string, appointmentTime: string): string {
  const day = new Date(`${appointmentDate}T00:00:00Z`)
  return `${weekday.format(day)} ${formatDay(appointmentDate)}, ${appointmentTime}`
}

export function reminderMail(message: ReminderMessage & { email: string }, reference?: string): MailMessage {
  return {
    reference,
    to: message.email,
    subject: `Reminder: ${message.childName}'s appointment on ${message.whenText}`,
    text: [
      `Dear ${message.parentName},`,
      '',
      `This is a reminder of ${message.childName}'s appointment with ${message.doctorName} at ${message.centreName} on ${message.whenText}.`,
      `The centre's phone: ${message.centrePhone}`,
      '',
      `Confirm that you will come: ${message.links.confirm}`,
      `Choose another time: ${message.links.reschedule}`,
      `Cancel: ${message.links.cancel}`,
      message.refundText,
      '',
      'Each link opens a page where you confirm your choice; the links work until the appointment begins.',
      '',
      `Reminder reference: ${message.reminderId}`,
    ].join('\n'),
  }
}
