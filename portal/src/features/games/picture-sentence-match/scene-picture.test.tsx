import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { VALUES, type Scene } from './picture-sentence-match.rules'
import { ScenePicture } from './scene-picture'

/** Scenes that between them show every animal, thing, place and sky. */
const SCENES: Scene[] = Array.from(
  { length: Math.max(...Object.values(VALUES).map((values) => values.length)) },
  (_, i) => ({
    who: VALUES.who[i % VALUES.who.length],
    what: VALUES.what[i % VALUES.what.length],
    where: VALUES.where[i % VALUES.where.length],
    weather: VALUES.weather[i % VALUES.weather.length],
  }),
)

describe('Picture–Sentence Match: the pictures', () => {
  it('when any scene is drawn, then it is shapes only: no text and no emoji, which need a font not every system has', () => {
    for (const scene of SCENES) {
      const markup = renderToStaticMarkup(<ScenePicture scene={scene} />)
      expect(markup, JSON.stringify(scene)).toMatch(/^<svg /)
      expect(markup, JSON.stringify(scene)).not.toMatch(/<text|\p{Extended_Pictographic}/u)
    }
  })

  it('when two scenes differ only in the animal or only in the thing, then their drawings differ', () => {
    const base: Scene = { who: 'cat', what: 'book', where: 'park', weather: 'sunny' }
    const drawn = (change: Partial<Scene>) => renderToStaticMarkup(<ScenePicture scene={{ ...base, ...change }} />)
    expect(new Set(VALUES.who.map((who) => drawn({ who }))).size).toBe(VALUES.who.length)
    expect(new Set(VALUES.what.map((what) => drawn({ what }))).size).toBe(VALUES.what.length)
  })
})
