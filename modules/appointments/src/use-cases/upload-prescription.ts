import type { IncomingFile } from '@app/files'
import { badRequest, notFound, withTransaction, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { refuseWithoutApproval } from '../appointments.rules.ts'
import {
  APPOINTMENT_NOT_FOUND,
  PRESCRIPTION_EXTENSIONS,
  PRESCRIPTION_FILE_REQUIRED_MESSAGE,
  type AppointmentDto,
} from '../appointments.schema.ts'

/** An admin attaches the prescription of an approved appointment (replacing an earlier one). */
export async function uploadPrescription(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId, file }: { appointmentId: string; file: IncomingFile | undefined },
): Promise<AppointmentDto> {
  // access
  assertMayEver(actor, 'manage', { hideAs: APPOINTMENT_NOT_FOUND })
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'manage', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule
  refuseWithoutApproval(appointment.status)
  if (!file) throw badRequest(PRESCRIPTION_FILE_REQUIRED_MESSAGE, { prescription: 'Please choose a file' })
  const checked = deps.files.check(file, PRESCRIPTION_EXTENSIONS)
  // write: the file and the appointment's link to it together
  const updated = await withTransaction(deps.payload, async () => {
    const stored = await deps.files.store(checked, { kind: 'prescription' })
    return deps.repository.setPrescription(appointment.id, stored.id)
  })
  // The replaced file goes once the new one is committed; failing to remove it never fails the upload.
  const previous = appointment.prescriptionId
  if (previous) {
    await deps.files
      .remove([previous])
      .catch((err: unknown) => deps.log.error({ err }, 'could not delete a replaced prescription'))
  }
  // publish
  const [dto] = await deps.toDtos([updated])
  deps.publish.updated(dto)
  return dto
}
