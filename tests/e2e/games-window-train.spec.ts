import { expect, test, type Page } from '@playwright/test'
import { TRIALS_PER_SESSION } from '../../modules/games/src/games.schema.ts'
import { generate, solve, type WindowTrainItem } from '../../portal/src/features/games/window-train/rules.ts'
import {
  expectNoAxeViolations,
  installClock,
  soundCounts,
  untilShown,
  watchGamesApi,
  watchSound,
} from './games-support.ts'

/**
 * Window Train, the first game: played to the end by keyboard alone and by taps alone on a phone, as a visitor.
 * The trial element carries its seed and level, so the test regenerates each train with the game's own
 * generator and answers it with solve(). The page runs on Playwright's clock, so the time each window stays lit
 * passes at once: the windows still light one by one and close before the tray appears.
 */

test.beforeEach(async ({ page }) => installClock(page))

/** The trial on screen, regenerated from its seed and level as the game made it, once its windows have shown. */
async function currentWindowTrain(page: Page): Promise<{ item: WindowTrainItem; level: number }> {
  const trial = page.getByTestId('game-trial')
  // The tray appears once the windows have shown their items and closed.
  await untilShown(page, trial.getByRole('group', { name: 'Pick in order' }))
  const seed = Number(await trial.getAttribute('data-seed'))
  const level = Number(await trial.getAttribute('data-level'))
  return { item: generate(seed, level), level }
}

/** The right answer's tray positions, in the order to pick them. */
function answerPositions(item: WindowTrainItem): number[] {
  return solve(item).map((id) => item.tray.findIndex((tile) => tile.id === id))
}

test('a visitor plays Window Train to the end by keyboard alone; levels rise; nothing is sent', async ({ page }) => {
  test.setTimeout(240_000)
  const sent = watchGamesApi(page)
  await page.goto('/games/play/window-train?gameId=window-train')
  await expect(page.getByRole('heading', { name: 'Window Train', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ready' })).toBeFocused()
  await expectNoAxeViolations(page, 'the ready screen')
  await page.keyboard.press('Enter')

  const levels: number[] = []
  for (let round = 1; round <= TRIALS_PER_SESSION; round += 1) {
    const { item, level } = await currentWindowTrain(page)
    levels.push(level)
    await expect(page.getByText(`Round ${round} of ${TRIALS_PER_SESSION}`)).toBeVisible()
    if (round === 1) await expectNoAxeViolations(page, 'a trial')
    // The tray has the focus; arrow keys move along it (wrapping), Enter picks.
    let at = 0
    for (const position of answerPositions(item)) {
      const steps = (position - at + item.tray.length) % item.tray.length
      for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight')
      at = position
      await page.keyboard.press('Enter')
    }
    await expect(page.getByRole('button', { name: 'Done' })).toBeFocused()
    await page.keyboard.press('Enter')
    if (round < TRIALS_PER_SESSION) {
      await expect(page.getByText('That’s right.')).toBeVisible()
      if (round === 1) await expectNoAxeViolations(page, 'the feedback')
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused()
      await page.keyboard.press('Enter')
    }
  }

  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible()
  await expect(page.getByText(`You played ${TRIALS_PER_SESSION} rounds.`)).toBeVisible()
  // Two right in a row raise the level by one: 1, 1, 2, 2, 3, 3, ...
  expect(levels).toEqual(levels.map((_, index) => 1 + Math.floor(index / 2)))
  // Nothing on screen reads as a clock.
  await expect(page.locator('body')).not.toContainText(/\d+:\d\d|seconds|timer/i)
  await expectNoAxeViolations(page, 'the finish')
  expect(sent).toEqual([])
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('by taps alone with sound off and motion none: no audio is started, nothing is spoken, the settings stay', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await watchSound(page)
    const sent = watchGamesApi(page)
    await page.goto('/games/play/window-train?gameId=window-train')
    await page.getByRole('button', { name: 'Settings' }).tap()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByRole('group', { name: 'Sound' }).getByText('Off').tap()
    await settings.getByRole('group', { name: 'Movement' }).getByText('None').tap()
    await settings.getByRole('group', { name: 'Celebration' }).getByText('Stars').tap()
    await expectNoAxeViolations(page, 'the settings')
    await settings.getByRole('button', { name: 'Done' }).tap()

    // Remembered on this device: a reload keeps them.
    await page.reload()
    await page.getByRole('button', { name: 'Settings' }).tap()
    await expect(settings.getByRole('radio', { name: 'Off' })).toBeChecked()
    await expect(settings.getByRole('radio', { name: 'None' }).first()).toBeChecked()
    await settings.getByRole('button', { name: 'Done' }).tap()
    await expect(page.locator('[data-motion="none"]')).toBeVisible()

    await page.getByRole('button', { name: 'Ready' }).tap()
    for (let round = 1; round <= TRIALS_PER_SESSION; round += 1) {
      const { item } = await currentWindowTrain(page)
      const tray = page.getByRole('group', { name: 'Pick in order' }).getByRole('button')
      if (round === 1) {
        // Every control is a large target (at least 48 px each way), and nothing moves.
        for (const button of await page.getByRole('button').all()) {
          const box = await button.boundingBox()
          expect(box && Math.min(box.width, box.height), (await button.textContent()) ?? '').toBeGreaterThanOrEqual(48)
        }
        const transition = await tray.first().evaluate((element) => getComputedStyle(element).transitionDuration)
        expect(transition.split(',').every((duration) => parseFloat(duration) === 0)).toBe(true)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      }
      for (const position of answerPositions(item)) await tray.nth(position).tap()
      await page.getByRole('button', { name: 'Done' }).tap()
      if (round < TRIALS_PER_SESSION) await page.getByRole('button', { name: 'Next' }).tap()
    }
    await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible()
    expect(await soundCounts(page)).toEqual({ audioContexts: 0, spoken: 0 })
    expect(sent).toEqual([])
  })
})

test('a wrong answer gets a quiet word, three in a row a break, and stopping ends calmly', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/games/play/window-train')
  await page.getByRole('button', { name: 'Ready' }).click()
  for (let miss = 1; miss <= 3; miss += 1) {
    const { item } = await currentWindowTrain(page)
    // Pick the tray in reverse of the answer: the right items in the wrong order.
    for (const position of answerPositions(item).reverse()) {
      await page.getByRole('group', { name: 'Pick in order' }).getByRole('button').nth(position).click()
    }
    await page.getByRole('button', { name: 'Done' }).click()
    if (miss < 3) {
      await expect(page.getByText('Not this time. Let’s try another one.')).toBeVisible()
      await page.getByRole('button', { name: 'Next' }).click()
    }
  }
  await expect(page.getByRole('heading', { name: 'Let’s take a break' })).toBeVisible()
  await expectNoAxeViolations(page, 'the break')
  await page.getByRole('button', { name: 'Stop for today' }).click()
  await expect(page.getByText('We stopped here. See you next time.')).toBeVisible()
})

test('an unknown game shows the Not Found page', async ({ page }) => {
  await page.goto('/games/play/no-such-game')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})
