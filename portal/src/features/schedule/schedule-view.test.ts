import { SLOT_TIMES } from '@app/appointments/slots'
import type { PatternDay } from '@app/schedule/schema'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { speak } from '../../test/helpers'
import {
  appointmentSearchOf,
  leaveSlotsText,
  slotsText,
  openingFieldOf,
  openingFields,
  patternFieldOf,
  patternFields,
  patternOf,
  WEEK_ORDER,
  withExtraDay,
  withoutExtraDay,
} from './schedule-view'

const HOME = 'centre-home'
const OTHER = 'centre-other'

describe('the opening-hours form', () => {
  it('shows the week Monday first, and a weekday the answer lacks as closed', () => {
    const fields = openingFields([
      { weekday: 0, open: false, slots: [] },
      { weekday: 1, open: true, slots: ['10:30 AM', '2:00 PM'] },
    ])
    expect(fields.days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0])
    expect(fields.days[0]).toEqual({ weekday: 1, open: true, slots: ['10:30 AM', '2:00 PM'] })
    expect(fields.days[1]).toEqual({ weekday: 2, open: false, slots: [...SLOT_TIMES] })
    expect(fields.days[6]).toEqual({ weekday: 0, open: false, slots: [] })
  })

  it("names a server error's weekday by the form's row", () => {
    const sent = openingFields([]).days
    // The form sends Monday first: index 6 is Sunday, the form's last row too; index 0 Monday, row 0.
    expect(openingFieldOf('days.6.slots', sent)).toBe('days.6.slots')
    const sundayFirst = [...sent].sort((a, b) => a.weekday - b.weekday)
    expect(openingFieldOf('days.0.slots', sundayFirst)).toBe('days.6.slots')
    expect(openingFieldOf('days', sent)).toBe('days')
    expect(openingFieldOf('centreId', sent)).toBeNull()
  })
})

describe("a doctor's week as seven rows and back", () => {
  const weekly: PatternDay[] = [
    { weekday: 1, centreId: HOME, slots: ['10:30 AM', '11:30 AM'] },
    { weekday: 3, centreId: OTHER, slots: [...SLOT_TIMES] },
  ]

  it('gives each weekday a row: working days as saved, days off at the home centre with the eight slots', () => {
    const rows = patternFields(weekly, HOME).days
    expect(rows.map((row) => row.weekday)).toEqual([...WEEK_ORDER])
    expect(rows[0]).toEqual({ weekday: 1, working: true, centreId: HOME, slots: ['10:30 AM', '11:30 AM'] })
    expect(rows[1]).toEqual({ weekday: 2, working: false, centreId: HOME, slots: [...SLOT_TIMES] })
    expect(rows[2]).toEqual({ weekday: 3, working: true, centreId: OTHER, slots: [...SLOT_TIMES] })
  })

  it('turns unchanged rows back into the same pattern', () => {
    expect(patternOf(patternFields(weekly, HOME).days)).toEqual(weekly)
  })

  it('sends only the working days, Sunday first, with slots in the order of the day', () => {
    const rows = patternFields(weekly, HOME).days
    rows[6] = { weekday: 0, working: true, centreId: OTHER, slots: ['5:30 PM', '10:30 AM'] }
    rows[0] = { ...rows[0], working: false }
    expect(patternOf(rows)).toEqual([
      { weekday: 0, centreId: OTHER, slots: ['10:30 AM', '5:30 PM'] },
      { weekday: 3, centreId: OTHER, slots: [...SLOT_TIMES] },
    ])
  })

  it("names a server error of the pattern by the form's row", () => {
    const sent = patternOf(patternFields(weekly, HOME).days)
    expect(patternFieldOf('weekly.1.centreId', sent)).toBe('days.2.centreId')
    expect(patternFieldOf('weekly.0.slots', sent)).toBe('days.0.slots')
    expect(patternFieldOf('weekly', sent)).toBe('days')
    expect(patternFieldOf('weekly.9', sent)).toBe('days')
    expect(patternFieldOf('extraDays.0.date', sent)).toBeNull()
  })
})

describe('the words and links of the lists', () => {
  afterEach(async () => {
    await speak('en')
    vi.unstubAllGlobals()
  })

  it("says a leave's slots in the day's order, and nothing for whole days", () => {
    expect(leaveSlotsText(null)).toBeNull()
    expect(leaveSlotsText([])).toBeNull()
    expect(leaveSlotsText(['2:00 PM', '10:30 AM'])).toBe('10:30 AM, 2:00 PM')
  })

  it('writes the slots of a leave or an extra day as the active language writes a time', async () => {
    await speak('hi')
    expect(leaveSlotsText(['2:00 PM', '10:30 AM'])).toBe('10:30 am, 2:00 pm')
    expect(slotsText(['12:30 PM', '11:30 AM'])).toBe('11:30 am, 12:30 pm')
    await speak('te')
    expect(slotsText(['5:30 PM'])).toBe('5:30 PM')
  })

  it("opens an affected appointment as the centre's list searched by the child on that day", () => {
    expect(appointmentSearchOf({ childName: 'Aarav Kumar', appointmentDate: '2027-01-26' })).toEqual({
      search: 'Aarav Kumar',
      from: '2027-01-26',
      to: '2027-01-26',
    })
  })
})

describe('extra days', () => {
  const saturday = { date: '2027-01-09', centreId: HOME, slots: ['10:30 AM' as const] }
  const later = { date: '2027-02-06', centreId: OTHER, slots: [...SLOT_TIMES] }

  it('adds a day in date order, and a second one on the same date replaces the first', () => {
    expect(withExtraDay([later], saturday)).toEqual([saturday, later])
    const moved = { ...saturday, centreId: OTHER }
    expect(withExtraDay([saturday, later], moved)).toEqual([moved, later])
  })

  it('removes the day of that date only', () => {
    expect(withoutExtraDay([saturday, later], saturday.date)).toEqual([later])
  })
})
