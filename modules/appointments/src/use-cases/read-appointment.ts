import type { StoredFile } from '@app/files'
import { notFound, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import type { AppointmentRecord } from '../appointments.repository.ts'
import { fileIdOf } from '../appointments.rules.ts'
import { APPOINTMENT_NOT_FOUND, FILE_NOT_FOUND_MESSAGE, type AppointmentDto } from '../appointments.schema.ts'

/** One appointment, for the admin of its centre, the child's parent or its doctor (others: 404). */
export async function readAppointment(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId }: { appointmentId: string },
): Promise<AppointmentDto> {
  const appointment = await readable(deps, actor, appointmentId)
  const [dto] = await deps.toDtos([appointment])
  return dto
}

/** The appointment's prescription or one of its reports (by place), for a caller who may read the appointment. */
export async function readAppointmentFile(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId, which }: { appointmentId: string; which: 'prescription' | number },
): Promise<StoredFile> {
  const appointment = await readable(deps, actor, appointmentId)
  // rule
  const fileId = fileIdOf(appointment, which)
  // load
  const file = fileId ? await deps.files.find(fileId) : null
  if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE)
  return file
}

/** The access and load steps both reads share. */
async function readable(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  appointmentId: string,
): Promise<AppointmentRecord> {
  // access
  assertMayEver(actor, 'read', { hideAs: APPOINTMENT_NOT_FOUND })
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'read', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  return appointment
}
