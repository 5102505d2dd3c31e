import { describe, expect, it } from 'vitest'
import { SEED_ENGLISH } from './english.ts'
import { seedDictionary } from './index.ts'

/** Every non-empty English text of the seed, with where it is. */
function englishTexts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return value.trim() ? [[path, value]] : []
  if (Array.isArray(value)) return value.flatMap((item, index) => englishTexts(item, `${path}.${index}`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => englishTexts(item, path ? `${path}.${key}` : key))
  return []
}

// Codes and addresses the seed writes in fields that are not localised (slugs, image keys, block types, pages).
const NOT_WORDS = /(^|\.)(slug|image|blockType|page|name|price)$/

describe('the seeded Telugu and Hindi (decision 063)', () => {
  const texts = englishTexts(SEED_ENGLISH).filter(([path]) => !NOT_WORDS.test(path))

  it.each(['te', 'hi'] as const)(
    'when the seed runs in %s, then every English text it writes has a translation',
    (locale) => {
      const translate = seedDictionary(locale)
      expect(texts.filter(([, english]) => !translate(english)).map(([path]) => path)).toEqual([])
    },
  )

  it.each([
    ['te', /[\u0C00-\u0C7F]/],
    ['hi', /[\u0900-\u097F]/],
  ] as const)(
    'when a text is translated into %s, then it is written in that script (names of tests aside)',
    (locale, script) => {
      const translate = seedDictionary(locale)
      const inLatin = texts.filter(([, english]) => !script.test(translate(english) ?? ''))
      expect(inLatin.map(([, english]) => english)).toEqual([
        'MISIC (Malin’s Intelligence Scale for Indian Children)',
        'BKT (Binet-Kamat Test of intelligence)',
        'BBIT',
        'WISC and WIAT (intelligence and achievement tests)',
        'BELE',
      ])
    },
  )

  it('when a branch’s picture is described, then the branch’s name stays and the words around it are translated', () => {
    expect(seedDictionary('te')('The Kukatpally branch')).toBe('Kukatpally బ్రాంచ్')
    expect(seedDictionary('hi')('The Kukatpally branch')).toBe('Kukatpally ब्रांच')
  })
})
