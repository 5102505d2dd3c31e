import { describe, expect, it } from 'vitest'
import type { HttpError } from '@app/platform'
import {
  cancelChanges,
  moveChanges,
  refuseAttendance,
  refuseUncancellable,
  refuseUneditable,
  refuseUnmovable,
} from './appointments.rules.ts'
import {
  APPOINTMENT_STATUSES,
  ARRIVE_BEFORE_DAY_MESSAGE,
  ATTENDANCE_STATUSES,
  COMPLETE_BEFORE_DAY_MESSAGE,
  NO_SHOW_BEFORE_START_MESSAGE,
  ONLY_ACTIVE_CANCEL_MESSAGE,
  ONLY_ACTIVE_EDIT_MESSAGE,
  ONLY_ACTIVE_MOVE_MESSAGE,
  ONLY_APPROVED_ARRIVE_MESSAGE,
  ONLY_APPROVED_NO_SHOW_MESSAGE,
  ONLY_SEEN_COMPLETE_MESSAGE,
  REJECTED_NOT_EDITABLE_MESSAGE,
  type AppointmentStatus,
  type AttendanceStatus,
} from './appointments.schema.ts'

// The life of an appointment (docs/product.md §5, decision 051): every transition, allowed and refused.

/** A moment given as clinic time (Asia/Kolkata is UTC+05:30 all year). */
const kolkata = (dateTime: string) => new Date(`${dateTime}:00+05:30`)

const refusal = (run: () => void) => {
  try {
    run()
  } catch (error) {
    const { status, message } = error as HttpError
    return { status, message }
  }
  return null
}

/** An appointment on 14 Dec 2026 at 2:00 PM. */
const at = (status: AppointmentStatus) => ({ status, appointmentDate: '2026-12-14', startsAt: '2026-12-14 14:00' })
const onTheDayAfterStart = kolkata('2026-12-14T14:01')

/** Which status each mark may follow (any time that allows it). */
const ALLOWED: Record<AttendanceStatus, AppointmentStatus[]> = {
  arrived: ['approved'],
  completed: ['approved', 'arrived'],
  'no-show': ['approved'],
}
const REFUSED_FROM: Record<AttendanceStatus, string> = {
  arrived: ONLY_APPROVED_ARRIVE_MESSAGE,
  completed: ONLY_SEEN_COMPLETE_MESSAGE,
  'no-show': ONLY_APPROVED_NO_SHOW_MESSAGE,
}

describe('attendance marks: arrived, completed, no-show', () => {
  for (const mark of ATTENDANCE_STATUSES) {
    for (const status of APPOINTMENT_STATUSES) {
      const allowed = ALLOWED[mark].includes(status)
      it(`${mark} from ${status}: ${allowed ? 'allowed' : '409'}`, () => {
        const answer = refusal(() => refuseAttendance(at(status), mark, onTheDayAfterStart))
        expect(answer).toEqual(allowed ? null : { status: 409, message: REFUSED_FROM[mark] })
      })
    }
  }

  it('when the appointment is on a later day, then arrived and completed are refused; from its first minute on, allowed', () => {
    const dayBefore = kolkata('2026-12-13T23:59')
    expect(refusal(() => refuseAttendance(at('approved'), 'arrived', dayBefore))).toEqual({
      status: 409,
      message: ARRIVE_BEFORE_DAY_MESSAGE,
    })
    expect(refusal(() => refuseAttendance(at('arrived'), 'completed', dayBefore))).toEqual({
      status: 409,
      message: COMPLETE_BEFORE_DAY_MESSAGE,
    })
    // Early on the day, before the slot: the child may be at the desk already.
    const morning = kolkata('2026-12-14T00:00')
    expect(refusal(() => refuseAttendance(at('approved'), 'arrived', morning))).toBeNull()
    expect(refusal(() => refuseAttendance(at('approved'), 'completed', morning))).toBeNull()
    // A mark entered on a later day (the desk catching up) is still taken.
    expect(refusal(() => refuseAttendance(at('approved'), 'arrived', kolkata('2026-12-16T10:00')))).toBeNull()
  })

  it('when the start time has not passed, then no-show is refused; a minute after, allowed', () => {
    for (const now of [kolkata('2026-12-13T15:00'), kolkata('2026-12-14T13:59'), kolkata('2026-12-14T14:00')]) {
      expect(refusal(() => refuseAttendance(at('approved'), 'no-show', now))).toEqual({
        status: 409,
        message: NO_SHOW_BEFORE_START_MESSAGE,
      })
    }
    expect(refusal(() => refuseAttendance(at('approved'), 'no-show', kolkata('2026-12-14T14:01')))).toBeNull()
  })

  it('when the day is right but the status is wrong, then the status is what the answer names', () => {
    expect(refusal(() => refuseAttendance(at('pending'), 'no-show', kolkata('2026-12-13T10:00')))?.message).toBe(
      ONLY_APPROVED_NO_SHOW_MESSAGE,
    )
  })
})

describe('moves, cancellations and edits', () => {
  for (const status of APPOINTMENT_STATUSES) {
    const active = status === 'pending' || status === 'approved'
    it(`from ${status}: move, cancel and edit ${active ? 'allowed' : '409'}`, () => {
      expect(refusal(() => refuseUnmovable(status))).toEqual(
        active ? null : { status: 409, message: ONLY_ACTIVE_MOVE_MESSAGE },
      )
      expect(refusal(() => refuseUncancellable(status))).toEqual(
        active ? null : { status: 409, message: ONLY_ACTIVE_CANCEL_MESSAGE },
      )
      expect(refusal(() => refuseUneditable(status))).toEqual(
        active
          ? null
          : { status: 409, message: status === 'rejected' ? REJECTED_NOT_EDITABLE_MESSAGE : ONLY_ACTIVE_EDIT_MESSAGE },
      )
    })
  }

  it('when moved, then the slot key, order and doctor follow the new place and the invitation sequence goes up by one', () => {
    expect(
      moveChanges(
        { inviteSequence: 2 },
        { doctorId: 'doc2', appointmentDate: '2026-12-15', appointmentTime: '10:30 AM' },
      ),
    ).toEqual({
      doctor: 'doc2',
      appointmentDate: '2026-12-15',
      appointmentTime: '10:30 AM',
      startsAt: '2026-12-15 10:30',
      slotKey: 'doc2|2026-12-15|10:30 AM',
      inviteSequence: 3,
    })
  })

  it('when cancelled, then the slot is freed and the invitation sequence goes up by one', () => {
    expect(cancelChanges({ inviteSequence: 0 })).toEqual({ status: 'cancelled', slotKey: null, inviteSequence: 1 })
  })
})
