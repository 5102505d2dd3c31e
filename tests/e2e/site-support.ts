import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from './support.ts'

/** Waits until React has hydrated the server-rendered page, so its interactive pieces respond. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** Opens a public page and waits for its interactive pieces. */
export async function openSitePage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
}

/** A CMS token for the demo editor, for reading what the site stored and for tidying up. */
export async function cmsAuth(request: APIRequestContext, username = 'demo-editor'): Promise<Record<string, string>> {
  const login = await request.post('/cms-api/users/login', { data: { username, password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

export { PUBLIC_PATHS } from '../support/public-paths.ts'
