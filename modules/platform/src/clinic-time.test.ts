import { describe, expect, it } from 'vitest'
import { addDays, ageInYears, clinicClock, clinicToday } from './clinic-time.ts'

/** A moment given as clinic time (Asia/Kolkata is UTC+05:30 all year). */
const kolkata = (dateTime: string) => new Date(`${dateTime}:00+05:30`)

describe('ageInYears', () => {
  it('when the birthday this year has passed or is today, then the full years count', () => {
    expect(ageInYears('2018-06-14', '2026-06-14')).toBe(8)
    expect(ageInYears('2018-06-14', '2026-11-21')).toBe(8)
  })
  it('when the birthday this year is still ahead, then it is one year less', () => {
    expect(ageInYears('2018-06-14', '2026-06-13')).toBe(7)
    expect(ageInYears('2018-12-31', '2026-01-01')).toBe(7)
  })
  it('when born on a leap day, then the birthday counts from 1 March in other years and from 29 February in leap years', () => {
    expect(ageInYears('2020-02-29', '2025-02-28')).toBe(4)
    expect(ageInYears('2020-02-29', '2025-03-01')).toBe(5)
    expect(ageInYears('2020-02-29', '2028-02-29')).toBe(8)
  })
  it('when born today, then the age is 0', () => {
    expect(ageInYears('2026-11-23', '2026-11-23')).toBe(0)
  })
  it('when a date is not a date, then the age is not a number', () => {
    expect(ageInYears('soon', '2026-01-01')).toBeNaN()
  })
  it("when it is already the birthday in Kolkata but still the day before in UTC, then Kolkata's day counts", () => {
    // 00:10 on 14 June in Kolkata is 18:40 on 13 June in UTC.
    const now = kolkata('2026-06-14T00:10')
    expect(now.toISOString().slice(0, 10)).toBe('2026-06-13')
    expect(ageInYears('2018-06-14', clinicToday(now))).toBe(8)
  })
})

describe('clinicClock and clinicToday (Asia/Kolkata)', () => {
  it('when it is 23:59 in Kolkata, then it is still that day; at midnight it is the next', () => {
    expect(clinicClock(kolkata('2026-11-23T23:59'))).toEqual({ date: '2026-11-23', minutes: 23 * 60 + 59 })
    expect(clinicClock(kolkata('2026-11-24T00:00'))).toEqual({ date: '2026-11-24', minutes: 0 })
  })
  it('when UTC is still on the old day (18:30 UTC and later), then Kolkata is already on the next', () => {
    expect(clinicToday(new Date('2026-11-23T18:29:00Z'))).toBe('2026-11-23')
    expect(clinicToday(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24')
  })
  it("when compared with the platform's own Asia/Kolkata zone over two years, then day and minute agree at every step", () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    // Every 97 minutes from 2026 to 2028: every minute of the day is reached at some step, with both year ends.
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 2); t += 97 * 60_000) {
      const parts = Object.fromEntries(zone.formatToParts(new Date(t)).map((p) => [p.type, p.value]))
      expect(clinicClock(new Date(t))).toEqual({
        date: `${parts.year}-${parts.month}-${parts.day}`,
        minutes: Number(parts.hour) * 60 + Number(parts.minute),
      })
    }
  })
  it('when Kolkata passes midnight at a month and a year end, then the day rolls over with them', () => {
    expect(clinicToday(new Date('2026-02-28T18:30:00Z'))).toBe('2026-03-01')
    expect(clinicToday(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29')
    expect(clinicToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01')
  })
})

describe('addDays', () => {
  it('when days are added across a month end, a leap day and a year end, then the calendar is followed', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
  it('when days are taken away, then it goes back across the same boundaries', () => {
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23')
  })
})
