// The IEP's request schemas, DTO types and messages (docs/api/iep.md), shared by the portal's forms and the
// server. Browser-safe: only valibot, other browser-safe subpaths and the pure rules of iep.rules.ts.
import * as v from 'valibot'
import { MAX_VIDEO_BYTES, NOT_A_VIDEO_MESSAGE, VIDEO_EXTENSIONS, VIDEO_TOO_LARGE_MESSAGE } from '@app/files/kinds'
import { GAME_SLUGS, type GameSlug } from '@app/games/schema'
import { PAGE_SIZES, pageQuerySchemaOf, searchField } from '@app/platform/paging'
import { requiredText } from '@app/platform/schema'
import { IEP_MONTHS, isPastStart, monthNumberOf, monthsFrom, yearChoices, type ReviewClock } from './iep.rules.ts'

export * from './iep.rules.ts'
export { MAX_VIDEO_BYTES, NOT_A_VIDEO_MESSAGE, VIDEO_EXTENSIONS, VIDEO_TOO_LARGE_MESSAGE }

// Answers the screens show (docs/product.md, IEP).
export const IEP_CREATED_MESSAGE = 'New IEP created successfully!'
export const IEP_UPDATED_MESSAGE = 'IEP updated successfully!'
export const FEEDBACK_SUBMITTED_MESSAGE = 'Feedback submitted successfully!'
export const PERFORMANCE_SAVED_MESSAGE = 'All data saved successfully!'
export const ENTRY_SAVED_MESSAGE = 'Session entry saved'
export const NO_IEP_MESSAGE = 'IEP has not been assigned to the child yet'
export const IEP_NOT_FOUND_MESSAGE = 'IEP not found'
/** Any refusal of a child's plans: the child is "not found", so nobody learns which children exist. */
export const CHILD_NOT_FOUND_MESSAGE = 'Child not found.'
export const VIDEO_NOT_FOUND_MESSAGE = 'Video not found'
export const STALE_VERSION_MESSAGE = (name: string) =>
  `This month was changed by ${name} while you were editing. Please reload it: your changes are still on screen.`
export const RELOAD_MONTH_MESSAGE = 'Please reload the month and try again'
/** The doctor's feedback is saved, but the parent is mailed only once the therapist has recorded the month. */
export const feedbackAwaitsRecordMessage = (monthName: string, year: number) =>
  `${FEEDBACK_SUBMITTED_MESSAGE} The parent will be e-mailed that the report is ready when the therapist records ${monthName} ${year}.`
export const VIDEO_FILE_NOT_FOUND_MESSAGE = 'The uploaded video was not found. Please upload it again.'

/**
 * The therapies a plan is made for (the centres' services): the choices of the doctor's Assign IEP dialog. A plan
 * keeps the English name as text, and the API takes any name (up to 120 characters): a name outside this list is
 * shown as it was stored, in every language.
 */
export const THERAPY_TYPES = [
  'Speech Therapy',
  'Occupational Therapy',
  'Behaviour Therapy',
  'Behaviour Modification',
  'Remedial Therapy',
  'Special Education',
] as const
export type TherapyType = (typeof THERAPY_TYPES)[number]

// Validation messages (docs/product.md, IEP).
export const THERAPY_REQUIRED_MESSAGE = 'Therapy type is required'
export const YEAR_REQUIRED_MESSAGE = 'Year is required'
export const YEAR_CHOICE_MESSAGE = 'Please choose this year or next year'
export const START_MONTH_REQUIRED_MESSAGE = 'Starting month is required'
export const PAST_START_MESSAGE = 'Starting month and year cannot be in the past'
export const ALL_MONTHS_REQUIRED_MESSAGE = 'Goals for all three months are required'
export const CONSECUTIVE_MONTHS_MESSAGE = 'The three months must follow each other from the starting month'
export const targetRequiredMessage = (n: number) => `Long-term goal is required for Month ${n}`
export const goalRequiredMessage = (n: number) => `At least one short-term goal is required for Month ${n}`
export const goalsFilledMessage = (n: number) => `All short-term goals must be filled for Month ${n}`
export const MONTH_CHOICE_MESSAGE = 'Please choose a month of the plan'
export const FEEDBACK_REQUIRED_MESSAGE = 'Feedback is required'
export const PERFORMANCE_RANGE_MESSAGE = 'Performance must be a number from 0 to 100'
export const PERFORMANCE_LIST_MESSAGE = 'Performance must be a list of numbers'
export const PERFORMANCE_LENGTH_MESSAGE = 'Please enter a performance for each short-term goal'
export const DATE_MESSAGE = 'Please enter a valid date'
export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future'
export const entryMonthMessage = (monthName: string, year: number) => `The date must be within ${monthName} ${year}`
export const GOAL_CHOICE_MESSAGE = 'Please choose a short-term goal'
export const IDEMPOTENCY_KEY_MESSAGE = 'idempotencyKey is required'
export const GAME_TARGET_GOAL_MESSAGE = 'Please choose a short-term goal for the game target'
export const GAME_TARGET_GAME_MESSAGE = 'Please choose a game'
export const GAME_TARGET_LEVEL_MESSAGE = 'Level must be a whole number from 1 to 20'
export const GAME_TARGET_ACCURACY_MESSAGE = 'Accuracy must be a whole number from 0 to 100'
export const GAME_TARGET_ONE_PER_GOAL_MESSAGE = 'A short-term goal can have one game target'

/** Limits of the texts a plan holds. */
export const MAX_GOALS = 20
export const MAX_GOAL_LENGTH = 1000
export const MAX_FEEDBACK_LENGTH = 5000
export const MAX_NOTE_LENGTH = 500
/** The tus target session videos are uploaded to (docs/api/files.md); also their stored kind. */
export const SESSION_VIDEO_TARGET = 'iep-session-video'

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
/** A calendar date typed as YYYY-MM-DD that exists (no 2025-02-30). */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A whole number sent as a number or as text (multipart and select fields send text). */
const wholeNumber = (message: string) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((value) =>
      typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value === '' ? undefined : value,
    ),
    v.number(message),
    v.integer(message),
  )

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)), '')

/**
 * A learning game as supporting evidence for one short-term goal (docs/api/iep.md, "Game targets"): the goal's
 * index in the month's goals, the game's slug, and the target (level or span at least `level`, with at least
 * `accuracy` % right at it).
 */
export const GoalGameSchema = v.object({
  goal: v.pipe(
    v.optional(v.unknown(), null),
    v.number(GAME_TARGET_GOAL_MESSAGE),
    v.integer(GAME_TARGET_GOAL_MESSAGE),
    v.minValue(0, GAME_TARGET_GOAL_MESSAGE),
    v.maxValue(MAX_GOALS - 1, GAME_TARGET_GOAL_MESSAGE),
  ),
  game: v.pipe(v.optional(v.unknown(), null), v.picklist(GAME_SLUGS, GAME_TARGET_GAME_MESSAGE)),
  level: v.pipe(
    v.optional(v.unknown(), null),
    v.number(GAME_TARGET_LEVEL_MESSAGE),
    v.integer(GAME_TARGET_LEVEL_MESSAGE),
    v.minValue(1, GAME_TARGET_LEVEL_MESSAGE),
    v.maxValue(20, GAME_TARGET_LEVEL_MESSAGE),
  ),
  accuracy: v.pipe(
    v.optional(v.unknown(), null),
    v.number(GAME_TARGET_ACCURACY_MESSAGE),
    v.integer(GAME_TARGET_ACCURACY_MESSAGE),
    v.minValue(0, GAME_TARGET_ACCURACY_MESSAGE),
    v.maxValue(100, GAME_TARGET_ACCURACY_MESSAGE),
  ),
})
export interface GoalGame {
  goal: number
  game: GameSlug
  level: number
  accuracy: number
}

/**
 * A month's goals as a form sends them; the old wire shape `{ latest: {...}, history }` is read as its latest.
 * `goalGames` left out keeps the month's game targets as they are; sent, it replaces them ([] removes them).
 */
const monthGoalsSchema = (n: number) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((value) => {
      const entry = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
      const source = (entry.latest && typeof entry.latest === 'object' ? entry.latest : entry) as Record<
        string,
        unknown
      >
      return { target: source.target, goals: source.goals, goalGames: source.goalGames }
    }),
    monthFieldsSchema(n),
  )

/** The fields of one month, with the game targets checked against its goals. */
const monthFieldsSchema = (n: number) =>
  v.pipe(
    v.object({
      target: requiredText(targetRequiredMessage(n), { maxLength: MAX_GOAL_LENGTH }),
      goals: v.pipe(
        v.optional(v.array(v.unknown(), goalRequiredMessage(n)), []),
        v.transform((goals) => goals.map((goal) => (typeof goal === 'string' ? goal.trim() : ''))),
        v.check((goals) => goals.some((goal) => goal !== ''), goalRequiredMessage(n)),
        v.check((goals) => goals.every((goal) => goal !== ''), goalsFilledMessage(n)),
        v.maxLength(MAX_GOALS, `At most ${MAX_GOALS} short-term goals for Month ${n}`),
        v.check(
          (goals) => goals.every((goal) => goal.length <= MAX_GOAL_LENGTH),
          `Must be at most ${MAX_GOAL_LENGTH} characters`,
        ),
      ),
      goalGames: v.optional(
        v.pipe(
          v.array(GoalGameSchema, GAME_TARGET_GAME_MESSAGE),
          v.maxLength(MAX_GOALS, GAME_TARGET_ONE_PER_GOAL_MESSAGE),
          v.check(
            (targets) => new Set(targets.map((target) => target.goal)).size === targets.length,
            GAME_TARGET_ONE_PER_GOAL_MESSAGE,
          ),
        ),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['goals'], ['goalGames']],
        (month) => (month.goalGames ?? []).every((target) => target.goal < month.goals.length),
        GAME_TARGET_GOAL_MESSAGE,
      ),
      ['goalGames'],
    ),
  )
export type MonthGoalsInput = v.InferOutput<ReturnType<typeof monthGoalsSchema>>

/** One month's goals for Month n (1-3): the doctor's Edit form. */
export const MonthGoalsSchema = monthGoalsSchema

/**
 * POST /api/doctors/assignIEP/:childId. `today` is the clinic's day (clinicToday()), which decides what a past
 * start is; the server passes its own clock's.
 */
export function createAssignIepSchema(today: string) {
  return v.pipe(
    v.object({
      therapy: requiredText(THERAPY_REQUIRED_MESSAGE, { maxLength: 120 }),
      startingYear: v.pipe(
        wholeNumber(YEAR_REQUIRED_MESSAGE),
        v.check((year) => yearChoices(today).includes(year), YEAR_CHOICE_MESSAGE),
      ),
      startingMonth: v.pipe(
        v.optional(v.unknown(), ''),
        v.transform((value) => monthNumberOf(value)),
        v.number(START_MONTH_REQUIRED_MESSAGE),
      ),
      feedback: optionalText(2000),
      monthlyGoals: v.pipe(
        v.optional(v.array(v.unknown(), ALL_MONTHS_REQUIRED_MESSAGE), []),
        v.length(IEP_MONTHS, ALL_MONTHS_REQUIRED_MESSAGE),
        v.tuple([monthGoalsSchema(1), monthGoalsSchema(2), monthGoalsSchema(3)], ALL_MONTHS_REQUIRED_MESSAGE),
      ),
      selectedMonths: v.optional(v.array(v.unknown(), CONSECUTIVE_MONTHS_MESSAGE)),
    }),
    v.forward(
      v.partialCheck(
        [['startingMonth'], ['startingYear']],
        (input) => !isPastStart(input.startingMonth, input.startingYear, today),
        PAST_START_MESSAGE,
      ),
      ['startingMonth'],
    ),
    v.forward(
      v.partialCheck(
        [['startingMonth'], ['startingYear'], ['selectedMonths']],
        (input) => {
          if (input.selectedMonths === undefined) return true
          const expected = monthsFrom(input.startingMonth, input.startingYear).map((m) => m.month)
          return (
            input.selectedMonths.length === IEP_MONTHS &&
            input.selectedMonths.every((month, i) => monthNumberOf(month) === expected[i])
          )
        },
        CONSECUTIVE_MONTHS_MESSAGE,
      ),
      ['selectedMonths'],
    ),
  )
}
export type AssignIepInput = v.InferOutput<ReturnType<typeof createAssignIepSchema>>

/**
 * The version the screen showed (docs/api/iep.md, "Saving from a stale screen"). Left out, as the product rules'
 * calls do, the save applies to the current version; sent, it must be a version number.
 */
const baseVersionField = v.optional(v.pipe(wholeNumber(RELOAD_MONTH_MESSAGE), v.minValue(1, RELOAD_MONTH_MESSAGE)))
const iepIdField = requiredText(IEP_NOT_FOUND_MESSAGE, { maxLength: 64 })

/** Which month of a plan a save names: `monthIndex` (0-2) or `month` (1-12); the service resolves it. */
const monthChoice = {
  monthIndex: v.optional(
    v.pipe(wholeNumber(MONTH_CHOICE_MESSAGE), v.minValue(0, MONTH_CHOICE_MESSAGE), v.maxValue(2, MONTH_CHOICE_MESSAGE)),
  ),
  month: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === undefined || value === '' ? undefined : monthNumberOf(value))),
      v.union([v.undefined(), v.number()], MONTH_CHOICE_MESSAGE),
    ),
  ),
}

/** PUT /api/doctors/updateIEP/:childId: one month's long-term and short-term goals. */
export const UpdateIepMonthSchema = v.object({
  iepId: iepIdField,
  monthIndex: v.pipe(
    wholeNumber(MONTH_CHOICE_MESSAGE),
    v.minValue(0, MONTH_CHOICE_MESSAGE),
    v.maxValue(2, MONTH_CHOICE_MESSAGE),
  ),
  monthlyGoals: v.unknown(),
  baseVersion: baseVersionField,
})
export type UpdateIepMonthInput = v.InferOutput<typeof UpdateIepMonthSchema>

/** PUT /api/doctors/IEPfeedback/:childId: the doctor's feedback on one month. */
export const IepFeedbackSchema = v.object({
  iepId: iepIdField,
  ...monthChoice,
  doctorFeedback: requiredText(FEEDBACK_REQUIRED_MESSAGE, { maxLength: MAX_FEEDBACK_LENGTH }),
  baseVersion: baseVersionField,
})
export type IepFeedbackInput = v.InferOutput<typeof IepFeedbackSchema>

const percentField = v.pipe(
  v.number(PERFORMANCE_RANGE_MESSAGE),
  v.finite(PERFORMANCE_RANGE_MESSAGE),
  v.minValue(0, PERFORMANCE_RANGE_MESSAGE),
  v.maxValue(100, PERFORMANCE_RANGE_MESSAGE),
)

/**
 * PUT /api/therapists/updateIEPperformance/:childId (multipart fields arrive as text; `performance` as JSON
 * text). Absent fields keep the current version's value.
 */
export const IepPerformanceSchema = v.object({
  iepId: iepIdField,
  ...monthChoice,
  performance: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        if (typeof value !== 'string') return value
        if (value.trim() === '') return undefined
        try {
          return JSON.parse(value) as unknown
        } catch {
          return value
        }
      }),
      v.union(
        [v.undefined(), v.array(v.union([v.null(), percentField], PERFORMANCE_RANGE_MESSAGE))],
        PERFORMANCE_LIST_MESSAGE,
      ),
    ),
  ),
  therapistFeedback: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(MAX_FEEDBACK_LENGTH, `Must be at most ${MAX_FEEDBACK_LENGTH} characters`)),
  ),
  videoFileId: v.optional(
    v.pipe(v.string(VIDEO_FILE_NOT_FOUND_MESSAGE), v.trim(), v.maxLength(64, VIDEO_FILE_NOT_FOUND_MESSAGE)),
  ),
  videoDescription: optionalText(1000),
  videoUploadDate: v.optional(
    v.pipe(
      v.string(DATE_MESSAGE),
      v.trim(),
      v.transform((value) => value.slice(0, 10)),
      v.union([v.literal(''), v.pipe(v.string(), v.check(isCalendarDate, DATE_MESSAGE))], DATE_MESSAGE),
    ),
    '',
  ),
  baseVersion: baseVersionField,
})
export type IepPerformanceInput = v.InferOutput<typeof IepPerformanceSchema>

/** A retried send carries the same key: a UUID or any 8-100 characters of A-Z a-z 0-9 _ -. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/

/** POST /api/therapists/iep/:iepId/months/:monthIndex/entries: one dated session entry under a goal. */
export const SessionEntrySchema = v.object({
  goalIndex: v.pipe(wholeNumber(GOAL_CHOICE_MESSAGE), v.minValue(0, GOAL_CHOICE_MESSAGE)),
  date: v.pipe(v.optional(v.string(DATE_MESSAGE), ''), v.trim(), v.check(isCalendarDate, DATE_MESSAGE)),
  percent: v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    percentField,
  ),
  note: optionalText(MAX_NOTE_LENGTH),
  idempotencyKey: v.pipe(
    v.optional(v.string(IDEMPOTENCY_KEY_MESSAGE), ''),
    v.trim(),
    v.regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MESSAGE),
  ),
})
export type SessionEntryInput = v.InferOutput<typeof SessionEntrySchema>

// DTOs (docs/api/iep.md, Shapes).

export interface PersonRef {
  _id: string
  name: string
}

export interface ChildVideoDto {
  videoUrl: string
  videoUploadDate: string
  videoDescription: string
}

export interface IepVersionDto {
  version: number
  month: number
  target: string
  goals: string[]
  /** The goals' learning-game targets (docs/api/iep.md, "Game targets"); [] when none. */
  goalGames: GoalGame[]
  performance: Array<number | null>
  therapistFeedback: string
  doctorFeedback: string
  childVideo: ChildVideoDto | null
  updatedAt: string
  updatedBy: { name: string; role: 'doctor' | 'therapist' }
}

export interface SessionEntryDto {
  _id: string
  goalIndex: number
  goal: string
  date: string
  percent: number
  note: string
  createdAt: string
  createdBy: { name: string; role: 'therapist' }
}

export interface IepMonthDto {
  monthIndex: number
  month: number
  year: number
  latest: IepVersionDto
  history: IepVersionDto[]
  entries: SessionEntryDto[]
  meanPerGoal: Array<number | null>
  review: 'feedback-overdue' | 'performance-due' | null
}

export interface IepDto {
  _id: string
  childId: string
  createdAt: string
  therapy: string
  therapistName: string
  doctorId: PersonRef
  feedback: string
  startingMonth: number
  startingYear: number
  selectedMonths: number[]
  selectedMonthsNames: string[]
  monthlyGoals: IepMonthDto[]
}

/** The page sizes of the assigned lists: five, the dashboards' page (the default), then the shared ones. */
export const ASSIGNED_PAGE_SIZES = [5, ...PAGE_SIZES] as const

/**
 * The assigned lists' query (`?page&limit&search`, decision 034): `search` keeps the children whose name
 * contains it (any letter case); without page and limit every match is answered (the old system's answer),
 * with either one page (page 1, five rows by default) and the count of every match in X-Total-Count.
 */
export const AssignedListQuerySchema = v.object({
  ...pageQuerySchemaOf(ASSIGNED_PAGE_SIZES).entries,
  search: searchField,
})
export type AssignedListQuery = v.InferOutput<typeof AssignedListQuerySchema>

/** A child on the doctor's or therapist's dashboard (GET /api/doctors/assigned, /api/therapists/assigned). */
export interface AssignedChildDto {
  _id: string
  name: string
  dob: string
  gender: string
  schoolName: string | null
  schoolBoard: string | null
  classGrade: string | null
  admitStatus: string
  createdAt: string
  parentName: string
  parentId: { _id: string; name: string; mobilenumber: string | null; email: string | null; address: string | null }
  centreId: PersonRef
  doctorId: PersonRef | null
  therapistId: PersonRef | null
  iepCount: number
  review: ReviewClock | null
}

/** The answers of the writes. */
export interface IepWriteAnswer {
  message: string
  iep: IepDto
  merged?: boolean
}

/**
 * A plan's goals for the current month, as the parent's home screen shows them (`GET /api/parents/overview`,
 * docs/api/parents.md): each goal with its latest percentage (the newest dated session entry for it, else the
 * month's recorded performance, else null when nothing is recorded yet) and the therapist's name.
 */
export interface CurrentGoalsDto {
  iepId: string
  childId: string
  therapy: string
  therapistName: string
  month: number
  year: number
  goals: Array<{ goal: string; percent: number | null }>
}
