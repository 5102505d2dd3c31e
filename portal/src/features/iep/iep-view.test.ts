import { describe, expect, it } from 'vitest'
import { makeIep, makeMonth, makeVersion } from '../../test/test-iep'
import { goalSeriesOf, goalSeriesTitle, monthPerformance, versionsNewestFirst } from './iep-view'

const entry = (goalIndex: number, date: string, percent: number, note = '') => ({
  _id: `${goalIndex}-${date}`,
  goalIndex,
  goal: 'Names 20 objects',
  date,
  percent,
  note,
  createdAt: `${date}T10:00:00.000Z`,
  createdBy: { name: 'Sana Fatima', role: 'therapist' as const },
})

describe("reading a plan's months", () => {
  it('when a month has versions, then the history shows the current one first and then each earlier one newest first', () => {
    const month = makeMonth(0, {
      latest: makeVersion({ version: 4 }),
      // Whatever order arrives, the screen shows newest first.
      history: [makeVersion({ version: 1 }), makeVersion({ version: 3 }), makeVersion({ version: 2 })],
    })
    expect(versionsNewestFirst(month).map((version) => version.version)).toEqual([4, 3, 2, 1])
  })

  it("when the therapist set a % for one goal and not the other, then that goal's % stands and the other is its entries' mean", () => {
    const month = makeMonth(0, {
      latest: makeVersion({ performance: [90, null] }),
      entries: [entry(0, '2026-11-03', 40), entry(1, '2026-11-03', 50), entry(1, '2026-11-10', 61)],
    })
    expect(monthPerformance(month)).toEqual([90, 56])
  })
})

describe("the plan's goals as chart series", () => {
  const goals = (...wordings: string[]) => ({ goals: wordings })

  it('when each month has its own goals, then each goal is its own series with its own entries, % and baseline', () => {
    // Month 1's goal 1 and month 2's goal 1 are different goals: neither's entries may join or set the other's baseline.
    const iep = makeIep({
      monthlyGoals: [
        makeMonth(0, {
          latest: makeVersion(goals('Names 10 objects')),
          entries: [entry(0, '2026-11-20', 60), entry(0, '2026-11-04', 40)],
        }),
        makeMonth(1, {
          latest: makeVersion({ month: 12, ...goals('Names 20 objects'), performance: [70] }),
          entries: [entry(0, '2026-12-05', 30)],
        }),
        makeMonth(2, { latest: makeVersion({ month: 1, ...goals('Names 30 objects') }) }),
      ],
    })
    const series = goalSeriesOf(iep)
    expect(series.map(goalSeriesTitle)).toEqual([
      'Goal 1, November 2026: Names 10 objects',
      'Goal 1, December 2026: Names 20 objects',
      'Goal 1, January 2027: Names 30 objects',
    ])
    expect(series.map((one) => one.entries)).toEqual([
      [
        { date: '2026-11-04', percent: 40 },
        { date: '2026-11-20', percent: 60 },
      ],
      [{ date: '2026-12-05', percent: 30 }],
      [],
    ])
    expect(series.map((one) => one.months)).toEqual([
      [{ month: 11, year: 2026 }],
      [{ month: 12, year: 2026 }],
      [{ month: 1, year: 2027 }],
    ])
    expect(series.map((one) => one.monthly)).toEqual([[50], [70], [null]])
    expect(series.map((one) => one.changes)).toEqual([[], [], []])
  })

  it('when the doctor carries a goal into the next months, then it is one series across them, in date order', () => {
    const iep = makeIep({
      monthlyGoals: [
        makeMonth(0, {
          latest: makeVersion(goals('Names 20 objects', 'Asks for help with words')),
          entries: [entry(0, '2026-11-20', 45), entry(0, '2026-11-03', 20), entry(1, '2026-11-04', 99)],
        }),
        // The carried goal moved to second place and its spacing changed: still the same goal.
        makeMonth(1, {
          latest: makeVersion({ month: 12, ...goals('Points to colours', 'names 20  objects'), performance: [10, 70] }),
          entries: [entry(1, '2026-12-05', 60)],
        }),
        makeMonth(2, { latest: makeVersion({ month: 1, ...goals('Points to colours') }) }),
      ],
    })
    const [names, help, colours] = goalSeriesOf(iep)
    expect(goalSeriesTitle(names)).toBe('Goal 1, November 2026 to December 2026: names 20  objects')
    expect(names.entries).toEqual([
      { date: '2026-11-03', percent: 20 },
      { date: '2026-11-20', percent: 45 },
      { date: '2026-12-05', percent: 60 },
    ])
    expect(names.monthly).toEqual([33, 70])
    expect(goalSeriesTitle(help)).toBe('Goal 2, November 2026: Asks for help with words')
    expect(help.entries).toEqual([{ date: '2026-11-04', percent: 99 }])
    expect(goalSeriesTitle(colours)).toBe('Goal 1, December 2026 to January 2027: Points to colours')
    expect(colours.monthly).toEqual([10, null])
  })

  it('when the doctor rewords a goal in a later version, then it stays one series with a marker on the day it was saved', () => {
    const iep = makeIep({
      monthlyGoals: [
        makeMonth(0),
        makeMonth(1, {
          latest: makeVersion({
            version: 2,
            month: 12,
            goals: ['Names 30 objects', 'Asks for help with words'],
            updatedAt: '2026-12-15T09:00:00.000Z',
          }),
          history: [makeVersion({ month: 12 })],
        }),
        makeMonth(2, { latest: makeVersion({ month: 1, goals: ['Names 30 objects', 'Asks for help with words'] }) }),
      ],
    })
    const [names, help] = goalSeriesOf(iep)
    expect(goalSeriesOf(iep)).toHaveLength(2)
    expect(names.changes).toEqual([{ date: '2026-12-15', wording: 'Names 30 objects' }])
    expect(names.wording).toBe('Names 30 objects')
    expect(names.months).toHaveLength(3)
    expect(help.changes).toEqual([])
  })
})
