import { describe, expect, it } from 'vitest'
import { SLOT_TIMES } from '@app/appointments/slots'
import { SEEDED_HOLIDAYS } from './schedule.holidays.ts'
import {
  bookableSlots,
  branchDay,
  completeWeek,
  DEFAULT_OPENING_DAYS,
  defaultPatternOf,
  firstOpenDay,
  leaveCovers,
  unbookableSlots,
  weekdayOf,
  type DoctorsDayFacts,
} from './schedule.rules.ts'

const BARKATPURA = 'centre-a'
const HIMAYATNAGAR = 'centre-b'
// 2026-12-07 is a Monday.
const MONDAY = '2026-12-07'
const TUESDAY = '2026-12-08'
const SUNDAY = '2026-12-06'

const facts = (over: Partial<DoctorsDayFacts> = {}): DoctorsDayFacts => ({
  date: MONDAY,
  doctor: { name: 'Dr. Meera Iyer', centreId: BARKATPURA },
  weekly: defaultPatternOf(BARKATPURA),
  extraDays: [],
  leave: [],
  openingDaysOf: () => DEFAULT_OPENING_DAYS,
  holidayOf: (centreId, date) =>
    centreId === BARKATPURA ? (SEEDED_HOLIDAYS.find((holiday) => holiday.date === date)?.name ?? null) : null,
  ...over,
})

describe('bookableSlots', () => {
  it('when nothing was edited, then a Monday offers the eight slots at the doctor’s centre', () => {
    expect(bookableSlots(facts())).toEqual({ open: true, centreId: BARKATPURA, slots: [...SLOT_TIMES] })
  })

  it('when the date is a Sunday, then the day is closed and says so', () => {
    expect(weekdayOf(SUNDAY)).toBe(0)
    expect(bookableSlots(facts({ date: SUNDAY }))).toEqual({ open: false, closed: { reason: 'Closed: Sunday' } })
  })

  it('when the date is a branch holiday, then it is closed with the holiday’s name, even on a working weekday', () => {
    expect(bookableSlots(facts({ date: '2027-01-26' }))).toEqual({
      open: false,
      closed: { reason: 'Closed: Republic Day' },
    })
    // a holiday falling on a Sunday is named by the holiday
    expect(bookableSlots(facts({ date: '2026-11-08' }))).toEqual({
      open: false,
      closed: { reason: 'Closed: Deepavali' },
    })
  })

  it('when a holiday is at another branch only, then this branch is open', () => {
    expect(
      bookableSlots(facts({ date: '2027-01-26', centreId: HIMAYATNAGAR, weekly: defaultPatternOf(HIMAYATNAGAR) })).open,
    ).toBe(true)
  })

  it('when a whole-day leave covers the date, then the doctor is on leave, and only within its days', () => {
    const leave = [{ from: MONDAY, to: TUESDAY, slots: null }]
    expect(bookableSlots(facts({ leave }))).toEqual({ open: false, closed: { reason: 'Dr. Meera Iyer is on leave' } })
    expect(bookableSlots(facts({ leave, date: TUESDAY })).open).toBe(false)
    expect(bookableSlots(facts({ leave, date: '2026-12-09' })).open).toBe(true)
  })

  it('when a leave takes some slots, then the others stay bookable, and all of them taken is a leave', () => {
    const leave = [{ from: MONDAY, to: MONDAY, slots: ['10:30 AM', '11:30 AM', '12:30 PM'] as const }]
    expect(bookableSlots(facts({ leave }))).toEqual({
      open: true,
      centreId: BARKATPURA,
      slots: ['2:00 PM', '3:00 PM', '3:30 PM', '4:30 PM', '5:30 PM'],
    })
    const mornings = [{ weekday: 1 as const, centreId: BARKATPURA, slots: ['10:30 AM' as const, '11:30 AM' as const] }]
    expect(bookableSlots(facts({ leave, weekly: mornings }))).toEqual({
      open: false,
      closed: { reason: 'Dr. Meera Iyer is on leave' },
    })
  })

  it('when a doctor works at two centres on different days, then each day is bookable at its centre only', () => {
    const weekly = [
      { weekday: 1 as const, centreId: BARKATPURA, slots: [...SLOT_TIMES] },
      { weekday: 2 as const, centreId: HIMAYATNAGAR, slots: ['2:00 PM' as const, '3:00 PM' as const] },
    ]
    expect(bookableSlots(facts({ weekly, centreId: BARKATPURA }))).toMatchObject({ open: true, centreId: BARKATPURA })
    expect(bookableSlots(facts({ weekly, centreId: HIMAYATNAGAR }))).toEqual({
      open: false,
      closed: { reason: 'Dr. Meera Iyer does not work at this centre on Mondays' },
    })
    // without a branch asked, Tuesday is answered at the branch the doctor works at that day
    expect(bookableSlots(facts({ weekly, date: TUESDAY }))).toEqual({
      open: true,
      centreId: HIMAYATNAGAR,
      slots: ['2:00 PM', '3:00 PM'],
    })
    expect(bookableSlots(facts({ weekly, date: '2026-12-09' }))).toEqual({
      open: false,
      closed: { reason: 'Dr. Meera Iyer does not work on Wednesdays' },
    })
  })

  it('when a doctor has an extra day, then it is bookable, but a closed branch day stays closed', () => {
    const weekly = defaultPatternOf(BARKATPURA).filter((day) => day.weekday !== 3)
    const extraDays = [{ date: '2026-12-09', centreId: BARKATPURA, slots: ['4:30 PM' as const] }]
    expect(bookableSlots(facts({ weekly, extraDays, date: '2026-12-09' }))).toEqual({
      open: true,
      centreId: BARKATPURA,
      slots: ['4:30 PM'],
    })
    const sundayExtra = [{ date: SUNDAY, centreId: BARKATPURA, slots: ['4:30 PM' as const] }]
    expect(bookableSlots(facts({ extraDays: sundayExtra, date: SUNDAY })).open).toBe(false)
  })

  it('when the branch offers fewer slots on a day, then the doctor’s slots are cut to them', () => {
    const saturdayMornings = DEFAULT_OPENING_DAYS.map((day) =>
      day.weekday === 6 ? { ...day, slots: ['10:30 AM' as const, '11:30 AM' as const] } : day,
    )
    expect(bookableSlots(facts({ date: '2026-12-12', openingDaysOf: () => saturdayMornings }))).toMatchObject({
      slots: ['10:30 AM', '11:30 AM'],
    })
  })
})

describe('unbookableSlots', () => {
  it('lists the held slots and those outside the day, in the day’s order; every slot on a closed day', () => {
    expect(
      unbookableSlots({ open: true, centreId: 'c', slots: ['10:30 AM', '2:00 PM', '3:00 PM'] }, ['2:00 PM']),
    ).toEqual(['11:30 AM', '12:30 PM', '2:00 PM', '3:30 PM', '4:30 PM', '5:30 PM'])
    expect(unbookableSlots({ open: false, closed: { reason: 'Closed: Sunday' } }, [])).toEqual([...SLOT_TIMES])
  })
})

describe('the other rules', () => {
  it('leaveCovers reads the days and the slots of a partial leave', () => {
    expect(leaveCovers({ from: MONDAY, to: MONDAY, slots: null }, MONDAY, '5:30 PM')).toBe(true)
    expect(leaveCovers({ from: MONDAY, to: MONDAY, slots: ['10:30 AM'] }, MONDAY, '5:30 PM')).toBe(false)
    expect(leaveCovers({ from: MONDAY, to: MONDAY, slots: null }, TUESDAY, '5:30 PM')).toBe(false)
  })

  it('completeWeek fills missing weekdays with the defaults', () => {
    const week = completeWeek([{ weekday: 0, open: true, slots: ['2:00 PM', '10:30 AM'] }])
    expect(week).toHaveLength(7)
    expect(week[0]).toEqual({ weekday: 0, open: true, slots: ['10:30 AM', '2:00 PM'] })
    expect(week[1]).toEqual(DEFAULT_OPENING_DAYS[1])
  })

  it('firstOpenDay skips closed days', () => {
    expect(firstOpenDay(SUNDAY, (date) => weekdayOf(date) !== 0)).toBe(MONDAY)
    expect(firstOpenDay(SUNDAY, () => false, 3)).toBeNull()
  })

  it('the seeded holidays are real dates, two years of them, none twice', () => {
    expect(new Set(SEEDED_HOLIDAYS.map((h) => h.date)).size).toBe(SEEDED_HOLIDAYS.length)
    for (const year of ['2026', '2027']) {
      const names = SEEDED_HOLIDAYS.filter((h) => h.date.startsWith(year)).map((h) => h.name)
      expect(names).toEqual(
        expect.arrayContaining([
          'Republic Day',
          'Telangana Formation Day',
          'Independence Day',
          'Gandhi Jayanti',
          'Christmas',
        ]),
      )
    }
    expect(SEEDED_HOLIDAYS.find((h) => h.name === 'Republic Day' && h.date.startsWith('2027'))?.date).toBe('2027-01-26')
  })
})

describe('branchDay', () => {
  const week = completeWeek(null)
  it('a holiday closes the branch with its name, before its weekday', () => {
    expect(branchDay({ date: '2026-01-26', openingDays: week, holiday: 'Republic Day' })).toEqual({
      open: false,
      closed: { reason: 'Closed: Republic Day' },
    })
  })
  it('a closed weekday closes it with the weekday; an open one is open', () => {
    expect(branchDay({ date: '2026-11-29', openingDays: week, holiday: null })).toEqual({
      open: false,
      closed: { reason: 'Closed: Sunday' },
    })
    expect(branchDay({ date: '2026-11-30', openingDays: week, holiday: null })).toEqual({ open: true })
  })
})
