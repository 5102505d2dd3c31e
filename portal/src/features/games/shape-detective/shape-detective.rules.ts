// Shape Detective (simultaneous processing): find a figure inside a design. The first levels are shadow matching
// for young children (a shape made of squares and three silhouettes); later the child studies a line figure until
// "Ready" and then picks, of three or four line designs, the one that holds the figure upright and unflipped.
// Distracters hold the figure turned, mirrored or only in part. Pure and browser-safe: items come from
// (seed, level) alone.
import { pick, seededRandom, shuffled, type GameDefinition, type TrialScore } from '../engine/contract'
import type { Translate } from '../../../i18n/messages'
import type { ShapeDetectiveMessageId } from './messages'

/** A square of a shadow shape, [x, y]; or a line between neighbouring lattice points, [x1, y1, x2, y2]. */
export type Part = number[]

export interface ShapeDetectiveItem {
  /** 'shadow': the shape stays in view beside three silhouettes; 'hidden': the figure is studied, then hidden. */
  mode: 'shadow' | 'hidden'
  /** Shadow: the shape's squares. Hidden: the figure's lines. */
  figure: Part[]
  /** Shadow: the silhouettes' squares. Hidden: each design's lines, on a lattice of `gridSize` × `gridSize`. */
  options: Part[][]
  /** Hidden: the designs' size in lattice steps; shadow: the largest side of a shape. */
  gridSize: number
  /** Which of the view's colours the shadow shape wears. */
  colour: number
}

export interface ShapeDetectiveResponse {
  choice: number
  /** How long the figure was studied before "Ready" (all looks added), in milliseconds; 0 when it stays in view. */
  studyMs: number
}

export const SHAPE_DETECTIVE_ERROR_TYPES = ['mirror', 'rotated', 'partial', 'different'] as const
export type ShapeDetectiveErrorType = (typeof SHAPE_DETECTIVE_ERROR_TYPES)[number]

interface LevelSpec {
  mode: 'shadow' | 'hidden'
  /** Squares of the shadow shape, or lines of the figure. */
  size: number
  /** Hidden: the designs' lattice size and the lines added around the figure. */
  gridSize: number
  extras: number
  /** Whether the figure must differ from every turned and mirrored copy of itself (needed for those distracters). */
  asymmetric: boolean
  distracters: ShapeDetectiveErrorType[]
}

const LEVELS: LevelSpec[] = [
  { mode: 'shadow', size: 4, gridSize: 3, extras: 0, asymmetric: false, distracters: ['partial', 'different'] },
  { mode: 'shadow', size: 5, gridSize: 3, extras: 0, asymmetric: true, distracters: ['mirror', 'rotated'] },
  { mode: 'hidden', size: 3, gridSize: 3, extras: 3, asymmetric: true, distracters: ['partial', 'different'] },
  {
    mode: 'hidden',
    size: 3,
    gridSize: 3,
    extras: 4,
    asymmetric: true,
    distracters: ['rotated', 'partial', 'different'],
  },
  { mode: 'hidden', size: 4, gridSize: 4, extras: 6, asymmetric: true, distracters: ['mirror', 'rotated', 'partial'] },
  { mode: 'hidden', size: 5, gridSize: 4, extras: 9, asymmetric: true, distracters: ['mirror', 'rotated', 'partial'] },
]

export const SHAPE_DETECTIVE_MAX_LEVEL = LEVELS.length
export const SHADOW_COLOURS = 5

// The eight symmetries of the square: identity, three quarter turns, four mirror images.
type Transform = (x: number, y: number) => [number, number]
const ROTATIONS: Transform[] = [(x, y) => [-y, x], (x, y) => [-x, -y], (x, y) => [y, -x]]
const MIRRORS: Transform[] = [(x, y) => [-x, y], (x, y) => [y, x], (x, y) => [x, -y], (x, y) => [-y, -x]]
const IDENTITY: Transform = (x, y) => [x, y]

function transformPart(part: Part, transform: Transform): Part {
  if (part.length === 2) return transform(part[0], part[1])
  const [a, b] = [transform(part[0], part[1]), transform(part[2], part[3])]
  // A line is the same whichever end comes first: keep the smaller end first.
  return a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]) ? [...a, ...b] : [...b, ...a]
}

// A plain order of parts (not localeCompare, which is slow and depends on the language).
const byKey = (a: Part, b: Part) => {
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return a[index] - b[index]
  return 0
}

/** The parts moved so the smallest x and y are 0 (shapes are compared wherever they stand). */
export function normalised(parts: Part[]): Part[] {
  const xs = parts.flatMap((part) => part.filter((_, index) => index % 2 === 0))
  const ys = parts.flatMap((part) => part.filter((_, index) => index % 2 === 1))
  const [dx, dy] = [Math.min(...xs), Math.min(...ys)]
  return parts.map((part) => part.map((value, index) => value - (index % 2 === 0 ? dx : dy))).sort(byKey)
}
const keyOf = (parts: Part[]) => normalised(parts).join(';')
const transformed = (parts: Part[], transform: Transform) => normalised(parts.map((p) => transformPart(p, transform)))

// Parts as numbers (each coordinate in 5 bits, shifted by 8), so containment compares numbers, not strings.
const codeOf = (part: Part, dx = 0, dy = 0) =>
  part.reduce((code, value, index) => code * 32 + value + 8 + (index % 2 === 0 ? dx : dy), 0)

/** Whether `whole` holds every part of `shape`, moved (never turned) to some place. */
export function containsShape(whole: Part[], shape: Part[]): boolean {
  if (whole.length === 0 || shape.length === 0) return shape.length === 0
  const held = new Set(whole.map((part) => codeOf(part)))
  const bounds = (parts: Part[]) => {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
    for (const part of parts) {
      for (let index = 0; index < part.length; index += 2) {
        minX = Math.min(minX, part[index])
        maxX = Math.max(maxX, part[index])
        minY = Math.min(minY, part[index + 1])
        maxY = Math.max(maxY, part[index + 1])
      }
    }
    return { minX, minY, maxX, maxY }
  }
  const w = bounds(whole)
  const s = bounds(shape)
  for (let dx = w.minX - s.minX; dx + s.maxX <= w.maxX; dx++) {
    for (let dy = w.minY - s.minY; dy + s.maxY <= w.maxY; dy++) {
      if (shape.every((part) => held.has(codeOf(part, dx, dy)))) return true
    }
  }
  return false
}

/** What an option holds of the figure: itself, a turned copy, a mirror image, the figure with one part missing. */
export interface OptionTraits {
  upright: boolean
  rotated: boolean
  mirror: boolean
  partial: boolean
}

interface FigureVariants {
  rotations: Part[][]
  mirrors: Part[][]
  lessOne: Part[][]
}
// Options are checked many times against one figure while an item is made; its variants are worked out once.
const variantsCache = new WeakMap<Part[], FigureVariants>()
function variantsOf(figure: Part[]): FigureVariants {
  let variants = variantsCache.get(figure)
  if (!variants) {
    variants = {
      rotations: ROTATIONS.map((rotation) => transformed(figure, rotation)),
      mirrors: MIRRORS.map((mirror) => transformed(figure, mirror)),
      lessOne: figure.map((_, index) => figure.filter((__, other) => other !== index)),
    }
    variantsCache.set(figure, variants)
  }
  return variants
}

export function traitsOf(item: Pick<ShapeDetectiveItem, 'mode' | 'figure'>, option: Part[]): OptionTraits {
  const { figure } = item
  const optionKey = item.mode === 'shadow' ? keyOf(option) : ''
  const holds = (shape: Part[]) => (item.mode === 'shadow' ? keyOf(shape) === optionKey : containsShape(option, shape))
  const { rotations, mirrors, lessOne: parts } = variantsOf(figure)
  return {
    upright: holds(figure),
    rotated: rotations.some(holds),
    mirror: mirrors.some(holds),
    // A shadow is "part of the shape" when it is the shape less one square; a design when it holds all but one line.
    partial: parts.some((part) =>
      item.mode === 'shadow' ? keyOf(option) === keyOf(part) : containsShape(option, part),
    ),
  }
}

/** How an option differs from the figure ('' when it holds it as it was shown); the source of scoring. */
export function classifyOption(
  item: Pick<ShapeDetectiveItem, 'mode' | 'figure'>,
  option: Part[],
): ShapeDetectiveErrorType | '' {
  const traits = traitsOf(item, option)
  if (traits.upright) return ''
  if (traits.rotated) return 'rotated'
  if (traits.mirror) return 'mirror'
  return traits.partial ? 'partial' : 'different'
}

/** Every line between neighbouring points (across, down and both diagonals) of a lattice `size` steps wide. */
function latticeLines(size: number): Part[] {
  const lines: Part[] = []
  for (let x = 0; x <= size; x++) {
    for (let y = 0; y <= size; y++) {
      if (x < size) lines.push([x, y, x + 1, y])
      if (y < size) lines.push([x, y, x, y + 1])
      if (x < size && y < size) lines.push([x, y, x + 1, y + 1], [x, y + 1, x + 1, y])
    }
  }
  return lines
}
const latticeSquares = (size: number): Part[] =>
  Array.from({ length: size * size }, (_, index) => [index % size, Math.floor(index / size)])

/** Whether two parts touch: squares side by side, or lines sharing an end. */
function touching(a: Part, b: Part): boolean {
  if (a.length === 2) return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1
  for (let i = 0; i < 4; i += 2) {
    for (let j = 0; j < 4; j += 2) if (a[i] === b[j] && a[i + 1] === b[j + 1]) return true
  }
  return false
}

function isConnected(parts: Part[]): boolean {
  const reached = new Set<Part>([parts[0]])
  for (let grew = true; grew;) {
    grew = false
    for (const part of parts) {
      if (!reached.has(part) && [...reached].some((held) => touching(held, part))) {
        reached.add(part)
        grew = true
      }
    }
  }
  return reached.size === parts.length
}

/** A connected shape of `size` parts grown at random inside a small box. */
function growShape(random: () => number, mode: 'shadow' | 'hidden', size: number): Part[] {
  const all = mode === 'shadow' ? latticeSquares(3) : latticeLines(2)
  const shape = [pick(random, all)]
  while (shape.length < size) {
    const next = all.filter((part) => !shape.includes(part) && shape.some((held) => touching(held, part)))
    shape.push(pick(random, next))
  }
  return normalised(shape)
}

const isAsymmetric = (shape: Part[]) =>
  new Set([IDENTITY, ...ROTATIONS, ...MIRRORS].map((transform) => keyOf(transformed(shape, transform)))).size === 8

/** The shape placed somewhere on the lattice and hidden among lines that mostly join onto it. */
function designAround(random: () => number, core: Part[], spec: LevelSpec, extras: number): Part[] {
  const width = Math.max(...core.flatMap((part) => [part[0], part[2]]))
  const height = Math.max(...core.flatMap((part) => [part[1], part[3]]))
  const [dx, dy] = [
    Math.floor(random() * (spec.gridSize - width + 1)),
    Math.floor(random() * (spec.gridSize - height + 1)),
  ]
  const design = core.map(([x1, y1, x2, y2]) => [x1 + dx, y1 + dy, x2 + dx, y2 + dy])
  const lines = latticeLines(spec.gridSize)
  const taken = new Set(design.map((line) => codeOf(line)))
  for (let added = 0; added < extras; added++) {
    const free = lines.filter((line) => !taken.has(codeOf(line)))
    const joined = free.filter((line) => design.some((held) => touching(held, line)))
    const line = pick(random, joined.length > 0 && random() < 0.8 ? joined : free)
    design.push(line)
    taken.add(codeOf(line))
  }
  return design.sort(byKey)
}

/** Whether an option shows its error type and nothing that would also fit a stronger one. */
function showsExactly(
  item: Pick<ShapeDetectiveItem, 'mode' | 'figure'>,
  option: Part[],
  type: ShapeDetectiveErrorType | '',
) {
  const traits = traitsOf(item, option)
  switch (type) {
    case '':
      return traits.upright
    case 'rotated':
      return traits.rotated && !traits.upright && !traits.mirror
    case 'mirror':
      return traits.mirror && !traits.upright && !traits.rotated
    case 'partial':
      return traits.partial && !traits.upright && !traits.rotated && !traits.mirror
    case 'different':
      return !traits.upright && !traits.rotated && !traits.mirror && !traits.partial
  }
}

function drawOption(random: () => number, spec: LevelSpec, figure: Part[], type: ShapeDetectiveErrorType | ''): Part[] {
  const item = { mode: spec.mode, figure }
  for (let attempt = 0; attempt < 400; attempt++) {
    let option: Part[]
    if (spec.mode === 'shadow') {
      if (type === 'rotated') option = transformed(figure, pick(random, ROTATIONS))
      else if (type === 'mirror') option = transformed(figure, pick(random, MIRRORS))
      else if (type === 'partial') {
        // A square from the edge, so the shadow stays in one piece.
        const removable = figure.filter((_, index) => isConnected(figure.filter((__, other) => other !== index)))
        const removed = pick(random, removable)
        option = normalised(figure.filter((part) => part !== removed))
      } else if (type === 'different') option = growShape(random, 'shadow', figure.length)
      else option = figure
    } else {
      // Every design has the same number of lines, so counting them never gives the answer away.
      const core =
        type === 'rotated'
          ? transformed(figure, pick(random, ROTATIONS))
          : type === 'mirror'
            ? transformed(figure, pick(random, MIRRORS))
            : type === 'partial'
              ? normalised(figure.filter((_, index) => index !== Math.floor(random() * figure.length)))
              : type === 'different'
                ? growShape(random, 'hidden', 1)
                : figure
      option = designAround(random, core, spec, spec.extras + figure.length - core.length)
    }
    if (showsExactly(item, option, type)) return option
  }
  throw new Error('Shape Detective could not make an option')
}

export function generateShapeDetective(seed: number, level: number): ShapeDetectiveItem {
  const spec = LEVELS[Math.min(Math.max(Math.round(level), 1), LEVELS.length) - 1]
  const random = seededRandom(seed)
  for (let attempt = 0; ; attempt++) {
    let figure = growShape(random, spec.mode, spec.size)
    while (spec.asymmetric && !isAsymmetric(figure)) figure = growShape(random, spec.mode, spec.size)
    try {
      const types: (ShapeDetectiveErrorType | '')[] = ['', ...spec.distracters]
      const options = types.map((type) => drawOption(random, spec, figure, type))
      const colour = Math.floor(random() * SHADOW_COLOURS)
      return { mode: spec.mode, figure, options: shuffled(random, options), gridSize: spec.gridSize, colour }
    } catch (error) {
      // A figure too plain to hide among the lines: draw another from the same stream.
      if (attempt > 20) throw error
    }
  }
}

export function scoreShapeDetective(item: ShapeDetectiveItem, response: ShapeDetectiveResponse): TrialScore {
  const option = item.options[response.choice]
  const errorType = option ? classifyOption(item, option) : 'different'
  return { correct: errorType === '', errorType }
}

export function solveShapeDetective(item: ShapeDetectiveItem): ShapeDetectiveResponse {
  return { choice: item.options.findIndex((option) => classifyOption(item, option) === ''), studyMs: 0 }
}

/**
 * The game's definition, speaking with the catalogue's `t` (index.ts hands it in, so this file loads without the
 * catalogue, as end-to-end tests need).
 */
export const defineShapeDetective = (
  t: Translate<ShapeDetectiveMessageId>,
): GameDefinition<ShapeDetectiveItem, ShapeDetectiveResponse> => {
  const messages = { t }
  return {
    slug: 'shape-detective',
    maxLevel: SHAPE_DETECTIVE_MAX_LEVEL,
    generate: generateShapeDetective,
    score: scoreShapeDetective,
    solve: solveShapeDetective,
    instruction: (item) =>
      messages.t(item.mode === 'shadow' ? 'shapeDetective.instruction.shadow' : 'shapeDetective.instruction.hidden'),
    levelLabel: (level) => messages.t('shapeDetective.level', { level: String(level) }),
    // Getters, so the therapist's words follow the active language.
    errorTypes: {
      get mirror() {
        return messages.t('shapeDetective.error.mirror')
      },
      get rotated() {
        return messages.t('shapeDetective.error.rotated')
      },
      get partial() {
        return messages.t('shapeDetective.error.partial')
      },
      get different() {
        return messages.t('shapeDetective.error.different')
      },
    },
  }
}
