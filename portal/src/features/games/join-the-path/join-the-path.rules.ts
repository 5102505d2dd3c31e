// Join the Path (successive processing): a path of shapes is shown and spoken (or only spoken, or a word is heard),
// then hidden; the child joins the board's shapes or letters in the same order. Pure and browser-safe: every item
// comes from (seed, level) through seededRandom, so a trial can be replayed from its log.
import { pick, seededRandom, shuffled, type GameDefinition, type TrialScore } from '../engine/contract'
import { joinThePathMessages as messages } from './messages'

export const SHAPES = ['triangle', 'square', 'circle', 'star', 'heart', 'diamond', 'hexagon', 'moon'] as const
export type ShapeId = (typeof SHAPES)[number]

/**
 * seen: the strip of shapes is shown and spoken; heard: only spoken (words on request); word: a word is spoken and
 * the board holds its letters among others.
 */
export type PathMode = 'seen' | 'heard' | 'word'

/** The board is a 3 × 3 grid; cells are numbered row by row. */
export const BOARD_COLUMNS = 3
export const BOARD_CELLS = BOARD_COLUMNS * BOARD_COLUMNS

export interface BoardNode {
  /** A shape id, or one capital letter in word mode. */
  id: string
  cell: number
}

export interface JoinThePathItem {
  mode: PathMode
  nodes: BoardNode[]
  /** The ids to join, in order; all different, all on the board. */
  path: string[]
  /** Word mode: the heard word (its letters are the path) and a picture of it for a child with sound off. */
  word?: { text: string; picture: string }
}

export interface JoinThePathResponse {
  /** The ids the child tapped, in order (as many as the path has). */
  taps: string[]
  /** The first step (1-based) that left the path, or null when every step was right. */
  firstWrongStep: number | null
  /** Whether the child asked to read a sound-only path (or word) as text. */
  wordsShown: boolean
}

interface LevelRule {
  mode: PathMode
  /** Shapes or letters to join, in order. */
  length: number
  /** Everything on the board, the path included. */
  boardSize: number
}

// One instruction (a single join), then two, three and four together; then the same by ear alone; then the
// letters of a heard word. "Instructions held" is length - 1 for shapes.
const LEVELS: readonly LevelRule[] = [
  { mode: 'seen', length: 2, boardSize: 4 },
  { mode: 'seen', length: 3, boardSize: 5 },
  { mode: 'seen', length: 4, boardSize: 6 },
  { mode: 'seen', length: 5, boardSize: 7 },
  { mode: 'heard', length: 3, boardSize: 5 },
  { mode: 'heard', length: 4, boardSize: 6 },
  { mode: 'heard', length: 5, boardSize: 7 },
  { mode: 'word', length: 3, boardSize: 5 },
  { mode: 'word', length: 4, boardSize: 6 },
  { mode: 'word', length: 5, boardSize: 8 },
]
export const MAX_LEVEL = LEVELS.length

// Short, picturable words with no repeated letter, so each letter on the board is one step of the path. They are
// the English game's content (the letters must match the spoken word), not interface text.
const WORDS: readonly { text: string; picture: string }[] = [
  { text: 'cat', picture: '🐱' },
  { text: 'dog', picture: '🐶' },
  { text: 'sun', picture: '☀️' },
  { text: 'bus', picture: '🚌' },
  { text: 'hat', picture: '🎩' },
  { text: 'cup', picture: '☕' },
  { text: 'pen', picture: '🖊️' },
  { text: 'fish', picture: '🐟' },
  { text: 'frog', picture: '🐸' },
  { text: 'duck', picture: '🦆' },
  { text: 'star', picture: '⭐' },
  { text: 'ship', picture: '🚢' },
  { text: 'cake', picture: '🎂' },
  { text: 'bird', picture: '🐦' },
  { text: 'milk', picture: '🥛' },
  { text: 'drum', picture: '🥁' },
  { text: 'house', picture: '🏠' },
  { text: 'horse', picture: '🐴' },
  { text: 'mouse', picture: '🐭' },
  { text: 'chair', picture: '🪑' },
  { text: 'bread', picture: '🍞' },
  { text: 'train', picture: '🚆' },
  { text: 'tiger', picture: '🐯' },
  { text: 'zebra', picture: '🦓' },
  { text: 'snake', picture: '🐍' },
  { text: 'cloud', picture: '☁️' },
]
// Letters a child will not mistake for one another at a glance (no I/l, O/Q/D, M/W, b/d pairs).
const DISTRACTER_LETTERS = 'ABCEFGHKLMNPRSTUYZ'.split('')

/** The level's rule, with out-of-range levels held to the nearest real one. */
export function levelRule(level: number): LevelRule {
  const index = Math.min(Math.max(Math.round(level), 1), MAX_LEVEL) - 1
  return LEVELS[index]
}

export function generate(seed: number, level: number): JoinThePathItem {
  const random = seededRandom(seed)
  const rule = levelRule(level)
  let ids: string[]
  let path: string[]
  let word: JoinThePathItem['word']
  if (rule.mode === 'word') {
    const candidates = WORDS.filter((candidate) => candidate.text.length === rule.length)
    word = pick(random, candidates)
    path = word.text.toUpperCase().split('')
    const others = shuffled(
      random,
      DISTRACTER_LETTERS.filter((letter) => !path.includes(letter)),
    ).slice(0, rule.boardSize - rule.length)
    ids = [...path, ...others]
  } else {
    ids = shuffled(random, SHAPES).slice(0, rule.boardSize)
    path = shuffled(random, ids).slice(0, rule.length)
  }
  // Where each goes on the board is drawn apart from the path, so the path is never simply left to right.
  const cells = shuffled(
    random,
    Array.from({ length: BOARD_CELLS }, (_, cell) => cell),
  ).slice(0, ids.length)
  const nodes = shuffled(random, ids)
    .map((id, index) => ({ id, cell: cells[index] }))
    .sort((a, b) => a.cell - b.cell)
  return word ? { mode: rule.mode, nodes, path, word } : { mode: rule.mode, nodes, path }
}

/** The first step (1-based) where the taps leave the path, or null when they follow it all the way. */
export function firstWrongStep(item: JoinThePathItem, taps: readonly string[]): number | null {
  for (let step = 0; step < item.path.length; step++) {
    if (taps[step] !== item.path[step]) return step + 1
  }
  return null
}

export const ERROR_TYPES = ['order', 'intruder'] as const
export type JoinThePathError = (typeof ERROR_TYPES)[number]

export function score(item: JoinThePathItem, response: JoinThePathResponse): TrialScore {
  const taps = response.taps ?? []
  if (firstWrongStep(item, taps) === null && taps.length === item.path.length) return { correct: true, errorType: '' }
  // A tap on something off the path is a different slip from holding the right things in the wrong order.
  const isIntruder = taps.some((id) => !item.path.includes(id))
  return { correct: false, errorType: isIntruder ? 'intruder' : 'order' }
}

export function solve(item: JoinThePathItem): JoinThePathResponse {
  return { taps: [...item.path], firstWrongStep: null, wordsShown: false }
}

/** The name a board node is read by: the shape's name, or the letter. */
export function nodeName(id: string): string {
  switch (id) {
    case 'triangle':
      return messages.t('joinThePath.shape.triangle')
    case 'square':
      return messages.t('joinThePath.shape.square')
    case 'circle':
      return messages.t('joinThePath.shape.circle')
    case 'star':
      return messages.t('joinThePath.shape.star')
    case 'heart':
      return messages.t('joinThePath.shape.heart')
    case 'diamond':
      return messages.t('joinThePath.shape.diamond')
    case 'hexagon':
      return messages.t('joinThePath.shape.hexagon')
    case 'moon':
      return messages.t('joinThePath.shape.moon')
    default:
      return id
  }
}

/** What is spoken (and shown as words on request): the path as "triangle, then square, then circle." or the word. */
export function spokenPath(item: JoinThePathItem): string {
  if (item.mode === 'word' && item.word) return messages.t('joinThePath.spoken.word', { word: item.word.text })
  const [a, b, c, d, e] = item.path.map(nodeName)
  switch (item.path.length) {
    case 2:
      return messages.t('joinThePath.spoken.path2', { a, b })
    case 3:
      return messages.t('joinThePath.spoken.path3', { a, b, c })
    case 4:
      return messages.t('joinThePath.spoken.path4', { a, b, c, d })
    default:
      return messages.t('joinThePath.spoken.path5', { a, b, c, d, e })
  }
}

export function instruction(item: JoinThePathItem): string {
  if (item.mode === 'word') return messages.t('joinThePath.instruction.word')
  if (item.mode === 'heard') return messages.t('joinThePath.instruction.heard')
  return messages.t('joinThePath.instruction.seen')
}

export function levelLabel(level: number): string {
  const rule = levelRule(level)
  if (rule.mode === 'word') return messages.t('joinThePath.level.word', { letters: rule.length })
  if (rule.mode === 'heard') return messages.t('joinThePath.level.heard', { joins: rule.length - 1 })
  return messages.t('joinThePath.level.seen', { joins: rule.length - 1 })
}

export const joinThePath: GameDefinition<JoinThePathItem, JoinThePathResponse> = {
  slug: 'join-the-path',
  maxLevel: MAX_LEVEL,
  generate,
  score,
  solve,
  instruction,
  levelLabel,
  // Getters, so the therapist's words follow the active language.
  errorTypes: {
    get order() {
      return messages.t('joinThePath.error.order')
    },
    get intruder() {
      return messages.t('joinThePath.error.intruder')
    },
  },
}
