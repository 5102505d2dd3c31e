import { describe, expect, it } from 'vitest'
import { makeIep, makeMonth, makeVersion } from '../../test/test-iep'
import { goalCountOf, goalProgress, monthPerformance, versionsNewestFirst } from './iep-view'

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

describe("a goal's progress across the plan", () => {
  it('gathers the entries of every month in date order and each month’s %', () => {
    const iep = makeIep({
      monthlyGoals: [
        makeMonth(0, { entries: [entry(0, '2026-11-20', 45), entry(0, '2026-11-03', 20), entry(1, '2026-11-04', 99)] }),
        makeMonth(1, {
          latest: makeVersion({ month: 12, performance: [70, 10] }),
          entries: [entry(0, '2026-12-05', 60)],
        }),
        makeMonth(2),
      ],
    })
    const progress = goalProgress(iep, 0)
    expect(progress.entries).toEqual([
      { date: '2026-11-03', percent: 20 },
      { date: '2026-11-20', percent: 45 },
      { date: '2026-12-05', percent: 60 },
    ])
    expect(progress.monthly).toEqual([33, 70, null])
    expect(progress.months).toEqual([
      { month: 11, year: 2026 },
      { month: 12, year: 2026 },
      { month: 1, year: 2027 },
    ])
  })

  it('when the doctor rewords a goal in a later version, then a marker stands on the day it was saved, with the new words', () => {
    const iep = makeIep({
      monthlyGoals: [
        makeMonth(0, {
          latest: makeVersion({
            version: 2,
            goals: ['Names 30 objects', 'Asks for help with words'],
            updatedAt: '2026-11-15T09:00:00.000Z',
          }),
          history: [makeVersion({ version: 1 })],
        }),
        makeMonth(1, { latest: makeVersion({ month: 12, goals: ['Names 30 objects', 'Asks for help with words'] }) }),
        makeMonth(2, { latest: makeVersion({ month: 1, goals: ['Names 40 objects', 'Asks for help with words'] }) }),
      ],
    })
    expect(goalProgress(iep, 0).changes).toEqual([
      { date: '2026-11-15', wording: 'Names 30 objects' },
      { date: '2027-01-01', wording: 'Names 40 objects' },
    ])
    expect(goalProgress(iep, 0).wording).toBe('Names 40 objects')
    expect(goalProgress(iep, 1).changes).toEqual([])
  })

  it('has as many charts as the month with the most goals', () => {
    const iep = makeIep({
      monthlyGoals: [makeMonth(0), makeMonth(1, { latest: makeVersion({ goals: ['a', 'b', 'c'] }) }), makeMonth(2)],
    })
    expect(goalCountOf(iep)).toBe(3)
    // A goal a month does not have is no point for that month.
    expect(goalProgress(iep, 2).monthly).toEqual([null, null, null])
  })
})
