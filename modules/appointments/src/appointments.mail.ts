import type { Logger, Mailer, MailMessage } from '@app/platform'
import { formatDay } from '@app/platform/format'
import type { AppointmentDto } from './appointments.schema.ts'
import { CLINIC_TIME_ZONE } from '@app/platform/clinic-time'
import { slotMinutes } from './slots.ts'

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

/** Folds lines longer than 75 octets, as RFC 5545 asks. */
function fold(line: string): string {
  const parts: string[] = []
  let rest = line
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--
    parts.push(rest.slice(0, cut))
    rest = rest.slice(cut)
  }
  parts.push(rest)
  return parts.join('\r\n ')
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
 */
export function appointmentInvite(appointment: AppointmentDto, now: Date, organizer: Organizer): string {
  const start = slotMinutes(appointment.appointmentTime)
  const centre = appointment.centreId?.name ?? 'the centre'
  const doctor = appointment.doctorId?.name ?? 'the doctor'
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Child Development Centres//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
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
    `SUMMARY:${escapeText(`${appointment.consultationType} for ${appointment.childId.name}`)}`,
    `LOCATION:${escapeText(centre)}`,
    `DESCRIPTION:${escapeText(`${appointment.consultationType} with ${doctor} at ${centre}.`)}`,
    `ORGANIZER;CN=${quotedParam(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;CN=${quotedParam(appointment.parentName)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${appointment.email}`,
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

// People read "24 Nov 2026 at 2:00 PM", not the ISO day the API carries.
const when = (a: AppointmentDto) => `${formatDay(a.appointmentDate)} at ${a.appointmentTime}`
const details = (a: AppointmentDto) => [
  `Child: ${a.childId.name}`,
  `Date and time: ${when(a)}`,
  `Doctor: ${a.doctorId?.name ?? ''}`,
  `Centre: ${a.centreId?.name ?? ''}`,
  `Consultation: ${a.consultationType}`,
]

export function receivedMail(a: AppointmentDto): MailMessage {
  return {
    to: a.email,
    subject: 'We have received your appointment request',
    text: [
      `Dear ${a.parentName},`,
      '',
      'Thank you for booking an appointment. Your request is pending: the centre will confirm it shortly, and we will e-mail you when it does.',
      '',
      ...details(a),
    ].join('\n'),
  }
}

export function approvedMail(a: AppointmentDto, now: Date, organizer: Organizer): MailMessage {
  return {
    to: a.email,
    subject: 'Your appointment is confirmed',
    text: [
      `Dear ${a.parentName},`,
      '',
      'Your appointment is confirmed. The calendar invitation is attached.',
      '',
      ...details(a),
    ].join('\n'),
    calendar: { filename: 'appointment.ics', method: 'REQUEST', content: appointmentInvite(a, now, organizer) },
  }
}

export function rejectedMail(a: AppointmentDto, reason?: string): MailMessage {
  return {
    to: a.email,
    subject: 'Your appointment request could not be accepted',
    text: [
      `Dear ${a.parentName},`,
      '',
      'We are sorry: the centre could not accept your appointment request for this time. Please book another slot, or call the centre.',
      '',
      ...(reason ? [`The centre's reason: ${reason}`, ''] : []),
      ...details(a),
    ].join('\n'),
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
  log,
}: {
  mailer: Mailer
  replyToOf: (centreId: string) => Promise<string | undefined>
  log: Logger
}) {
  return async (message: MailMessage, appointment: AppointmentDto): Promise<void> => {
    const centreId = appointment.centreId?._id
    try {
      const replyTo = centreId ? await replyToOf(centreId) : undefined
      await mailer.send(replyTo ? { ...message, replyTo } : message)
    } catch (err) {
      log.error(
        { err, appointmentId: appointment._id, subject: message.subject },
        'could not send an appointment e-mail',
      )
    }
  }
}
