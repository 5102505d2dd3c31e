// Difficulty within a session (games.md, principles): two right in a row make the next trial harder, one wrong
// makes it easier, always within 1..maxLevel; MISSES_BEFORE_BREAK misses in a row bring a break instead of
// another trial. Pure, so the rules are tested without a screen.
import { MISSES_BEFORE_BREAK } from '@app/games/schema'

export interface AdaptiveState {
  level: number
  rightInARow: number
  missesInARow: number
}

/** Right answers in a row that raise the level by one. */
export const RIGHT_BEFORE_LEVEL_UP = 2

const clamp = (level: number, maxLevel: number) => Math.min(Math.max(1, Math.round(level) || 1), Math.max(1, maxLevel))

/** Where a session starts: the server's start level for a child (one below their last ceiling), 1 for a visitor. */
export function startAdaptiveState(startLevel: number | null | undefined, maxLevel: number): AdaptiveState {
  return { level: clamp(startLevel ?? 1, maxLevel), rightInARow: 0, missesInARow: 0 }
}

/** The state after one trial's answer. */
export function afterAnswer(state: AdaptiveState, correct: boolean, maxLevel: number): AdaptiveState {
  if (correct) {
    const rightInARow = state.rightInARow + 1
    if (rightInARow >= RIGHT_BEFORE_LEVEL_UP)
      return { level: clamp(state.level + 1, maxLevel), rightInARow: 0, missesInARow: 0 }
    return { ...state, rightInARow, missesInARow: 0 }
  }
  return { level: clamp(state.level - 1, maxLevel), rightInARow: 0, missesInARow: state.missesInARow + 1 }
}

/** Whether the child has missed enough in a row to be offered a break instead of another trial. */
export function needsBreak(state: AdaptiveState): boolean {
  return state.missesInARow >= MISSES_BEFORE_BREAK
}

/** After a break the child starts afresh at the level they had reached (already lowered by the misses). */
export function afterBreak(state: AdaptiveState): AdaptiveState {
  return { ...state, rightInARow: 0, missesInARow: 0 }
}
