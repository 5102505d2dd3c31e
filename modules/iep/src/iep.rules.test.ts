import { describe, expect, it } from 'vitest'
import {
  becomesReportReady,
  isPastStart,
  isPerformancePerGoal,
  isReportReady,
  lastDayOf,
  mergeMonth,
  meanOfEntries,
  monthNumberOf,
  monthsFrom,
  newestFirst,
  performanceOf,
  reviewOfChild,
  reviewStatusOf,
  startMonthChoices,
  yearChoices,
  type MonthFields,
} from './iep.rules.ts'

describe('monthsFrom', () => {
  it('when the plan starts in October, then it spans October, November and December of that year', () => {
    expect(monthsFrom(10, 2026)).toEqual([
      { month: 10, year: 2026 },
      { month: 11, year: 2026 },
      { month: 12, year: 2026 },
    ])
  })

  it('when the plan starts in November, then its third month is January of the next year', () => {
    expect(monthsFrom(11, 2026)).toEqual([
      { month: 11, year: 2026 },
      { month: 12, year: 2026 },
      { month: 1, year: 2027 },
    ])
  })

  it('when the plan starts in December, then it runs into February of the next year', () => {
    expect(monthsFrom(12, 2026).map((m) => `${m.month}/${m.year}`)).toEqual(['12/2026', '1/2027', '2/2027'])
  })
})

describe('a past start', () => {
  it('when the month is before the current one, then it is in the past; the current month and later are not', () => {
    expect(isPastStart(10, 2026, '2026-11-25')).toBe(true)
    expect(isPastStart(12, 2025, '2026-01-03')).toBe(true)
    expect(isPastStart(11, 2026, '2026-11-30')).toBe(false)
    expect(isPastStart(1, 2027, '2026-11-25')).toBe(false)
  })

  it('when the form offers years and months, then only this year and next are offered and past months are disabled', () => {
    expect(yearChoices('2026-11-25')).toEqual([2026, 2027])
    const months = startMonthChoices(2026, '2026-11-25')
    expect(months.filter((m) => !m.disabled).map((m) => m.name)).toEqual(['November', 'December'])
    expect(startMonthChoices(2027, '2026-11-25').every((m) => !m.disabled)).toBe(true)
  })

  it('when a month is sent by name or number, then both are read', () => {
    expect(monthNumberOf('October')).toBe(10)
    expect(monthNumberOf('10')).toBe(10)
    expect(monthNumberOf(13)).toBeNull()
    expect(monthNumberOf('xx')).toBeNull()
  })
})

describe('the mean of session entries', () => {
  const entries = [
    { goalIndex: 0, percent: 40 },
    { goalIndex: 0, percent: 70 },
    { goalIndex: 0, percent: 65 },
    { goalIndex: 1, percent: 90 },
  ]

  it('when a goal has entries, then its performance is their mean, rounded to a whole %', () => {
    expect(meanOfEntries(entries, 0)).toBe(58)
    expect(meanOfEntries(entries, 1)).toBe(90)
    expect(meanOfEntries(entries, 2)).toBeNull()
  })

  it('when the therapist set a % for a goal, then it wins over the mean; null falls back to the mean', () => {
    expect(performanceOf({ goals: ['a', 'b', 'c'], performance: [80, null] }, entries)).toEqual([80, 90, null])
    expect(performanceOf({ goals: ['a', 'b'], performance: [] }, entries)).toEqual([58, 90])
  })
})

describe('history ordering', () => {
  it('when versions arrive in any order, then history lists them newest first', () => {
    expect(newestFirst([{ version: 1 }, { version: 3 }, { version: 2 }]).map((v) => v.version)).toEqual([3, 2, 1])
  })
})

describe('the review clock', () => {
  const month = { month: 11, year: 2026, hasPerformance: false, hasDoctorFeedback: false }

  it('when a month ends within 7 days without performance, then performance is due (amber)', () => {
    expect(lastDayOf({ month: 11, year: 2026 })).toBe('2026-11-30')
    expect(lastDayOf({ month: 2, year: 2028 })).toBe('2028-02-29')
    expect(reviewStatusOf(month, '2026-11-23')).toBeNull()
    expect(reviewStatusOf(month, '2026-11-24')).toBe('performance-due')
    expect(reviewStatusOf(month, '2026-11-30')).toBe('performance-due')
    expect(reviewStatusOf({ ...month, hasPerformance: true }, '2026-11-30')).toBeNull()
  })

  it('when a month has ended without the doctor’s feedback, then feedback is overdue (red) until it is given', () => {
    expect(reviewStatusOf(month, '2026-12-01')).toBe('feedback-overdue')
    expect(reviewStatusOf({ ...month, hasPerformance: true }, '2027-03-01')).toBe('feedback-overdue')
    expect(reviewStatusOf({ ...month, hasDoctorFeedback: true }, '2026-12-01')).toBeNull()
  })

  it('when a child has several plans, then the oldest overdue month wins over a month with performance due', () => {
    const monthOf = (monthIndex: number, m: number, year: number, doctorFeedback = '') => ({
      monthIndex,
      month: m,
      year,
      latest: { performance: [], doctorFeedback },
      entries: [],
    })
    const ieps = [
      { _id: 'new', monthlyGoals: [monthOf(0, 12, 2026), monthOf(1, 1, 2027), monthOf(2, 2, 2027)] },
      { _id: 'old', monthlyGoals: [monthOf(0, 9, 2026, 'ok'), monthOf(1, 10, 2026), monthOf(2, 11, 2026)] },
    ]
    expect(reviewOfChild(ieps, '2026-12-28')).toMatchObject({
      status: 'feedback-overdue',
      tone: 'red',
      label: 'Feedback overdue',
      iepId: 'old',
      monthIndex: 1,
      endsOn: '2026-10-31',
    })
    const fresh = [ieps[0]]
    expect(reviewOfChild(fresh, '2026-12-28')).toMatchObject({ status: 'performance-due', tone: 'amber', iepId: 'new' })
    expect(reviewOfChild(fresh, '2026-12-01')).toBeNull()
  })
})

describe('the month’s report is ready for the parent', () => {
  const version = (
    parts: Partial<{ performance: Array<number | null>; therapistFeedback: string; doctorFeedback: string }>,
  ) => ({
    performance: [],
    therapistFeedback: '',
    doctorFeedback: '',
    ...parts,
  })

  it('when only one of the therapist and the doctor has written, then it is not ready', () => {
    expect(isReportReady(version({ doctorFeedback: 'Well done' }))).toBe(false)
    expect(isReportReady(version({ performance: [80] }))).toBe(false)
    expect(isReportReady(version({ therapistFeedback: 'Good week', doctorFeedback: '  ' }))).toBe(false)
  })

  it('when the therapist’s performance or feedback and the doctor’s feedback are there, then it is ready', () => {
    expect(isReportReady(version({ performance: [80], doctorFeedback: 'Well done' }))).toBe(true)
    expect(isReportReady(version({ performance: [null], doctorFeedback: 'Well done' }))).toBe(true)
    expect(isReportReady(version({ therapistFeedback: 'Good week', doctorFeedback: 'Well done' }))).toBe(true)
  })

  it('when an earlier version was already ready, then a later one does not make it ready again (one mail)', () => {
    const doctorFirst = version({ doctorFeedback: 'Well done' })
    const both = version({ performance: [80], doctorFeedback: 'Well done' })
    expect(becomesReportReady(both, [doctorFirst])).toBe(true)
    expect(becomesReportReady({ ...both, doctorFeedback: 'Even better' }, [doctorFirst, both])).toBe(false)
    expect(becomesReportReady(doctorFirst, [])).toBe(false)
  })
})

describe('mergeMonth (docs/api/iep.md, "Saving from a stale screen")', () => {
  const base: MonthFields = {
    target: 'Two-word phrases',
    goals: ['Names 10 objects', 'Asks for help'],
    goalGames: [{ goal: 1, game: 'window-train', level: 4, accuracy: 80 }],
    performance: [],
    therapistFeedback: '',
    doctorFeedback: '',
    video: null,
  }

  it('when the screen was current, then the change is the next month', () => {
    expect(mergeMonth({ base, current: base, patch: { doctorFeedback: 'Good' } })).toEqual({
      outcome: 'write',
      next: { ...base, doctorFeedback: 'Good' },
      changed: ['doctorFeedback'],
    })
  })

  it('when nothing would change, then there is nothing to write', () => {
    expect(mergeMonth({ base, current: base, patch: { target: base.target, goals: [...base.goals] } })).toEqual({
      outcome: 'unchanged',
    })
  })

  it('when the doctor’s feedback meets the therapist’s performance saved meanwhile, then both are kept', () => {
    const current = { ...base, performance: [80, 60], therapistFeedback: 'Names most objects' }
    expect(mergeMonth({ base, current, patch: { doctorFeedback: 'Good' } })).toEqual({
      outcome: 'write',
      next: { ...current, doctorFeedback: 'Good' },
      changed: ['doctorFeedback'],
    })
  })

  it('when the goals change while the therapist recorded performance per goal, then it is a conflict', () => {
    const current = { ...base, performance: [80, 60] }
    expect(mergeMonth({ base, current, patch: { goals: ['Names 12 objects', 'Asks for help'] } })).toEqual({
      outcome: 'conflict',
      conflicts: ['goals'],
    })
  })

  it('when the game targets change while the goals were edited meanwhile, then it is a conflict', () => {
    const current = { ...base, goals: ['Names 12 objects', 'Asks for help'] }
    const patch = { goalGames: [{ goal: 0, game: 'picture-sentence-match' as const, level: 2, accuracy: 75 }] }
    expect(mergeMonth({ base, current, patch })).toMatchObject({ outcome: 'conflict', conflicts: ['goalGames'] })
  })

  it('when both saves changed the same field, then it is a conflict, even to the same words', () => {
    const current = { ...base, doctorFeedback: 'Good' }
    expect(mergeMonth({ base, current, patch: { doctorFeedback: 'Better' } })).toMatchObject({ outcome: 'conflict' })
    expect(mergeMonth({ base, current, patch: { doctorFeedback: 'Good' } })).toMatchObject({ outcome: 'conflict' })
  })

  it('when a goal is removed, then its performance value and its game target go with it', () => {
    const current = { ...base, goals: ['A', 'B', 'C'], performance: [80, 60, 40], goalGames: base.goalGames }
    const merged = mergeMonth({ base: current, current, patch: { goals: ['A'] } })
    expect(merged).toEqual({
      outcome: 'write',
      next: { ...current, goals: ['A'], performance: [80], goalGames: [] },
      changed: ['goals'],
    })
  })

  it('when a goal is added after performance was recorded, then it gets an empty value; without performance none', () => {
    const recorded = { ...base, performance: [80, 60] }
    const added = ['Names 10 objects', 'Asks for help', 'Says yes or no']
    expect(mergeMonth({ base: recorded, current: recorded, patch: { goals: added } })).toMatchObject({
      outcome: 'write',
      next: { goals: added, performance: [80, 60, null], goalGames: base.goalGames },
    })
    expect(mergeMonth({ base, current: base, patch: { goals: added } })).toMatchObject({
      next: { performance: [] },
    })
  })

  it('when a field is sent unchanged from the base while another save changed it, then the other’s value stays', () => {
    const current = { ...base, target: 'Short sentences' }
    expect(
      mergeMonth({ base, current, patch: { target: base.target, goals: base.goals, doctorFeedback: 'Good' } }),
    ).toEqual({
      outcome: 'write',
      next: { ...current, doctorFeedback: 'Good' },
      changed: ['doctorFeedback'],
    })
  })
})

describe('isPerformancePerGoal', () => {
  it('when performance has one value per goal, or none yet, then it holds', () => {
    expect(isPerformancePerGoal({ goals: ['a', 'b'], performance: [] })).toBe(true)
    expect(isPerformancePerGoal({ goals: ['a', 'b'], performance: [1, null] })).toBe(true)
    expect(isPerformancePerGoal({ goals: ['a', 'b'], performance: [1] })).toBe(false)
  })
})
