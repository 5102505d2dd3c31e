// The pure rules of the results (docs/api/games.md): a session's summary from its trials, where the next
// session starts, and the progress the therapist and the parent read. No I/O; unit-tested beside.
import { addDays, clinicToday } from '@app/platform/clinic-time'
import type { GameProgress, GameSlug, PlayPlace } from './games.schema.ts'

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
