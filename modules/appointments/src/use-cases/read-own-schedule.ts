// GET /api/doctors/schedule and GET /api/therapists/schedule (docs/api/appointments.md, "Calendars"): the
// signed-in doctor's appointments over some days, past and coming; a therapist's, those of the children
// assigned to them.
import type { TokenUser } from '@app/platform'
import { assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { byTime, CALENDAR_STATUSES } from '../calendar.rules.ts'
import type { CalendarRange, ScheduleListDto } from '../calendar.schema.ts'

export async function readDoctorSchedule(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { from, to }: CalendarRange,
): Promise<ScheduleListDto> {
  // access
  assertMayEver(actor, 'read-own-schedule')
  if (actor.role !== 'doctor') return { from, to, appointments: [] }
  // load
  const appointments = await deps.repository.calendarEntries({
    of: { doctorId: actor._id },
    from,
    to,
    statuses: CALENDAR_STATUSES,
  })
  return { from, to, appointments: appointments.sort(byTime) }
}

export async function readTherapistSchedule(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { from, to }: CalendarRange,
): Promise<ScheduleListDto> {
  // access
  assertMayEver(actor, 'read-own-schedule')
  if (actor.role !== 'therapist') return { from, to, appointments: [] }
  // load: the children assigned to the therapist (the children module's list), then their appointments
  const { children } = await deps.children.listAssignedTo(actor)
  const appointments = await deps.repository.calendarEntries({
    of: { childIds: children.map((child) => child._id) },
    from,
    to,
    statuses: CALENDAR_STATUSES,
  })
  return { from, to, appointments: appointments.sort(byTime) }
}
