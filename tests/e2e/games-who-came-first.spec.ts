import { expect, test } from '@playwright/test'
import { TRIALS_PER_SESSION } from '@app/games/schema'
import { generate, solve } from '../../portal/src/features/games/who-came-first/who-came-first.rules.ts'
import { arrowTo, currentTrial, expectNoAxeViolations, tabBackTo, tabTo } from './games-support.ts'

// A visitor plays Who Came First? from start to end by keyboard alone: each trial is regenerated from the seed and
// level the engine shows, and answered with the rules' own solution (a card is named "<colour> <animal>").
test('a visitor orders and picks the animals of a whole session by keyboard alone; axe finds nothing', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.goto('/games/play/who-came-first?gameId=who-came-first')
  await expect(page.getByRole('button', { name: 'Ready' })).toBeFocused()
  await page.keyboard.press('Enter')
  let previous: string | undefined
  for (let played = 0; played < TRIALS_PER_SESSION; played++) {
    const { seed, level, key } = await currentTrial(page, previous)
    previous = key
    const item = generate(seed, level)
    await tabTo(page, "I'm ready")
    if (played === 0) await expectNoAxeViolations(page, 'the sentence')
    await page.keyboard.press('Enter')
    for (const [index, id] of solve(item).picks.entries()) {
      if (played === 0 && index === 1) {
        await expectNoAxeViolations(page, 'the cards, one placed')
        // One "again" button, the engine's: with the cards out it shows the sentence again; the card placed stays.
        await expect(page.getByRole('button', { name: /again/i })).toHaveCount(1)
        await tabBackTo(page, 'Show the sentence again')
        await page.keyboard.press('Enter')
        await expect(page.getByRole('button', { name: "I'm ready" })).toBeFocused()
        await expect(page.getByRole('button', { name: /again/i })).toHaveText(['Say it again'])
        await page.keyboard.press('Enter')
        await expect(page.getByRole('button', { name: /placed 1st$/ })).toHaveCount(1)
      }
      const animal = item.mentioned.find((candidate) => candidate.id === id)!
      await arrowTo(page, `${animal.colour} ${animal.id}`)
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
