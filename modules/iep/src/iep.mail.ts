import type { MailMessage } from '@app/platform'
import { monthName } from './iep.rules.ts'

/** What the parent's "report ready" e-mail says (docs/api/iep.md, Mail). */
export interface FeedbackMailFacts {
  to: string
  parentName: string
  childName: string
  childId: string
  doctorName: string
  therapy: string
  month: number
  year: number
  /** The portal's public address, e.g. https://portal.example.org (no trailing slash). */
  publicUrl: string
}

/** The parent's IEP report page for this child. */
export const iepReportLink = (publicUrl: string, childId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/parentdashboard/iepreports/${encodeURIComponent(childId)}`

/** The doctor has given a month's feedback: the month's report is ready for the parent. */
export function feedbackReadyMail(facts: FeedbackMailFacts): MailMessage {
  const period = `${monthName(facts.month)} ${facts.year}`
  const link = iepReportLink(facts.publicUrl, facts.childId)
  return {
    to: facts.to,
    subject: `${facts.childName}'s IEP report for ${period} is ready`,
    text: [
      `Dear ${facts.parentName || 'parent'},`,
      '',
      `${facts.doctorName || 'The doctor'} has reviewed ${facts.childName}'s ${facts.therapy} progress for ${period} and added feedback.`,
      '',
      `Read the month's report, the therapist's notes and the doctor's feedback here:`,
      link,
      '',
      'You will be asked to sign in first.',
    ].join('\n'),
  }
}
