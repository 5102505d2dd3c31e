import { expect, test } from '@playwright/test'
import { TRIALS_PER_SESSION } from '../../modules/games/src/games.schema.ts'
import { generateWhereIsIt, solveWhereIsIt } from '../../portal/src/features/games/where-is-it/where-is-it.rules.ts'
import { currentTrial, expectNoAxeViolations, inTrial, pressOn, watchGamesApi } from './games-support.ts'

/**
 * Where Is It?, played to the end by keyboard alone as a visitor: each trial is regenerated from the seed and level
 * on the trial element and answered with the game's own solve(), by Tab and Enter only.
 */

test('a visitor plays Where Is It? to the end by keyboard alone; the sentences grow with the level', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const sent = watchGamesApi(page)
  await page.goto('/games/play/where-is-it?gameId=where-is-it')
  await expect(page.getByRole('heading', { name: 'Where Is It?', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ready' })).toBeFocused()
  await page.keyboard.press('Enter')

  const levels: number[] = []
  let previous: string | undefined
  for (let round = 1; round <= TRIALS_PER_SESSION; round += 1) {
    const trial = await currentTrial(page, previous)
    previous = trial.key
    levels.push(trial.level)
    const item = generateWhereIsIt(trial.seed, trial.level)
    // Four pictures, each a button with its own name.
    await expect(page.getByTestId('game-trial').getByRole('button', { name: /^Picture \d$/ })).toHaveCount(4)
    if (round === 1 || round === TRIALS_PER_SESSION) await expectNoAxeViolations(page, `trial ${round}`)
    const answer = solveWhereIsIt(item)
    if (answer.kind === 'pick') {
      await pressOn(page, inTrial(page, `[data-option="${answer.scene}"]`))
    } else {
      await pressOn(page, inTrial(page, `[data-tray="${answer.object}"]`))
      await pressOn(page, inTrial(page, `[data-cell="${answer.cell}"]`))
      await pressOn(page, inTrial(page, '[data-done]'))
    }
    if (round < TRIALS_PER_SESSION) {
      await expect(page.getByText('That’s right.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused()
      await page.keyboard.press('Enter')
    }
  }

  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible()
  // Every answer right: two right raise the level, so the session climbed from one place word upwards.
  expect(levels).toEqual(levels.map((_, index) => 1 + Math.floor(index / 2)))
  expect(Math.max(...levels)).toBeGreaterThanOrEqual(4)
  expect(sent).toEqual([])
})
