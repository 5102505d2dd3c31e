// The contract between the shared game engine (this folder) and each game (features/games/<slug>/). A game is a
// pure definition — generate, score, level rules — plus one React component that shows a trial and reports the
// child's answer. The engine owns everything around it: settings, pacing ("Ready"/"Next"), instructions that can
// be repeated, adaptivity, the quiet wrong-answer cue, the break after three misses, the trial log and sending
// results (docs/api/games.md). Nothing here shows a timer.
import type { ComponentType } from 'react'
import type { GameSlug, PlaySettings } from '@app/games/schema'

/** One trial's content, generated from (seed, level) alone, so a trial can be replayed from its log. */
export interface GameDefinition<Item, Response> {
  slug: GameSlug
  /** Highest level; levels run 1..maxLevel. */
  maxLevel: number
  /** Pure and deterministic: the same seed and level always give the same item. Every item is solvable. */
  generate(seed: number, level: number): Item
  /** Pure: whether the response is right, and when wrong which error type (one of errorTypes' keys). */
  score(item: Item, response: Response): TrialScore
  /** Pure: a right response to the item (unit tests prove every generated item solvable; end-to-end tests play with it). */
  solve(item: Item): Response
  /** What the child is asked, as one short sentence shown and (sound permitting) spoken; repeatable. */
  instruction(item: Item, level: number): string
  /** The report's name for a level, e.g. "Span 4". */
  levelLabel(level: number): string
  /** The error types this game records, with the words the therapist reads. */
  errorTypes: Record<string, string>
}

export interface TrialScore {
  correct: boolean
  /** '' when correct. */
  errorType: string
}

/** What the engine hands a game's component for one trial. */
export interface TrialViewProps<Item, Response> {
  item: Item
  level: number
  settings: PlaySettings
  /** Call once with the child's answer; the engine scores it, logs it and moves on. */
  onAnswer(response: Response): void
  /** The child asked to see or hear the item again through a control of the game's own (counted as a replay). */
  onReplay(): void
  /**
   * Fills the engine's one "again" button for this trial. Empty (null, the default), it says the instruction
   * again; filled, it runs the trial's own replay instead (shows the path again, says the sentence again) under the
   * trial's label, or "Say it again" without one. The engine counts each press as a replay, so `run` does not
   * call onReplay. A trial that fills the slot shows no "again" button of its own.
   */
  setReplay(replay: TrialReplay | null): void
  /** Plays a short tone through the engine (silent when sound is off; no AudioContext is made then). */
  playTone(frequencyHz: number, durationMs: number): void
  /** Speaks a text (only when sound is 'voice' or 'soft'); returns when done or at once when silent. */
  speak(text: string): Promise<void>
}

/** What the engine's "again" button does for a trial that fills the slot (TrialViewProps.setReplay). */
export interface TrialReplay {
  /** The button's words when they are not "Say it again" (e.g. "Show the path again"). */
  label?: string
  run(): void
}

/**
 * The engine wraps each trial's view in `<div data-testid="game-trial" data-seed={seed} data-level={level}>`, so an
 * end-to-end test can regenerate the item with `definition.generate(seed, level)` and answer it with `solve`.
 */
export const TRIAL_TEST_ID = 'game-trial'

/** A game as the play screen loads it: `features/games/<slug>/index.ts` default-exports one of these. */
export interface GameModule<Item = unknown, Response = unknown> {
  definition: GameDefinition<Item, Response>
  TrialView: ComponentType<TrialViewProps<Item, Response>>
}

/** Deterministic pseudo-random numbers from a 32-bit seed (mulberry32): generators use only this, never Math.random. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One of the values, chosen with a generator's `random` (one draw). */
export function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]
}

/** A shuffled copy of the values (Fisher–Yates from the end, one draw per place but the first). */
export function shuffled<T>(random: () => number, values: readonly T[]): T[] {
  const copy = [...values]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}

/**
 * Types a game's module for the registry: `export default defineGame({ definition, TrialView })`. The registry
 * holds games of different item types, which TypeScript cannot relate to `GameModule<unknown, unknown>` on its
 * own (a component's props are checked strictly); this one cast is safe because the engine only ever hands a
 * game's view the items that game's own generate made.
 */
export function defineGame<Item, Response>(game: GameModule<Item, Response>): GameModule {
  return game as unknown as GameModule
}
