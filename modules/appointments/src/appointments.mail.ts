import type { Logger, Mailer, MailMessage } from '@app/platform'
import { formatDay } from '@app/platform/format'
import {
  refundMessage,
  type AppointmentDto,
  type AppointmentPlace,
  type CancellationRefund,
} from './appointments.schema.ts'
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
): string {
  const start = slotMinutes(appointment.appointmentTime)
  const centre = appointment.centreId?.name ?? 'the centre'
  const doctor = appointment.doctorId?.name ?? 'the doctor'
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
    `SUMMARY:${escapeText(`${appointment.consultationType} for ${appointment.childId.name}`)}`,
    `LOCATION:${escapeText(centre)}`,
    `DESCRIPTION:${escapeText(`${appointment.consultationType} with ${doctor} at ${centre}.`)}`,
    `ORGANIZER;CN=${quotedParam(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;CN=${quotedParam(appointment.parentName)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${appointment.email}`,
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    `SEQUENCE:${appointment.inviteSequence}`,
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

/** "24 Nov 2026 at 2:00 PM with Dr. Rao": where a move took an appointment, as the parent reads it. */
const placeText = (place: AppointmentPlace) =>
  `${formatDay(place.appointmentDate)} at ${place.appointmentTime}${place.doctorName ? ` with ${place.doctorName}` : ''}`

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
): MailMessage {
  const to: AppointmentPlace = {
    appointmentDate: a.appointmentDate,
    appointmentTime: a.appointmentTime,
    doctorId: a.doctorId?._id ?? null,
    doctorName: a.doctorId?.name || null,
  }
  const approved = a.status === 'approved'
  return {
    to: a.email,
    subject: 'Your appointment has been moved',
    text: [
      `Dear ${a.parentName},`,
      '',
      by === 'centre'
        ? `The centre has moved ${a.childId.name}'s appointment to ${placeText(to)}.`
        : `As you asked, ${a.childId.name}'s appointment has been moved to ${placeText(to)}.`,
      `It was on ${placeText(from)}.`,
      approved
        ? 'The updated calendar invitation is attached.'
        : 'Your request is still pending: the centre will confirm it, and we will e-mail you when it does.',
      '',
      ...details(a),
    ].join('\n'),
    ...(approved
      ? { calendar: { filename: 'appointment.ics', method: 'REQUEST', content: appointmentInvite(a, now, organizer) } }
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
): MailMessage {
  const withdrawn = by === 'parent' && !wasApproved
  return {
    to: a.email,
    subject: withdrawn ? 'Your appointment request has been withdrawn' : 'Your appointment has been cancelled',
    text: [
      `Dear ${a.parentName},`,
      '',
      by === 'centre'
        ? `We are sorry: the centre has cancelled ${a.childId.name}'s appointment on ${when(a)}.`
        : withdrawn
          ? `As you asked, ${a.childId.name}'s appointment request for ${when(a)} has been withdrawn.`
          : `As you asked, ${a.childId.name}'s appointment on ${when(a)} has been cancelled.`,
      '',
      ...(by === 'centre' ? [`The centre's reason: ${reason}`, ''] : []),
      ...(wasApproved ? [refundMessage(refund.amount, refund.fee), ''] : []),
      by === 'centre' ? 'Please book another slot, or call the centre.' : 'You can book another slot at any time.',
      '',
      ...details(a),
    ].join('\n'),
    ...(wasApproved
      ? {
          calendar: {
            filename: 'appointment.ics',
            method: 'CANCEL',
            content: appointmentInvite(a, now, organizer, 'CANCEL'),
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
