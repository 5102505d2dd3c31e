import type { Page } from '@playwright/test'

/** Opens a public page and waits until React has hydrated it, so its interactive pieces respond. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
