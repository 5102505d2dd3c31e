import { describe, expect, it } from 'vitest'
import {
  echoDrums,
  generate,
  MAX_SEQUENCE_LENGTH,
  modeOfLevel,
  score,
  solve,
  SYLLABLE_WORDS,
  type EchoDrumsItem,
} from './echo-drums.rules'

const LEVELS = Array.from({ length: echoDrums.maxLevel }, (_, index) => index + 1)
const SEEDS = Array.from({ length: 200 }, (_, index) => (index * 2654435761) >>> 0)

function sequenceItem(seed: number, level: number) {
  const item = generate(seed, level)
  if (item.mode === 'syllables') throw new Error(`level ${level} is a syllable level`)
  return item
}

describe('Echo Drums rules', () => {
  it('gives the same item for the same seed and level, and other items for other seeds', () => {
    for (const level of LEVELS) {
      expect(generate(12345, level)).toEqual(generate(12345, level))
      const distinct = new Set(SEEDS.slice(0, 30).map((seed) => JSON.stringify(generate(seed, level))))
      expect(distinct.size).toBeGreaterThan(1)
    }
  })

  it('makes every item solvable at every level', () => {
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        const item = generate(seed, level)
        expect(score(item, solve(item))).toEqual({ correct: true, errorType: '' })
      }
    }
  })

  it('never asks for the same drum twice in a row, and uses only the drums shown', () => {
    for (const level of LEVELS.filter((level) => modeOfLevel(level) !== 'syllables')) {
      for (const seed of SEEDS) {
        const { sequence, padCount } = sequenceItem(seed, level)
        sequence.forEach((pad, index) => {
          expect(pad).toBeGreaterThanOrEqual(0)
          expect(pad).toBeLessThan(padCount)
          if (index > 0) expect(pad).not.toBe(sequence[index - 1])
        })
      }
    }
  })

  it('records the first wrong position: a wrong drum, a missing tap, or a tap too many', () => {
    const item: EchoDrumsItem = { mode: 'sequence', padCount: 4, sequence: [0, 2, 1, 3] }
    expect(score(item, [1, 2, 1, 3])).toEqual({ correct: false, errorType: 'position-1' })
    expect(score(item, [0, 2, 3, 1])).toEqual({ correct: false, errorType: 'position-3' })
    expect(score(item, [0, 2, 1])).toEqual({ correct: false, errorType: 'position-4' })
    expect(score(item, [0, 2, 1, 3, 0])).toEqual({ correct: false, errorType: 'extra-tap' })
    // Each error type has words for the therapist.
    for (const response of [[1], [0, 2, 3], [0, 2, 1], [0, 2, 1, 3, 0]]) {
      expect(echoDrums.errorTypes[score(item, response).errorType]).toBeTruthy()
    }
  })

  it('counts syllable taps: too few and too many are different errors', () => {
    const item: EchoDrumsItem = { mode: 'syllables', word: 'banana', syllables: 3 }
    expect(score(item, [0, 0, 0]).correct).toBe(true)
    expect(score(item, [0, 0])).toEqual({ correct: false, errorType: 'too-few-taps' })
    expect(score(item, [0, 0, 0, 0])).toEqual({ correct: false, errorType: 'too-many-taps' })
    expect(echoDrums.errorTypes['too-few-taps']).toBe('Too few taps for the word')
  })

  it('has a position error for every place of the longest sequence', () => {
    for (let position = 1; position <= MAX_SEQUENCE_LENGTH; position += 1) {
      expect(echoDrums.errorTypes[`position-${position}`]).toBe(`First wrong tap at position ${position}`)
    }
  })

  it('gets harder: the lit sequence grows from 2 to 8, sound-only grows too, and comes after lit sequences of its length', () => {
    const lengthsOf = (mode: string) =>
      LEVELS.filter((level) => modeOfLevel(level) === mode).map((level) => sequenceItem(1, level).sequence.length)
    const lit = lengthsOf('sequence')
    expect(lit[0]).toBe(2)
    expect(lit.at(-1)).toBe(8)
    expect(lit).toEqual([...lit].sort((a, b) => a - b))
    expect(new Set(lit).size).toBe(lit.length)
    const soundOnly = lengthsOf('sound-only')
    expect(soundOnly.length).toBeGreaterThan(0)
    expect(soundOnly).toEqual([...soundOnly].sort((a, b) => a - b))
    for (const level of LEVELS.filter((level) => modeOfLevel(level) === 'sound-only')) {
      const length = sequenceItem(1, level).sequence.length
      const firstLitOfLength = LEVELS.find(
        (candidate) => modeOfLevel(candidate) === 'sequence' && sequenceItem(1, candidate).sequence.length === length,
      )
      expect(firstLitOfLength).toBeLessThan(level)
    }
  })

  it('asks for longer words at the later syllable level, from its own list with known counts', () => {
    const syllableLevels = LEVELS.filter((level) => modeOfLevel(level) === 'syllables')
    expect(syllableLevels.length).toBe(2)
    const mostAt = (level: number) =>
      Math.max(...SEEDS.map((seed) => (generate(seed, level) as { syllables: number }).syllables))
    expect(mostAt(syllableLevels[1])).toBeGreaterThan(mostAt(syllableLevels[0]))
    for (const seed of SEEDS) {
      const item = generate(seed, syllableLevels[0])
      expect(SYLLABLE_WORDS).toContainEqual({ word: (item as { word: string }).word, syllables: solve(item).length })
    }
  })

  it('names levels and instructions in words', () => {
    expect(echoDrums.levelLabel(1)).toBe('Length 2')
    expect(echoDrums.levelLabel(echoDrums.maxLevel)).toBe('Length 8')
    expect(echoDrums.instruction({ mode: 'syllables', word: 'tiger', syllables: 2 }, 3)).toContain('tiger')
  })
})
