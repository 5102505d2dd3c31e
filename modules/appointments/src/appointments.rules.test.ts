import { describe, expect, it } from 'vitest'
import type { HttpError } from '@app/platform'
import {
  childToBook,
  decisionChanges,
  editChanges,
  existingChildIdOf,
  fileIdOf,
  filterOfQuery,
  refuseOverPendingLimits,
  refuseUnbookableSlot,
  refuseUndecidable,
  refuseUneditable,
  refuseWithoutApproval,
  slotKeyOf,
  startsAtNow,
  startsAtOf,
  statusOfNewBooking,
} from './appointments.rules.ts'
import {
  BEYOND_HORIZON_MESSAGE,
  DATE_PAST_MESSAGE,
  ONLY_PENDING_MESSAGE,
  PENDING_PER_CHILD_MESSAGE,
  PENDING_PER_PARENT_MESSAGE,
  PRESCRIPTION_NEEDS_APPROVAL_MESSAGE,
  REJECTED_NOT_EDITABLE_MESSAGE,
  SLOT_PAST_MESSAGE,
} from './appointments.schema.ts'

/** A moment given as clinic time (Asia/Kolkata is UTC+05:30 all year). */
const kolkata = (dateTime: string) => new Date(`${dateTime}:00+05:30`)

const refusal = (run: () => void) => {
  try {
    run()
  } catch (error) {
    const { status, message, details } = error as HttpError
    return { status, message, fieldErrors: details?.fieldErrors }
  }
  return null
}

describe('when an appointment happens', () => {
  it('orders by "YYYY-MM-DD HH:MM" in clinic time and holds the slot by doctor, day and label', () => {
    expect(startsAtOf('2026-12-01', '2:00 PM')).toBe('2026-12-01 14:00')
    expect(startsAtOf('2026-12-01', '10:30 AM')).toBe('2026-12-01 10:30')
    expect(slotKeyOf('doc', '2026-12-01', '2:00 PM')).toBe('doc|2026-12-01|2:00 PM')
    expect(startsAtNow(kolkata('2026-12-01T09:05'))).toBe('2026-12-01 09:05')
  })
})

describe('refuseUnbookableSlot', () => {
  const now = kolkata('2026-12-01T14:00')
  it('when the day has passed, is beyond the horizon, or the slot has begun, then 400 on the right field', () => {
    expect(refusal(() => refuseUnbookableSlot({ date: '2026-11-30', time: '3:00 PM', field: 'time', now }))).toEqual({
      status: 400,
      message: DATE_PAST_MESSAGE,
      fieldErrors: { appointmentDate: DATE_PAST_MESSAGE },
    })
    expect(refuseUnbookableSlot.bind(null, { date: '2027-03-31', time: '3:00 PM', field: 'time', now })).not.toThrow()
    expect(
      refusal(() => refuseUnbookableSlot({ date: '2027-04-01', time: '3:00 PM', field: 'time', now }))?.message,
    ).toBe(BEYOND_HORIZON_MESSAGE)
    expect(
      refusal(() => refuseUnbookableSlot({ date: '2026-12-01', time: '2:00 PM', field: 'appointmentTime', now })),
    ).toEqual({ status: 400, message: SLOT_PAST_MESSAGE, fieldErrors: { appointmentTime: SLOT_PAST_MESSAGE } })
    expect(refusal(() => refuseUnbookableSlot({ date: '2026-12-01', time: '3:00 PM', field: 'time', now }))).toBeNull()
  })
})

describe('refuseOverPendingLimits (docs/product.md §5.1)', () => {
  it('when the child already has three requests waiting, then 409 for that child only', () => {
    const pending = ['kid', 'kid', 'kid', 'other']
    expect(refusal(() => refuseOverPendingLimits(pending, 'kid'))).toMatchObject({
      status: 409,
      message: PENDING_PER_CHILD_MESSAGE,
    })
    expect(refusal(() => refuseOverPendingLimits(pending, 'other'))).toBeNull()
    expect(refusal(() => refuseOverPendingLimits(pending, undefined))).toBeNull()
  })

  it('when the parent already has ten requests waiting, then 409 whichever child', () => {
    const pending = Array.from({ length: 10 }, (_, index) => `kid-${index % 5}`)
    expect(refusal(() => refuseOverPendingLimits(pending, undefined))?.message).toBe(PENDING_PER_PARENT_MESSAGE)
    expect(refusal(() => refuseOverPendingLimits(pending.slice(1), 'new'))).toBeNull()
  })
})

describe('childToBook: a "new child" already on record is reused', () => {
  const chosen = { _id: 'chosen', centreId: 'centre-a' }
  const twinHere = { _id: 'twin', centreId: 'centre-a' }
  const twinElsewhere = { _id: 'twin', centreId: 'centre-b' }

  it('when a child was chosen, then it is the one, twin or not', () => {
    expect(childToBook({ chosen, twin: twinHere, role: 'admin', branch: 'centre-a' })).toBe(chosen)
  })

  it('when a parent books a child they have on record, then that child is reused wherever it is', () => {
    expect(childToBook({ chosen: null, twin: twinElsewhere, role: 'parent', branch: 'centre-a' })).toBe(twinElsewhere)
  })

  it("when an admin's walk-in names a twin of another centre, then a new child is registered instead", () => {
    expect(childToBook({ chosen: null, twin: twinHere, role: 'admin', branch: 'centre-a' })).toBe(twinHere)
    expect(childToBook({ chosen: null, twin: twinElsewhere, role: 'admin', branch: 'centre-a' })).toBeNull()
    expect(childToBook({ chosen: null, twin: null, role: 'parent', branch: 'centre-a' })).toBeNull()
  })

  it("reads '' and 'new' as a new child", () => {
    expect(existingChildIdOf({ childId: '' })).toBe('')
    expect(existingChildIdOf({ childId: 'new' })).toBe('')
    expect(existingChildIdOf({ childId: 'abc' })).toBe('abc')
  })
})

describe('status transitions', () => {
  it("when an admin books, then it is approved; a parent's booking waits", () => {
    expect(statusOfNewBooking('admin')).toBe('approved')
    expect(statusOfNewBooking('parent')).toBe('pending')
  })

  it('decides only a pending request; rejecting frees the slot', () => {
    expect(refusal(() => refuseUndecidable('pending'))).toBeNull()
    expect(refusal(() => refuseUndecidable('approved'))).toMatchObject({ status: 409, message: ONLY_PENDING_MESSAGE })
    expect(refusal(() => refuseUndecidable('rejected'))?.status).toBe(409)
    expect(decisionChanges('rejected')).toEqual({ status: 'rejected', slotKey: null })
    expect(decisionChanges('approved')).toEqual({ status: 'approved' })
  })

  it('edits anything but a rejected appointment; a prescription needs an approved one', () => {
    expect(refusal(() => refuseUneditable('rejected'))).toMatchObject({
      status: 409,
      message: REJECTED_NOT_EDITABLE_MESSAGE,
    })
    expect(refusal(() => refuseUneditable('pending'))).toBeNull()
    expect(refusal(() => refuseWithoutApproval('pending'))?.message).toBe(PRESCRIPTION_NEEDS_APPROVAL_MESSAGE)
    expect(refusal(() => refuseWithoutApproval('approved'))).toBeNull()
  })
})

describe('editChanges', () => {
  const current = { doctorId: 'doc', appointmentDate: '2026-12-01', appointmentTime: '2:00 PM' }
  it('when the day and slot stay, then only the concerns are written (the slot key is not touched)', () => {
    expect(
      editChanges(current, { appointmentDate: '2026-12-01', appointmentTime: '2:00 PM', childConcerns: 'x' }),
    ).toEqual({ moved: false, changes: { childConcerns: 'x' } })
  })
  it('when moved, then the day, slot, order and slot key follow', () => {
    expect(
      editChanges(current, { appointmentDate: '2026-12-02', appointmentTime: '2:00 PM', childConcerns: 'x' }),
    ).toEqual({
      moved: true,
      changes: {
        childConcerns: 'x',
        appointmentDate: '2026-12-02',
        appointmentTime: '2:00 PM',
        startsAt: '2026-12-02 14:00',
        slotKey: 'doc|2026-12-02|2:00 PM',
      },
    })
  })
})

describe('filterOfQuery and fileIdOf', () => {
  it('reads from and to as whole days of startsAt, and leaves empty filters out', () => {
    expect(filterOfQuery({ search: '', status: '', from: '', to: '' })).toEqual({})
    expect(filterOfQuery({ search: 'ravi', status: 'approved', from: '2026-12-01', to: '2026-12-31' })).toEqual({
      search: 'ravi',
      status: 'approved',
      startsFrom: '2026-12-01',
      startsBefore: '2027-01-01',
    })
  })

  it('finds the prescription or a report by its place, and nothing for a place without one', () => {
    const appointment = { prescriptionId: 'p', reportIds: ['r0', 'r1'] }
    expect(fileIdOf(appointment, 'prescription')).toBe('p')
    expect(fileIdOf(appointment, 1)).toBe('r1')
    expect(fileIdOf(appointment, 2)).toBeNull()
    expect(fileIdOf(appointment, -1)).toBeNull()
    expect(fileIdOf({ prescriptionId: null, reportIds: [] }, 'prescription')).toBeNull()
  })
})
