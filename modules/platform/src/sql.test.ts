import { describe, expect, it } from 'vitest'
import { isoDate } from './sql.ts'

/** How PostgreSQL writes a timestamptz(3) in a UTC session: no fraction when whole, trailing zeros dropped. */
function postgresText(instant: Date): string {
  const [day, time] = instant.toISOString().slice(0, -1).split('T')
  const [clock, fraction] = time.split('.')
  const trimmed = fraction.replace(/0+$/, '')
  return `${day} ${clock}${trimmed ? `.${trimmed}` : ''}+00`
}

describe('isoDate', () => {
  it('when PostgreSQL answers UTC text, then it reads as the same instant Date would give, to the millisecond', () => {
    // Every 7 hours 13 minutes 17.321 seconds over three years: whole seconds, tenths and odd milliseconds.
    const step = ((7 * 60 + 13) * 60 + 17) * 1000 + 321
    let checked = 0
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += step) {
      const instant = new Date(time)
      expect(isoDate(postgresText(instant))).toBe(instant.toISOString())
      checked += 1
    }
    expect(checked).toBeGreaterThan(3000)
    expect(isoDate('2026-11-21 10:00:00+00')).toBe('2026-11-21T10:00:00.000Z')
    expect(isoDate('2026-11-21 10:00:00.5+00')).toBe('2026-11-21T10:00:00.500Z')
  })
  it('when the text carries another offset, SQLite ISO text or a Date, then it is the same instant in UTC', () => {
    expect(isoDate('2026-11-21 15:30:00.25+05:30')).toBe('2026-11-21T10:00:00.250Z')
    expect(isoDate('2026-11-21T10:00:00.250Z')).toBe('2026-11-21T10:00:00.250Z')
    expect(isoDate(new Date('2026-11-21T10:00:00.250Z'))).toBe('2026-11-21T10:00:00.250Z')
  })
  it('when the value is no date at all, then it is given back as text', () => {
    expect(isoDate('not a date')).toBe('not a date')
  })
})
