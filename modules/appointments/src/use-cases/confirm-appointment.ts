import { conflict, notFound, withTransaction, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { startsAtNow } from '../appointments.rules.ts'
import { APPOINTMENT_NOT_FOUND, ONLY_APPROVED_CONFIRM_MESSAGE, type AppointmentDto } from '../appointments.schema.ts'
import { publishChanges, writeHistory } from './history.ts'

/**
 * The parent confirms they will come (a reminder's Confirm, docs/api/reminders.md): "confirmed by parent" is
 * stored on the approved appointment with a history entry, until it begins. Confirming again changes nothing.
 */
export async function confirmAppointment(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId }: { appointmentId: string },
): Promise<{ appointment: AppointmentDto; already: boolean }> {
  // access
  assertMayEver(actor, 'confirm', { hideAs: APPOINTMENT_NOT_FOUND })
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'confirm', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule
  const isOpen = (a: { status: string; startsAt: string }) =>
    a.status === 'approved' && a.startsAt > startsAtNow(deps.clock())
  if (!isOpen(appointment)) throw conflict(ONLY_APPROVED_CONFIRM_MESSAGE)
  if (appointment.confirmedByParentAt) {
    const [dto] = await deps.toDtos([appointment])
    return { appointment: dto, already: true }
  }
  // write: one conditional UPDATE (still approved, not yet confirmed) and the history entry, in one transaction
  const result = await withTransaction(deps.payload, async () => {
    const confirmed = await deps.repository.confirmIfApproved(appointment.id, deps.clock().toISOString())
    if (!confirmed) return null
    const entry = await writeHistory(deps, actor, { appointmentId: appointment.id, action: 'confirmed' })
    return { confirmed, entry }
  })
  if (!result) {
    const current = await deps.repository.findById(appointment.id)
    if (current && isOpen(current) && current.confirmedByParentAt) {
      const [dto] = await deps.toDtos([current])
      return { appointment: dto, already: true }
    }
    throw conflict(ONLY_APPROVED_CONFIRM_MESSAGE)
  }
  // publish
  const [dto] = await deps.toDtos([result.confirmed])
  await publishChanges(deps, dto, [result.entry])
  return { appointment: dto, already: false }
}
