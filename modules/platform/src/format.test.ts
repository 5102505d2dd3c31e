import { describe, expect, it } from 'vitest'
import { formatDay, formatMoment, formatMonthYear, formatTimeOfDay } from './format.ts'

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
  it('writes English times with the day period in capitals, as the slots are labelled, at noon and midnight too', () => {
    expect(formatTimeOfDay(10 * 60 + 30)).toBe('10:30 AM')
    expect(formatTimeOfDay(14 * 60 + 5, 'en-IN')).toBe('2:05 PM')
    expect(formatTimeOfDay(12 * 60, 'en-IN')).toBe('12:00 PM')
    expect(formatTimeOfDay(12 * 60 + 30, 'en-IN')).toBe('12:30 PM')
    expect(formatTimeOfDay(30, 'en-IN')).toBe('12:30 AM')
    expect(formatTimeOfDay(0, 'en-IN')).toBe('12:00 AM')
  })

  it('writes Telugu and Hindi times as Intl writes the time of a moment there, unchanged', () => {
    const moment = (locale: string) =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(
        new Date('2026-11-24T08:30:00Z'),
      )
    for (const locale of ['te-IN', 'hi-IN']) expect(formatTimeOfDay(14 * 60, locale)).toBe(moment(locale))
    expect(formatTimeOfDay(10 * 60 + 30, 'hi-IN')).toBe('10:30 am')
    expect(formatTimeOfDay(12 * 60, 'hi-IN')).toBe('12:00 pm')
    expect(formatTimeOfDay(17 * 60 + 30, 'te-IN')).toBe('5:30 PM')
    expect(formatTimeOfDay(30, 'te-IN')).toBe('12:30 AM')
  })
})

describe('formatMoment', () => {
  it("writes a moment in India's time, English with the day period in capitals", () => {
    // 18:30 UTC is midnight in Kolkata, on the next day.
    expect(formatMoment(new Date('2026-11-24T18:30:00Z'))).toBe('25 Nov 2026, 12:00 AM')
    expect(formatMoment(new Date('2026-11-24T06:30:00Z'), 'en-IN')).toBe('24 Nov 2026, 12:00 PM')
    expect(formatMoment(new Date('2026-11-24T08:35:00Z'), 'en-IN')).toBe('24 Nov 2026, 2:05 PM')
    expect(formatMoment(new Date('2026-11-24T08:35:00Z'), 'en-IN', { withYear: false })).toBe('24 Nov, 2:05 PM')
  })

  it('leaves Telugu and Hindi as Intl writes them', () => {
    const at = new Date('2026-11-24T08:35:00Z')
    const intl = (locale: string, year?: 'numeric') =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year,
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      }).format(at)
    for (const locale of ['te-IN', 'hi-IN']) {
      expect(formatMoment(at, locale)).toBe(intl(locale, 'numeric'))
      expect(formatMoment(at, locale, { withYear: false })).toBe(intl(locale))
    }
    expect(formatMoment(at, 'hi-IN')).toMatch(/2:05 pm$/)
  })
})
