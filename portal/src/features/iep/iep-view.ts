// How the IEP screens read a plan: a month's versions newest first, its performance per goal, and one goal's
// progress across the plan's months (for the chart). Plain functions over the DTOs, tested without a browser.
import { performanceOf, type IepDto, type IepMonthDto, type IepVersionDto } from '@app/iep/schema'
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

/** How many short-term-goal charts a plan has: the most goals any month has now. */
export const goalCountOf = (iep: Pick<IepDto, 'monthlyGoals'>): number =>
  Math.max(0, ...iep.monthlyGoals.map((month) => month.latest.goals.length))

export interface GoalProgress extends ProgressInput {
  goalIndex: number
  /** The goal's current wording (of the last month that has it). */
  wording: string
  /** The wording changes, each with its day and new text, oldest first (for the table alternative). */
  changes: { date: string; wording: string }[]
  /** The entries with their notes, date order, for the table alternative. */
  entryRows: { date: string; percent: number; note: string; monthIndex: number }[]
}

const dayOf = (iso: string) => iso.slice(0, 10)
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Short-term goal i across the plan: its session entries in every month, each month's % (the therapist's, else
 * the entries' mean), and where its wording changed: a later version of a month that reworded it (on the day it
 * was saved), or a month whose goal i reads differently from the month before (on that month's first day).
 */
export function goalProgress(iep: Pick<IepDto, 'monthlyGoals'>, goalIndex: number): GoalProgress {
  const months = iep.monthlyGoals.map(({ month, year }) => ({ month, year }))
  const entryRows = iep.monthlyGoals
    .flatMap((month) =>
      month.entries
        .filter((entry) => entry.goalIndex === goalIndex)
        .map((entry) => ({ date: entry.date, percent: entry.percent, note: entry.note, monthIndex: month.monthIndex })),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))

  const changes: { date: string; wording: string }[] = []
  let previous: string | undefined
  for (const month of iep.monthlyGoals) {
    const oldestFirst = [...versionsNewestFirst(month)].reverse()
    for (const [index, version] of oldestFirst.entries()) {
      const wording = version.goals[goalIndex]
      if (wording === undefined) continue
      if (previous !== undefined && wording.trim() !== previous.trim()) {
        const date = index === 0 ? `${month.year}-${pad(month.month)}-01` : dayOf(version.updatedAt)
        changes.push({ date, wording })
      }
      previous = wording
    }
  }

  const wording =
    [...iep.monthlyGoals].reverse().find((month) => month.latest.goals[goalIndex] !== undefined)?.latest.goals[
      goalIndex
    ] ?? ''

  return {
    goalIndex,
    wording,
    months,
    entries: entryRows.map(({ date, percent }) => ({ date, percent })),
    entryRows,
    monthly: iep.monthlyGoals.map((month) =>
      month.latest.goals[goalIndex] === undefined ? null : (monthPerformance(month)[goalIndex] ?? null),
    ),
    wordingChanges: changes.map((change) => change.date),
    changes,
  }
}

/** A file-system-safe slug of a name ("Aarav Kumar" -> "aarav-kumar"). */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
