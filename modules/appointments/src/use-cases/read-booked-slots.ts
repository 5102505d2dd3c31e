import { notFound, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { DOCTOR_NOT_FOUND_MESSAGE } from '../appointments.schema.ts'

/** The slot picker: the slots a doctor's pending and approved appointments hold on a day. */
export async function readBookedSlots(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { doctorId, date }: { doctorId: string; date: string },
): Promise<string[]> {
  // access
  assertMayEver(actor, 'read-slots')
  // load: the doctor and the day's held slots in one read; the slots are only answered once the doctor checks out
  const { doctor, held } = await deps.repository.doctorsDay(doctorId, date)
  // rule
  if (!doctor || doctor.role !== 'doctor') throw notFound(DOCTOR_NOT_FOUND_MESSAGE)
  // access: an admin reads only their own centre's doctors
  assertMay(actor, 'read-slots', { centreId: doctor.centreId })
  return held
}
