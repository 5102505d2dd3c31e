import { describe, expect, it } from 'vitest'
import {
  deliveryAdvances,
  instantOfStartsAt,
  isQuiet,
  outOfQuietHours,
  parseLeadHours,
  parseQuietHours,
  planReminders,
  retryDelayMs,
  settingsFrom,
  type ReminderSettings,
} from './reminders.rules.ts'

const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`)
const settings: ReminderSettings = { leadHours: [24, 3], quiet: { startHour: 21, endHour: 8 } }
const plan = (startsAt: string, now: string, s = settings) =>
  planReminders(ist(startsAt), s, ist(now)).map((r) => ({ lead: r.leadHours, at: r.dueAt.toISOString() }))

describe('lead times and quiet hours', () => {
  it('when the settings say 24,3, then an afternoon appointment is reminded the day before and three hours before', () => {
    expect(plan('2026-12-10 14:00', '2026-12-01 10:00')).toEqual([
      { lead: 24, at: ist('2026-12-09 14:00').toISOString() },
      { lead: 3, at: ist('2026-12-10 11:00').toISOString() },
    ])
  })

  it('when a reminder would fall in the quiet hours, then it goes at 21:00 the evening before', () => {
    // 10:00 − 3 h = 07:00 → 21:00 the day before; 24 h before is 10:00 the day before, allowed.
    expect(plan('2026-12-10 10:00', '2026-12-01 10:00')).toEqual([
      { lead: 24, at: ist('2026-12-09 10:00').toISOString() },
      { lead: 3, at: ist('2026-12-09 21:00').toISOString() },
    ])
    // 23:30 → 21:00 the same evening.
    expect(outOfQuietHours(ist('2026-12-09 23:30'), settings.quiet).toISOString()).toBe(
      ist('2026-12-09 21:00').toISOString(),
    )
    expect(isQuiet(ist('2026-12-09 21:00'), settings.quiet)).toBe(false)
    expect(isQuiet(ist('2026-12-09 08:00'), settings.quiet)).toBe(false)
    expect(isQuiet(ist('2026-12-09 07:59'), settings.quiet)).toBe(true)
    expect(isQuiet(ist('2026-12-09 21:01'), settings.quiet)).toBe(true)
  })

  it('when the quiet hours are off, then a reminder goes at its exact time, even at night', () => {
    expect(plan('2026-12-10 10:00', '2026-12-01 10:00', { leadHours: [3], quiet: null })).toEqual([
      { lead: 3, at: ist('2026-12-10 07:00').toISOString() },
    ])
  })

  it('when the appointment is approved late, then the passed reminder goes at once and only once', () => {
    // 24 h and 3 h have both passed: one reminder, now.
    expect(plan('2026-12-10 14:00', '2026-12-10 12:00')).toEqual([
      { lead: 3, at: ist('2026-12-10 12:00').toISOString() },
    ])
    // Only the 24 h has passed: it goes now, the 3 h one at its time.
    expect(plan('2026-12-10 14:00', '2026-12-10 09:00')).toEqual([
      { lead: 24, at: ist('2026-12-10 09:00').toISOString() },
      { lead: 3, at: ist('2026-12-10 11:00').toISOString() },
    ])
  })

  it('when the appointment has begun, then nothing is planned', () => {
    expect(plan('2026-12-10 14:00', '2026-12-10 14:00')).toEqual([])
    expect(plan('2026-12-10 14:00', '2026-12-10 15:00')).toEqual([])
  })

  it('when settings are typed, then they are read or refused, and the environment wins over /admin', () => {
    expect(parseLeadHours('24,3')).toEqual([24, 3])
    expect(parseLeadHours('1.5, 48')).toEqual([48, 1.5])
    expect(parseLeadHours('24;3')).toBeNull()
    expect(parseLeadHours('0')).toBeNull()
    expect(parseQuietHours('21-8')).toEqual({ startHour: 21, endHour: 8 })
    expect(parseQuietHours('off')).toBeNull()
    expect(parseQuietHours('25-8')).toBeUndefined()
    expect(settingsFrom({ leadHours: '48', quietHours: 'off' }, {})).toEqual({ leadHours: [48], quiet: null })
    expect(settingsFrom({ leadHours: '48', quietHours: 'off' }, { leadHours: '2', quietHours: '22-7' })).toEqual({
      leadHours: [2],
      quiet: { startHour: 22, endHour: 7 },
    })
    expect(settingsFrom({}, {})).toEqual(settings)
  })

  it('reads a start, backs off, and never moves a delivery backwards', () => {
    expect(instantOfStartsAt('2026-12-10 14:00').toISOString()).toBe('2026-12-10T08:30:00.000Z')
    expect(retryDelayMs(1)).toBe(30_000)
    expect(retryDelayMs(3)).toBe(120_000)
    expect(retryDelayMs(20)).toBe(30 * 60_000)
    expect(deliveryAdvances('sent', 'delivered')).toBe(true)
    expect(deliveryAdvances('read', 'delivered')).toBe(false)
    expect(deliveryAdvances('sent', 'failed')).toBe(true)
    expect(deliveryAdvances('read', 'failed')).toBe(false)
  })
})
