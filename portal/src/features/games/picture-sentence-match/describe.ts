// Picture–Sentence Match's pictures in words, for a child who hears the screen instead of seeing it. A picture is
// described by what it draws (the animal, the thing beside it, the place's landmarks, the sky), not in the words of
// the sentences ("a cat with a book" for the picture the sentence calls "the cat is reading a book"), so matching
// a sentence to a picture stays the child's task, as it is for a child who sees the picture.
import { pictureSentenceMatchMessages } from './messages'
import type { Scene } from './picture-sentence-match.rules'

const t = pictureSentenceMatchMessages.t

/** What one picture shows, e.g. "a cat with a book, in a park with a fountain and a tree, the sun shining…". */
export function describeScene(scene: Scene): string {
  return t('pictureSentenceMatch.describe.scene', {
    who: t('pictureSentenceMatch.describe.who', { who: scene.who }),
    what: t('pictureSentenceMatch.describe.what', { what: scene.what }),
    where: t('pictureSentenceMatch.describe.where', { where: scene.where }),
    sky: t('pictureSentenceMatch.describe.sky', { weather: scene.weather }),
  })
}

/** The accessible name of the one picture the sentences are about. */
export const pictureName = (scene: Scene) =>
  t('pictureSentenceMatch.pictureDescribed', { contents: describeScene(scene) })

/** The accessible name of a picture to choose: its number, how many there are, and what it shows. */
export const pictureOptionName = (scene: Scene, index: number, count: number) =>
  t('pictureSentenceMatch.pictureOptionDescribed', { number: index + 1, count, contents: describeScene(scene) })
