// A short-term goal's learning-game target (docs/api/iep.md, "Game targets"): a game and the level and accuracy it
// aims for, e.g. Window Train at level 4 with 80 %. The IEP month shows that game's results for the month beside
// the therapist's % as supporting evidence, never in its place.
import { GAME_SLUGS, type GameProgress, type GameSlug } from '@app/games/schema'

/** As the version stores it: which goal (by index), which game, the target level and accuracy %. */
export interface GoalGameTarget {
  goal: number
  game: GameSlug
  level: number
  accuracy: number
}

/** The form's row for one goal: '' game means no target. Typed text until saved. */
export interface GoalGameDraft {
  game: GameSlug | ''
  level: string
  accuracy: string
}

export const EMPTY_GOAL_GAME: GoalGameDraft = { game: '', level: '', accuracy: '' }

const isSlug = (value: unknown): value is GameSlug => (GAME_SLUGS as readonly unknown[]).includes(value)

/** The targets a version carries (none on versions written before targets existed, or unreadable ones). */
export function goalGamesOf(version: object): GoalGameTarget[] {
  const raw = (version as { goalGames?: unknown }).goalGames
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const { goal, game, level, accuracy } = item as Record<string, unknown>
    return typeof goal === 'number' && isSlug(game) && typeof level === 'number' && typeof accuracy === 'number'
      ? [{ goal, game, level, accuracy }]
      : []
  })
}

/** One draft per goal, aligned with the goals, from a version's targets. */
export function draftsOf(targets: readonly GoalGameTarget[], goalCount: number): GoalGameDraft[] {
  return Array.from({ length: goalCount }, (_, index) => {
    const target = targets.find((item) => item.goal === index)
    return target
      ? { game: target.game, level: String(target.level), accuracy: String(target.accuracy) }
      : EMPTY_GOAL_GAME
  })
}

const wholeIn = (text: string, min: number, max: number) => {
  const value = text.trim()
  return /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null
}

/**
 * The drafts as the server takes them, or the index of the first goal whose target is incomplete (a game without a
 * level 1–20 and an accuracy 0–100).
 */
export function targetsOf(drafts: readonly GoalGameDraft[]): { targets: GoalGameTarget[] } | { invalidGoal: number } {
  const targets: GoalGameTarget[] = []
  for (const [index, draft] of drafts.entries()) {
    if (!draft.game) continue
    const level = wholeIn(draft.level, 1, 20)
    const accuracy = wholeIn(draft.accuracy, 0, 100)
    if (level === null || accuracy === null) return { invalidGoal: index }
    targets.push({ goal: index, game: draft.game, level, accuracy })
  }
  return { targets }
}

/** What the month's play says about a target: the best day's level and its accuracy, and whether it met the target. */
export interface MonthEvidence {
  sessions: number
  levelReached: number
  accuracy: number
  isMet: boolean
}

/**
 * The month's evidence for a target, from that game's progress for the month (null when not played): the highest
 * level reached on any day, at the accuracy of the latest day it was reached; met when both reach the target.
 */
export function monthEvidence(progress: GameProgress | undefined, target: GoalGameTarget): MonthEvidence | null {
  if (!progress || progress.days.length === 0) return null
  const best = [...progress.days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .reduce((top, day) => (day.levelReached >= top.levelReached ? day : top))
  return {
    sessions: progress.days.reduce((sum, day) => sum + day.sessions, 0),
    levelReached: best.levelReached,
    accuracy: best.accuracy,
    isMet: best.levelReached >= target.level && best.accuracy >= target.accuracy,
  }
}
