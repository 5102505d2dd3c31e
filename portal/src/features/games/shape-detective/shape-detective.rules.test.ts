import { describe, expect, it } from 'vitest'
import {
  generateShapeDetective,
  scoreShapeDetective,
  defineShapeDetective,
  solveShapeDetective,
  type Part,
  type ShapeDetectiveItem,
} from './shape-detective.rules'
import { shapeDetectiveMessages } from './messages'

const shapeDetective = defineShapeDetective(shapeDetectiveMessages.t)

const SEEDS = Array.from({ length: 30 }, (_, index) => index * 104729 + 7)
// Making items is quick (milliseconds) but these tests make hundreds on a shared machine.
const SLOW = 60_000
const LEVELS = Array.from({ length: shapeDetective.maxLevel }, (_, index) => index + 1)

// A second, brute-force reading of "holds the shape", written apart from the rules: try every turn (as a matrix)
// and every shift, and compare sets of squares or lines.
type Matrix = [number, number, number, number]
const TURNS: Matrix[] = [
  [0, -1, 1, 0],
  [-1, 0, 0, -1],
  [0, 1, -1, 0],
]
const FLIPS: Matrix[] = [
  [-1, 0, 0, 1],
  [1, 0, 0, -1],
  [0, 1, 1, 0],
  [0, -1, -1, 0],
]
const apply = ([a, b, c, d]: Matrix, part: Part): Part => {
  const points = []
  for (let i = 0; i < part.length; i += 2) points.push([a * part[i] + b * part[i + 1], c * part[i] + d * part[i + 1]])
  points.sort((p, q) => p[0] - q[0] || p[1] - q[1])
  return points.flat()
}
const lineKey = (part: Part) => {
  const points = [part.slice(0, 2), part.slice(2)].sort((p, q) => p[0] - q[0] || p[1] - q[1])
  return points.flat().join()
}
function plainlyHolds(item: ShapeDetectiveItem, option: Part[], shape: Part[]): boolean {
  const key = item.mode === 'shadow' ? (part: Part) => part.join() : lineKey
  const held = new Set(option.map(key))
  // Every shift that brings the shape's first part onto one of the option's parts.
  const first = shape[0].length === 2 ? shape[0] : lineKey(shape[0]).split(',').map(Number)
  return option.some((anchor) => {
    const [dx, dy] = [anchor[0] - first[0], anchor[1] - first[1]]
    const moved = shape.map((part) => part.map((value, index) => value + (index % 2 === 0 ? dx : dy)))
    const fits = moved.every((part) => held.has(key(part)))
    // A shadow matches only as a whole: the same squares, none more.
    return fits && (item.mode === 'hidden' || option.length === shape.length)
  })
}
function plainTraits(item: ShapeDetectiveItem, option: Part[]) {
  const { figure } = item
  const lessOne = figure.map((_, index) => figure.filter((__, other) => other !== index))
  return {
    upright: plainlyHolds(item, option, figure),
    rotated: TURNS.some((turn) =>
      plainlyHolds(
        item,
        option,
        figure.map((part) => apply(turn, part)),
      ),
    ),
    mirror: FLIPS.some((flip) =>
      plainlyHolds(
        item,
        option,
        figure.map((part) => apply(flip, part)),
      ),
    ),
    partial: lessOne.some((part) => plainlyHolds(item, option, part)),
  }
}

describe('Shape Detective items', () => {
  it(
    'the same seed and level give the same item, and other seeds give others',
    () => {
      for (const level of LEVELS) {
        expect(generateShapeDetective(2024, level)).toEqual(generateShapeDetective(2024, level))
        const many = new Set(SEEDS.map((seed) => JSON.stringify(generateShapeDetective(seed, level))))
        expect(many.size).toBeGreaterThan(SEEDS.length / 2)
      }
    },
    SLOW,
  )

  it(
    'every item at every level is solved by solve()',
    () => {
      for (const level of LEVELS) {
        for (const seed of SEEDS) {
          const item = generateShapeDetective(seed, level)
          expect(scoreShapeDetective(item, solveShapeDetective(item)), `seed ${seed} level ${level}`).toEqual({
            correct: true,
            errorType: '',
          })
        }
      }
    },
    SLOW,
  )

  it(
    'exactly one option holds the figure, and every other shows only what its error type says',
    () => {
      for (const level of LEVELS) {
        for (const seed of SEEDS) {
          const item = generateShapeDetective(seed, level)
          const traits = item.options.map((option) => plainTraits(item, option))
          expect(
            traits.filter((trait) => trait.upright),
            `seed ${seed} level ${level}`,
          ).toHaveLength(1)
          for (const [choice, trait] of traits.entries()) {
            const { errorType } = scoreShapeDetective(item, { choice, studyMs: 0 })
            const expected = {
              '': trait.upright,
              rotated: !trait.upright && trait.rotated && !trait.mirror,
              mirror: !trait.upright && trait.mirror && !trait.rotated,
              partial: !trait.upright && !trait.rotated && !trait.mirror && trait.partial,
              different: !trait.upright && !trait.rotated && !trait.mirror && !trait.partial,
            }[errorType]
            expect(expected, `seed ${seed} level ${level} option ${choice}: ${errorType}`).toBe(true)
          }
          // The designs are alike in size, so counting lines never gives the answer away.
          if (item.mode === 'hidden') expect(new Set(item.options.map((option) => option.length)).size).toBe(1)
        }
      }
    },
    SLOW,
  )

  it(
    'levels grow: shadows first, then hidden figures, then turned and mirrored distracters and busier designs',
    () => {
      const errorTypesAt = (level: number) =>
        new Set(
          SEEDS.flatMap((seed) => {
            const item = generateShapeDetective(seed, level)
            return item.options.map((_, choice) => scoreShapeDetective(item, { choice, studyMs: 0 }).errorType)
          }),
        )
      const first = (level: number) => generateShapeDetective(SEEDS[0], level)
      expect(first(1).mode).toBe('shadow')
      expect(first(1).options).toHaveLength(3)
      expect([...errorTypesAt(1)].sort()).toEqual(['', 'different', 'partial'])
      expect([...errorTypesAt(2)].sort()).toEqual(['', 'mirror', 'rotated'])
      expect(first(3).mode).toBe('hidden')
      expect(errorTypesAt(3).has('mirror') || errorTypesAt(3).has('rotated')).toBe(false)
      expect(errorTypesAt(4).has('rotated')).toBe(true)
      expect(errorTypesAt(5).has('mirror') && errorTypesAt(5).has('rotated')).toBe(true)
      expect(first(5).options).toHaveLength(4)
      const lines = LEVELS.slice(2).map((level) => first(level).options[0].length)
      expect(lines).toEqual([...lines].sort((a, b) => a - b))
      expect(first(6).figure.length).toBeGreaterThan(first(3).figure.length)
    },
    SLOW,
  )
})

describe('Shape Detective scoring', () => {
  // An L of four squares; its silhouettes upright, turned, mirrored, less one square, and another shape.
  const item: ShapeDetectiveItem = {
    mode: 'shadow',
    figure: [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
    ],
    options: [
      [
        [5, 5],
        [5, 6],
        [5, 7],
        [6, 7],
      ],
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 1],
      ],
      [
        [1, 0],
        [1, 1],
        [1, 2],
        [0, 2],
      ],
      [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [2, 1],
      ],
    ],
    gridSize: 3,
    colour: 0,
  }
  const answer = (choice: number) => scoreShapeDetective(item, { choice, studyMs: 1200 })

  it('names each wrong choice: turned, mirrored, part of the shape, another shape', () => {
    expect(answer(0)).toEqual({ correct: true, errorType: '' })
    expect(answer(1)).toEqual({ correct: false, errorType: 'rotated' })
    expect(answer(2)).toEqual({ correct: false, errorType: 'mirror' })
    expect(answer(3)).toEqual({ correct: false, errorType: 'partial' })
    expect(answer(4)).toEqual({ correct: false, errorType: 'different' })
    expect(answer(7).correct).toBe(false)
  })

  it('a line figure hidden in a design is found wherever it stands, and only upright', () => {
    const hidden: ShapeDetectiveItem = {
      mode: 'hidden',
      // A hook: across, then down, then a diagonal.
      figure: [
        [0, 0, 1, 0],
        [1, 0, 1, 1],
        [0, 1, 1, 2],
      ],
      options: [
        [
          [2, 1, 3, 1],
          [3, 1, 3, 2],
          [2, 2, 3, 3],
          [0, 0, 0, 1],
        ],
        [
          [0, 0, 1, 0],
          [1, 0, 1, 1],
          [0, 0, 0, 1],
        ],
      ],
      gridSize: 3,
      colour: 0,
    }
    expect(scoreShapeDetective(hidden, { choice: 0, studyMs: 0 }).errorType).toBe('')
    expect(scoreShapeDetective(hidden, { choice: 1, studyMs: 0 }).errorType).toBe('partial')
    expect(shapeDetective.instruction(hidden, 3)).toBe('Find the picture that has this shape hidden in it.')
    expect(shapeDetective.levelLabel(1)).toBe('Shadows')
    expect(Object.keys(shapeDetective.errorTypes).sort()).toEqual(['different', 'mirror', 'partial', 'rotated'])
  })
})
