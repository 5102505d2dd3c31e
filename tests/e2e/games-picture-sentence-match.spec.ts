import { expect, test, type Page } from '@playwright/test'
import { TRIALS_PER_SESSION } from '../../modules/games/src/games.schema.ts'
import {
  DETAILS,
  generate,
  solve,
  type PictureSentenceItem,
  type Scene,
  type Sentence,
} from '../../portal/src/features/games/picture-sentence-match/picture-sentence-match.rules.ts'
import { expectNoAxeViolations, tabTo } from './games-support.ts'

// A visitor on a phone, sound off and no motion, plays a whole session of Picture–Sentence Match by keyboard
// alone. Each trial's item is regenerated from the seed and level the trial shows, answered with solve() through
// key presses, and checked against what is on screen (the sentences, in order; the number of pictures).

/**
 * What a sentence on screen must say, as a pattern: in English each detail's value is written with its own
 * name (cat, park, book, rainy...), so the words alone show which option is which.
 */
function saying(sentence: Sentence): RegExp {
  const values = DETAILS.flatMap((detail) => sentence.claims[detail] ?? [])
  return new RegExp(values.map((value) => `(?=.*\\b${value}(?:ing)?\\b)`).join(''), 'i')
}

// How a picture is read out, written here from what it draws (the animal, the thing beside it, the place's
// landmarks, the sky): a child who hears the screen picks the picture by these words.
const A = (animal: string) => `a ${animal}`
const THING: Record<Scene['what'], string> = {
  book: 'a book',
  apple: 'an apple',
  ball: 'a ball',
  paint: 'paints',
  drum: 'a drum',
  balloon: 'a balloon',
}
const PLACE: Record<Scene['where'], string> = {
  park: 'in a park with a fountain and a tree',
  beach: 'on a beach by the sea, with a sunshade and a shell',
  farm: 'on a farm with a field of wheat and a tractor',
  forest: 'in a forest of fir trees',
  garden: 'in a garden with a white fence and flowers',
}
const SKY: Record<Scene['weather'], string> = {
  sunny: 'the sun shining in a blue sky',
  rainy: 'rain falling from dark clouds',
  snowy: 'snow falling and snow on the ground',
  cloudy: 'clouds covering the sky',
}
const heard = (scene: Scene) =>
  `${A(scene.who)} with ${THING[scene.what]}, ${PLACE[scene.where]}, ${SKY[scene.weather]}`

test.use({ viewport: { width: 390, height: 844 } })

/**
 * Every picture of the trial is drawn shapes: an SVG with no text in it, so no emoji, which would show as an empty
 * box on a system without an emoji font.
 */
async function expectDrawnPictures(page: Page) {
  const pictures = page.getByTestId('game-trial').locator('svg')
  expect(await pictures.count()).toBeGreaterThan(0)
  for (const picture of await pictures.all()) {
    expect(await picture.locator('text').count()).toBe(0)
    expect(await picture.textContent()).not.toMatch(/\p{Extended_Pictographic}/u)
  }
}

async function expectShows(page: Page, item: PictureSentenceItem) {
  const trial = page.getByTestId('game-trial')
  await expectDrawnPictures(page)
  if (item.kind === 'sentences') {
    await expect(trial.getByRole('img', { name: `The picture: ${heard(item.scene)}`, exact: true })).toBeVisible()
    await expect(trial.locator('[data-option]')).toHaveText(item.options.map((option) => saying(option.sentence)))
  } else {
    for (const line of item.text) await expect(trial.getByText(saying(line)).first()).toBeVisible()
    const pictures = trial.getByRole('button', { name: /^Picture \d of \d: / })
    await expect(pictures).toHaveCount(item.options.length)
    for (const [index, option] of item.options.entries()) {
      await expect(pictures.nth(index)).toHaveAccessibleName(
        `Picture ${index + 1} of ${item.options.length}: ${heard(option.scene)}`,
      )
    }
  }
}

test('a visitor plays a whole session by keyboard alone, from sentences to pictures, and axe passes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => {
    localStorage.setItem('portal.gameSettings', JSON.stringify({ sound: 'off', motion: 'none' }))
  })
  await page.goto('/games/play/picture-sentence-match')
  const ready = page.getByRole('button', { name: 'Ready', exact: true })
  await expect(ready).toBeFocused()
  await page.keyboard.press('Enter')

  const kindsPlayed = new Set<string>()
  for (let round = 1; round <= TRIALS_PER_SESSION; round++) {
    const trial = page.getByTestId('game-trial')
    await expect(page.getByText(`Round ${round} of ${TRIALS_PER_SESSION}`)).toBeVisible()
    const seed = Number(await trial.getAttribute('data-seed'))
    const level = Number(await trial.getAttribute('data-level'))
    const item = generate(seed, level)
    await expectShows(page, item)
    if (!kindsPlayed.has(item.kind)) await expectNoAxeViolations(page, `a ${item.kind} trial`)
    kindsPlayed.add(item.kind)

    // The instruction heading has the focus when a trial opens; Tab reaches the first option.
    await tabTo(page, page.getByTestId('game-trial').locator('[data-option]').first())
    if (item.kind === 'sentences') {
      for (let step = 0; step < solve(item).choice; step++) await page.keyboard.press('ArrowDown')
    } else {
      // The picture is picked by its description alone, as a child hearing the screen would: arrow keys until
      // the words of the true picture are read out.
      const wanted = heard(item.options[solve(item).choice].scene)
      for (let step = 0; step < item.options.length; step++) {
        const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
        if (name.endsWith(`: ${wanted}`)) break
        await page.keyboard.press('ArrowDown')
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
        new RegExp(`^Picture \\d of \\d: ${wanted}$`),
      )
    }
    await page.keyboard.press(round % 2 === 0 ? 'Space' : 'Enter')

    if (round < TRIALS_PER_SESSION) {
      await expect(page.getByText('That’s right.')).toBeVisible()
      const next = page.getByRole('button', { name: 'Next', exact: true })
      await expect(next).toBeFocused()
      await page.keyboard.press('Enter')
    }
  }
  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible()
  await expect(page.getByText(`You played ${TRIALS_PER_SESSION} rounds.`, { exact: false })).toBeVisible()
  // Ten right answers climb two levels each two rounds: the session reached the pictures-to-choose-from trials.
  expect([...kindsPlayed]).toEqual(['sentences', 'scenes'])
})
