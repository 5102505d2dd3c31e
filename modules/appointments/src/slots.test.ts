import { describe, expect, it } from 'vitest'
import { addDays, clinicClock } from '@app/platform/clinic-time'
import {
  defaultAppointmentDate,
  isSlotInFuture,
  SLOT_PERIODS,
  SLOT_TIMES,
  slotMinutes,
  slotStates,
  slotTimeIn,
} from './slots.ts'

/** A moment given as clinic time (Asia/Kolkata is UTC+05:30 all year). */
const kolkata = (dateTime: string) => new Date(`${dateTime}:00+05:30`)

describe('isSlotInFuture (clinic time, Asia/Kolkata)', () => {
  it('when the slot is later today, then it can be booked; at the same minute or earlier, it cannot', () => {
    const now = kolkata('2026-11-21T14:00')
    expect(isSlotInFuture('2026-11-21', '3:00 PM', now)).toBe(true)
    expect(isSlotInFuture('2026-11-21', '2:00 PM', now)).toBe(false)
    expect(isSlotInFuture('2026-11-21', '12:30 PM', now)).toBe(false)
    expect(isSlotInFuture('2026-11-21', '2:00 PM', kolkata('2026-11-21T13:59'))).toBe(true)
  })
  it('when it is late evening in UTC but already the next day in Kolkata, then the Kolkata day decides', () => {
    // 20:00 UTC on the 21st is 01:30 on the 22nd in Kolkata.
    const now = new Date('2026-11-21T20:00:00Z')
    expect(clinicClock(now)).toEqual({ date: '2026-11-22', minutes: 90 })
    expect(isSlotInFuture('2026-11-21', '5:30 PM', now)).toBe(false)
    expect(isSlotInFuture('2026-11-22', '10:30 AM', now)).toBe(true)
  })
  it('when the day is past or the time is not a slot, then it cannot be booked', () => {
    const now = kolkata('2026-11-21T09:00')
    expect(isSlotInFuture('2026-11-20', '5:30 PM', now)).toBe(false)
    expect(isSlotInFuture('2026-11-23', '10:00 AM', now)).toBe(false)
    expect(isSlotInFuture('2026-11-23', '10:30 AM', now)).toBe(true)
  })
})

describe('slot periods and states', () => {
  it('when the periods are listed, then morning and afternoon together are every slot, in order', () => {
    expect(SLOT_PERIODS.flatMap((p) => p.times)).toEqual([...SLOT_TIMES])
    expect(SLOT_PERIODS.map((p) => p.id)).toEqual(['morning', 'afternoon'])
    expect(slotMinutes('12:30 PM')).toBe(750)
    expect(slotMinutes('10:30 AM')).toBe(630)
  })
  it('when some slots are booked and some past, then each shows as booked, past or open', () => {
    const states = slotStates({
      date: '2026-11-21',
      bookedSlots: ['12:30 PM'],
      now: kolkata('2026-11-21T11:00'),
      period: 'morning',
    })
    expect(states).toEqual([
      { time: '10:30 AM', state: 'past' },
      { time: '11:30 AM', state: 'open' },
      { time: '12:30 PM', state: 'booked' },
    ])
  })
})

describe('defaultAppointmentDate', () => {
  it('when asked, then it is tomorrow in Kolkata, also across the UTC day boundary and at a month end', () => {
    // a Saturday: tomorrow is a Sunday, when the branches are closed
    expect(defaultAppointmentDate(kolkata('2026-11-21T10:00'))).toBe('2026-11-23')
    expect(defaultAppointmentDate(kolkata('2026-11-20T10:00'))).toBe('2026-11-21')
    expect(defaultAppointmentDate(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12-02')
    expect(defaultAppointmentDate(kolkata('2028-02-28T12:00'))).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('slotTimeIn', () => {
  it('writes a slot in Telugu and Hindi as Intl writes any other time there, and in English as the product names it', () => {
    const cutoffTime = (locale: string) =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(
        kolkata('2026-11-24T10:30'),
      )
    expect(slotTimeIn('10:30 AM', 'hi')).toBe(cutoffTime('hi-IN'))
    expect(slotTimeIn('10:30 AM', 'hi')).toBe('10:30 am')
    expect(slotTimeIn('10:30 AM', 'te')).toBe(cutoffTime('te-IN'))
    expect(slotTimeIn('2:00 PM', 'hi')).toBe('2:00 pm')
    expect(slotTimeIn('12:30 PM', 'te')).toBe('12:30 PM')
    for (const time of SLOT_TIMES) expect(slotTimeIn(time, 'en')).toBe(time)
  })

  it('leaves a value that is not a slot, or a language it does not know, in English', () => {
    expect(slotTimeIn('soon', 'hi')).toBe('soon')
    expect(slotTimeIn('3:30 PM', undefined)).toBe('3:30 PM')
    expect(slotTimeIn('3:30 PM', 'xx')).toBe('3:30 PM')
  })
})
