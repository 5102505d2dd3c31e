import { describe, expect, it } from 'vitest'
import { formatDay, formatMonthYear, formatTimeOfDay } from './format.ts'

describe('formatDay', () => {
  it('writes a calendar day as people read it, never shifted by the time zone', () => {
    expect(formatDay('2026-11-24')).toBe('24 Nov 2026')
    expect(formatDay('2026-01-01T00:00:00.000Z')).toBe('1 Jan 2026')
    expect(formatDay(new Date('2026-12-31T23:30:00Z'))).toBe('31 Dec 2026')
  })

  it('leaves an unreadable value as it was, so it still shows', () => {
    expect(formatDay('not a day')).toBe('not a day')
  })
})

describe('formatMonthYear', () => {
  it('names a month of a year in each language through Intl', () => {
    expect(formatMonthYear(1, 2027)).toBe('January 2027')
    expect(formatMonthYear(1, 2027, 'te-IN')).toBe('జనవరి 2027')
    expect(formatMonthYear(12, 2026, 'hi-IN')).toBe('दिसंबर 2026')
  })
})

describe('formatTimeOfDay', () => {
  it("writes a time of day as each language's Intl writes the time of a moment", () => {
    const moment = (locale: string) =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(
        new Date('2026-11-24T08:30:00Z'),
      )
    for (const locale of ['en-IN', 'te-IN', 'hi-IN']) expect(formatTimeOfDay(14 * 60, locale)).toBe(moment(locale))
    expect(formatTimeOfDay(10 * 60 + 30, 'hi-IN')).toBe('10:30 am')
    expect(formatTimeOfDay(17 * 60 + 30, 'te-IN')).toBe('5:30 PM')
  })
})
