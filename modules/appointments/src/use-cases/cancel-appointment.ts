import { conflict, notFound, withTransaction, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { cancelledMail } from '../appointments.mail.ts'
import { cancelChanges, quoteFor, refuseParentTooLate, refuseUncancellable, sideOf } from '../appointments.rules.ts'
import {
  ACTIVE_STATUSES,
  APPOINTMENT_NOT_FOUND,
  CHANGED_MEANWHILE_MESSAGE,
  type AppointmentDto,
  type CancellationRefund,
} from '../appointments.schema.ts'
import { publishChanges, writeHistory } from './history.ts'

/**
 * Cancels a pending or approved appointment: its slot is free at once, the history keeps who, why and the refund
 * the policy gives (the front desk pays it back), and the parent is mailed (an approved one's calendar invitation
 * is withdrawn). The centre cancels with a reason; a parent withdraws their own request at any time, or cancels
 * their approved appointment until the centre's cut-off (decision 056).
 */
export async function cancelAppointment(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId, reason }: { appointmentId: string; reason: string },
): Promise<AppointmentDto> {
  // access
  assertMayEver(actor, 'cancel')
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'cancel', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule
  refuseUncancellable(appointment.status)
  const by = sideOf(actor)
  const policy = await deps.refundPolicy()
  const now = deps.clock()
  if (by === 'parent') refuseParentTooLate(policy, appointment, now)
  const quote = quoteFor(policy, appointment, by, now)
  const refund: CancellationRefund = { amount: quote.refund, fee: quote.fee, rule: quote.rule }
  // write: one conditional UPDATE (still active, the invitation as read) that frees the slot key, and the
  // history entry with the refund, in one transaction
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
      ...(reason ? { reason } : {}),
      cancelledBy: by,
      refund,
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
  await deps.send(
    (language) => cancelledMail(dto, { reason, wasApproved, by, refund }, deps.clock(), deps.organizer, language),
    dto,
  )
  deps.publish.status(appointment.centreId, { _id: dto._id, status: dto.status })
  await publishChanges(deps, dto, [result.entry])
  return dto
}
