import { expect, type Page } from '@playwright/test'

/** Presses Tab (only Tab) until the focused element matches `selector`; fails when it never does. */
export async function tabTo(page: Page, selector: string, maxPresses = 60): Promise<void> {
  for (let press = 0; press <= maxPresses; press++) {
    const there = await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)
    if (there) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

/** Tabs to the element and presses Enter on it. */
export async function pressOn(page: Page, selector: string): Promise<void> {
  await tabTo(page, selector)
  await page.keyboard.press('Enter')
}

/** The seed and level of the trial on screen, from the engine's wrapper, once it shows a new trial. */
export async function currentTrial(
  page: Page,
  previous?: string,
): Promise<{ seed: number; level: number; key: string }> {
  const trial = page.getByTestId('game-trial')
  await expect(trial).toBeVisible()
  if (previous) await expect.poll(async () => trialKey(page)).not.toBe(previous)
  const seed = Number(await trial.getAttribute('data-seed'))
  const level = Number(await trial.getAttribute('data-level'))
  return { seed, level, key: `${seed}:${level}` }
}

async function trialKey(page: Page): Promise<string> {
  const trial = page.getByTestId('game-trial')
  return `${await trial.getAttribute('data-seed')}:${await trial.getAttribute('data-level')}`
}
