// Window Train's rules (games.md, game 1): a train's windows light one at a time, each showing an item, then
// close; the child picks the items from a tray in the same order (later in reverse). Pure and deterministic:
// the same seed and level always give the same train, so a trial is replayed from its log and an end-to-end test
// regenerates it. No words here (they are in the catalogue), so tests can import this file alone.
import { pick, seededRandom, shuffled } from '../engine/contract'

/** Pictures (distinct animals), look-alikes (one shape in similar forms), letters that make a word. */
export type ItemKind = 'animal' | 'lookalike' | 'letter'

export const ANIMALS = ['cat', 'bear', 'rabbit', 'mouse', 'pig', 'frog', 'owl', 'fox'] as const
export const LOOKALIKES = [
  'triangle-up',
  'triangle-down',
  'triangle-left',
  'triangle-right',
  'circle',
  'ring',
  'half-circle',
  'square',
] as const
// Short words a young reader meets early, each without a repeated letter (so every letter is one tray tile).
export const WORDS: Record<number, readonly string[]> = {
  3: ['CAT', 'DOG', 'SUN', 'BUS', 'HAT', 'PEN', 'CUP', 'BED', 'BOX', 'MAP', 'JAM', 'FOX'],
  4: ['FISH', 'BIRD', 'FROG', 'DUCK', 'LAMP', 'MILK', 'CAKE', 'SHIP', 'BOAT', 'HAND', 'RAIN', 'STAR'],
  5: ['HOUSE', 'BREAD', 'CLOUD', 'TRAIN', 'HORSE', 'TIGER', 'PLANT', 'SMILE', 'CHAIR', 'LEMON'],
  6: ['GARDEN', 'FLOWER', 'PLANET', 'MONKEY', 'CASTLE', 'BASKET', 'PENCIL', 'TURNIP'],
}
const LETTERS = 'ABCDEFGHIJKLMNOPRSTUVWY'

export interface LevelPlan {
  span: number
  kind: ItemKind
  reverse: boolean
}

/** Span 2 → 7: pictures first, then look-alikes, then letters making a word, then reverse order. */
export const LEVELS: readonly LevelPlan[] = [
  { span: 2, kind: 'animal', reverse: false },
  { span: 3, kind: 'animal', reverse: false },
  { span: 4, kind: 'animal', reverse: false },
  { span: 3, kind: 'lookalike', reverse: false },
  { span: 4, kind: 'lookalike', reverse: false },
  { span: 3, kind: 'letter', reverse: false },
  { span: 4, kind: 'letter', reverse: false },
  { span: 5, kind: 'animal', reverse: false },
  { span: 5, kind: 'lookalike', reverse: false },
  { span: 5, kind: 'letter', reverse: false },
  { span: 3, kind: 'animal', reverse: true },
  { span: 4, kind: 'animal', reverse: true },
  { span: 6, kind: 'animal', reverse: false },
  { span: 6, kind: 'letter', reverse: false },
  { span: 5, kind: 'animal', reverse: true },
  { span: 7, kind: 'animal', reverse: false },
]
export const MAX_LEVEL = LEVELS.length

export const planOf = (level: number): LevelPlan => LEVELS[Math.min(Math.max(1, Math.trunc(level)), MAX_LEVEL) - 1]

/** One tray tile: its id (unique within the trial) and what it shows. */
export interface TrayItem {
  id: string
  kind: ItemKind
  /** An animal's or shape's name, or the letter. */
  value: string
}

export interface WindowTrainItem {
  kind: ItemKind
  reverse: boolean
  /** What the windows show, left to right, in the order they light. */
  sequence: TrayItem[]
  /** The word the letters make (letter trains only), else ''. */
  word: string
  /** The tiles the child picks from: the sequence's items and distracters, shuffled. */
  tray: TrayItem[]
}

/** The ids of the tiles picked, in the order picked. */
export type WindowTrainResponse = string[]

export const ERROR_TYPES = ['item', 'order'] as const

/** Tray size: the sequence plus two distracters (never more tiles than a small screen shows in two rows). */
const traySize = (span: number, poolSize: number) => Math.min(span + 2, poolSize)

export function generate(seed: number, level: number): WindowTrainItem {
  const random = seededRandom(seed)
  const { span, kind, reverse } = planOf(level)
  const tile = (value: string): TrayItem => ({ id: `${kind}-${value}`, kind, value })
  if (kind === 'letter') {
    const word = pick(random, WORDS[span])
    const sequence = [...word].map(tile)
    const others = shuffled(
      random,
      [...LETTERS].filter((letter) => !word.includes(letter)),
    ).slice(0, 2)
    return { kind, reverse, word, sequence, tray: shuffled(random, [...sequence, ...others.map(tile)]) }
  }
  const pool = kind === 'animal' ? ANIMALS : LOOKALIKES
  const chosen = shuffled(random, pool).slice(0, traySize(span, pool.length))
  const sequence = chosen.slice(0, span).map(tile)
  return { kind, reverse, word: '', sequence, tray: shuffled(random, chosen.map(tile)) }
}

/** The ids to pick, in order: the windows' order, or its reverse at the reverse levels. */
export function expectedOrder(item: WindowTrainItem): string[] {
  const ids = item.sequence.map((tile) => tile.id)
  return item.reverse ? ids.reverse() : ids
}

export function solve(item: WindowTrainItem): WindowTrainResponse {
  return expectedOrder(item)
}

/** Right when every pick matches; wrong 'item' when a picked tile was not in the train, else wrong 'order'. */
export function score(item: WindowTrainItem, response: WindowTrainResponse) {
  const expected = expectedOrder(item)
  if (response.length === expected.length && response.every((id, index) => id === expected[index])) {
    return { correct: true, errorType: '' }
  }
  const sameItems = [...response].sort().join('|') === [...expected].sort().join('|')
  return { correct: false, errorType: sameItems ? 'order' : 'item' }
}
