import { afterEach, describe, expect, it, vi } from 'vitest'
import { speak } from '../test/helpers'
import { formatDateTime, formatSlotTime, formatWeekday } from './format'

describe('the portal’s dates and times, in the active language', () => {
  afterEach(async () => {
    await speak('en')
    vi.unstubAllGlobals()
  })

  it('writes English moments and slots with "AM" and "PM", as the slots are labelled', () => {
    expect(formatDateTime('2026-11-24T08:35:00.000Z')).toBe('24 Nov 2026, 2:05 PM')
    expect(formatDateTime('2026-12-01T04:30:00.000Z', { withYear: false })).toBe('1 Dec, 10:00 AM')
    expect(formatSlotTime('12:30 PM')).toBe('12:30 PM')
    expect(formatWeekday('2026-12-02')).toBe('Wednesday')
  })

  it('writes a Hindi slot as it writes the time of a moment, and names the weekday in Telugu', async () => {
    await speak('hi')
    expect(formatSlotTime('2:00 PM')).toBe('2:00 pm')
    expect(formatDateTime('2026-11-24T08:30:00.000Z')).toMatch(/, 2:00 pm$/)
    await speak('te')
    expect(formatWeekday('2026-12-02')).toBe('బుధవారం')
  })
})
