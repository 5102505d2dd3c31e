import { describe, expect, it } from 'vitest'
import { describeScene, pictureChoiceName } from './describe'
import { whereIsItMessages } from './messages'
import { SCENE_OBJECTS, WHERE_IS_IT_MAX_LEVEL, generateWhereIsIt, type WhereIsItItem } from './where-is-it.rules'

const t = whereIsItMessages.t
const SEEDS = Array.from({ length: 40 }, (_, index) => index * 7919 + 13)
const LEVELS = Array.from({ length: WHERE_IS_IT_MAX_LEVEL }, (_, index) => index + 1)
const SLOW = 60_000

// How the squares are said, written out here apart from the catalogue: reading a description back with these
// checks it against the drawing (row by row from the top left, as the picture draws them).
const SAID_SQUARES = [
  'at the top left',
  'at the top in the middle',
  'at the top right',
  'on the left in the middle row',
  'in the centre',
  'on the right in the middle row',
  'at the bottom left',
  'at the bottom in the middle',
  'at the bottom right',
]

/** Where each object stands, read back from the words alone; -1 for an object the words do not place. */
function readBack(description: string, objects: readonly string[]): number[] {
  return objects.map((object) => {
    const squares = SAID_SQUARES.flatMap((words, cell) =>
      description.split(', ').includes(`the ${object} ${words}`) ? [cell] : [],
    )
    expect(squares.length, `${object} in "${description}"`).toBeLessThanOrEqual(1)
    return squares[0] ?? -1
  })
}

const pickItems = () =>
  LEVELS.flatMap((level) =>
    SEEDS.map((seed) => ({ seed, level, item: generateWhereIsIt(seed, level) })).filter(
      ({ item }) => item.mode === 'pick',
    ),
  )

describe('Where Is It?: the pictures in words', () => {
  it(
    'each of the four pictures gets its own description, and each says where every drawn object stands',
    () => {
      const items = pickItems()
      expect(items.length).toBeGreaterThan(100)
      for (const { seed, level, item } of items) {
        const names = item.scenes.map((scene, index) => pictureChoiceName(t, item, scene, index))
        expect(
          new Set(names.map((name) => name.replace(/^Picture \d: /, ''))).size,
          `seed ${seed} level ${level}`,
        ).toBe(4)
        item.scenes.forEach((scene, index) => {
          expect(names[index].startsWith(`Picture ${index + 1}: `)).toBe(true)
          expect(readBack(describeScene(t, item, scene), item.objects)).toEqual(scene)
        })
      }
    },
    SLOW,
  )

  it(
    'never uses the place words the sentence asks about, so the child still works out the relation',
    () => {
      const placeWords = /\b(above|under|below|next to|beside|between|to the (left|right) of|not)\b/i
      for (const { item } of pickItems()) {
        for (const scene of item.scenes) expect(describeScene(t, item, scene)).not.toMatch(placeWords)
      }
    },
    SLOW,
  )

  it('names the objects in the same order in every picture, the one the sentence is about first', () => {
    const item: Pick<WhereIsItItem, 'objects'> = { objects: ['star', 'box', 'ball'] }
    expect(describeScene(t, item, [1, 4, 5])).toBe(
      'the star at the top in the middle, the box in the centre, the ball on the right in the middle row',
    )
    expect(pictureChoiceName(t, item, [7, 4, 3], 2)).toBe(
      'Picture 3: the star at the bottom in the middle, the box in the centre, the ball on the left in the middle row',
    )
    // An object not yet placed (the picture the child builds) is left out.
    expect(describeScene(t, item, [-1, 0, 8])).toBe('the box at the top left, the ball at the bottom right')
  })

  it('every object has a name of its own in the descriptions', () => {
    const names = SCENE_OBJECTS.map((object) => describeScene(t, { objects: [object] }, [4]))
    expect(new Set(names).size).toBe(SCENE_OBJECTS.length)
  })
})
