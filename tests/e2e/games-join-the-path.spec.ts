import { expect, test } from '@playwright/test'
import { TRIALS_PER_SESSION } from '@app/games/schema'
import { generate, solve } from '../../portal/src/features/games/join-the-path/join-the-path.rules.ts'
import { arrowTo, currentTrial, expectNoAxeViolations, tabBackTo, tabTo } from './games-support.ts'

// A visitor plays Join the Path from start to end by keyboard alone: each trial is regenerated from the seed and
// level the engine shows, and answered with the rules' own solution (shape names are their English ids).
test('a visitor joins every path of a session by keyboard alone; axe finds nothing on the path or the board', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.goto('/games/play/join-the-path?gameId=join-the-path')
  await expect(page.getByRole('button', { name: 'Ready' })).toBeFocused()
  await page.keyboard.press('Enter')
  let previous: string | undefined
  for (let played = 0; played < TRIALS_PER_SESSION; played++) {
    const { seed, level, key } = await currentTrial(page, previous)
    previous = key
    const item = generate(seed, level)
    await tabTo(page, "I'm ready")
    if (played === 0) await expectNoAxeViolations(page, 'the path')
    await page.keyboard.press('Enter')
    for (const [step, id] of solve(item).taps.entries()) {
      if (played === 0 && step === 1) {
        await expectNoAxeViolations(page, 'the board, one shape joined')
        // One "again" button, the engine's: on the board it shows the path again; the joins so far stay.
        await expect(page.getByRole('button', { name: /again/i })).toHaveCount(1)
        await tabBackTo(page, 'Show the path again')
        await page.keyboard.press('Enter')
        await expect(page.getByRole('list', { name: 'The path' })).toBeVisible()
        await expect(page.getByRole('button', { name: "I'm ready" })).toBeFocused()
        await expect(page.getByRole('button', { name: /again/i })).toHaveText(['Say it again'])
        await page.keyboard.press('Enter')
        await expect(page.getByRole('button', { name: /joined as step 1$/ })).toHaveCount(1)
      }
      await arrowTo(page, id)
      await page.keyboard.press('Enter')
    }
    if (played < TRIALS_PER_SESSION - 1) {
      await expect(page.getByText('That’s right.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused()
      await page.keyboard.press('Enter')
    }
  }
  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible()
  await expectNoAxeViolations(page, 'the finish')
})
