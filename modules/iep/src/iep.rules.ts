// The IEP's pure rules (docs/product.md, IEP; docs/api/iep.md): the three months of a plan, what counts as a
// past start, the mean of session entries, the review clock, and how two saves of a month merge. Browser-safe:
// the portal's forms and dashboards and the server use the same functions, and "today" is always passed in
// (clinic time).
import { addDays } from '@app/platform/clinic-time'
import { mergeOnSave } from '@app/platform/merge-on-save'
import type { GoalGame } from './iep.schema.ts'

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** How many months a plan spans. */
export const IEP_MONTHS = 3

/** A calendar month: 1-12 and its year. */
export interface CalendarMonth {
  month: number
  year: number
}

/** "October" for 10. */
export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? ''

/** 10 for "October", "oct", "10" or 10; null when it names no month. */
export function monthNumberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 12 ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim().toLowerCase()
  if (/^\d{1,2}$/.test(text)) return monthNumberOf(Number(text))
  if (text.length < 3) return null
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(text))
  return index >= 0 ? index + 1 : null
}

/**
 * The three consecutive months of a plan starting at `startMonth` of `startYear`, wrapping after December
 * into the next year: October 2025 gives Oct, Nov, Dec 2025; November 2025 gives Nov, Dec 2025, Jan 2026.
 */
export function monthsFrom(startMonth: number, startYear: number): CalendarMonth[] {
  return Array.from({ length: IEP_MONTHS }, (_, i) => {
    const zeroBased = startMonth - 1 + i
    return { month: (zeroBased % 12) + 1, year: startYear + Math.floor(zeroBased / 12) }
  })
}

/** The month and year of a YYYY-MM-DD day. */
export const calendarMonthOf = (day: string): CalendarMonth => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
})

/** Whether a plan starting in this month would start in the past; the current month is allowed. */
export function isPastStart(month: number, year: number, today: string): boolean {
  const now = calendarMonthOf(today)
  return year < now.year || (year === now.year && month < now.month)
}

/** The years a plan may start in: this year and next (clinic time). */
export function yearChoices(today: string): number[] {
  const { year } = calendarMonthOf(today)
  return [year, year + 1]
}

/** The months of `year` a plan may start in (the past ones are disabled on the form). */
export function startMonthChoices(
  year: number,
  today: string,
): Array<{ month: number; name: string; disabled: boolean }> {
  return MONTH_NAMES.map((name, i) => ({ month: i + 1, name, disabled: isPastStart(i + 1, year, today) }))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The first day of a month, YYYY-MM-DD. */
export const firstDayOf = ({ month, year }: CalendarMonth): string => `${year}-${pad(month)}-01`

/** The last day of a month, YYYY-MM-DD. */
export function lastDayOf({ month, year }: CalendarMonth): string {
  const next = month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year }
  return addDays(firstDayOf(next), -1)
}

/** Whether a YYYY-MM-DD day falls in this month. */
export const isDayInMonth = (day: string, month: CalendarMonth): boolean =>
  day >= firstDayOf(month) && day <= lastDayOf(month)

/** A session entry as the rules need it. */
export interface EntryLike {
  goalIndex: number
  percent: number
}

/** The mean % of one goal's session entries, rounded to a whole number; null without entries. */
export function meanOfEntries(entries: readonly EntryLike[], goalIndex: number): number | null {
  const values = entries.filter((entry) => entry.goalIndex === goalIndex).map((entry) => entry.percent)
  if (values.length === 0) return null
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length)
}

/**
 * The month's performance per short-term goal: the % the therapist set for it, else the mean of its session
 * entries, else null (not recorded yet).
 */
export function performanceOf(
  version: { goals: readonly string[]; performance: ReadonlyArray<number | null> },
  entries: readonly EntryLike[],
): Array<number | null> {
  return version.goals.map((_, goalIndex) => {
    const explicit = version.performance[goalIndex]
    return typeof explicit === 'number' ? explicit : meanOfEntries(entries, goalIndex)
  })
}

/** Days before a month's end from which a month without performance is flagged (today included). */
export const PERFORMANCE_DUE_DAYS = 7

export const REVIEW_STATUSES = ['feedback-overdue', 'performance-due'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const REVIEW_LABELS: Record<ReviewStatus, string> = {
  'feedback-overdue': 'Feedback overdue',
  'performance-due': 'Performance due',
}
/** Colour is never the only sign: the label says it too. */
export const REVIEW_TONES: Record<ReviewStatus, 'red' | 'amber'> = {
  'feedback-overdue': 'red',
  'performance-due': 'amber',
}

/** A month as the review clock reads it. */
export interface ReviewedMonth extends CalendarMonth {
  hasPerformance: boolean
  hasDoctorFeedback: boolean
}

/**
 * The review clock of one month (clinic time): ended without the doctor's feedback → 'feedback-overdue'
 * (red); ending within 7 days (today included) without any performance → 'performance-due' (amber);
 * otherwise null.
 */
export function reviewStatusOf(month: ReviewedMonth, today: string): ReviewStatus | null {
  const endsOn = lastDayOf(month)
  if (today > endsOn) return month.hasDoctorFeedback ? null : 'feedback-overdue'
  if (!month.hasPerformance && addDays(today, PERFORMANCE_DUE_DAYS - 1) >= endsOn) return 'performance-due'
  return null
}

/** What the review clock reads of a plan's month (an `IepMonthDto`). */
export interface MonthForReview extends CalendarMonth {
  monthIndex: number
  latest: { performance: ReadonlyArray<number | null>; doctorFeedback: string }
  entries: readonly unknown[]
}

/** Whether a month has any performance: a % set by the therapist or a session entry. */
export const hasPerformance = (month: Pick<MonthForReview, 'latest' | 'entries'>): boolean =>
  month.entries.length > 0 || month.latest.performance.some((value) => typeof value === 'number')

export const reviewOfMonth = (month: MonthForReview, today: string): ReviewStatus | null =>
  reviewStatusOf(
    {
      month: month.month,
      year: month.year,
      hasPerformance: hasPerformance(month),
      hasDoctorFeedback: month.latest.doctorFeedback.trim() !== '',
    },
    today,
  )

/** What the "report ready" rule reads of a version of a month. */
export interface ReportParts {
  performance: ReadonlyArray<number | null>
  therapistFeedback: string
  doctorFeedback: string
}

/**
 * Whether the therapist has recorded the month: a version carries their performance (sent through the
 * performance form, `[]` until then) or their feedback. Session entries alone are notes towards it, not the
 * month's record.
 */
export const hasTherapistRecord = (version: ReportParts): boolean =>
  version.performance.length > 0 || version.therapistFeedback.trim() !== ''

/** A month's report is ready for the parent once it has both the therapist's record and the doctor's feedback. */
export const isReportReady = (version: ReportParts): boolean =>
  hasTherapistRecord(version) && version.doctorFeedback.trim() !== ''

/**
 * Whether saving `saved` makes the month's report ready for the first time, so the parent is mailed once:
 * whichever of the therapist's record and the doctor's feedback comes second. Versions are numbered without
 * gaps, so exactly one version of a month is the first ready one, however the saves interleave.
 */
export const becomesReportReady = (saved: ReportParts, earlier: readonly ReportParts[]): boolean =>
  isReportReady(saved) && !earlier.some(isReportReady)

/** The most pressing month of a child's plans, as the dashboards show it. */
export interface ReviewClock extends CalendarMonth {
  status: ReviewStatus
  label: string
  tone: 'red' | 'amber'
  iepId: string
  monthIndex: number
  endsOn: string
}

/**
 * A child's review clock: the first overdue month of any of its plans (oldest month first), else the first
 * month with performance due, else null.
 */
export function reviewOfChild(
  ieps: ReadonlyArray<{ _id: string; monthlyGoals: readonly MonthForReview[] }>,
  today: string,
): ReviewClock | null {
  const months = ieps
    .flatMap((iep) => iep.monthlyGoals.map((month) => ({ iepId: iep._id, month })))
    .sort((a, b) => a.month.year - b.month.year || a.month.month - b.month.month)
  for (const status of REVIEW_STATUSES) {
    const found = months.find(({ month }) => reviewOfMonth(month, today) === status)
    if (found) {
      return {
        status,
        label: REVIEW_LABELS[status],
        tone: REVIEW_TONES[status],
        iepId: found.iepId,
        monthIndex: found.month.monthIndex,
        month: found.month.month,
        year: found.month.year,
        endsOn: lastDayOf(found.month),
      }
    }
  }
  return null
}

/** Versions newest first (highest version number first), as `history` lists them. */
export const newestFirst = <T extends { version: number }>(versions: readonly T[]): T[] =>
  [...versions].sort((a, b) => b.version - a.version)

/** The fields a version of a month holds that a save may change (docs/api/iep.md, "Saving from a stale screen"). */
export interface MonthFields {
  target: string
  goals: string[]
  goalGames: GoalGame[]
  performance: Array<number | null>
  therapistFeedback: string
  doctorFeedback: string
  video: { fileId: string; uploadDate: string; description: string } | null
}

/** The fields two saves of a month are compared on, each on its own. */
export const MONTH_FIELDS = [
  'target',
  'goals',
  'goalGames',
  'performance',
  'therapistFeedback',
  'doctorFeedback',
  'video',
] as const satisfies ReadonlyArray<keyof MonthFields>

/** Kept per short-term goal: a change of the goals overlaps a change of either (docs/api/iep.md). */
export const PER_GOAL_FIELDS = ['goals', 'performance', 'goalGames'] as const satisfies ReadonlyArray<keyof MonthFields>

/** The editable fields of a stored version, and nothing else. */
export const monthFieldsOf = (version: MonthFields): MonthFields => ({
  target: version.target,
  goals: version.goals,
  goalGames: version.goalGames,
  performance: version.performance,
  therapistFeedback: version.therapistFeedback,
  doctorFeedback: version.doctorFeedback,
  video: version.video,
})

/** How a save of a month lands: the month to write, nothing to write, or a conflict (409). */
export type MonthMerge =
  | { outcome: 'write'; next: MonthFields; changed: Array<keyof MonthFields> }
  | { outcome: 'unchanged' }
  | { outcome: 'conflict'; conflicts: Array<keyof MonthFields> }

/**
 * One save of a month on top of the version its screen showed (`base`) while `current` is stored (docs/api/iep.md,
 * "Saving from a stale screen"), through platform's merge-on-save kernel: fields only one side changed merge; the
 * same field, or the goals against what is kept per goal, changed on both sides is a conflict — even to the same
 * value (IEP's rule: "the changes overlap"). Goals added or removed take the performance (one value per goal) and
 * the game targets of removed goals with them. Without `baseVersion` the caller passes `current` as `base`.
 */
export function mergeMonth({
  base,
  current,
  patch,
}: {
  base: MonthFields
  current: MonthFields
  patch: Partial<MonthFields>
}): MonthMerge {
  const merge = mergeOnSave({
    fields: MONTH_FIELDS,
    base: monthFieldsOf(base),
    theirs: monthFieldsOf(current),
    mine: patch,
    linked: [PER_GOAL_FIELDS],
    sameChange: 'conflict',
  })
  if (!merge.ok) return { outcome: 'conflict', conflicts: merge.conflicts }
  if (merge.changed.length === 0) return { outcome: 'unchanged' }
  const next = { ...merge.next }
  if (merge.mine.includes('goals')) {
    // Goals added or removed: the performance keeps one value per goal.
    if (next.performance.length > 0 && next.performance.length !== next.goals.length) {
      next.performance = next.goals.map((_, i) => next.performance[i] ?? null)
    }
    // Goals removed: their game targets go with them.
    next.goalGames = next.goalGames.filter((target) => target.goal < next.goals.length)
  }
  return { outcome: 'write', next, changed: merge.mine }
}

/** Whether a month's performance has one value per goal (or none yet): checked on the month as it would be saved. */
export const isPerformancePerGoal = (month: Pick<MonthFields, 'goals' | 'performance'>): boolean =>
  month.performance.length === 0 || month.performance.length === month.goals.length

/** The month a save names: `monthIndex` (0-2) or `month` (one of the plan's month numbers); null for neither. */
export function monthIndexIn(
  plan: { startingMonth: number; startingYear: number },
  input: { monthIndex?: number; month?: number },
): number | null {
  if (input.monthIndex !== undefined) return input.monthIndex
  const index = monthsFrom(plan.startingMonth, plan.startingYear).findIndex((m) => m.month === input.month)
  return index < 0 ? null : index
}
