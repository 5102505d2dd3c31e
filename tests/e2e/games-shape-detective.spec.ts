import { expect, test } from '@playwright/test'
import { TRIALS_PER_SESSION } from '../../modules/games/src/games.schema.ts'
import {
  generateShapeDetective,
  solveShapeDetective,
} from '../../portal/src/features/games/shape-detective/shape-detective.rules.ts'
import { currentTrial, expectNoAxeViolations, inTrial, pressOn, watchGamesApi } from './games-support.ts'

/**
 * Shape Detective, played to the end by keyboard alone as a visitor: shadows first, then figures studied until
 * "Ready" and found in a design. Each trial is regenerated from its seed and level and answered with solve().
 */

test('a visitor plays Shape Detective to the end by keyboard alone, looking at a figure again once', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const sent = watchGamesApi(page)
  await page.goto('/games/play/shape-detective?gameId=shape-detective')
  await expect(page.getByRole('heading', { name: 'Shape Detective', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ready' })).toBeFocused()
  await page.keyboard.press('Enter')

  const trial = () => page.getByTestId('game-trial')
  const modes: string[] = []
  let lookedAgain = false
  let previous: string | undefined
  for (let round = 1; round <= TRIALS_PER_SESSION; round += 1) {
    const shown = await currentTrial(page, previous)
    previous = shown.key
    const item = generateShapeDetective(shown.seed, shown.level)
    modes.push(item.mode)
    if (round === 1) await expectNoAxeViolations(page, 'a shadow trial')
    if (item.mode === 'hidden') {
      // The figure alone first; the designs only after "Ready", and the figure can be brought back.
      await expect(trial().getByRole('img', { name: 'The shape to find' })).toBeVisible()
      await expect(trial().getByRole('button', { name: /^Picture \d$/ })).toHaveCount(0)
      if (!lookedAgain) await expectNoAxeViolations(page, 'studying a figure')
      await pressOn(page, inTrial(page, '[data-ready]'))
      await expect(
        trial()
          .getByRole('button', { name: /^Picture \d$/ })
          .first(),
      ).toBeFocused()
      await expect(trial().getByRole('img', { name: 'The shape to find' })).toHaveCount(0)
      if (!lookedAgain) {
        await expectNoAxeViolations(page, 'choosing a design')
        await pressOn(page, inTrial(page, '[data-look-again]'))
        await expect(trial().getByRole('img', { name: 'The shape to find' })).toBeVisible()
        await pressOn(page, inTrial(page, '[data-ready]'))
        lookedAgain = true
      }
    }
    await pressOn(page, inTrial(page, `[data-option="${solveShapeDetective(item).choice}"]`))
    if (round < TRIALS_PER_SESSION) {
      await expect(page.getByText('That’s right.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused()
      await page.keyboard.press('Enter')
    }
  }

  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible()
  // Right every time: shadow matching first, then the hidden figures.
  expect(modes.slice(0, 4)).toEqual(['shadow', 'shadow', 'shadow', 'shadow'])
  expect(modes.slice(4)).toContain('hidden')
  expect(lookedAgain).toBe(true)
  expect(sent).toEqual([])
})
