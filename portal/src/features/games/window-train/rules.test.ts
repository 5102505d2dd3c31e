import { describe, expect, it } from 'vitest'
import { expectedOrder, generate, LEVELS, MAX_LEVEL, planOf, score, solve } from './rules'

const SEEDS = Array.from({ length: 60 }, (_, index) => (index * 2654435761) >>> 0)

describe('Window Train', () => {
  it('spans run from 2 to 7 across the levels: pictures, then look-alikes, letters, then reverse order', () => {
    expect(planOf(1)).toEqual({ span: 2, kind: 'animal', reverse: false })
    expect(Math.max(...LEVELS.map((level) => level.span))).toBe(7)
    const firstOf = (test: (plan: (typeof LEVELS)[number]) => boolean) => LEVELS.findIndex(test)
    expect(firstOf((plan) => plan.kind === 'lookalike')).toBeGreaterThan(firstOf((plan) => plan.kind === 'animal'))
    expect(firstOf((plan) => plan.kind === 'letter')).toBeGreaterThan(firstOf((plan) => plan.kind === 'lookalike'))
    expect(firstOf((plan) => plan.reverse)).toBeGreaterThan(firstOf((plan) => plan.kind === 'letter'))
    expect(planOf(0)).toEqual(planOf(1))
    expect(planOf(MAX_LEVEL + 5)).toEqual(planOf(MAX_LEVEL))
  })

  it('the same seed and level always give the same train; other seeds give other trains', () => {
    for (let level = 1; level <= MAX_LEVEL; level += 1) {
      expect(generate(12345, level)).toEqual(generate(12345, level))
    }
    const trains = new Set(SEEDS.map((seed) => JSON.stringify(generate(seed, 3))))
    expect(trains.size).toBeGreaterThan(50)
  })

  it('every generated train is solvable: the tray holds each window item once, and solve() scores right', () => {
    const failures: string[] = []
    for (let level = 1; level <= MAX_LEVEL; level += 1) {
      for (const seed of SEEDS) {
        const item = generate(seed, level)
        const { span, kind, reverse } = planOf(level)
        const trayIds = item.tray.map((tile) => tile.id)
        const problems = [
          item.sequence.length !== span && 'span',
          (item.kind !== kind || item.reverse !== reverse) && 'plan',
          new Set(trayIds).size !== trayIds.length && 'a tile twice in the tray',
          !item.sequence.every((tile) => trayIds.includes(tile.id)) && 'a window item missing from the tray',
          item.tray.length <= span && 'no distracter',
          kind === 'letter' && item.sequence.map((tile) => tile.value).join('') !== item.word && 'not the word',
          !score(item, solve(item)).correct && 'solve() is not right',
        ].filter(Boolean)
        if (problems.length) failures.push(`seed ${seed} level ${level}: ${problems.join(', ')}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('reverse levels expect the last window first', () => {
    const level = LEVELS.findIndex((plan) => plan.reverse) + 1
    const item = generate(99, level)
    expect(expectedOrder(item)).toEqual(item.sequence.map((tile) => tile.id).reverse())
    expect(
      score(
        item,
        item.sequence.map((tile) => tile.id),
      ),
    ).toEqual({ correct: false, errorType: 'order' })
  })

  it('tells an order error (the right items, swapped) from an item error (one not on the train)', () => {
    const item = generate(7, 3)
    const right = solve(item)
    const swapped = [right[1], right[0], ...right.slice(2)]
    expect(score(item, swapped)).toEqual({ correct: false, errorType: 'order' })
    const distracter = item.tray.find((tile) => !right.includes(tile.id))!
    expect(score(item, [distracter.id, ...right.slice(1)])).toEqual({ correct: false, errorType: 'item' })
    expect(score(item, right.slice(0, -1))).toEqual({ correct: false, errorType: 'item' })
    expect(score(item, [right[0], right[0], ...right.slice(2)])).toEqual({ correct: false, errorType: 'item' })
  })
})
