import { expect, type Page } from '@playwright/test'

/** Password of every seeded demo account. */
export const DEMO_PASSWORD = 'Demo@12345'

/** The ten branches as seeded, in the order the home page lists them. */
export const SEEDED_BRANCH_NAMES = [
  'Bowenpally Centre',
  'Barkatpura Centre',
  'Kukatpally Centre',
  'Suchitra Centre',
  'Banjara Hills Centre',
  'Manikonda Centre',
  'Nacharam Centre',
  'Neredmet Centre',
  'Champapet Centre',
  'Special Education Center at Barkatpura',
] as const

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
