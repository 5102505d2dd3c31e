import type { AppointmentsDeps } from '../appointments.deps.ts'
import { isParentTooLate, quoteFor } from '../appointments.rules.ts'
import { refundMessage, type MonthFigureRow, type ReminderFacts } from '../appointments.schema.ts'

/**
 * The reminders module's port (docs/api/reminders.md), not a call of anyone's: what it needs to know of the
 * appointments it reminds about when it sends (still approved, when, confirmed) and the refund a parent's
 * cancellation would give now, by the policy in force. One read for the whole batch; the caller is the system.
 */
export async function readReminderFacts(deps: AppointmentsDeps, ids: string[]): Promise<ReminderFacts[]> {
  // load
  const [records, policy] = await Promise.all([deps.repository.findByIds(ids), deps.refundPolicy()])
  // rule
  const now = deps.clock()
  return records.map((record) => {
    const quote = quoteFor(policy, record, 'parent', now)
    return {
      _id: record.id,
      status: record.status,
      startsAt: record.startsAt,
      parentId: record.parentId,
      centreId: record.centreId,
      doctorId: record.doctorId,
      confirmedByParentAt: record.confirmedByParentAt,
      refund: {
        amount: quote.refund,
        fee: quote.fee,
        message: refundMessage(quote.refund, quote.fee),
        allowed: !isParentTooLate(policy, record, now),
      },
    }
  })
}

/** The reminders module's figures port: one month's appointments per branch and doctor (the caller checks access). */
export function readMonthFigures(
  deps: AppointmentsDeps,
  query: { from: string; to: string; centreId?: string },
): Promise<MonthFigureRow[]> {
  return deps.repository.monthFigures(query)
}
