import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '../support/seed-data.ts'

export { DEMO_PASSWORD, SEEDED_BRANCH_NAMES } from '../support/seed-data.ts'

/** Fills and submits the portal's login form; does not wait for where it leads. */
export async function submitPortalLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}

/** Signs in at /login and waits for the dashboard the role lands on. */
export async function signInToPortal(page: Page, username: string, dashboardPath: string): Promise<void> {
  await submitPortalLogin(page, username)
  await expect(page).toHaveURL(dashboardPath)
}
