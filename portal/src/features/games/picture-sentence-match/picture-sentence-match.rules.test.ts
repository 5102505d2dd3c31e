import { describe, expect, it } from 'vitest'
import { pictureSentenceMatchMessages } from './messages'
import { ERROR_TYPES, definition, instruction, levelLabel, sentenceText } from './picture-sentence-match.definition'
import {
  DETAILS,
  MAX_LEVEL,
  TEMPLATE_DETAILS,
  VALUES,
  claimsOf,
  contradictions,
  generate,
  score,
  solve,
  type Detail,
  type PictureSentenceItem,
  type Scene,
  type Sentence,
} from './picture-sentence-match.rules'

const SEEDS = Array.from({ length: 240 }, (_, index) => (index * 2654435761) >>> 0)
const LEVELS = Array.from({ length: MAX_LEVEL }, (_, index) => index + 1)
const everyItem = LEVELS.flatMap((level) => SEEDS.map((seed) => ({ seed, level, item: generate(seed, level) })))

/** The words each value of a detail is written with, e.g. where/park → "in the park". */
const t = pictureSentenceMatchMessages.t
function wordsOf(detail: Detail, value: string): string {
  switch (detail) {
    case 'who':
      return t('pictureSentenceMatch.who', { who: value })
    case 'where':
      return t('pictureSentenceMatch.where', { where: value })
    case 'what':
      return t('pictureSentenceMatch.what', { what: value })
    case 'weather':
      return t('pictureSentenceMatch.weather', { weather: value })
  }
}
const patterns = DETAILS.map(
  (detail) =>
    [
      detail,
      VALUES[detail].map((value) => [value, new RegExp(`\\b${wordsOf(detail, value)}\\b`, 'i')] as const),
    ] as const,
)

// Formatting is slow in tests (Lingui compiles each message on the fly), and the same sentences recur.
const written = new Map<string, string>()
function textOf(sentence: Sentence): string {
  const key = JSON.stringify(sentence)
  if (!written.has(key)) written.set(key, sentenceText(sentence))
  return written.get(key)!
}

/** What the written sentence says, read back from its words alone (not from its claims). */
function readBack(text: string): Partial<Record<Detail, string[]>> {
  return Object.fromEntries(
    patterns.map(([detail, values]) => [
      detail,
      values.filter(([, words]) => words.test(text)).map(([value]) => value),
    ]),
  )
}

/** Whether the written sentences hold for a scene, judged from their words. */
function holdsInWords(sentences: readonly Sentence[], scene: Scene): boolean {
  return sentences.every((sentence) => {
    const said = readBack(textOf(sentence))
    return DETAILS.every((detail) => (said[detail] ?? []).every((value) => value === scene[detail]))
  })
}

function optionsHolding(item: PictureSentenceItem): number[] {
  return item.options.flatMap((_, index) => {
    const holds =
      item.kind === 'sentences'
        ? holdsInWords([item.options[index].sentence], item.scene)
        : holdsInWords(item.text, item.options[index].scene)
    return holds ? [index] : []
  })
}

describe('Picture–Sentence Match: items', () => {
  it('the same seed and level give the same item, and different seeds give different items', () => {
    for (const level of LEVELS) {
      expect(generate(12345, level)).toEqual(generate(12345, level))
      const distinct = new Set(SEEDS.slice(0, 50).map((seed) => JSON.stringify(generate(seed, level))))
      expect(distinct.size).toBeGreaterThan(40)
    }
  })

  it('every item at every level is solved by solve()', () => {
    for (const { item } of everyItem) {
      expect(score(item, solve(item))).toEqual({ correct: true, errorType: '' })
    }
  })

  it('exactly one option is true, judged from the written words', () => {
    for (const { seed, level, item } of everyItem) {
      expect(optionsHolding(item), `seed ${seed} level ${level}`).toEqual([solve(item).choice])
    }
  })

  it('every false option differs from the truth in exactly one detail, the one it names', () => {
    for (const { item } of everyItem) {
      if (item.kind === 'sentences') {
        for (const option of item.options) {
          const differs = contradictions(item.scene, option.sentence.claims)
          expect(differs).toEqual(option.differsIn === null ? [] : [option.differsIn])
        }
        continue
      }
      const truth = item.options[solve(item).choice].scene
      for (const option of item.options) {
        const differs = contradictions(option.scene, claimsOf(item.text))
        expect(differs).toEqual(option.differsIn === null ? [] : [option.differsIn])
        // A false picture changes nothing the text leaves unsaid: it is the true picture with one detail changed.
        expect(DETAILS.filter((detail) => option.scene[detail] !== truth[detail])).toEqual(differs)
      }
    }
  })

  it('each sentence names exactly the details of its template, in words', () => {
    for (const { item } of everyItem) {
      const sentences = item.kind === 'sentences' ? item.options.map((option) => option.sentence) : item.text
      for (const sentence of sentences) {
        const said = readBack(textOf(sentence))
        for (const detail of DETAILS) {
          const named = (TEMPLATE_DETAILS[sentence.template] as readonly Detail[]).includes(detail)
          expect(said[detail]).toEqual(named ? [sentence.claims[detail]] : [])
        }
      }
    }
  })

  it('no two options of a trial look or read the same', () => {
    for (const { item } of everyItem) {
      const shown =
        item.kind === 'sentences'
          ? item.options.map((option) => textOf(option.sentence))
          : item.options.map((option) => JSON.stringify(option.scene))
      expect(new Set(shown).size).toBe(item.options.length)
    }
  })

  it('the true option turns up in every position', () => {
    for (const level of LEVELS) {
      const positions = new Set(SEEDS.map((seed) => solve(generate(seed, level)).choice))
      expect(positions.size).toBe(generate(1, level).options.length)
    }
  })
})

describe('Picture–Sentence Match: scoring', () => {
  it('choosing a false option records the detail it changed, and every detail is recorded in both kinds', () => {
    const seen = { sentences: new Set<string>(), scenes: new Set<string>() }
    for (const { item } of everyItem) {
      item.options.forEach((option, choice) => {
        const result = score(item, { choice })
        if (option.differsIn === null) return expect(result.correct).toBe(true)
        expect(result).toEqual({ correct: false, errorType: option.differsIn })
        seen[item.kind].add(result.errorType)
      })
    }
    expect([...seen.sentences].sort()).toEqual([...DETAILS].sort())
    expect([...seen.scenes].sort()).toEqual([...DETAILS].sort())
    expect(Object.keys(definition.errorTypes).sort()).toEqual([...DETAILS].sort())
  })

  it('a sentence that changes the weather in an otherwise right scene is a weather error', () => {
    const item: PictureSentenceItem = {
      kind: 'sentences',
      scene: { who: 'cat', where: 'park', what: 'book', weather: 'sunny' },
      options: [
        {
          sentence: { template: 'full', claims: { who: 'cat', where: 'park', what: 'book', weather: 'rainy' } },
          differsIn: 'weather',
        },
        {
          sentence: { template: 'full', claims: { who: 'cat', where: 'park', what: 'book', weather: 'sunny' } },
          differsIn: null,
        },
      ],
    }
    expect(sentenceText(item.options[0].sentence)).toBe('The cat is reading a book in the park on a rainy day.')
    expect(score(item, { choice: 0 })).toEqual({ correct: false, errorType: 'weather' })
    expect(score(item, { choice: 1 })).toEqual({ correct: true, errorType: '' })
    expect(ERROR_TYPES.weather).toBe('Weather')
  })

  it('refuses a choice that is not one of the options', () => {
    const item = generate(7, 1)
    expect(() => score(item, { choice: 2 })).toThrow(RangeError)
    expect(() => score(item, { choice: -1 })).toThrow(RangeError)
  })
})

describe('Picture–Sentence Match: levels', () => {
  const STAGE = { sentences: 0, scenes: 1 } as const
  // Harder means, in this order: from sentences to pictures, then more sentences to hold together, more details
  // named, more options.
  const difficulty = (item: PictureSentenceItem) => {
    const sentences = item.kind === 'sentences' ? [item.options[0].sentence] : item.text
    const named = Object.keys(claimsOf(sentences)).length
    return [STAGE[item.kind], item.kind === 'scenes' ? item.text.length : 0, named, item.options.length]
  }
  const before = (a: number[], b: number[]) => {
    const at = a.findIndex((value, index) => value !== b[index])
    return at >= 0 && a[at] < b[at]
  }

  it('start with two short sentences about one picture and end with a three-sentence text and four pictures', () => {
    const first = generate(3, 1)
    expect(first.kind).toBe('sentences')
    expect(first.options).toHaveLength(2)
    expect(difficulty(first)).toEqual([0, 0, 2, 2])
    const last = generate(3, MAX_LEVEL)
    expect(last.kind === 'scenes' && last.text.length).toBe(3)
    expect(last.options).toHaveLength(4)
    expect(Object.keys(claimsOf(last.kind === 'scenes' ? last.text : [])).sort()).toEqual([...DETAILS].sort())
  })

  it('each level is harder than the one below it, for every seed', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      for (const level of LEVELS.slice(1)) {
        expect(before(difficulty(generate(seed, level - 1)), difficulty(generate(seed, level)))).toBe(true)
      }
    }
  })

  it('levels outside 1..maxLevel are played as the nearest level', () => {
    expect(generate(9, 0)).toEqual(generate(9, 1))
    expect(generate(9, MAX_LEVEL + 3)).toEqual(generate(9, MAX_LEVEL))
  })

  it('names each level and asks one short question per kind of trial', () => {
    expect(levelLabel(1)).toBe('2 sentences, one picture')
    expect(levelLabel(5)).toBe('One sentence, 2 pictures')
    expect(levelLabel(9)).toBe('3 sentences together, 4 pictures')
    expect(instruction(generate(1, 1))).toBe('Which sentence matches the picture?')
    expect(instruction(generate(1, 6))).toBe('Which picture matches the sentence?')
    expect(instruction(generate(1, 8))).toBe('Which picture matches all the sentences?')
  })
})
