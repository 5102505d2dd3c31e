// Pattern Grid (simultaneous processing): a 2×2, then 3×3, grid whose figures follow a rule along its rows and a
// rule along its columns, with one cell empty to complete from a few options; at the top levels, sorting pieces
// into a two-way table (rows × columns) by tap-to-pick, tap-to-place. Every distracter is built to show one
// error: right for the row only, right for the column only, a look-alike of the answer, or right for neither.
// Pure and browser-safe: everything comes from (seed, level) through seededRandom.
import { pick, seededRandom, shuffled, type GameDefinition, type TrialScore } from '../engine/contract'
import { patternGridMessages } from './messages'

export const COLOURS = ['blue', 'orange', 'green', 'purple'] as const
export type Colour = (typeof COLOURS)[number]
/** Shapes that vary by column or row; the flag (not symmetric, so its turn shows) is kept for the rotation rule. */
export const SHAPES = ['circle', 'square', 'triangle', 'star'] as const
export type Shape = (typeof SHAPES)[number] | 'flag'
export const COUNTS = [1, 2, 3] as const
export const ROTATIONS = [0, 90, 180, 270] as const
export type Rotation = (typeof ROTATIONS)[number]

/**
 * One figure: `count` copies of a coloured shape, turned clockwise by `rotation`. A look-alike differs from the
 * answer only by its `variant`: stretched (an oval for a circle) or, for the rotation rule, mirrored.
 */
export interface Figure {
  shape: Shape
  colour: Colour
  count: number
  rotation: Rotation
  variant: 'plain' | 'stretched' | 'mirrored'
}

/** What changes along the rows and columns of a grid: colour by row and shape by column, count, or rotation. */
export type GridRule = 'colour-shape' | 'count' | 'rotation'
export type OptionKind = 'correct' | 'row-only' | 'column-only' | 'look-alike' | 'both-wrong'
type Attribute = 'colour' | 'shape' | 'count' | 'rotation'

export interface MatrixItem {
  mode: 'matrix'
  rule: GridRule
  size: 2 | 3
  /** Row by row; null at the empty cell. */
  cells: (Figure | null)[][]
  missing: { row: number; column: number }
  options: { figure: Figure; kind: OptionKind }[]
}

export interface TableItem {
  mode: 'table'
  rule: 'table'
  rows: { attribute: 'colour' | 'count'; values: (Colour | number)[] }
  columns: { attribute: 'shape'; values: Shape[] }
  pieces: Figure[]
}

export type PatternGridItem = MatrixItem | TableItem

/** The option picked in a grid, or where each piece was put in a table (null: not placed). */
export type PatternGridResponse =
  { rule: GridRule; choice: number } | { rule: 'table'; placements: ({ row: number; column: number } | null)[] }

type LevelPlan =
  | { mode: 'matrix'; size: 2 | 3; rules: GridRule[]; kinds: OptionKind[]; missingLast?: boolean }
  | { mode: 'table'; rowAttribute: 'colour' | 'count'; rows: number; columns: number; pieces: number }

const FIRST_KINDS: OptionKind[] = ['correct', 'row-only', 'column-only']
const WITH_LOOK_ALIKE: OptionKind[] = [...FIRST_KINDS, 'look-alike']
const ALL_KINDS: OptionKind[] = [...WITH_LOOK_ALIKE, 'both-wrong']

// Easy to hard: a 2×2 grid with the gap at the end, then anywhere, then with a look-alike among the options; a 3×3
// grid for each rule, then any rule with five options; then sorting into a table, larger at each level.
const LEVELS: readonly LevelPlan[] = [
  { mode: 'matrix', size: 2, rules: ['colour-shape'], kinds: FIRST_KINDS, missingLast: true },
  { mode: 'matrix', size: 2, rules: ['colour-shape', 'count'], kinds: FIRST_KINDS },
  { mode: 'matrix', size: 2, rules: ['colour-shape', 'count', 'rotation'], kinds: WITH_LOOK_ALIKE },
  { mode: 'matrix', size: 3, rules: ['colour-shape'], kinds: WITH_LOOK_ALIKE },
  { mode: 'matrix', size: 3, rules: ['count'], kinds: WITH_LOOK_ALIKE },
  { mode: 'matrix', size: 3, rules: ['rotation'], kinds: WITH_LOOK_ALIKE },
  { mode: 'matrix', size: 3, rules: ['colour-shape', 'count', 'rotation'], kinds: ALL_KINDS },
  { mode: 'table', rowAttribute: 'colour', rows: 2, columns: 2, pieces: 4 },
  { mode: 'table', rowAttribute: 'colour', rows: 2, columns: 3, pieces: 6 },
  { mode: 'table', rowAttribute: 'count', rows: 3, columns: 3, pieces: 6 },
]
const MAX_LEVEL = LEVELS.length

function planOf(level: number): LevelPlan {
  return LEVELS[Math.min(Math.max(Math.trunc(level), 1), MAX_LEVEL) - 1]
}

const POOLS: Record<Attribute, readonly (string | number)[]> = {
  colour: COLOURS,
  shape: SHAPES,
  count: COUNTS,
  // Only quarter turns that read clearly on a small figure.
  rotation: [0, 90, 180],
}

function generateMatrix(random: () => number, plan: Extract<LevelPlan, { mode: 'matrix' }>): MatrixItem {
  const rule = pick(random, plan.rules)
  const size = plan.size
  // Which attribute runs along the rows and which along the columns; the others stay the same in every cell.
  const [rowAttribute, columnAttribute]: [Attribute, Attribute] =
    rule === 'colour-shape'
      ? ['colour', 'shape']
      : rule === 'count'
        ? [pick(random, ['colour', 'shape'] as const), 'count']
        : ['colour', 'rotation']
  const rowValues = shuffled(random, POOLS[rowAttribute]).slice(0, size)
  const columnValues = shuffled(random, POOLS[columnAttribute]).slice(0, size)
  // Counts and turns read best in order, as a child would draw them.
  if (columnAttribute !== 'shape') columnValues.sort((a, b) => Number(a) - Number(b))
  const base: Figure = {
    shape: rule === 'rotation' ? 'flag' : pick(random, SHAPES),
    colour: pick(random, COLOURS),
    count: 1,
    rotation: 0,
    variant: 'plain',
  }
  const figureAt = (row: number, column: number): Figure => ({
    ...base,
    [rowAttribute]: rowValues[row],
    [columnAttribute]: columnValues[column],
  })
  const missing = plan.missingLast
    ? { row: size - 1, column: size - 1 }
    : { row: Math.floor(random() * size), column: Math.floor(random() * size) }
  const otherRow = pick(
    random,
    Array.from({ length: size }, (_, row) => row).filter((row) => row !== missing.row),
  )
  const otherColumn = pick(
    random,
    Array.from({ length: size }, (_, column) => column).filter((column) => column !== missing.column),
  )
  const answer = figureAt(missing.row, missing.column)
  const optionOf: Record<OptionKind, Figure> = {
    correct: answer,
    'row-only': figureAt(missing.row, otherColumn),
    'column-only': figureAt(otherRow, missing.column),
    'both-wrong': figureAt(otherRow, otherColumn),
    'look-alike': { ...answer, variant: rule === 'rotation' ? 'mirrored' : 'stretched' },
  }
  const cells = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) =>
      row === missing.row && column === missing.column ? null : figureAt(row, column),
    ),
  )
  const options = shuffled(
    random,
    plan.kinds.map((kind) => ({ figure: optionOf[kind], kind })),
  )
  return { mode: 'matrix', rule, size, cells, missing, options }
}

function generateTable(random: () => number, plan: Extract<LevelPlan, { mode: 'table' }>): TableItem {
  const rowPool: readonly (Colour | number)[] = plan.rowAttribute === 'colour' ? COLOURS : COUNTS
  const rowValues = shuffled(random, rowPool).slice(0, plan.rows)
  if (plan.rowAttribute === 'count') rowValues.sort((a, b) => Number(a) - Number(b))
  const columnValues = shuffled(random, SHAPES).slice(0, plan.columns)
  const cells = shuffled(
    random,
    Array.from({ length: plan.rows * plan.columns }, (_, index) => ({
      row: Math.floor(index / plan.columns),
      column: index % plan.columns,
    })),
  ).slice(0, plan.pieces)
  const colour = pick(random, COLOURS)
  const pieces = cells.map(({ row, column }): Figure => ({
    shape: columnValues[column],
    colour: plan.rowAttribute === 'colour' ? (rowValues[row] as Colour) : colour,
    count: plan.rowAttribute === 'count' ? (rowValues[row] as number) : 1,
    rotation: 0,
    variant: 'plain',
  }))
  return {
    mode: 'table',
    rule: 'table',
    rows: { attribute: plan.rowAttribute, values: rowValues },
    columns: { attribute: 'shape', values: columnValues },
    pieces,
  }
}

export function generate(seed: number, level: number): PatternGridItem {
  const random = seededRandom(seed)
  const plan = planOf(level)
  return plan.mode === 'matrix' ? generateMatrix(random, plan) : generateTable(random, plan)
}

/** Where a piece of a table belongs. */
export function cellOfPiece(item: TableItem, piece: Figure): { row: number; column: number } {
  const rowValue = item.rows.attribute === 'colour' ? piece.colour : piece.count
  return { row: item.rows.values.indexOf(rowValue), column: item.columns.values.indexOf(piece.shape) }
}

export function score(item: PatternGridItem, response: PatternGridResponse): TrialScore {
  if (item.mode === 'matrix') {
    const option = 'choice' in response ? item.options[response.choice] : undefined
    if (!option) return { correct: false, errorType: 'both-wrong' }
    return option.kind === 'correct' ? { correct: true, errorType: '' } : { correct: false, errorType: option.kind }
  }
  const placements = 'placements' in response ? response.placements : []
  // The first misplaced piece names the error: which of its row and column the child got right.
  for (const [index, piece] of item.pieces.entries()) {
    const placed = placements[index]
    if (!placed) return { correct: false, errorType: 'unplaced' }
    const home = cellOfPiece(item, piece)
    const rowRight = placed.row === home.row
    const columnRight = placed.column === home.column
    if (rowRight && columnRight) continue
    return { correct: false, errorType: rowRight ? 'row-only' : columnRight ? 'column-only' : 'both-wrong' }
  }
  return { correct: true, errorType: '' }
}

export function solve(item: PatternGridItem): PatternGridResponse {
  if (item.mode === 'matrix') {
    return { rule: item.rule, choice: item.options.findIndex((option) => option.kind === 'correct') }
  }
  return { rule: 'table', placements: item.pieces.map((piece) => cellOfPiece(item, piece)) }
}

function instruction(item: PatternGridItem): string {
  const { t } = patternGridMessages
  return item.mode === 'matrix' ? t('patternGrid.instruction.matrix') : t('patternGrid.instruction.table')
}

function levelLabel(level: number): string {
  const { t } = patternGridMessages
  const plan = planOf(level)
  return plan.mode === 'matrix'
    ? t('patternGrid.level.matrix', { size: plan.size, options: plan.kinds.length })
    : t('patternGrid.level.table', { rows: plan.rows, columns: plan.columns })
}

function errorTypes(): Record<string, string> {
  const { t } = patternGridMessages
  return {
    'row-only': t('patternGrid.error.rowOnly'),
    'column-only': t('patternGrid.error.columnOnly'),
    'look-alike': t('patternGrid.error.lookAlike'),
    'both-wrong': t('patternGrid.error.bothWrong'),
    unplaced: t('patternGrid.error.unplaced'),
  }
}

export const patternGrid: GameDefinition<PatternGridItem, PatternGridResponse> = {
  slug: 'pattern-grid',
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
