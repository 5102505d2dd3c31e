import { conflict, notFound, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { SlotTakenError } from '../appointments.repository.ts'
import { editChanges, refuseUnbookableSlot, refuseUneditable } from '../appointments.rules.ts'
import {
  APPOINTMENT_NOT_FOUND,
  REJECTED_NOT_EDITABLE_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type AppointmentDto,
  type UpdateAppointmentInput,
} from '../appointments.schema.ts'

/** An admin moves an appointment to another day or slot and edits the concerns (a rejected one stays as it is). */
export async function editAppointment(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId, ...input }: UpdateAppointmentInput & { appointmentId: string },
): Promise<AppointmentDto> {
  // access
  assertMayEver(actor, 'manage', { hideAs: APPOINTMENT_NOT_FOUND })
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'manage', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule
  refuseUneditable(appointment.status)
  const { moved, changes } = editChanges(appointment, input)
  if (moved) {
    refuseUnbookableSlot({
      date: input.appointmentDate,
      time: input.appointmentTime,
      field: 'appointmentTime',
      now: deps.clock(),
    })
  }
  // write: one conditional UPDATE (unless rejected meanwhile; the slot key holds the slot); a single statement
  // needs no transaction
  let edited
  try {
    edited = await deps.repository.editUnlessRejected(appointment.id, changes)
  } catch (error) {
    if (error instanceof SlotTakenError) throw conflict(SLOT_TAKEN_MESSAGE)
    throw error
  }
  if (!edited) throw conflict(REJECTED_NOT_EDITABLE_MESSAGE)
  // publish
  const [dto] = await deps.toDtos([edited])
  deps.publish.updated(dto)
  return dto
}
