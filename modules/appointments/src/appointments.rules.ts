import { badRequest, conflict, type Role } from '@app/platform'
import { addDays, clinicClock } from '@app/platform/clinic-time'
import {
  ACTIVE_STATUSES,
  ARRIVE_BEFORE_DAY_MESSAGE,
  BEYOND_HORIZON_MESSAGE,
  COMPLETE_BEFORE_DAY_MESSAGE,
  NO_SHOW_BEFORE_START_MESSAGE,
  ONLY_ACTIVE_CANCEL_MESSAGE,
  ONLY_ACTIVE_EDIT_MESSAGE,
  ONLY_ACTIVE_MOVE_MESSAGE,
  ONLY_APPROVED_ARRIVE_MESSAGE,
  ONLY_APPROVED_NO_SHOW_MESSAGE,
  ONLY_SEEN_COMPLETE_MESSAGE,
  PAST_CUTOFF_MESSAGE,
  type AttendanceStatus,
  DATE_PAST_MESSAGE,
  lastBookableDay,
  MAX_PENDING_PER_CHILD,
  MAX_PENDING_PER_PARENT,
  ONLY_PENDING_MESSAGE,
  PENDING_PER_CHILD_MESSAGE,
  PENDING_PER_PARENT_MESSAGE,
  PRESCRIPTION_NEEDS_APPROVAL_MESSAGE,
  REJECTED_NOT_EDITABLE_MESSAGE,
  SLOT_NOT_OFFERED_MESSAGE,
  SLOT_PAST_MESSAGE,
  type AppointmentStatus,
  type BookingInput,
} from './appointments.schema.ts'
import type { ScheduleDay } from './appointments.deps.ts'
import { isPastParentCutoff, quoteCancellation, type CancellationQuote, type RefundPolicy } from './refund-policy.ts'
import { isSlotInFuture, SLOT_TIMES, startsAtNow, startsAtOf } from './slots.ts'

// Pure rules of appointments (docs/product.md §5, §9): no I/O, the time given as an argument. The slot rules
// the portal shares stay in slots.ts.

// An appointment's `startsAt` is made with the slots (slots.ts, which the reminders module shares); re-exported
// for the callers of these rules.
export { startsAtNow, startsAtOf }

/** The unique key a pending or approved appointment holds its doctor's slot by (decision 010). */
export const slotKeyOf = (doctorId: string, date: string, time: string) => `${doctorId}|${date}|${time}`

/**
 * Refuses a day before today or beyond the booking horizon, and a slot that has begun (clinic time). `field`
 * names the slot's field in the answer (`time` when booking, `appointmentTime` when editing).
 */
export function refuseUnbookableSlot({
  date,
  time,
  field,
  now,
}: {
  date: string
  time: string
  field: string
  now: Date
}): void {
  const today = clinicClock(now).date
  if (date < today) throw badRequest(DATE_PAST_MESSAGE, { appointmentDate: DATE_PAST_MESSAGE })
  if (date > lastBookableDay(today)) {
    throw badRequest(BEYOND_HORIZON_MESSAGE, { appointmentDate: BEYOND_HORIZON_MESSAGE })
  }
  if (!isSlotInFuture(date, time, now)) throw badRequest(SLOT_PAST_MESSAGE, { [field]: SLOT_PAST_MESSAGE })
}

/**
 * Refuses a slot the schedule does not offer (docs/api/schedule.md): a closed day with the schedule's reason on
 * the date ("Closed: Republic Day"), a slot outside the doctor's hours that day on the time.
 */
export function refuseClosedSlot(day: ScheduleDay, time: string, fields: { date: string; time: string }): void {
  if (!day.open) throw badRequest(day.closed.reason, { [fields.date]: day.closed.reason })
  if (!day.slots.includes(time)) throw badRequest(SLOT_NOT_OFFERED_MESSAGE, { [fields.time]: SLOT_NOT_OFFERED_MESSAGE })
}

/**
 * The slot picker's slots that cannot be booked: those held, and every one the schedule does not offer that
 * day (all eight on a closed day), in the day's order.
 */
export const unbookableSlotsOf = (day: ScheduleDay, held: readonly string[]): string[] =>
  SLOT_TIMES.filter((slot) => !day.open || held.includes(slot) || !day.slots.includes(slot))

/**
 * Refuses a parent's booking over the pending limits (docs/product.md §5.1): `pendingChildIds` holds the child
 * of each of the parent's pending requests from today on; `childId` is the child booked for, when known.
 */
export function refuseOverPendingLimits(pendingChildIds: readonly string[], childId: string | undefined): void {
  if (childId && pendingChildIds.filter((id) => id === childId).length >= MAX_PENDING_PER_CHILD) {
    throw conflict(PENDING_PER_CHILD_MESSAGE)
  }
  if (pendingChildIds.length >= MAX_PENDING_PER_PARENT) throw conflict(PENDING_PER_PARENT_MESSAGE)
}

/** A new booking's status: an admin's walk-in is agreed at the desk, a parent's request waits for the centre. */
export const statusOfNewBooking = (role: Role): AppointmentStatus => (role === 'admin' ? 'approved' : 'pending')

/** The child of the booking form's `childId`: '' for a new child ('' or 'new'). */
export const existingChildIdOf = (input: Pick<BookingInput, 'childId'>) =>
  input.childId && input.childId !== 'new' ? input.childId : ''

/** A child the booking can use, as the children module describes it. */
export interface BookableChild {
  _id: string
  centreId: string
}

/**
 * The child a booking is for, when no new one is needed: the chosen child, else the parent's child already on
 * record with the same name and date of birth (a "new child" booked twice), which an admin may reuse only when
 * it is of their branch (a twin elsewhere is not theirs). Null: register a new child.
 */
export function childToBook<Child extends BookableChild>({
  chosen,
  twin,
  role,
  branch,
}: {
  chosen: Child | null
  twin: Child | null
  role: Role
  branch: string
}): Child | null {
  if (chosen) return chosen
  if (twin && (role === 'parent' || twin.centreId === branch)) return twin
  return null
}

/** Only a pending request is decided; deciding anything else is a conflict. */
export function refuseUndecidable(status: AppointmentStatus): void {
  if (status !== 'pending') throw conflict(ONLY_PENDING_MESSAGE)
}

/** What a decision writes: rejecting also frees the slot (a rejected appointment holds none). */
export const decisionChanges = (decision: Exclude<AppointmentStatus, 'pending'>) =>
  decision === 'rejected' ? { status: decision, slotKey: null } : { status: decision }

/** Whether an appointment still holds its slot and waits to happen: it may be moved, edited or cancelled. */
export const isActive = (status: AppointmentStatus) => (ACTIVE_STATUSES as readonly string[]).includes(status)

/** A rejected appointment stays as it was rejected; a cancelled, attended or missed one as it ended. */
export function refuseUneditable(status: AppointmentStatus): void {
  if (status === 'rejected') throw conflict(REJECTED_NOT_EDITABLE_MESSAGE)
  if (!isActive(status)) throw conflict(ONLY_ACTIVE_EDIT_MESSAGE)
}

/** Only a pending or approved appointment is moved (a move keeps its status). */
export function refuseUnmovable(status: AppointmentStatus): void {
  if (!isActive(status)) throw conflict(ONLY_ACTIVE_MOVE_MESSAGE)
}

/** Only a pending or approved appointment is cancelled (the others have ended). */
export function refuseUncancellable(status: AppointmentStatus): void {
  if (!isActive(status)) throw conflict(ONLY_ACTIVE_CANCEL_MESSAGE)
}

/** Whose change it is for the refund policy: a parent's own, or the centre's (its admin, or its doctor). */
export const sideOf = (actor: { role: Role | string }): 'parent' | 'centre' =>
  actor.role === 'parent' ? 'parent' : 'centre'

/**
 * Whether a parent's own cancellation or move is past the centre's cut-off (decision 056): a pending request is
 * withdrawn or moved at any time; an approved appointment only until `cutoffHours` before it starts.
 */
export function isParentTooLate(
  policy: RefundPolicy,
  appointment: { status: AppointmentStatus; startsAt: string },
  now: Date,
): boolean {
  return appointment.status === 'approved' && isPastParentCutoff(policy, appointment.startsAt, now)
}

/** Refuses a parent's change past the cut-off with the reason (409): from then on the centre must be called. */
export function refuseParentTooLate(
  policy: RefundPolicy,
  appointment: { status: AppointmentStatus; startsAt: string },
  now: Date,
): void {
  if (isParentTooLate(policy, appointment, now)) throw conflict(PAST_CUTOFF_MESSAGE(policy.cutoffHours))
}

/** What cancelling this appointment now gives back, on `by`'s side, by the policy in force. */
export function quoteFor(
  policy: RefundPolicy,
  appointment: { consultationType: string; status: AppointmentStatus; appointmentDate: string; createdAt: string },
  by: 'parent' | 'centre',
  now: Date,
): CancellationQuote {
  return quoteCancellation({
    policy,
    consultationType: appointment.consultationType,
    status: appointment.status,
    appointmentDate: appointment.appointmentDate,
    bookedAt: new Date(appointment.createdAt),
    now,
    by,
  })
}

/**
 * The statuses each attendance mark may follow (docs/product.md §5, decision 051): arrived from approved;
 * completed from arrived, or straight from approved when the desk did not check the child in; no-show from
 * approved.
 */
export const ATTENDANCE_FROM: Record<AttendanceStatus, readonly AppointmentStatus[]> = {
  arrived: ['approved'],
  completed: ['approved', 'arrived'],
  'no-show': ['approved'],
}

/**
 * Refuses an attendance mark the appointment's status or its time does not allow (409): arrived and completed
 * not before the appointment's day (clinic time); no-show only once its start time has passed.
 */
export function refuseAttendance(
  appointment: { status: AppointmentStatus; appointmentDate: string; startsAt: string },
  mark: AttendanceStatus,
  now: Date,
): void {
  const allowed = ATTENDANCE_FROM[mark].includes(appointment.status)
  const today = clinicClock(now).date
  if (mark === 'arrived') {
    if (!allowed) throw conflict(ONLY_APPROVED_ARRIVE_MESSAGE)
    if (today < appointment.appointmentDate) throw conflict(ARRIVE_BEFORE_DAY_MESSAGE)
  } else if (mark === 'completed') {
    if (!allowed) throw conflict(ONLY_SEEN_COMPLETE_MESSAGE)
    if (today < appointment.appointmentDate) throw conflict(COMPLETE_BEFORE_DAY_MESSAGE)
  } else {
    if (!allowed) throw conflict(ONLY_APPROVED_NO_SHOW_MESSAGE)
    // startsAt and now as "YYYY-MM-DD HH:MM" (clinic time) compare as text: the slot has begun at its minute.
    if (startsAtNow(now) <= appointment.startsAt) throw conflict(NO_SHOW_BEFORE_START_MESSAGE)
  }
}

/** What a move writes: the new day, slot and doctor, the slot key and order that follow, the next invitation. */
export function moveChanges(
  current: { inviteSequence: number },
  to: { doctorId: string; appointmentDate: string; appointmentTime: string },
) {
  return {
    doctor: to.doctorId,
    appointmentDate: to.appointmentDate,
    appointmentTime: to.appointmentTime,
    startsAt: startsAtOf(to.appointmentDate, to.appointmentTime),
    slotKey: slotKeyOf(to.doctorId, to.appointmentDate, to.appointmentTime),
    inviteSequence: current.inviteSequence + 1,
  }
}

/** What a cancellation writes: the slot freed, and the next invitation's sequence (the CANCEL). */
export const cancelChanges = (current: { inviteSequence: number }) => ({
  status: 'cancelled' as const,
  slotKey: null,
  inviteSequence: current.inviteSequence + 1,
})

/** A prescription records a consultation that was agreed; a pending or rejected request has none. */
export function refuseWithoutApproval(status: AppointmentStatus): void {
  if (status !== 'approved') throw conflict(PRESCRIPTION_NEEDS_APPROVAL_MESSAGE)
}

/**
 * What an edit writes: the concerns always; a new day or slot (and the slot key and order that follow it) only
 * when either changed, so an edit that keeps the slot never clashes with itself.
 */
export function editChanges(
  current: { doctorId: string | null; appointmentDate: string; appointmentTime: string },
  input: { appointmentDate: string; appointmentTime: string; childConcerns: string },
): { moved: boolean; changes: Record<string, string> } {
  const moved = current.appointmentDate !== input.appointmentDate || current.appointmentTime !== input.appointmentTime
  const changes: Record<string, string> = { childConcerns: input.childConcerns }
  if (moved) {
    Object.assign(changes, {
      appointmentDate: input.appointmentDate,
      appointmentTime: input.appointmentTime,
      startsAt: startsAtOf(input.appointmentDate, input.appointmentTime),
      slotKey: slotKeyOf(current.doctorId ?? '', input.appointmentDate, input.appointmentTime),
    })
  }
  return { moved, changes }
}

/** Which appointments a list shows; every field given must match. */
export interface AppointmentFilter {
  centreId?: string
  parentId?: string
  doctorId?: string
  status?: AppointmentStatus
  /** Only appointments that took place or were agreed to: approved, arrived or completed (a doctor's list). */
  seen?: boolean
  /** Child or parent name contains this, in any letter case. */
  search?: string
  /** startsAt ("YYYY-MM-DD HH:MM") at or after this. */
  startsFrom?: string
  /** startsAt before this. */
  startsBefore?: string
  /** startsAt at or before this. */
  startsUpTo?: string
}

/** A list's checked query as a filter: `from` and `to` are days, both included, as a range of startsAt. */
export function filterOfQuery(query: {
  search?: string
  status?: AppointmentStatus | ''
  from?: string
  to?: string
}): AppointmentFilter {
  const filter: AppointmentFilter = {}
  if (query.search) filter.search = query.search
  if (query.status) filter.status = query.status
  // "YYYY-MM-DD HH:MM" compares as text: from the day's start, up to the next day's.
  if (query.from) filter.startsFrom = query.from
  if (query.to) filter.startsBefore = addDays(query.to, 1)
  return filter
}

/** Which of an appointment's files a download asks for: the prescription, or a report by its place. */
export function fileIdOf(
  appointment: { prescriptionId: string | null; reportIds: readonly string[] },
  which: 'prescription' | number,
): string | null {
  if (which === 'prescription') return appointment.prescriptionId
  return Number.isInteger(which) && which >= 0 ? (appointment.reportIds[which] ?? null) : null
}
