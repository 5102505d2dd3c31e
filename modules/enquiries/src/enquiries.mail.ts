// The e-mails the enquiries send, as pure functions (docs/modules.md §10).
import { formatDay } from '@app/platform/format'

export function codeMail(code: string, programme: string) {
  return {
    subject: `Your code for the ${programme} enquiry`,
    text: [
      `Your code is ${code}.`,
      '',
      'Enter it on the enquiry form to send your enquiry to the centre. It is valid for 5 minutes and can be used once.',
      'If you did not fill in an enquiry, you can ignore this e-mail: nothing will be sent.',
    ].join('\n'),
  }
}

export function confirmationMail({
  programme,
  referenceId,
  childName,
  centreName,
  enquiryDate,
  videoLink,
}: {
  programme: string
  referenceId: string
  childName: string
  centreName: string
  enquiryDate: string
  /** Where to send or finish the video, when it has not arrived. */
  videoLink: string | null
}) {
  const lines = [
    `Thank you for your enquiry about ${childName} for the ${programme}.`,
    '',
    `Your reference is ${referenceId}. Please keep it for when the centre calls you.`,
    `Centre: ${centreName}`,
    `Date: ${formatDay(enquiryDate)}`,
    '',
    'Someone from the centre will contact you within one working day.',
  ]
  if (videoLink) {
    lines.push(
      '',
      'We have not received the video of your child yet. If the upload did not finish, you can send it from this link within 3 days:',
      videoLink,
    )
  }
  return { subject: `Your enquiry ${referenceId}`, text: lines.join('\n') }
}
