import { expect, test, type Locator, type Page } from '@playwright/test'
import { TRIALS_PER_SESSION } from '../../modules/games/src/games.schema.ts'
import { generate, solve } from '../../portal/src/features/games/pattern-grid/pattern-grid.rules.ts'
import { expectNoAxeViolations, tabTo, watchGamesApi } from './games-support.ts'

// A visitor plays a whole Pattern Grid session by keyboard alone: each trial's item is regenerated from the seed
// and level the engine puts on the trial's wrapper, and answered with the rules' own solution through key presses.

async function answerByKeyboard(page: Page, trial: Locator) {
  const item = generate(Number(await trial.getAttribute('data-seed')), Number(await trial.getAttribute('data-level')))
  const answer = solve(item)
  if ('choice' in answer) {
    await tabTo(page, trial.getByRole('group', { name: 'Choices' }).getByRole('button').first())
    for (let step = 0; step < answer.choice; step += 1) await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    return
  }
  // Tap to pick, tap to place: a picture, then its cell of the table; Done once every picture is placed.
  const pieces = trial.getByRole('group', { name: 'Pictures to sort' }).getByRole('button')
  const rows = trial.getByRole('table').getByRole('row')
  for (const [index, placement] of answer.placements.entries()) {
    await tabTo(page, pieces.nth(index))
    await page.keyboard.press('Enter')
    await expect(pieces.nth(index)).toHaveAttribute('aria-pressed', 'true')
    await tabTo(
      page,
      rows
        .nth(placement!.row + 1)
        .getByRole('button')
        .nth(placement!.column),
    )
    await page.keyboard.press('Enter')
    await expect(pieces.nth(index)).toHaveAccessibleName(/in the table$/)
  }
  await tabTo(page, trial.getByRole('button', { name: 'Done' }))
  await page.keyboard.press('Enter')
}

test('a visitor plays a whole Pattern Grid session by keyboard alone, from 2×2 to 3×3 grids; axe finds nothing', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const sent = watchGamesApi(page)
  await page.goto('/games/play/pattern-grid?gameId=pattern-grid')
  await expect(page.getByRole('button', { name: 'Ready' })).toBeFocused()
  await page.keyboard.press('Enter')

  const sizes = new Set<number>()
  for (let round = 1; round <= TRIALS_PER_SESSION; round += 1) {
    await expect(page.getByText(`Round ${round} of ${TRIALS_PER_SESSION}`)).toBeVisible()
    const trial = page.getByTestId('game-trial')
    const item = generate(Number(await trial.getAttribute('data-seed')), Number(await trial.getAttribute('data-level')))
    if (item.mode !== 'matrix') throw new Error('a first session stays with the grids')
    // The grid says which cell is empty, in words as well as with its question mark.
    await expect(
      trial.getByRole('img', {
        name: `Row ${item.missing.row + 1}, column ${item.missing.column + 1}: empty, to fill`,
      }),
    ).toBeVisible()
    if (!sizes.has(item.size)) await expectNoAxeViolations(page, `a ${item.size}×${item.size} grid`)
    sizes.add(item.size)
    await answerByKeyboard(page, trial)
    if (round < TRIALS_PER_SESSION) {
      await expect(page.getByText('That’s right.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused()
      await page.keyboard.press('Enter')
    }
  }
  await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible()
  expect([...sizes].sort()).toEqual([2, 3])
  expect(sent).toEqual([])
})

test.describe('on a 390 px phone with extra-large buttons and high contrast', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the choices are large, the grid fits the screen, and a tap answers', async ({ page }) => {
    await page.goto('/games/play/pattern-grid?gameId=pattern-grid')
    await page.getByRole('button', { name: 'Settings' }).tap()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByRole('group', { name: 'Button size' }).getByText('Extra large').tap()
    await settings.getByText('High contrast').tap()
    await settings.getByRole('button', { name: 'Done' }).tap()
    await page.getByRole('button', { name: 'Ready' }).tap()

    const trial = page.getByTestId('game-trial')
    const item = generate(Number(await trial.getAttribute('data-seed')), Number(await trial.getAttribute('data-level')))
    const choices = trial.getByRole('group', { name: 'Choices' }).getByRole('button')
    for (const choice of await choices.all()) {
      const box = await choice.boundingBox()
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(96)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page, 'a grid in high contrast')
    const answer = solve(item)
    if (!('choice' in answer)) throw new Error('the first level is a grid')
    await choices.nth(answer.choice).tap()
    await expect(page.getByText('That’s right.')).toBeVisible()
  })
})
