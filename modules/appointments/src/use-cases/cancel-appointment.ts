import { conflict, notFound, withTransaction, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { cancelledMail } from '../appointments.mail.ts'
import { cancelChanges, refuseUncancellable } from '../appointments.rules.ts'
import {
  ACTIVE_STATUSES,
  APPOINTMENT_NOT_FOUND,
  CHANGED_MEANWHILE_MESSAGE,
  type AppointmentDto,
  type CancelAppointmentInput,
} from '../appointments.schema.ts'
import { publishChanges, writeHistory } from './history.ts'

/**
 * The centre cancels a pending or approved appointment with a reason: its slot is free at once, the parent is
 * told why (and an approved one's calendar invitation is withdrawn), the history keeps the reason.
 */
export async function cancelAppointment(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId, reason }: CancelAppointmentInput & { appointmentId: string },
): Promise<AppointmentDto> {
  // access
  assertMayEver(actor, 'manage')
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'manage', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule
  refuseUncancellable(appointment.status)
  // write: one conditional UPDATE (still active, the invitation as read) that frees the slot key, and the
  // history entry, in one transaction
  const result = await withTransaction(deps.payload, async () => {
    const cancelled = await deps.repository.updateIf(
      appointment.id,
      { statusIn: ACTIVE_STATUSES, inviteSequence: appointment.inviteSequence },
      cancelChanges(appointment),
    )
    if (!cancelled) return null
    const entry = await writeHistory(deps, actor, {
      appointmentId: appointment.id,
      action: 'cancelled',
      reason,
      cancelledBy: 'centre',
    })
    return { cancelled, entry }
  })
  if (!result) {
    const current = await deps.repository.findById(appointment.id)
    if (current) refuseUncancellable(current.status)
    throw conflict(CHANGED_MEANWHILE_MESSAGE)
  }
  // publish
  const [dto] = await deps.toDtos([result.cancelled])
  const wasApproved = appointment.status === 'approved'
  await deps.send(cancelledMail(dto, { reason, wasApproved }, deps.clock(), deps.organizer), dto)
  deps.publish.status(appointment.centreId, { _id: dto._id, status: dto.status })
  await publishChanges(deps, dto, [result.entry])
  return dto
}
