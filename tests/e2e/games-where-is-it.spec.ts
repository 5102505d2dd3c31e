import { expect, test } from '@playwright/test'
import { TRIALS_PER_SESSION } from '../../modules/games/src/games.schema.ts'
import {
  generateWhereIsIt,
  solveWhereIsIt,
  type WhereIsItItem,
} from '../../portal/src/features/games/where-is-it/where-is-it.rules.ts'
import { currentTrial, expectNoAxeViolations, inTrial, pressOn, watchGamesApi } from './games-support.ts'

/**
 * Where Is It?, played to the end by keyboard alone as a visitor: each trial is regenerated from the seed and level
 * on the trial element and answered with the game's own solve(), by Tab and Enter only.
 */

// How a picture is read out, written here from what the picture draws: each object and its square of the 3 × 3
// grid, row by row from the top left. A child who hears the screen picks the picture by these words.
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
const heard = (item: WhereIsItItem, scene: number[]) =>
  item.objects.map((object, index) => `the ${object} ${SAID_SQUARES[scene[index]]}`).join(', ')

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
    const answer = solveWhereIsIt(item)
    if (item.mode === 'pick') {
      // Four pictures, each a button named by what it shows, in the order drawn.
      const pictures = page.getByTestId('game-trial').getByRole('button', { name: /^Picture \d: / })
      await expect(pictures).toHaveCount(4)
      for (const [index, scene] of item.scenes.entries()) {
        await expect(pictures.nth(index)).toHaveAccessibleName(`Picture ${index + 1}: ${heard(item, scene)}`)
      }
    }
    if (round === 1 || round === TRIALS_PER_SESSION) await expectNoAxeViolations(page, `trial ${round}`)
    if (answer.kind === 'pick') {
      // Picked by its description alone, as a child hearing the screen would: Tab until it is read out, Enter.
      const description = heard(item, item.scenes[answer.scene])
      await pressOn(page, inTrial(page, `button[aria-label$=": ${description}"]`))
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
