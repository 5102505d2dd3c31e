import { notFound, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { isParentTooLate, quoteFor, refuseUncancellable } from '../appointments.rules.ts'
import {
  APPOINTMENT_NOT_FOUND,
  PAST_CUTOFF_MESSAGE,
  refundMessage,
  type CancellationQuoteAnswer,
} from '../appointments.schema.ts'
import { parentCutoff } from '../refund-policy.ts'

/**
 * The refund a cancellation would give, by the refund policy in force (refund-policy.ts). The centre's admin
 * may ask for either side's amounts (a parent cancelling by phone is a parent's cancellation); a parent only
 * for their own appointment (anyone else's answers 404), and only their own side.
 */
export async function quoteAppointmentCancellation(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  input: { appointmentId: string; by?: 'parent' | 'centre' },
): Promise<CancellationQuoteAnswer> {
  // access
  assertMayEver(actor, 'quote-cancellation', { hideAs: APPOINTMENT_NOT_FOUND })
  // load
  const appointment = await deps.repository.findById(input.appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'quote-cancellation', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule: the cancellation's own rules (appointments.rules.ts), asked without cancelling
  refuseUncancellable(appointment.status)
  const policy = await deps.refundPolicy()
  const now = deps.clock()
  const by = actor.role === 'parent' ? 'parent' : (input.by ?? 'centre')
  const quote = quoteFor(policy, appointment, by, now)
  const pastCutoff = actor.role === 'parent' && isParentTooLate(policy, appointment, now)
  return {
    ...quote,
    by,
    message: refundMessage(quote.refund, quote.fee),
    allowed: !pastCutoff,
    reason: pastCutoff ? PAST_CUTOFF_MESSAGE(policy.cutoffHours) : null,
    parentCutoffAt: parentCutoff(policy, appointment.startsAt).toISOString(),
  }
}
