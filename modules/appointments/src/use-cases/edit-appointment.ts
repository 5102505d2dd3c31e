import { conflict, notFound, withTransaction, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { refuseUneditable } from '../appointments.rules.ts'
import {
  ACTIVE_STATUSES,
  APPOINTMENT_NOT_FOUND,
  CHANGED_MEANWHILE_MESSAGE,
  type AppointmentDto,
  type UpdateAppointmentInput,
} from '../appointments.schema.ts'
import { publishChanges, writeHistory } from './history.ts'
import { moveAppointmentTo } from './move.ts'

/**
 * An admin edits the concerns of a pending or approved appointment, and may move it to another day or slot: a
 * new day or time goes through the one rule of a move (move.ts: bookable slot, history from/to, the parent
 * mailed); other changes are kept in the history as 'edited'.
 */
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
  const edited = input.childConcerns !== (appointment.childConcerns ?? '')
  const moved =
    input.appointmentDate !== appointment.appointmentDate || input.appointmentTime !== appointment.appointmentTime
  if (moved) {
    // rule, write, publish: the move (move.ts), the concerns written by the same UPDATE
    return moveAppointmentTo(
      deps,
      actor,
      appointment,
      { appointmentDate: input.appointmentDate, time: input.appointmentTime },
      { fields: EDIT_FIELDS, alsoWrite: { childConcerns: input.childConcerns }, edited },
      (current) => refuseUneditable(current.status),
    )
  }
  // write: one conditional UPDATE (unless ended meanwhile) and the history entry, in one transaction
  const result = await withTransaction(deps.payload, async () => {
    const saved = await deps.repository.updateIf(
      appointment.id,
      { statusIn: ACTIVE_STATUSES },
      { childConcerns: input.childConcerns },
    )
    if (!saved) return null
    const entries = edited ? [await writeHistory(deps, actor, { appointmentId: appointment.id, action: 'edited' })] : []
    return { saved, entries }
  })
  if (!result) {
    const current = await deps.repository.findById(appointment.id)
    if (current) refuseUneditable(current.status)
    throw conflict(CHANGED_MEANWHILE_MESSAGE)
  }
  // publish
  const [dto] = await deps.toDtos([result.saved])
  deps.publish.updated(dto)
  await publishChanges(deps, dto, result.entries)
  return dto
}

/** Where the edit form's refusals go in its answer. */
const EDIT_FIELDS = { date: 'appointmentDate', time: 'appointmentTime', doctor: 'appointmentTime' }
