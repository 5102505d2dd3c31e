import type { Logger, Mailer, MailMessage } from '@app/platform'
import { formatDay, INTL_OF, type Language, ofLanguage } from '@app/platform/format'
import {
  refundMessage,
  type AppointmentDto,
  type AppointmentPlace,
  type CancellationRefund,
  type ConsultationType,
} from './appointments.schema.ts'
import { CLINIC_TIME_ZONE } from '@app/platform/clinic-time'
import { slotMinutes, slotTimeIn } from './slots.ts'

/** How long an appointment lasts in the calendar invitation. */
export const APPOINTMENT_MINUTES = 30

const pad = (n: number) => String(n).padStart(2, '0')

/** "20261122T140000": a local date-time in the clinic's zone (with TZID). */
function localStamp(date: string, minutes: number): string {
  return `${date.replaceAll('-', '')}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`
}

const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** RFC 5545 text escaping. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/([,;])/g, '\\$1')

/**
 * Folds a content line longer than 75 octets, as RFC 5545 §3.1 asks: every physical line, the leading space of a
 * continuation included, is at most 75 octets, and a character (a Telugu letter is three octets in UTF-8) is
 * never split.
 */
export function fold(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  let limit = 75
  for (const character of line) {
    const size = Buffer.byteLength(character)
    if (octets + size > limit) {
      lines.push(current)
      current = ''
      octets = 0
      limit = 74 // the continuation's leading space is the 75th
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n ')
}

/** Who sends the invitations: the From address of the server's mail (MAIL_FROM, "Name <address>"). */
export interface Organizer {
  name: string
  email: string
}

/** "Child Development Centres <office@example.org>" → its name and address (a bare address names itself). */
export function organizerOf(from: string): Organizer {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  if (match) return { name: match[1].trim() || match[2].trim(), email: match[2].trim() }
  return { name: from.trim(), email: from.trim() }
}

// A parameter value (CN=...) is quoted; a quote cannot appear inside one (RFC 5545 section 3.2).
const quotedParam = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`

/**
 * The invitation for an approved appointment: 30 minutes from its slot, clinic time (Asia/Kolkata),
 * sent by the centres (ORGANIZER) to the parent (ATTENDEE), as calendar clients expect of a REQUEST.
 * One UID for the appointment's whole life; SEQUENCE is the appointment's `inviteSequence`, raised by every
 * move and cancellation, so the parent's calendar replaces its copy (a REQUEST) or removes it (a CANCEL).
 */
export function appointmentInvite(
  appointment: AppointmentDto,
  now: Date,
  organizer: Organizer,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
  language: MailLanguage = 'en',
): string {
  const start = slotMinutes(appointment.appointmentTime)
  const { invite } = wordsOf(language)
  const centre = appointment.centreId?.name ?? invite.theCentre
  const doctor = appointment.doctorId?.name ?? invite.theDoctor
  const type = consultationNameIn(appointment.consultationType, language)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Child Development Centres//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${CLINIC_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:appointment-${appointment._id}@child-development-centres`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${CLINIC_TIME_ZONE}:${localStamp(appointment.appointmentDate, start)}`,
    `DTEND;TZID=${CLINIC_TIME_ZONE}:${localStamp(appointment.appointmentDate, start + APPOINTMENT_MINUTES)}`,
    `SUMMARY:${escapeText(invite.summary(type, appointment.childId.name))}`,
    `LOCATION:${escapeText(centre)}`,
    `DESCRIPTION:${escapeText(invite.description(type, doctor, centre))}`,
    `ORGANIZER;CN=${quotedParam(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;CN=${quotedParam(appointment.parentName)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${appointment.email}`,
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    `SEQUENCE:${appointment.inviteSequence}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** The languages a parent may read their mails in (the messaging module keeps each parent's choice). */
export type MailLanguage = Language

/**
 * Every sentence of the appointment mails, per language: written as the centres say it to parents, not word for
 * word (docs/i18n-glossary.md). Names, dates and times (through Intl in that language) are filled in. The
 * consultation types are the stored (English) values' names, the same words as the portal's catalogue
 * (`common.consultationType.*`; appointments.mail.test.ts compares them).
 */
const WORDS = {
  en: {
    dear: (name: string) => `Dear ${name},`,
    when: (day: string, time: string) => `${day} at ${time}`,
    place: (day: string, time: string, doctor: string | null) => `${day} at ${time}${doctor ? ` with ${doctor}` : ''}`,
    details: ['Child', 'Date and time', 'Doctor', 'Centre', 'Consultation'],
    consultationTypes: {
      'New Consultation': 'New Consultation',
      'Assessment (IQ)': 'Assessment (IQ)',
      'For IB board Assessment (IQ)': 'For IB board Assessment (IQ)',
    } satisfies Record<ConsultationType, string>,
    invite: {
      summary: (type: string, child: string) => `${type} for ${child}`,
      description: (type: string, doctor: string, centre: string) => `${type} with ${doctor} at ${centre}.`,
      theCentre: 'the centre',
      theDoctor: 'the doctor',
    },
    received: {
      subject: 'We have received your appointment request',
      body: 'Thank you for booking an appointment. Your request is pending: the centre will confirm it shortly, and we will e-mail you when it does.',
    },
    approved: {
      subject: 'Your appointment is confirmed',
      body: 'Your appointment is confirmed. The calendar invitation is attached.',
    },
    rejected: {
      subject: 'Your appointment request could not be accepted',
      body: 'We are sorry: the centre could not accept your appointment request for this time. Please book another slot, or call the centre.',
    },
    reason: (reason: string) => `The centre's reason: ${reason}`,
    moved: {
      subject: 'Your appointment has been moved',
      byCentre: (child: string, to: string) => `The centre has moved ${child}'s appointment to ${to}.`,
      byParent: (child: string, to: string) => `As you asked, ${child}'s appointment has been moved to ${to}.`,
      was: (from: string) => `It was on ${from}.`,
      invitation: 'The updated calendar invitation is attached.',
      pending: 'Your request is still pending: the centre will confirm it, and we will e-mail you when it does.',
    },
    cancelled: {
      withdrawnSubject: 'Your appointment request has been withdrawn',
      subject: 'Your appointment has been cancelled',
      byCentre: (child: string, when: string) =>
        `We are sorry: the centre has cancelled ${child}'s appointment on ${when}.`,
      withdrawn: (child: string, when: string) =>
        `As you asked, ${child}'s appointment request for ${when} has been withdrawn.`,
      byParent: (child: string, when: string) => `As you asked, ${child}'s appointment on ${when} has been cancelled.`,
      againCentre: 'Please book another slot, or call the centre.',
      againParent: 'You can book another slot at any time.',
    },
  },
  te: {
    dear: (name: string) => `ప్రియమైన ${name} గారు,`,
    when: (day: string, time: string) => `${day}, ${time}`,
    place: (day: string, time: string, doctor: string | null) => `${day}, ${time}${doctor ? `, ${doctor} తో` : ''}`,
    details: ['బిడ్డ', 'తేదీ, సమయం', 'డాక్టర్', 'కేంద్రం', 'కన్సల్టేషన్'],
    consultationTypes: {
      'New Consultation': 'కొత్త కన్సల్టేషన్',
      'Assessment (IQ)': 'IQ అసెస్‌మెంట్',
      'For IB board Assessment (IQ)': 'IB బోర్డ్ కోసం IQ అసెస్‌మెంట్',
    } satisfies Record<ConsultationType, string>,
    invite: {
      summary: (type: string, child: string) => `${child} కి ${type}`,
      description: (type: string, doctor: string, centre: string) => `${centre} లో ${doctor} తో ${type}.`,
      theCentre: 'కేంద్రం',
      theDoctor: 'డాక్టర్',
    },
    received: {
      subject: 'మీ అపాయింట్‌మెంట్ అభ్యర్థన మాకు అందింది',
      body: 'అపాయింట్‌మెంట్ బుక్ చేసినందుకు ధన్యవాదాలు. మీ అభ్యర్థన ఆమోదం కోసం వేచి ఉంది: కేంద్రం త్వరలో నిర్ధారిస్తుంది, నిర్ధారించగానే మేము మీకు ఈమెయిల్ చేస్తాం.',
    },
    approved: {
      subject: 'మీ అపాయింట్‌మెంట్ నిర్ధారించబడింది',
      body: 'మీ అపాయింట్‌మెంట్ నిర్ధారించబడింది. క్యాలెండర్ ఆహ్వానం జత చేయబడింది.',
    },
    rejected: {
      subject: 'మీ అపాయింట్‌మెంట్ అభ్యర్థనను అంగీకరించలేకపోయాము',
      body: 'క్షమించండి: ఈ సమయానికి మీ అపాయింట్‌మెంట్ అభ్యర్థనను కేంద్రం అంగీకరించలేకపోయింది. దయచేసి వేరే సమయం బుక్ చేయండి, లేదా కేంద్రానికి ఫోన్ చేయండి.',
    },
    reason: (reason: string) => `కేంద్రం తెలిపిన కారణం: ${reason}`,
    moved: {
      subject: 'మీ అపాయింట్‌మెంట్ మార్చబడింది',
      byCentre: (child: string, to: string) => `కేంద్రం ${child} అపాయింట్‌మెంట్‌ను ${to} కి మార్చింది.`,
      byParent: (child: string, to: string) => `మీరు అడిగినట్లుగా ${child} అపాయింట్‌మెంట్‌ను ${to} కి మార్చాము.`,
      was: (from: string) => `ఇంతకు ముందు ఇది ${from} న ఉండేది.`,
      invitation: 'మార్చిన క్యాలెండర్ ఆహ్వానం జత చేయబడింది.',
      pending: 'మీ అభ్యర్థన ఇంకా ఆమోదం కోసం వేచి ఉంది: కేంద్రం నిర్ధారించగానే మేము మీకు ఈమెయిల్ చేస్తాం.',
    },
    cancelled: {
      withdrawnSubject: 'మీ అపాయింట్‌మెంట్ అభ్యర్థన వెనక్కి తీసుకోబడింది',
      subject: 'మీ అపాయింట్‌మెంట్ రద్దు చేయబడింది',
      byCentre: (child: string, when: string) => `క్షమించండి: ${when} న ఉన్న ${child} అపాయింట్‌మెంట్‌ను కేంద్రం రద్దు చేసింది.`,
      withdrawn: (child: string, when: string) => `మీరు అడిగినట్లుగా ${when} కోసం ${child} అపాయింట్‌మెంట్ అభ్యర్థనను వెనక్కి తీసుకున్నాం.`,
      byParent: (child: string, when: string) => `మీరు అడిగినట్లుగా ${when} న ఉన్న ${child} అపాయింట్‌మెంట్‌ను రద్దు చేశాము.`,
      againCentre: 'దయచేసి వేరే సమయం బుక్ చేయండి, లేదా కేంద్రానికి ఫోన్ చేయండి.',
      againParent: 'మీరు ఎప్పుడైనా వేరే సమయం బుక్ చేయవచ్చు.',
    },
  },
  hi: {
    dear: (name: string) => `प्रिय ${name} जी,`,
    when: (day: string, time: string) => `${day}, ${time}`,
    place: (day: string, time: string, doctor: string | null) => `${day}, ${time}${doctor ? `, ${doctor} के साथ` : ''}`,
    details: ['बच्चा', 'तारीख़ और समय', 'डॉक्टर', 'केंद्र', 'कंसल्टेशन'],
    consultationTypes: {
      'New Consultation': 'नया कंसल्टेशन',
      'Assessment (IQ)': 'IQ आकलन',
      'For IB board Assessment (IQ)': 'IB बोर्ड के लिए IQ आकलन',
    } satisfies Record<ConsultationType, string>,
    invite: {
      summary: (type: string, child: string) => `${child} का ${type}`,
      description: (type: string, doctor: string, centre: string) => `${centre} में ${doctor} के साथ ${type}।`,
      theCentre: 'केंद्र',
      theDoctor: 'डॉक्टर',
    },
    received: {
      subject: 'आपका अपॉइंटमेंट अनुरोध हमें मिल गया है',
      body: 'अपॉइंटमेंट बुक करने के लिए धन्यवाद। आपके अनुरोध की मंज़ूरी बाकी है: केंद्र जल्द ही इसकी पुष्टि करेगा, और पुष्टि होते ही हम आपको ईमेल करेंगे।',
    },
    approved: {
      subject: 'आपके अपॉइंटमेंट की पुष्टि हो गई है',
      body: 'आपके अपॉइंटमेंट की पुष्टि हो गई है। कैलेंडर आमंत्रण साथ में भेजा गया है।',
    },
    rejected: {
      subject: 'आपका अपॉइंटमेंट अनुरोध स्वीकार नहीं हो सका',
      body: 'क्षमा करें: केंद्र इस समय के लिए आपका अपॉइंटमेंट अनुरोध स्वीकार नहीं कर सका। कृपया कोई दूसरा समय बुक करें, या केंद्र को फ़ोन करें।',
    },
    reason: (reason: string) => `केंद्र का कारण: ${reason}`,
    moved: {
      subject: 'आपका अपॉइंटमेंट बदल दिया गया है',
      byCentre: (child: string, to: string) => `केंद्र ने ${child} का अपॉइंटमेंट ${to} पर कर दिया है।`,
      byParent: (child: string, to: string) => `आपके कहे अनुसार ${child} का अपॉइंटमेंट ${to} पर कर दिया गया है।`,
      was: (from: string) => `पहले यह ${from} को था।`,
      invitation: 'बदला हुआ कैलेंडर आमंत्रण साथ में भेजा गया है।',
      pending: 'आपके अनुरोध की मंज़ूरी अभी बाकी है: केंद्र के पुष्टि करते ही हम आपको ईमेल करेंगे।',
    },
    cancelled: {
      withdrawnSubject: 'आपका अपॉइंटमेंट अनुरोध वापस ले लिया गया है',
      subject: 'आपका अपॉइंटमेंट रद्द कर दिया गया है',
      byCentre: (child: string, when: string) => `क्षमा करें: केंद्र ने ${child} का ${when} का अपॉइंटमेंट रद्द कर दिया है।`,
      withdrawn: (child: string, when: string) =>
        `आपके कहे अनुसार ${child} का ${when} का अपॉइंटमेंट अनुरोध वापस ले लिया गया है।`,
      byParent: (child: string, when: string) => `आपके कहे अनुसार ${child} का ${when} का अपॉइंटमेंट रद्द कर दिया गया है।`,
      againCentre: 'कृपया कोई दूसरा समय बुक करें, या केंद्र को फ़ोन करें।',
      againParent: 'आप कभी भी दूसरा समय बुक कर सकते हैं।',
    },
  },
} satisfies Record<MailLanguage, unknown>

const wordsOf = (language: MailLanguage) => ofLanguage(WORDS, language)
const dayIn = (date: string, language: MailLanguage) => formatDay(date, ofLanguage(INTL_OF, language))

/** A consultation type as the parent reads it; a value that is not one of the types, as it is stored. */
export const consultationNameIn = (type: string, language: MailLanguage): string =>
  (wordsOf(language).consultationTypes as Record<string, string>)[type] ?? type

// People read "24 Nov 2026 at 2:00 PM" (or its Telugu or Hindi), not the ISO day the API carries.
const when = (a: AppointmentDto, language: MailLanguage) =>
  wordsOf(language).when(dayIn(a.appointmentDate, language), slotTimeIn(a.appointmentTime, language))
const details = (a: AppointmentDto, language: MailLanguage) => {
  const [child, dateAndTime, doctor, centre, consultation] = wordsOf(language).details
  return [
    `${child}: ${a.childId.name}`,
    `${dateAndTime}: ${when(a, language)}`,
    `${doctor}: ${a.doctorId?.name ?? ''}`,
    `${centre}: ${a.centreId?.name ?? ''}`,
    `${consultation}: ${consultationNameIn(a.consultationType, language)}`,
  ]
}

export function receivedMail(a: AppointmentDto, language: MailLanguage = 'en'): MailMessage {
  const words = wordsOf(language)
  return {
    to: a.email,
    subject: words.received.subject,
    text: [words.dear(a.parentName), '', words.received.body, '', ...details(a, language)].join('\n'),
  }
}

export function approvedMail(
  a: AppointmentDto,
  now: Date,
  organizer: Organizer,
  language: MailLanguage = 'en',
): MailMessage {
  const words = wordsOf(language)
  return {
    to: a.email,
    subject: words.approved.subject,
    text: [words.dear(a.parentName), '', words.approved.body, '', ...details(a, language)].join('\n'),
    calendar: {
      filename: 'appointment.ics',
      method: 'REQUEST',
      content: appointmentInvite(a, now, organizer, 'REQUEST', language),
    },
  }
}

export function rejectedMail(a: AppointmentDto, reason?: string, language: MailLanguage = 'en'): MailMessage {
  const words = wordsOf(language)
  return {
    to: a.email,
    subject: words.rejected.subject,
    text: [
      words.dear(a.parentName),
      '',
      words.rejected.body,
      '',
      ...(reason ? [words.reason(reason), ''] : []),
      ...details(a, language),
    ].join('\n'),
  }
}

/** "24 Nov 2026 at 2:00 PM with Dr. Rao": where a move took an appointment, as the parent reads it. */
const placeText = (place: AppointmentPlace, language: MailLanguage) =>
  wordsOf(language).place(
    dayIn(place.appointmentDate, language),
    slotTimeIn(place.appointmentTime, language),
    place.doctorName,
  )

/**
 * The centre moved an appointment: where to, where from, and (once approved, when the parent holds an
 * invitation) the updated invitation, same UID, the next SEQUENCE.
 */
export function movedMail(
  a: AppointmentDto,
  from: AppointmentPlace,
  now: Date,
  organizer: Organizer,
  by: 'parent' | 'centre' = 'centre',
  language: MailLanguage = 'en',
): MailMessage {
  const words = wordsOf(language)
  const to: AppointmentPlace = {
    appointmentDate: a.appointmentDate,
    appointmentTime: a.appointmentTime,
    doctorId: a.doctorId?._id ?? null,
    doctorName: a.doctorId?.name || null,
  }
  const approved = a.status === 'approved'
  const where = placeText(to, language)
  return {
    to: a.email,
    subject: words.moved.subject,
    text: [
      words.dear(a.parentName),
      '',
      by === 'centre' ? words.moved.byCentre(a.childId.name, where) : words.moved.byParent(a.childId.name, where),
      words.moved.was(placeText(from, language)),
      approved ? words.moved.invitation : words.moved.pending,
      '',
      ...details(a, language),
    ].join('\n'),
    ...(approved
      ? {
          calendar: {
            filename: 'appointment.ics',
            method: 'REQUEST',
            content: appointmentInvite(a, now, organizer, 'REQUEST', language),
          },
        }
      : {}),
  }
}

/**
 * An appointment was cancelled, by the centre (with its reason) or by the parent (a withdrawn request or a
 * cancellation online), with what the refund policy gives back; an approved one's invitation is withdrawn
 * (METHOD:CANCEL, STATUS:CANCELLED, the next SEQUENCE) so the parent's calendar removes the event.
 */
export function cancelledMail(
  a: AppointmentDto,
  {
    reason,
    wasApproved,
    by,
    refund,
  }: { reason: string; wasApproved: boolean; by: 'parent' | 'centre'; refund: CancellationRefund },
  now: Date,
  organizer: Organizer,
  language: MailLanguage = 'en',
): MailMessage {
  const words = wordsOf(language).cancelled
  const withdrawn = by === 'parent' && !wasApproved
  const day = when(a, language)
  return {
    to: a.email,
    subject: withdrawn ? words.withdrawnSubject : words.subject,
    text: [
      wordsOf(language).dear(a.parentName),
      '',
      by === 'centre'
        ? words.byCentre(a.childId.name, day)
        : withdrawn
          ? words.withdrawn(a.childId.name, day)
          : words.byParent(a.childId.name, day),
      '',
      ...(by === 'centre' ? [wordsOf(language).reason(reason), ''] : []),
      ...(wasApproved ? [refundMessage(refund.amount, refund.fee, language), ''] : []),
      by === 'centre' ? words.againCentre : words.againParent,
      '',
      ...details(a, language),
    ].join('\n'),
    ...(wasApproved
      ? {
          calendar: {
            filename: 'appointment.ics',
            method: 'CANCEL',
            content: appointmentInvite(a, now, organizer, 'CANCEL', language),
          },
        }
      : {}),
  }
}

/**
 * Sends without ever failing the request: a mail that cannot go out is logged. Each carries its centre's address as
 * Reply-To (`replyToOf`: the branch's, else the head office's), so a parent who answers reaches the centre, not the
 * unattended MAIL_FROM.
 */
export function createAppointmentMail({
  mailer,
  replyToOf,
  languageOf,
  log,
}: {
  mailer: Mailer
  replyToOf: (centreId: string) => Promise<string | undefined>
  /** The language the parent reads (their choice in the portal); English when none is known. */
  languageOf: (parentId: string) => Promise<MailLanguage>
  log: Logger
}) {
  return async (compose: (language: MailLanguage) => MailMessage, appointment: AppointmentDto): Promise<void> => {
    const centreId = appointment.centreId?._id
    const parentId = appointment.childId.parentId?._id
    let message: MailMessage | undefined
    try {
      const language = parentId ? await languageOf(parentId).catch(() => 'en' as const) : 'en'
      message = compose(language)
      const replyTo = centreId ? await replyToOf(centreId) : undefined
      await mailer.send(replyTo ? { ...message, replyTo } : message)
    } catch (err) {
      log.error(
        { err, appointmentId: appointment._id, subject: message?.subject },
        'could not send an appointment e-mail',
      )
    }
  }
}
