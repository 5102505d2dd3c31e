// Echo Drums (successive processing): the drums play a sequence of tones and gentle lights and the child plays it
// back in the same order; some levels ask for the number of syllables of a word instead, tapped on one drum.
// Pure and browser-safe: everything comes from (seed, level) through seededRandom.
import { pick, seededRandom, type GameDefinition, type TrialScore } from '../engine/contract'
import { echoDrumsMessages } from './messages'

export type EchoDrumsMode = 'sequence' | 'sound-only' | 'syllables'

/** A sequence to echo (lights and tones, or tones alone), or a word whose syllables the child taps. */
export type EchoDrumsItem =
  | { mode: 'sequence' | 'sound-only'; padCount: number; sequence: number[] }
  | { mode: 'syllables'; word: string; syllables: number }

/** The drums the child tapped, in order (0-based pad indexes; the syllable drum is pad 0). */
export type EchoDrumsResponse = number[]

/** Each pad's tone: a pentatonic set, so any sequence sounds pleasant and neighbouring pads are easy to tell apart. */
export const PAD_TONES_HZ = [262, 330, 392, 523] as const
export const MAX_PADS = PAD_TONES_HZ.length
/** Longest sequence, at the hardest level. */
export const MAX_SEQUENCE_LENGTH = 8

type LevelPlan =
  | { mode: 'sequence' | 'sound-only'; length: number; pads: number }
  | { mode: 'syllables'; fewest: number; most: number }

// Easy to hard: length grows 2 → 8; the syllable mode comes in twice; sound-only (harder than lights and tones
// together) a step shorter than the lit length around it. With sound off the view shows sound-only levels as lights.
const LEVELS: readonly LevelPlan[] = [
  { mode: 'sequence', length: 2, pads: 3 },
  { mode: 'sequence', length: 3, pads: 3 },
  { mode: 'syllables', fewest: 1, most: 3 },
  { mode: 'sequence', length: 4, pads: 4 },
  { mode: 'sequence', length: 5, pads: 4 },
  { mode: 'syllables', fewest: 2, most: 5 },
  { mode: 'sound-only', length: 4, pads: 4 },
  { mode: 'sequence', length: 6, pads: 4 },
  { mode: 'sound-only', length: 5, pads: 4 },
  { mode: 'sequence', length: 7, pads: 4 },
  { mode: 'sound-only', length: 6, pads: 4 },
  { mode: 'sequence', length: MAX_SEQUENCE_LENGTH, pads: 4 },
]

/** Words written for this game with their syllable counts (English; shown as text and spoken). */
export const SYLLABLE_WORDS: readonly { word: string; syllables: number }[] = [
  { word: 'cat', syllables: 1 },
  { word: 'sun', syllables: 1 },
  { word: 'ball', syllables: 1 },
  { word: 'fish', syllables: 1 },
  { word: 'boat', syllables: 1 },
  { word: 'apple', syllables: 2 },
  { word: 'rabbit', syllables: 2 },
  { word: 'pencil', syllables: 2 },
  { word: 'window', syllables: 2 },
  { word: 'rainbow', syllables: 2 },
  { word: 'tiger', syllables: 2 },
  { word: 'banana', syllables: 3 },
  { word: 'elephant', syllables: 3 },
  { word: 'butterfly', syllables: 3 },
  { word: 'umbrella', syllables: 3 },
  { word: 'tomato', syllables: 3 },
  { word: 'kangaroo', syllables: 3 },
  { word: 'watermelon', syllables: 4 },
  { word: 'caterpillar', syllables: 4 },
  { word: 'helicopter', syllables: 4 },
  { word: 'alligator', syllables: 4 },
  { word: 'hippopotamus', syllables: 5 },
  { word: 'refrigerator', syllables: 5 },
]

const MAX_LEVEL = LEVELS.length

function planOf(level: number): LevelPlan {
  return LEVELS[Math.min(Math.max(Math.trunc(level), 1), MAX_LEVEL) - 1]
}

/** The mode a level plays (the view needs it before the item, e.g. for the level's name). */
export function modeOfLevel(level: number): EchoDrumsMode {
  return planOf(level).mode
}

export function generate(seed: number, level: number): EchoDrumsItem {
  const random = seededRandom(seed)
  const plan = planOf(level)
  if (plan.mode === 'syllables') {
    const words = SYLLABLE_WORDS.filter((entry) => entry.syllables >= plan.fewest && entry.syllables <= plan.most)
    const { word, syllables } = pick(random, words)
    return { mode: 'syllables', word, syllables }
  }
  // The same pad twice in a row is never asked: with a gentle highlight a repeat is easy to miss.
  const sequence: number[] = []
  while (sequence.length < plan.length) {
    const previous = sequence.at(-1)
    const choices = Array.from({ length: plan.pads }, (_, pad) => pad).filter((pad) => pad !== previous)
    sequence.push(pick(random, choices))
  }
  return { mode: plan.mode, padCount: plan.pads, sequence }
}

/** The error type for a first wrong tap at a 1-based position. */
export const positionError = (position: number) => `position-${position}`

export function score(item: EchoDrumsItem, response: EchoDrumsResponse): TrialScore {
  if (item.mode === 'syllables') {
    if (response.length === item.syllables) return { correct: true, errorType: '' }
    return { correct: false, errorType: response.length < item.syllables ? 'too-few-taps' : 'too-many-taps' }
  }
  // Errors by position: the first tap that differs (a missing tap counts as wrong at its place).
  const firstWrong = item.sequence.findIndex((pad, index) => response[index] !== pad)
  if (firstWrong >= 0) return { correct: false, errorType: positionError(firstWrong + 1) }
  if (response.length > item.sequence.length) return { correct: false, errorType: 'extra-tap' }
  return { correct: true, errorType: '' }
}

export function solve(item: EchoDrumsItem): EchoDrumsResponse {
  return item.mode === 'syllables' ? Array.from({ length: item.syllables }, () => 0) : [...item.sequence]
}

function instruction(item: EchoDrumsItem): string {
  const { t } = echoDrumsMessages
  if (item.mode === 'syllables') return t('echoDrums.instruction.syllables', { word: item.word })
  return item.mode === 'sound-only' ? t('echoDrums.instruction.soundOnly') : t('echoDrums.instruction.sequence')
}

function levelLabel(level: number): string {
  const { t } = echoDrumsMessages
  const plan = planOf(level)
  if (plan.mode === 'syllables') return t('echoDrums.level.syllables', { most: plan.most })
  return plan.mode === 'sound-only'
    ? t('echoDrums.level.soundOnly', { length: plan.length })
    : t('echoDrums.level.sequence', { length: plan.length })
}

function errorTypes(): Record<string, string> {
  const { t } = echoDrumsMessages
  const positions = Array.from({ length: MAX_SEQUENCE_LENGTH }, (_, index) => [
    positionError(index + 1),
    t('echoDrums.error.position', { position: index + 1 }),
  ])
  return {
    ...Object.fromEntries(positions),
    'extra-tap': t('echoDrums.error.extraTap'),
    'too-few-taps': t('echoDrums.error.tooFew'),
    'too-many-taps': t('echoDrums.error.tooMany'),
  }
}

export const echoDrums: GameDefinition<EchoDrumsItem, EchoDrumsResponse> = {
  slug: 'echo-drums',
  maxLevel: MAX_LEVEL,
  generate,
  score,
  solve,
  instruction,
  levelLabel,
  // A getter, so the words follow the active language.
  get errorTypes() {
    return errorTypes()
  },
}
