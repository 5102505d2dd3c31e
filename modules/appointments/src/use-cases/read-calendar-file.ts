import { conflict, notFound, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { appointmentInvite } from '../appointments.mail.ts'
import { APPOINTMENT_NOT_FOUND, CALENDAR_ONLY_APPROVED_MESSAGE } from '../appointments.schema.ts'

/**
 * `GET /api/appointments/:id/calendar.ics`: the confirmed appointment as the same calendar entry its approval
 * mail carries (appointmentInvite, with its current SEQUENCE, so a calendar that holds the mailed one updates it
 * rather than adding a second). For whoever may read the appointment (a parent: their own child's; others 404);
 * only while it is approved (409), since a request may still be refused and a past visit needs no entry.
 */
export async function readCalendarFile(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId }: { appointmentId: string },
): Promise<string> {
  // access
  assertMayEver(actor, 'read', { hideAs: APPOINTMENT_NOT_FOUND })
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'read', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule
  if (appointment.status !== 'approved') throw conflict(CALENDAR_ONLY_APPROVED_MESSAGE)
  const [dto] = await deps.toDtos([appointment])
  return appointmentInvite(dto, deps.clock(), deps.organizer)
}
