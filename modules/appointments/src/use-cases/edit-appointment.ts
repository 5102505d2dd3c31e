import { conflict, notFound, withTransaction, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { SlotTakenError } from '../appointments.repository.ts'
import { editChanges, refuseClosedSlot, refuseUnbookableSlot, refuseUneditable } from '../appointments.rules.ts'
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
  // load: the doctor, for the schedule of the new day at the appointment's branch
  const dayAt = (doctor: { _id: string; name: string | null; centreId: string | null }) => ({
    doctor,
    date: input.appointmentDate,
    centreId: appointment.centreId ?? undefined,
  })
  const doctor = moved ? await doctorOf(deps, appointment.doctorId) : null
  if (moved) {
    refuseUnbookableSlot({
      date: input.appointmentDate,
      time: input.appointmentTime,
      field: 'appointmentTime',
      now: deps.clock(),
    })
    if (doctor) refuseClosedSlot(await deps.schedule.doctorsDay(dayAt(doctor)), input.appointmentTime, EDIT_FIELDS)
  }
  // write: one conditional UPDATE (unless rejected meanwhile; the slot key holds the slot). A move holds the
  // schedule of the new day in the same transaction, so a leave or holiday added meanwhile either refuses it or
  // lists it (docs/api/schedule.md, "Leave while booking").
  let edited
  try {
    edited = await withTransaction(deps.payload, async () => {
      if (doctor) {
        refuseClosedSlot(await deps.schedule.holdDoctorsDay(dayAt(doctor)), input.appointmentTime, EDIT_FIELDS)
      }
      return deps.repository.editUnlessRejected(appointment.id, changes)
    })
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

/** Where a closed day's reason and an unoffered slot's message go in the edit form's answer. */
const EDIT_FIELDS = { date: 'appointmentDate', time: 'appointmentTime' }

/** The appointment's doctor as the schedule names them (null when the account is gone). */
async function doctorOf(deps: AppointmentsDeps, doctorId: string | null) {
  if (!doctorId) return null
  const [person] = await deps.people.summariesOf([doctorId])
  return person ? { _id: person._id, name: person.name, centreId: person.centreId } : null
}
