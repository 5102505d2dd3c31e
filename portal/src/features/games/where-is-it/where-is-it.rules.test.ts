import { describe, expect, it } from 'vitest'
import {
  GRID_CELLS,
  classifyScene,
  generateWhereIsIt,
  instructionOf,
  isClearScene,
  scoreWhereIsIt,
  solveWhereIsIt,
  defineWhereIsIt,
  type Relation,
  type RelationKind,
  type Scene,
  type WhereIsItItem,
} from './where-is-it.rules'
import { whereIsItMessages } from './messages'

const whereIsIt = defineWhereIsIt(whereIsItMessages.t)

const SEEDS = Array.from({ length: 40 }, (_, index) => index * 7919 + 13)
// Making items takes milliseconds, but these tests make hundreds on a shared machine.
const SLOW = 60_000
const LEVELS = Array.from({ length: whereIsIt.maxLevel }, (_, index) => index + 1)

// A second, plain reading of the place words on a 3 × 3 grid (row, column), written apart from the rules so the
// tests check the generator against geometry rather than against itself.
const at = (cell: number) => ({ row: Math.floor(cell / 3), col: cell % 3 })
function plainlyHolds(kind: RelationKind, target: number, refs: number[]): boolean {
  const t = at(target)
  const [a, b] = refs.map(at)
  switch (kind) {
    case 'above':
      return t.col === a.col && t.row === a.row - 1
    case 'under':
      return t.col === a.col && t.row === a.row + 1
    case 'left-of':
      return t.row === a.row && t.col === a.col - 1
    case 'right-of':
      return t.row === a.row && t.col === a.col + 1
    case 'next-to':
      return t.row === a.row && Math.abs(t.col - a.col) === 1
    case 'between':
      return t.row === a.row && t.row === b.row && Math.abs(a.col - b.col) === 2 && t.col === (a.col + b.col) / 2
  }
}
function failingRelations(item: WhereIsItItem, scene: Scene): Relation[] {
  return item.relations.filter((relation) => {
    const refs = relation.refs.map((ref) => scene[item.objects.indexOf(ref)])
    return plainlyHolds(relation.kind, scene[0], refs) === relation.negated
  })
}

/** What an error type says about the one place word that fails, checked with the plain geometry. */
function differsAsLabelled(item: WhereIsItItem, scene: Scene, label: string): boolean {
  const failing = failingRelations(item, scene)
  if (failing.length !== 1) return false
  const [relation] = failing
  const refs = relation.refs.map((ref) => scene[item.objects.indexOf(ref)])
  const others = item.objects.slice(1).filter((object) => !relation.refs.includes(object))
  switch (label) {
    case 'negation':
      return relation.negated && plainlyHolds(relation.kind, scene[0], refs)
    case 'left-right':
      return (
        !relation.negated &&
        ((relation.kind === 'left-of' && plainlyHolds('right-of', scene[0], refs)) ||
          (relation.kind === 'right-of' && plainlyHolds('left-of', scene[0], refs)))
      )
    case 'above-under':
      return (
        !relation.negated &&
        ((relation.kind === 'above' && plainlyHolds('under', scene[0], refs)) ||
          (relation.kind === 'under' && plainlyHolds('above', scene[0], refs)))
      )
    case 'wrong-reference':
      return others.some((other) =>
        refs.some((_, index) =>
          plainlyHolds(
            relation.kind,
            scene[0],
            refs.map((cell, position) => (position === index ? scene[item.objects.indexOf(other)] : cell)),
          ),
        ),
      )
    case 'missed-relation':
      return !relation.negated
    default:
      return false
  }
}

describe('Where Is It? items', () => {
  it(
    'the same seed and level give the same item, and other seeds give others',
    () => {
      for (const level of LEVELS) {
        expect(generateWhereIsIt(12345, level)).toEqual(generateWhereIsIt(12345, level))
        const many = new Set(SEEDS.map((seed) => JSON.stringify(generateWhereIsIt(seed, level))))
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
          const item = generateWhereIsIt(seed, level)
          expect(scoreWhereIsIt(item, solveWhereIsIt(item)), `seed ${seed} level ${level}`).toEqual({
            correct: true,
            errorType: '',
          })
        }
      }
    },
    SLOW,
  )

  it(
    'a picture to choose: exactly one of the four matches, and each other differs in exactly the way its error type says',
    () => {
      for (const level of LEVELS.filter((level) => generateWhereIsIt(1, level).mode === 'pick')) {
        for (const seed of SEEDS) {
          const item = generateWhereIsIt(seed, level)
          expect(item.scenes).toHaveLength(4)
          const matching = item.scenes.filter((scene) => failingRelations(item, scene).length === 0)
          expect(matching, `seed ${seed} level ${level}`).toHaveLength(1)
          expect(new Set(item.scenes.map((scene) => scene.join())).size).toBe(4)
          for (const [index, scene] of item.scenes.entries()) {
            // Every object on its own square of the grid, and every place word clearly true or false.
            expect(new Set(scene).size).toBe(item.objects.length)
            expect(scene.every((cell) => cell >= 0 && cell < GRID_CELLS)).toBe(true)
            expect(isClearScene(item, scene)).toBe(true)
            const label = scoreWhereIsIt(item, { kind: 'pick', scene: index, asked: [] }).errorType
            if (scene === matching[0]) expect(label).toBe('')
            else expect(differsAsLabelled(item, scene, label), `seed ${seed} level ${level}: ${label}`).toBe(true)
          }
        }
      }
    },
    SLOW,
  )

  it(
    'building the picture: exactly one empty square is right, and only the target may go there',
    () => {
      for (const level of LEVELS.filter((level) => generateWhereIsIt(1, level).mode === 'build')) {
        for (const seed of SEEDS) {
          const item = generateWhereIsIt(seed, level)
          const [partial] = item.scenes
          expect(partial[0]).toBe(-1)
          const empty = Array.from({ length: GRID_CELLS }, (_, cell) => cell).filter((cell) => !partial.includes(cell))
          const right = empty.filter((cell) => failingRelations(item, [cell, ...partial.slice(1)]).length === 0)
          expect(right, `seed ${seed} level ${level}`).toHaveLength(1)
          expect(item.tray).toContain(item.target)
          expect(item.tray).toHaveLength(3)
          for (const object of item.tray.filter((object) => object !== item.target)) {
            expect(item.objects).not.toContain(object)
            expect(scoreWhereIsIt(item, { kind: 'build', object, cell: right[0], asked: [] }).errorType).toBe(
              'wrong-object',
            )
          }
          for (const cell of empty.filter((cell) => cell !== right[0])) {
            const score = scoreWhereIsIt(item, { kind: 'build', object: item.target, cell, asked: [] })
            expect(score.correct).toBe(false)
          }
        }
      }
    },
    SLOW,
  )

  it(
    'levels grow: more place words, then left and right, between, "not", and building the picture',
    () => {
      const at = (level: number) => SEEDS.map((seed) => generateWhereIsIt(seed, level))
      const kinds = (level: number) => new Set(at(level).flatMap((item) => item.relations.map((r) => r.kind)))
      const most = (level: number) => Math.max(...at(level).map((item) => item.relations.length))
      expect(most(1)).toBe(1)
      expect(most(2)).toBe(2)
      expect([...kinds(1)].some((kind) => kind === 'left-of' || kind === 'right-of')).toBe(false)
      expect(kinds(3).has('left-of') && kinds(3).has('right-of')).toBe(true)
      expect(most(4)).toBe(3)
      expect(kinds(4).has('between')).toBe(true)
      expect(at(4).every((item) => item.objects.length >= 4)).toBe(true)
      expect(
        at(4)
          .flat()
          .some((item) => item.relations.some((r) => r.negated)),
      ).toBe(false)
      expect(at(5).every((item) => item.relations.some((r) => r.negated))).toBe(true)
      expect(at(6).every((item) => item.mode === 'build')).toBe(true)
      expect(at(5).every((item) => item.mode === 'pick')).toBe(true)
      expect(at(7).some((item) => item.relations.length === 2 || item.relations[0].kind === 'between')).toBe(true)
    },
    SLOW,
  )

  it(
    'the pictures of a level show the error types the level is about',
    () => {
      const labels = (level: number) =>
        new Set(
          SEEDS.flatMap((seed) => {
            const item = generateWhereIsIt(seed, level)
            return item.scenes.map((scene) => classifyScene(item, scene))
          }),
        )
      expect(labels(3).has('left-right')).toBe(true)
      expect(labels(5).has('negation')).toBe(true)
      expect(labels(1).has('above-under')).toBe(true)
      expect(labels(2).has('wrong-reference')).toBe(true)
    },
    SLOW,
  )
})

describe('Where Is It? scoring', () => {
  // The star is to the left of the box; the ball is also in the picture. Squares: 0 1 2 / 3 4 5 / 6 7 8.
  const leftOf: WhereIsItItem = {
    mode: 'pick',
    target: 'star',
    objects: ['star', 'box', 'ball'],
    relations: [{ kind: 'left-of', refs: ['box'], negated: false }],
    scenes: [
      [3, 4, 0], // star left of the box
      [5, 4, 0], // star right of the box
      [3, 8, 4], // star left of the ball, not of the box
      [6, 1, 8], // star nowhere near the box
    ],
    tray: [],
  }
  const answer = (item: WhereIsItItem, scene: number) => scoreWhereIsIt(item, { kind: 'pick', scene, asked: [] })

  it('names each wrong picture by what differs: left and right, another object, a missed place word', () => {
    expect(answer(leftOf, 0)).toEqual({ correct: true, errorType: '' })
    expect(answer(leftOf, 1)).toEqual({ correct: false, errorType: 'left-right' })
    expect(answer(leftOf, 2)).toEqual({ correct: false, errorType: 'wrong-reference' })
    expect(answer(leftOf, 3)).toEqual({ correct: false, errorType: 'missed-relation' })
    expect(answer(leftOf, 9).errorType).toBe('missed-relation')
  })

  it('above and under swapped, a missed "not", and two place words missed at once', () => {
    const item: WhereIsItItem = {
      ...leftOf,
      relations: [
        { kind: 'under', refs: ['box'], negated: false },
        { kind: 'next-to', refs: ['ball'], negated: true },
      ],
      scenes: [
        [4, 1, 7], // under the box, not next to the ball
        [1, 4, 8], // above the box
        [4, 1, 5], // under the box but next to the ball
        [0, 8, 1], // neither
      ],
    }
    expect(answer(item, 0).errorType).toBe('')
    expect(answer(item, 1).errorType).toBe('above-under')
    expect(answer(item, 2).errorType).toBe('negation')
    expect(answer(item, 3).errorType).toBe('several')
  })

  it('building: the right square, another square, another object', () => {
    const item: WhereIsItItem = {
      mode: 'build',
      target: 'star',
      objects: ['star', 'box', 'ball'],
      relations: [{ kind: 'right-of', refs: ['box'], negated: false }],
      scenes: [[-1, 3, 6]],
      tray: ['moon', 'star', 'cup'],
    }
    const build = (object: 'star' | 'moon', cell: number) =>
      scoreWhereIsIt(item, { kind: 'build', object, cell, asked: [] })
    expect(build('star', 4)).toEqual({ correct: true, errorType: '' })
    expect(solveWhereIsIt(item)).toMatchObject({ kind: 'build', object: 'star', cell: 4 })
    expect(build('moon', 4).errorType).toBe('wrong-object')
    expect(build('star', 0).errorType).toBe('missed-relation')
    expect(build('star', 3).errorType).toBe('missed-relation')
    expect(build('star', 7).errorType).toBe('wrong-reference')
  })

  it('says the sentence in words, with "not" and "between"', () => {
    expect(instructionOf(whereIsItMessages.t, leftOf)).toBe('Find the picture: the star is to the left of the box.')
    const item: WhereIsItItem = {
      ...leftOf,
      objects: ['star', 'box', 'ball', 'moon'],
      relations: [
        { kind: 'between', refs: ['box', 'ball'], negated: false },
        { kind: 'above', refs: ['moon'], negated: true },
      ],
    }
    expect(instructionOf(whereIsItMessages.t, item)).toBe(
      'Find the picture: the star is between the box and the ball and not above the moon.',
    )
    expect(whereIsIt.levelLabel(5)).toBe('Place words with “not”')
    expect(Object.keys(whereIsIt.errorTypes)).toHaveLength(7)
    expect(whereIsIt.errorTypes['left-right']).toBe('Left and right swapped')
  })
})
