import { describe, expect, it } from 'vitest'
import { formatTimer, weekValues } from './game-report-format'
import { gameReportsMessages } from './messages'

const week = (sessions: number, levelReached: number) =>
  gameReportsMessages.t('gameReports.week', weekValues({ sessions, levelReached }))

describe("the parent's week of practice", () => {
  it('when the child played several times and reached a level, then both are said', () => {
    expect(week(4, 5)).toBe('Played 4 times this week, reached level 5')
  })

  it('when the child played once, then "once"', () => {
    expect(week(1, 2)).toBe('Played once this week, reached level 2')
  })

  it('when no level was answered right (level 0), then the level is left out', () => {
    expect(week(2, 0)).toBe('Played 2 times this week')
  })

  it('when the child has not played this week, then it says so and names no level', () => {
    expect(week(0, 3)).toBe('Not played yet this week')
  })
})

describe('the Timer column', () => {
  it('shows seconds with two decimals', () => {
    expect(formatTimer(75.5)).toBe('75.50')
    expect(formatTimer(3)).toBe('3.00')
    expect(formatTimer(12.345)).toBe('12.35')
    expect(formatTimer(Number.NaN)).toBe('0.00')
  })
})
