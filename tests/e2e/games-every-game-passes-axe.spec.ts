import { expect, test } from '@playwright/test'
import { GAME_SLUGS, playRoute } from '../../modules/games/src/games.schema.ts'
import { GAME_LOADERS } from '../../portal/src/features/games/registry.ts'
import { expectNoAxeViolations, soundCounts, watchSound } from './games-support.ts'

// Every game the portal registers, opened on a 390 px phone with motion 'none' and sound 'off': its first trial
// passes axe, nothing is wider than the screen, and the device stays silent — no AudioContext is ever made and
// nothing is spoken, even when the child asks to hear the instruction again. Driven by the registry, so a game
// added later is covered without touching this file.

const registered = GAME_SLUGS.filter((slug) => Object.hasOwn(GAME_LOADERS, slug))

test.use({ viewport: { width: 390, height: 844 } })

test('at least one game is registered', () => {
  expect(registered.length).toBeGreaterThan(0)
})

for (const slug of registered) {
  test(`${slug}: the first trial passes axe and plays silently with sound off`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.addInitScript(() => {
      localStorage.setItem('portal.gameSettings', JSON.stringify({ sound: 'off', motion: 'none' }))
    })
    await watchSound(page)

    await page.goto(playRoute(slug))
    await page.getByRole('button', { name: 'Ready', exact: true }).click()
    const trial = page.getByTestId('game-trial')
    await expect(trial).toBeVisible()
    await expect(trial).toHaveAttribute('data-seed', /^\d+$/)

    await expectNoAxeViolations(page, `${slug}'s first trial`)

    const widths = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(widths.scrollWidth, 'the play screen is wider than the phone').toBeLessThanOrEqual(widths.clientWidth)

    await page.getByRole('button', { name: 'Say it again' }).click()
    expect(await soundCounts(page)).toEqual({ audioContexts: 0, spoken: 0 })
  })
}
