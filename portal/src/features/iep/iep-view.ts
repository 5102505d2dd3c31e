// How the IEP screens read a plan: a month's versions newest first, its performance per goal, and one goal's
// progress across its months (for the charts). Plain functions over the DTOs, tested without a browser.
import { clinicToday } from '@app/platform/clinic-time'
import { performanceOf, type IepDto, type IepMonthDto, type IepVersionDto } from '@app/iep/schema'
import { formatMonthYear } from '../../i18n/format'
import { iepMessages } from './messages'
import type { ProgressInput } from './progress-chart-geometry'

/** Every version of a month, the current one first, then each earlier one newest first. */
export function versionsNewestFirst(month: Pick<IepMonthDto, 'latest' | 'history'>): IepVersionDto[] {
  // The server sends history newest first; sorting by version makes that a fact here, whatever arrives.
  return [month.latest, ...[...month.history].sort((a, b) => b.version - a.version)]
}

/** The month's performance per short-term goal: the therapist's %, else the mean of the session entries. */
export function monthPerformance(month: Pick<IepMonthDto, 'latest' | 'entries'>): (number | null)[] {
  return performanceOf(month.latest, month.entries)
}

/** Whether the % of goal i is the entries' mean (the therapist set none). */
export const isMeanOfEntries = (version: Pick<IepVersionDto, 'performance'>, goalIndex: number): boolean =>
  typeof version.performance[goalIndex] !== 'number'

export interface GoalProgress extends ProgressInput {
  /** The goal's number in its first month (1 = that month's first short-term goal) and that month's index. */
  goalIndex: number
  monthIndex: number
  /** The goal's current wording (of its last month). */
  wording: string
  /** The wording changes, each with its day and new text, oldest first (for the table alternative). */
  changes: { date: string; wording: string }[]
  /** The entries with their notes, date order, for the table alternative. */
  entryRows: { date: string; percent: number; note: string; monthIndex: number }[]
}

// The day a version was saved is India's day (a save at 8 pm UTC is the next morning at the centre).
const dayOf = (iso: string) => {
  const moment = new Date(iso)
  return Number.isNaN(moment.getTime()) ? iso.slice(0, 10) : clinicToday(moment)
}
const pad = (n: number) => String(n).padStart(2, '0')
/** Two wordings name the same goal when they read the same, whatever the spacing or letter case. */
const wordingKey = (wording: string) => wording.trim().replace(/\s+/g, ' ').toLowerCase()

/** One goal of one month: `goalIndex` in that month's current version. */
interface MonthGoal {
  monthIndex: number
  goalIndex: number
}

/**
 * The plan's goals as chart series. Each month has its own short-term goals, so a month's goal i is not the next
 * month's goal i: each goal is its own series, with its own entries and baseline. A goal the doctor carries
 * into the next month (the next month's goal reads, in any of its versions, as this one reads now) continues
 * its series there, so a goal worked on for three months is one line across them. Series come in the order of
 * their first month, then of the goal's place in it.
 */
export function goalSeriesOf(iep: Pick<IepDto, 'monthlyGoals'>): GoalProgress[] {
  const series: MonthGoal[][] = []
  let open: MonthGoal[][] = []
  iep.monthlyGoals.forEach((month, monthIndex) => {
    const carried: MonthGoal[][] = []
    month.latest.goals.forEach((_, goalIndex) => {
      const wordings = new Set(versionsNewestFirst(month).map((version) => wordingKey(version.goals[goalIndex] ?? '')))
      // Each goal of last month continues into one goal of this month at most.
      const previous = open.find((goals) => {
        const last = goals[goals.length - 1]
        const lastMonth = iep.monthlyGoals[last.monthIndex]
        return !carried.includes(goals) && wordings.has(wordingKey(lastMonth.latest.goals[last.goalIndex] ?? ''))
      })
      if (previous) {
        previous.push({ monthIndex, goalIndex })
        carried.push(previous)
      } else {
        const fresh = [{ monthIndex, goalIndex }]
        series.push(fresh)
        carried.push(fresh)
      }
    })
    open = carried
  })
  return series.map((goals) => seriesProgress(iep, goals))
}

/**
 * One series across its months: its session entries, each month's % (the therapist's, else the entries' mean),
 * and where its wording changed: a later version of a month that reworded it (on the day it was saved), or a
 * month whose first version reads differently from the month before (on that month's first day).
 */
function seriesProgress(iep: Pick<IepDto, 'monthlyGoals'>, goals: readonly MonthGoal[]): GoalProgress {
  const spanned = goals.map(({ monthIndex, goalIndex }) => ({ month: iep.monthlyGoals[monthIndex], goalIndex }))
  const entryRows = spanned
    .flatMap(({ month, goalIndex }) =>
      month.entries
        .filter((entry) => entry.goalIndex === goalIndex)
        .map((entry) => ({ date: entry.date, percent: entry.percent, note: entry.note, monthIndex: month.monthIndex })),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))

  const changes: { date: string; wording: string }[] = []
  let previous: string | undefined
  for (const { month, goalIndex } of spanned) {
    const oldestFirst = [...versionsNewestFirst(month)].reverse()
    for (const [index, version] of oldestFirst.entries()) {
      const wording = version.goals[goalIndex]
      if (wording === undefined) continue
      if (previous !== undefined && wordingKey(wording) !== wordingKey(previous)) {
        const date = index === 0 ? `${month.year}-${pad(month.month)}-01` : dayOf(version.updatedAt)
        changes.push({ date, wording })
      }
      previous = wording
    }
  }

  const [first] = spanned
  const last = spanned[spanned.length - 1]
  return {
    goalIndex: first.goalIndex,
    monthIndex: first.month.monthIndex,
    wording: last.month.latest.goals[last.goalIndex] ?? '',
    months: spanned.map(({ month }) => ({ month: month.month, year: month.year })),
    entries: entryRows.map(({ date, percent }) => ({ date, percent })),
    entryRows,
    monthly: spanned.map(({ month, goalIndex }) => monthPerformance(month)[goalIndex] ?? null),
    wordingChanges: changes.map((change) => change.date),
    changes,
  }
}

/** A series' title: the goal's number and month(s), then its words ("Goal 2, November 2026: Names 20 objects"). */
export function goalSeriesTitle(progress: Pick<GoalProgress, 'goalIndex' | 'months' | 'wording'>): string {
  const first = progress.months[0]
  const last = progress.months[progress.months.length - 1]
  return iepMessages.t('iep.chart.title', {
    n: progress.goalIndex + 1,
    first: first ? formatMonthYear(first.month, first.year) : '',
    last: last ? formatMonthYear(last.month, last.year) : '',
    isSpan: progress.months.length > 1 ? 'yes' : 'no',
    wording: progress.wording,
  })
}

/** A file-system-safe slug of a name ("Aarav Kumar" -> "aarav-kumar"). */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
