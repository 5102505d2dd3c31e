import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

// Keyboard-only play of a game's trials: a test moves focus with Tab and the arrow keys and answers with Enter,
// as a child without a pointer would. Nothing is clicked.

/** The accessible name of the focused element (its aria-label, else its text). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return ''
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
  })
}

async function pressUntilFocused(page: Page, key: string, name: string | RegExp, limit: number): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text))
  for (let presses = 0; presses <= limit; presses++) {
    if (matches(await focusedName(page))) return
    await page.keyboard.press(key)
  }
  throw new Error(`${key} never reached "${String(name)}" (focus is on "${await focusedName(page)}")`)
}

/** Presses Tab until the control of this name has the focus. */
export const tabTo = (page: Page, name: string | RegExp) => pressUntilFocused(page, 'Tab', name, 40)

/** Presses Shift+Tab until the control of this name has the focus (for a control before the focus). */
export const tabBackTo = (page: Page, name: string | RegExp) => pressUntilFocused(page, 'Shift+Tab', name, 40)

/** Presses the right arrow (within a group of choices) until the choice of this name has the focus. */
export const arrowTo = (page: Page, name: string | RegExp) => pressUntilFocused(page, 'ArrowRight', name, 12)

/** The seed and level of the trial on screen, from the engine's wrapper. */
export async function currentTrial(page: Page): Promise<{ seed: number; level: number }> {
  const trial = page.getByTestId('game-trial')
  await expect(trial).toBeVisible()
  return { seed: Number(await trial.getAttribute('data-seed')), level: Number(await trial.getAttribute('data-level')) }
}

/** axe on the page as it is, the experimental rule that a control's name holds its visible words included. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${where}`,
  ).toEqual([])
}
