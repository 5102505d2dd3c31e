import { expect, test, type Locator, type Page } from '@playwright/test'
import { TRIALS_PER_SESSION } from '../../modules/games/src/games.schema.ts'
import { generate, solve } from '../../portal/src/features/games/echo-drums/echo-drums.rules.ts'
import {
  expectNoAxeViolations,
  installClock,
  soundCounts,
  tabTo,
  untilShown,
  watchGamesApi,
  watchSound,
} from './games-support.ts'

// A visitor plays a whole Echo Drums session by keyboard alone: each trial's item is regenerated from the seed and
// level the engine puts on the trial's wrapper, and answered with the rules' own solution through key presses.
// The page runs on Playwright's clock, so the drums' sequence plays through at once (each drum still lights in
// turn before the child's turn).

test.beforeEach(async ({ page }) => installClock(page))

async function answerByKeyboard(page: Page, trial: Locator) {
  const item = generate(Number(await trial.getAttribute('data-seed')), Number(await trial.getAttribute('data-level')))
  const answer = solve(item)
  if (item.mode === 'syllables') {
    await expect(trial.getByText(item.word, { exact: true })).toBeVisible()
    await tabTo(page, trial.getByRole('button', { name: /tap once for each part/ }))
    for (let tap = 0; tap < answer.length; tap += 1) await page.keyboard.press('Enter')
    await expect(trial.getByText(`${answer.length} tap`)).toBeVisible()
    await tabTo(page, trial.getByRole('button', { name: 'Done' }))
    await page.keyboard.press('Enter')
    return
  }
  await tabTo(page, trial.getByRole('button', { name: 'Play the drums' }))
  await page.keyboard.press('Enter')
  // The drums play the whole sequence, then hand the turn (and the focus) to the child.
  await untilShown(page, trial.getByText('Your turn.'))
  const pads = trial.getByRole('group', { name: 'Drums' }).getByRole('button')
  await expect(pads.first()).toBeFocused()
  let focused = 0
  for (const pad of answer) {
    for (; focused < pad; focused += 1) await page.keyboard.press('ArrowRight')
    for (; focused > pad; focused -= 1) await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Enter')
  }
}

test('a visitor plays a whole Echo Drums session by keyboard alone, drum sequences and syllables; axe finds nothing', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const sent = watchGamesApi(page)
  await page.goto('/games/play/echo-drums?gameId=echo-drums')
  await expect(page.getByRole('button', { name: 'Ready' })).toBeFocused()
  await page.keyboard.press('Enter')

  const modes = new Set<string>()
  for (let round = 1; round <= TRIALS_PER_SESSION; round += 1) {
    await expect(page.getByText(`Round ${round} of ${TRIALS_PER_SESSION}`)).toBeVisible()
    const trial = page.getByTestId('game-trial')
    const { mode } = generate(
      Number(await trial.getAttribute('data-seed')),
      Number(await trial.getAttribute('data-level')),
    )
    // Axe on the first trial of each kind: the drums, and the word with its one drum.
    if (!modes.has(mode)) await expectNoAxeViolations(page, `a ${mode} trial`)
    modes.add(mode)
    await answerByKeyboard(page, trial)
    if (round < TRIALS_PER_SESSION) {
      await expect(page.getByText('That’s right.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused()
      await page.keyboard.press('Enter')
    }
  }
  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible()
  // Every answer was right, so the session climbed from drum sequences into the first syllable level.
  expect([...modes].sort()).toEqual(['sequence', 'syllables'])
  expect(sent).toEqual([])
})

test.describe('on a 390 px phone with sound off and movement none', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the drums light without animation and start no audio; a tap-only echo is right', async ({ page }) => {
    test.setTimeout(120_000)
    await watchSound(page)
    await page.goto('/games/play/echo-drums?gameId=echo-drums')
    await page.getByRole('button', { name: 'Settings' }).tap()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByRole('group', { name: 'Sound' }).getByText('Off').tap()
    await settings.getByRole('group', { name: 'Movement' }).getByText('None').tap()
    await settings.getByRole('button', { name: 'Done' }).tap()
    await page.getByRole('button', { name: 'Ready' }).tap()

    const trial = page.getByTestId('game-trial')
    const item = generate(Number(await trial.getAttribute('data-seed')), Number(await trial.getAttribute('data-level')))
    if (item.mode === 'syllables') throw new Error('the first level is a drum sequence')
    const pads = trial.getByRole('group', { name: 'Drums' }).getByRole('button')
    for (const pad of await pads.all()) {
      const box = await pad.boundingBox()
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(48)
      expect(await pad.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration))).toBe(0)
    }
    await trial.getByRole('button', { name: 'Play the drums' }).tap()
    // Sound off: the sequence is shown by lights alone, the first drum of the sequence first.
    await expect(pads.nth(item.sequence[0])).toHaveAttribute('data-lit', 'true')
    await untilShown(page, trial.getByText('Your turn.'))
    for (const pad of solve(item)) await pads.nth(pad).tap()
    await expect(page.getByText('That’s right.')).toBeVisible()
    expect(await soundCounts(page)).toEqual({ audioContexts: 0, spoken: 0 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
