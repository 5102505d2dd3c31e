import { describe, expect, it } from 'vitest'
import {
  BOARD_CELLS,
  MAX_LEVEL,
  firstWrongStep,
  generate,
  joinThePath,
  levelRule,
  score,
  solve,
  spokenPath,
} from './join-the-path.rules'

const SEEDS = Array.from({ length: 200 }, (_, index) => (index * 2_654_435_761) >>> 0)
const LEVELS = Array.from({ length: MAX_LEVEL }, (_, index) => index + 1)

describe('Join the Path: generate', () => {
  it('gives the same item for the same seed and level, and other items for other seeds', () => {
    for (const level of LEVELS) {
      expect(generate(1234, level)).toEqual(generate(1234, level))
    }
    const paths = new Set(SEEDS.map((seed) => generate(seed, 3).path.join('>')))
    expect(paths.size).toBeGreaterThan(50)
  })

  it('puts every step of the path on the board once, in its own cell, with no step of the path twice', () => {
    // Checked in plain code and asserted once: thousands of expect() calls are slow on a shared machine.
    const problems: string[] = []
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        const item = generate(seed, level)
        const ids = item.nodes.map((node) => node.id)
        const cells = item.nodes.map((node) => node.cell)
        const fault =
          new Set(ids).size !== ids.length ||
          new Set(cells).size !== cells.length ||
          cells.some((cell) => cell < 0 || cell >= BOARD_CELLS) ||
          new Set(item.path).size !== item.path.length ||
          item.path.some((step) => !ids.includes(step)) ||
          ids.length <= item.path.length
        if (fault) problems.push(`seed ${seed} level ${level}: ${JSON.stringify(item)}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('in word mode joins the letters of the heard word, with its picture for a child who cannot hear it', () => {
    for (const seed of SEEDS) {
      const item = generate(seed, 9)
      expect(item.mode).toBe('word')
      expect(item.path.join('')).toBe(item.word!.text.toUpperCase())
      expect(item.word!.picture).not.toBe('')
      expect(spokenPath(item)).toBe(`The word is ${item.word!.text}.`)
    }
  })

  it('speaks the path in order, each shape by its name', () => {
    const item = generate(7, 2)
    const [a, b, c] = item.path
    expect(spokenPath(item)).toBe(`${a}, then ${b}, then ${c}.`)
  })
})

describe('Join the Path: levels', () => {
  it('grows from one join to four seen, then by ear alone, then the letters of ever longer words', () => {
    expect(LEVELS.map((level) => levelRule(level).mode)).toEqual([
      'seen',
      'seen',
      'seen',
      'seen',
      'heard',
      'heard',
      'heard',
      'word',
      'word',
      'word',
    ])
    expect(LEVELS.map((level) => generate(99, level).path.length)).toEqual([2, 3, 4, 5, 3, 4, 5, 3, 4, 5])
    for (let level = 2; level <= MAX_LEVEL; level++) {
      const before = levelRule(level - 1)
      const now = levelRule(level)
      // Harder means a longer path, or the same length through a harder channel (ear alone, then spelling).
      expect(now.length > before.length || now.mode !== before.mode).toBe(true)
    }
    expect(joinThePath.levelLabel(1)).toBe('1 join')
    expect(joinThePath.levelLabel(6)).toBe('Sound only, 3 joins')
    expect(joinThePath.levelLabel(10)).toBe('Word of 5 letters')
  })

  it('holds a level outside 1..maxLevel to the nearest one', () => {
    expect(generate(5, 0).path).toHaveLength(2)
    expect(generate(5, 40).mode).toBe('word')
  })
})

describe('Join the Path: score and solve', () => {
  it('solves every generated item, at every level', () => {
    const unsolved = LEVELS.flatMap((level) =>
      SEEDS.filter((seed) => {
        const item = generate(seed, level)
        return !score(item, solve(item)).correct
      }).map((seed) => `seed ${seed} level ${level}`),
    )
    expect(unsolved).toEqual([])
  })

  it('calls the right shapes in the wrong order an order error, and finds the first wrong step', () => {
    const item = generate(42, 3)
    const taps = [item.path[0], item.path[2], item.path[1], item.path[3]]
    expect(score(item, { taps, firstWrongStep: 2, wordsShown: false })).toEqual({ correct: false, errorType: 'order' })
    expect(firstWrongStep(item, taps)).toBe(2)
  })

  it('calls a tap on something off the path an intruder error', () => {
    for (const level of [1, 6, 9]) {
      const item = generate(8, level)
      const offPath = item.nodes.find((node) => !item.path.includes(node.id))!.id
      const taps = [...item.path.slice(0, -1), offPath]
      expect(score(item, { taps, firstWrongStep: item.path.length, wordsShown: false })).toEqual({
        correct: false,
        errorType: 'intruder',
      })
      expect(firstWrongStep(item, taps)).toBe(item.path.length)
    }
  })

  it('never counts a path left unfinished as right', () => {
    const item = generate(3, 2)
    expect(score(item, { taps: item.path.slice(0, 2), firstWrongStep: 3, wordsShown: false }).correct).toBe(false)
  })

  it('names every error type it records for the therapist', () => {
    expect(Object.keys(joinThePath.errorTypes).sort()).toEqual(['intruder', 'order'])
    for (const words of Object.values(joinThePath.errorTypes)) expect(words.length).toBeGreaterThan(5)
  })
})
