import { describe, expect, it } from 'vitest'
import { describeScene, pictureName, pictureOptionName } from './describe'
import { pictureSentenceMatchMessages } from './messages'
import { DETAILS, MAX_LEVEL, VALUES, generate, type Detail, type Scene } from './picture-sentence-match.rules'

const t = pictureSentenceMatchMessages.t
const SEEDS = Array.from({ length: 40 }, (_, index) => (index * 2654435761) >>> 0)
const LEVELS = Array.from({ length: MAX_LEVEL }, (_, index) => index + 1)

// What the picture draws for each value, written out here apart from the catalogue (scene-picture.tsx): reading a
// description back with these checks it against the drawing.
const DRAWN: { [D in Detail]: Record<Scene[D], string> } = {
  who: {
    cat: 'a cat',
    dog: 'a dog',
    rabbit: 'a rabbit',
    bear: 'a bear',
    frog: 'a frog',
    pig: 'a pig',
    monkey: 'a monkey',
    mouse: 'a mouse',
  },
  what: { book: 'a book', apple: 'an apple', ball: 'a ball', paint: 'paints', drum: 'a drum', balloon: 'a balloon' },
  where: {
    park: 'a park with a fountain and a tree',
    beach: 'a beach by the sea, with a sunshade and a shell',
    farm: 'a farm with a field of wheat and a tractor',
    forest: 'a forest of fir trees',
    garden: 'a garden with a white fence and flowers',
  },
  weather: {
    sunny: 'the sun shining',
    rainy: 'rain falling',
    snowy: 'snow falling',
    cloudy: 'clouds covering the sky',
  },
}

/** The value of each detail the words name; fails when a detail is named twice or not at all. */
function readBack(description: string): Scene {
  return Object.fromEntries(
    DETAILS.map((detail) => {
      const drawn = Object.entries(DRAWN[detail]) as [string, string][]
      const named = drawn.filter(([, words]) => new RegExp(`\\b${words}\\b`).test(description))
      expect(
        named.map(([value]) => value),
        `${detail} in "${description}"`,
      ).toHaveLength(1)
      return [detail, named[0][0]]
    }),
  ) as Scene
}

describe('Picture–Sentence Match: the pictures in words', () => {
  it('every picture to choose from gets its own description, saying what is drawn: animal, thing, place and sky', () => {
    let seen = 0
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        const item = generate(seed, level)
        if (item.kind === 'sentences') {
          expect(readBack(pictureName(item.scene))).toEqual(item.scene)
          continue
        }
        const names = item.options.map((option, index) => pictureOptionName(option.scene, index, item.options.length))
        const descriptions = item.options.map((option) => describeScene(option.scene))
        expect(new Set(descriptions).size, `seed ${seed} level ${level}`).toBe(item.options.length)
        item.options.forEach((option, index) => {
          expect(names[index]).toBe(`Picture ${index + 1} of ${item.options.length}: ${descriptions[index]}`)
          expect(readBack(descriptions[index])).toEqual(option.scene)
        })
        seen += 1
      }
    }
    expect(seen).toBeGreaterThan(100)
  }, 60_000)

  it('describes the drawing, never in the words of a sentence, so matching them stays the child’s task', () => {
    for (const who of VALUES.who) {
      for (const what of VALUES.what) {
        for (const where of VALUES.where) {
          for (const weather of VALUES.weather) {
            const scene = { who, what, where, weather }
            const described = describeScene(scene)
            // The sentences' own phrases ("reading a book", "in the park", "a sunny day") are not in it.
            for (const phrase of [
              t('pictureSentenceMatch.what', { what }),
              t('pictureSentenceMatch.where', { where }),
              `${t('pictureSentenceMatch.weather', { weather })} day`,
            ]) {
              expect(described).not.toContain(phrase)
            }
          }
        }
      }
    }
    expect(describeScene({ who: 'cat', what: 'book', where: 'park', weather: 'rainy' })).toBe(
      'a cat with a book, in a park with a fountain and a tree, rain falling from dark clouds',
    )
  }, 60_000)
})
