// Where Is It?'s pictures in words, for a child who hears the screen instead of seeing it. Each picture is named
// by where each of its objects stands on the 3 × 3 grid ("the star at the top in the middle, the box in the
// centre"): what a sighted child sees, and no more. The place words of the sentence ("under", "next to") are never
// used, so working out whether the star is under the box stays the child's task, as it is in the picture.
import type { Translate } from '../../../i18n/messages'
import type { WhereIsItMessageId } from './messages'
import { GRID_CELLS, objectName, type Scene, type WhereIsItItem } from './where-is-it.rules'

type Words = Translate<WhereIsItMessageId>

/** Where a square of the grid is, in words ("at the top left", "in the centre"). */
export function squareWords(t: Words, cell: number): string {
  if (!Number.isInteger(cell) || cell < 0 || cell >= GRID_CELLS) throw new RangeError(`No square ${cell}`)
  return t('whereIsIt.describe.square', { square: String(cell) })
}

/**
 * What one picture shows: every placed object with its square, in the item's order of objects (the same order in
 * each of the four pictures, so they can be compared one object at a time).
 */
export function describeScene(t: Words, item: Pick<WhereIsItItem, 'objects'>, scene: Scene): string {
  const placed = item.objects.flatMap((object, index) =>
    scene[index] < 0
      ? []
      : [t('whereIsIt.describe.placed', { object: objectName(t, object), square: squareWords(t, scene[index]) })],
  )
  return placed.join(', ')
}

/** A picture choice's accessible name: its number and what it shows. */
export const pictureChoiceName = (t: Words, item: Pick<WhereIsItItem, 'objects'>, scene: Scene, index: number) =>
  t('whereIsIt.view.pictureDescribed', { number: index + 1, contents: describeScene(t, item, scene) })
