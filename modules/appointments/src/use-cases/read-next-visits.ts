import type { TokenUser } from '@app/platform'
import { clinicClock } from '@app/platform/clinic-time'
import { assertMay } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import type { AppointmentRecord } from '../appointments.repository.ts'
import { UPCOMING_STATUSES, type NextVisitDto } from '../appointments.schema.ts'
import { isActive, isParentTooLate, startsAtNow } from '../appointments.rules.ts'
import { parentCutoff, type RefundPolicy } from '../refund-policy.ts'

/**
 * Whether an appointment is still ahead of the family at `now`: a request or a confirmed appointment whose slot has
 * not begun, or one the child has arrived for today (it is under way: the visit the parent is at).
 */
export function isUpcoming(record: Pick<AppointmentRecord, 'status' | 'startsAt' | 'appointmentDate'>, now: Date) {
  if (!(UPCOMING_STATUSES as readonly string[]).includes(record.status)) return false
  if (record.status === 'arrived') return record.appointmentDate === clinicClock(now).date
  return record.startsAt >= startsAtNow(now)
}

/** Whether the parent may still cancel or move it online, and until when (refund-policy.ts). */
export function changeWindowOf(
  policy: RefundPolicy,
  record: Pick<AppointmentRecord, 'status' | 'startsAt'>,
  now: Date,
) {
  // The same rule the cancel and move calls apply (appointments.rules.ts), so the card never offers a refusal.
  return {
    mayChange: isActive(record.status) && !isParentTooLate(policy, record, now),
    changeCutoffAt: record.status === 'approved' ? parentCutoff(policy, record.startsAt).toISOString() : null,
  }
}

/**
 * Each of the parent's children's next visit (the earliest upcoming appointment), for the parent's home screen
 * (docs/api/parents.md). One read of the parent's appointments from today, one lookup of their names, one of the
 * refund policy: however many children.
 */
export async function readNextVisits(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { parentId }: { parentId: string },
): Promise<NextVisitDto[]> {
  // access: a parent's own appointments only, as their list
  assertMay(actor, 'list-as-parent', { personId: parentId })
  // load
  const now = deps.clock()
  const { records } = await deps.repository.list({
    filter: { parentId, startsFrom: `${clinicClock(now).date} 00:00` },
    order: 'newest',
  })
  // rule: the earliest upcoming one per child (the list is newest first, so the last one seen wins)
  const next = new Map<string, AppointmentRecord>()
  for (const record of records) if (isUpcoming(record, now)) next.set(record.childId, record)
  if (next.size === 0) return []
  const chosen = [...next.values()]
  // load: their names (toDtos keeps the order it is given), and the policy's cut-off
  const [dtos, policy] = await Promise.all([deps.toDtos(chosen), deps.refundPolicy()])
  return dtos.map((dto, index) => {
    const record = chosen[index]
    return {
      _id: dto._id,
      childId: record.childId,
      appointmentDate: dto.appointmentDate,
      appointmentTime: dto.appointmentTime,
      consultationType: dto.consultationType,
      status: dto.status,
      doctorName: dto.doctorId?.name ?? '',
      centreName: dto.centreId?.name ?? '',
      ...changeWindowOf(policy, record, now),
      hasCalendarFile: dto.status === 'approved',
    }
  })
}
