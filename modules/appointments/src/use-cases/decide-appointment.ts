import { conflict, notFound, withTransaction, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { approvedMail, rejectedMail } from '../appointments.mail.ts'
import { decisionChanges, refuseUndecidable } from '../appointments.rules.ts'
import { APPOINTMENT_NOT_FOUND, ONLY_PENDING_MESSAGE, type AppointmentDto } from '../appointments.schema.ts'
import { publishChanges, writeHistory } from './history.ts'

export interface DecideAppointmentInput {
  appointmentId: string
  decision: 'approved' | 'rejected'
  /** Why a request was rejected, told to the parent in the rejection e-mail (optional). */
  reason?: string
}

/** An admin approves or rejects a pending request; rejecting frees its slot and tells the parent the reason. */
export async function decideAppointment(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId, decision, reason }: DecideAppointmentInput,
): Promise<AppointmentDto> {
  // access
  assertMayEver(actor, 'manage', { hideAs: APPOINTMENT_NOT_FOUND })
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'manage', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule
  refuseUndecidable(appointment.status)
  // write: one conditional UPDATE (still pending), so two admins deciding at once cannot both succeed, and the
  // history entry, in one transaction
  const result = await withTransaction(deps.payload, async () => {
    const decided = await deps.repository.updateStatus(appointment.id, 'pending', decisionChanges(decision))
    if (!decided) return null
    const entry = await writeHistory(deps, actor, {
      appointmentId: appointment.id,
      action: decision,
      ...(decision === 'rejected' && reason ? { reason } : {}),
    })
    return { decided, entry }
  })
  if (!result) throw conflict(ONLY_PENDING_MESSAGE)
  // publish
  const [dto] = await deps.toDtos([result.decided])
  await deps.send(
    (language) =>
      decision === 'approved'
        ? approvedMail(dto, deps.clock(), deps.organizer, language)
        : rejectedMail(dto, reason, language),
    dto,
  )
  deps.publish.status(appointment.centreId, { _id: dto._id, status: dto.status })
  await publishChanges(deps, dto, [result.entry])
  return dto
}
