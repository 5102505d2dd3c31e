import type { AppointmentsDeps } from '../appointments.deps.ts'
import type { AppointmentDto } from '../appointments.schema.ts'
import { isParentTooLate, quoteFor, startsAtNow } from '../appointments.rules.ts'
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

/**
 * The reminders module's catch-up port: the approved appointments that have not begun (ids and clinic-time starts),
 * so reminders can plan any that a lost APPOINTMENT_CHANGED left unplanned (a crash between the commit and the
 * event, or rows written by the seed). The caller is the system.
 */
export function readApprovedUpcoming(deps: AppointmentsDeps): Promise<Array<{ _id: string; startsAt: string }>> {
  return deps.repository
    .approvedStartingAfter(startsAtNow(deps.clock()))
    .then((rows) => rows.map((row) => ({ _id: row.id, startsAt: row.startsAt })))
}

/** Appointments as every reader gets them, by id (the reminders' catch-up plans from these). The caller is the system. */
export async function readAppointmentDtos(deps: AppointmentsDeps, ids: string[]): Promise<AppointmentDto[]> {
  return deps.toDtos(await deps.repository.findByIds(ids))
}

/** The reminders module's figures port: one month's appointments per branch and doctor (the caller checks access). */
export function readMonthFigures(
  deps: AppointmentsDeps,
  query: { from: string; to: string; centreId?: string },
): Promise<MonthFigureRow[]> {
  return deps.repository.monthFigures(query)
}
