import { notFound, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { unbookableSlotsOf } from '../appointments.rules.ts'
import { DOCTOR_NOT_FOUND_MESSAGE } from '../appointments.schema.ts'

/**
 * The slot picker: every slot of the doctor's day that cannot be booked (held by a pending or approved
 * appointment, or outside what the schedule offers that day), and why the day is closed when it is.
 */
export async function readBookedSlots(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { doctorId, date }: { doctorId: string; date: string },
): Promise<{ bookedSlots: string[]; closed?: { reason: string } }> {
  // access
  assertMayEver(actor, 'read-slots')
  // load: the doctor and the day's held slots in one read; the slots are only answered once the doctor checks out
  const { doctor, held } = await deps.repository.doctorsDay(doctorId, date)
  // rule
  if (!doctor || doctor.role !== 'doctor') throw notFound(DOCTOR_NOT_FOUND_MESSAGE)
  // access: an admin reads only their own centre's doctors
  assertMay(actor, 'read-slots', { centreId: doctor.centreId })
  // load: the schedule's answer for the day, at the branch the doctor works at that day
  const day = await deps.schedule.doctorsDay({ doctor, date })
  // rule
  const bookedSlots = unbookableSlotsOf(day, held)
  return day.open ? { bookedSlots } : { bookedSlots, closed: day.closed }
}
