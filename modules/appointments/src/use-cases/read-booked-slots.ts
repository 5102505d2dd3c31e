import { clinicToday } from '@app/platform/clinic-time'
import { notFound, type TokenUser, type WatchedTable } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { unbookableSlotsOf } from '../appointments.rules.ts'
import { DOCTOR_NOT_FOUND_MESSAGE } from '../appointments.schema.ts'

/** What a slot picker's answer is made from: the day's appointments, the doctor, and the schedule's four tables. */
export const BOOKED_SLOTS_TABLES: readonly WatchedTable[] = [
  'appointments',
  'users',
  'doctor_availability',
  'doctor_leave',
  'centre_opening_hours',
  'centre_holidays',
]

/**
 * The slot picker: every slot of the doctor's day that cannot be booked (held by a pending or approved
 * appointment, or outside what the schedule offers that day), and why the day is closed when it is. Answered as the
 * JSON text the route sends, kept with the doctor's centre until one of its tables changes (decision 064): a parent
 * or an admin choosing a time asks again for every date they look at.
 */
export async function readBookedSlots(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { doctorId, date }: { doctorId: string; date: string },
): Promise<string> {
  // access
  assertMayEver(actor, 'read-slots')
  const key = `${doctorId}|${date}|${clinicToday(deps.clock())}`
  const { centreId, json } = await deps.slotAnswers.get(key, async () => {
    // load: the doctor and the day's held slots in one read; the slots are only answered once the doctor checks out
    const { doctor, held } = await deps.repository.doctorsDay(doctorId, date)
    // rule
    if (!doctor || doctor.role !== 'doctor') throw notFound(DOCTOR_NOT_FOUND_MESSAGE)
    // load: the schedule's answer for the day, at the branch the doctor works at that day
    const day = await deps.schedule.doctorsDay({ doctor, date })
    // rule
    const bookedSlots = unbookableSlotsOf(day, held)
    const answer = day.open ? { bookedSlots } : { bookedSlots, closed: day.closed }
    return { centreId: doctor.centreId, json: JSON.stringify(answer) }
  })
  // access: an admin reads only their own centre's doctors
  assertMay(actor, 'read-slots', { centreId })
  return json
}
