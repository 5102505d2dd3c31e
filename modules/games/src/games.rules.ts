// The pure rules of the results (docs/api/games.md): a session's summary from its trials, where the next
// session starts, and the progress the therapist and the parent read. No I/O; unit-tested beside.
import { addDays, clinicToday } from '@app/platform/clinic-time'
import type { ChangedBy, GameProgress, GameSessionSummary, GameSlug, PlayPlace, SessionStatus } from './games.schema.ts'

/** What the rules read of a trial. */
export interface TrialFacts {
  level: number
  correct: boolean
  errorType: string
  elapsedSeconds: number
}

/** What the rules read of a session. */
export interface SessionFacts {
  gameId: string
  place: PlayPlace
  /** ISO timestamp from the server's clock. */
  datePlayed: string
  /** The elapsedSeconds the end carried, or null while it never ended. */
  endSeconds: number | null
  trials: TrialFacts[]
}

export interface SessionTotals {
  tries: number
  timer: number
  levelReached: number
}

/**
 * A session's Tries, Timer and level reached, derived from what is stored (never kept twice, so a retry or a
 * trial arriving late cannot make them disagree): tries are the trials stored, the timer the last (largest)
 * elapsedSeconds received, the level reached the highest level answered correctly (0 when none was).
 */
export function totalsOf(trials: readonly TrialFacts[], endSeconds: number | null): SessionTotals {
  let timer = endSeconds ?? 0
  let levelReached = 0
  for (const trial of trials) {
    timer = Math.max(timer, trial.elapsedSeconds)
    if (trial.correct) levelReached = Math.max(levelReached, trial.level)
  }
  return { tries: trials.length, timer, levelReached }
}

/**
 * Where a new session starts (games.md: one level below the child's last ceiling; the therapist may set it):
 * the therapist's start level for this game when the plan has one, else one below the level reached in the
 * child's last session of this game that has a trial, else 1.
 */
export function startLevelFor({
  planLevel,
  lastLevelReached,
}: {
  planLevel: number | undefined
  lastLevelReached: number | undefined
}): number {
  if (planLevel !== undefined) return Math.max(1, planLevel)
  if (lastLevelReached === undefined) return 1
  return Math.max(1, lastLevelReached - 1)
}

/** What a session's summary reads of the session. */
export interface SummarySession {
  sessionId: string
  gameId: string
  childId: string
  place: PlayPlace
  status: SessionStatus
  startLevel: number
  endSeconds: number | null
  datePlayed: string
}

/** The `GameSessionSummary` the end answers (docs/api/games.md): the session and its totals. */
export function summaryOf(session: SummarySession, trials: readonly TrialFacts[]): GameSessionSummary {
  return {
    sessionId: session.sessionId,
    gameId: session.gameId,
    childId: session.childId,
    place: session.place,
    status: session.status,
    startLevel: session.startLevel,
    datePlayed: session.datePlayed,
    ...totalsOf(trials, session.endSeconds),
  }
}

/**
 * The level reached in the newest of `recent` (newest first) that has a trial: the child's last ceiling in this
 * game; undefined when none has one.
 */
export function lastLevelReached(
  recent: readonly { id: string }[],
  trials: readonly (TrialFacts & { sessionRecordId: string })[],
): number | undefined {
  const last = recent.find((session) => trials.some((trial) => trial.sessionRecordId === session.id))
  if (!last) return undefined
  return totalsOf(
    trials.filter((trial) => trial.sessionRecordId === last.id),
    null,
  ).levelReached
}

/** The Monday (clinic calendar) of the week holding `date` (YYYY-MM-DD). */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() // 0 Sunday .. 6 Saturday
  return addDays(date, -((weekday + 6) % 7))
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100))

/**
 * Per game, what the therapist reads (games.md, "What the therapist needs"): per clinic day the level reached,
 * the accuracy at that level (% of that day's trials at that level answered correctly) and the sessions; the two
 * most frequent error types; sessions at home and in the clinic. `month` (YYYY-MM) keeps that month's sessions
 * only; `thisWeek` always counts the current clinic week (Monday to Sunday), for the parent's card. Games are
 * in the catalogue's order; a game with no session in the period and none this week is left out.
 */
export function progressOf({
  sessions,
  games,
  now,
  month,
}: {
  sessions: readonly SessionFacts[]
  games: readonly { gameId: string; slug: GameSlug; name: string }[]
  now: Date
  month?: string
}): GameProgress[] {
  const weekStart = weekStartOf(clinicToday(now))
  const dayOf = (session: SessionFacts) => clinicToday(new Date(session.datePlayed))
  const result: GameProgress[] = []
  for (const game of games) {
    const own = sessions.filter((session) => session.gameId === game.gameId)
    const inPeriod = month ? own.filter((session) => dayOf(session).startsWith(`${month}-`)) : own
    const thisWeek = own.filter((session) => dayOf(session) >= weekStart)
    if (inPeriod.length === 0 && thisWeek.length === 0) continue

    const byDay = new Map<string, SessionFacts[]>()
    for (const session of inPeriod) byDay.set(dayOf(session), [...(byDay.get(dayOf(session)) ?? []), session])
    const days = [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, daySessions]) => {
        const trials = daySessions.flatMap((session) => session.trials)
        const levelReached = totalsOf(trials, null).levelReached
        const atLevel = trials.filter((trial) => trial.level === levelReached)
        return {
          date,
          levelReached,
          accuracy: percent(atLevel.filter((trial) => trial.correct).length, atLevel.length),
          sessions: daySessions.length,
        }
      })

    const errorCounts = new Map<string, number>()
    for (const trial of inPeriod.flatMap((session) => session.trials)) {
      if (!trial.correct && trial.errorType)
        errorCounts.set(trial.errorType, (errorCounts.get(trial.errorType) ?? 0) + 1)
    }
    const topErrorTypes = [...errorCounts.entries()]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, 2)
      .map(([errorType, count]) => ({ errorType, count }))

    result.push({
      gameId: game.gameId,
      slug: game.slug,
      name: game.name,
      days,
      topErrorTypes,
      sessions: {
        home: inPeriod.filter((session) => session.place === 'home').length,
        clinic: inPeriod.filter((session) => session.place === 'clinic').length,
      },
      thisWeek: {
        sessions: thisWeek.length,
        levelReached: totalsOf(
          thisWeek.flatMap((session) => session.trials),
          null,
        ).levelReached,
      },
    })
  }
  return result
}

/**
 * The clinic-time ranges of sessions the progress of `month` reads: that month, and the current clinic week
 * (`thisWeek` counts it whatever the month). Without a month, null: every session counts. Each range is
 * `[from, to)` as ISO instants; `to` null means open-ended.
 */
export function progressRanges(
  month: string | undefined,
  now: Date,
): Array<{ from: string; to: string | null }> | null {
  if (!month) return null
  const [year, monthNumber] = month.split('-').map(Number)
  const nextMonth = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`
  return [
    { from: clinicMidnight(`${month}-01`), to: clinicMidnight(`${nextMonth}-01`) },
    { from: clinicMidnight(weekStartOf(clinicToday(now))), to: null },
  ]
}

/** The instant a clinic day (Asia/Kolkata, UTC+05:30 all year) begins. */
const clinicMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString()

// "Two people saved at once" for a child's settings and plan (docs/api/games.md, "Two adults at once"): platform's
// merge-on-save kernel, fed the fields others changed since the save's version (`theirChanges`, from the row's
// per-field versions) instead of the version itself.
export {
  mergeOnSave as mergeSave,
  type MergeOnSaveInput as MergeSaveInput,
  type MergeOnSaveResult as MergeSaveResult,
} from '@app/platform/merge-on-save'

/** The save that last changed a field of the child's row: its version, and who made it. */
export interface FieldChange {
  version: number
  role: 'therapist' | 'parent'
  by: string
}
export type FieldChanges = Partial<Record<string, FieldChange>>

/** The fields another save changed after `baseVersion`. */
export const changedSince = (fieldChanges: FieldChanges, baseVersion: number): string[] =>
  Object.entries(fieldChanges)
    .filter(([, change]) => (change?.version ?? 0) > baseVersion)
    .map(([field]) => field)

/** Who the 409 names for a change: the actor themself (another window), or the role that made it. */
export const whoMade = (change: FieldChange | undefined, actorId: string): ChangedBy =>
  change?.by === actorId ? 'you' : (change?.role ?? 'therapist')

/**
 * Whom a save from `baseVersion` is stale against, or null when it is not: a `baseVersion` above the row's is
 * refused naming the maker of the newest change.
 */
export function staleAgainst(
  row: { version: number; fieldChanges: FieldChanges },
  baseVersion: number,
  actorId: string,
): ChangedBy | null {
  if (baseVersion <= row.version) return null
  const latest = Object.values(row.fieldChanges).sort((a, b) => (b?.version ?? 0) - (a?.version ?? 0))[0]
  return whoMade(latest, actorId)
}

/** The row's field changes after a save at `version` by `actor` that changed `changed`. */
export function fieldChangesAfter(
  fieldChanges: FieldChanges,
  changed: readonly string[],
  version: number,
  actor: { _id: string; role: string },
): FieldChanges {
  const role: FieldChange['role'] = actor.role === 'parent' ? 'parent' : 'therapist'
  return { ...fieldChanges, ...Object.fromEntries(changed.map((field) => [field, { version, role, by: actor._id }])) }
}

/** Two lists of home games are the same plan whatever their order. */
export const sameSet = (a: unknown, b: unknown): boolean => {
  const left = [...((a as string[] | undefined) ?? [])].sort()
  const right = [...((b as string[] | undefined) ?? [])].sort()
  return left.length === right.length && left.every((id, index) => id === right[index])
}

/** Two start-level maps are the same whatever their keys' order. */
export const sameLevels = (a: unknown, b: unknown): boolean => {
  const left = (a ?? {}) as Record<string, number>
  const right = (b ?? {}) as Record<string, number>
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every((slug) => left[slug] === right[slug])
}

/** How often a save that lost the race to another is read and tried again before it gives up (409). */
export const SAVE_ATTEMPTS = 5
