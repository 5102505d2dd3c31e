import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { calendarMonthOf } from '../../modules/iep/src/iep.rules.ts'
import { clinicToday } from '../../modules/platform/src/clinic-time.ts'
import { DEMO_PASSWORD } from '../support/seed-data.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'
import { currentE2eServer } from './servers.ts'

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

/** The database of this worker's server, whose URL serve.mjs writes into the folder playwright.config.ts gives it. */
export const e2eDatabaseUrl = () => readFileSync(path.join(currentE2eServer.dataDir, 'database-url'), 'utf8').trim()

/** The port this worker's server sends mail to (tests/e2e/serve.mjs points SMTP_URL at it). */
export const E2E_SMTP_PORT = currentE2eServer.smtpPort

/**
 * A real SMTP server on the port the e2e server mails to. Start it in the journey that sends mail
 * (`beforeAll`) and stop it afterwards; only one journey at a time may hold the port.
 */
export function mailbox(): Promise<TestSmtpServer> {
  return startSmtpServer({ port: E2E_SMTP_PORT })
}

/** Screenshots are for a person to look at: taken on a developer's machine, or under CI with SCREENSHOTS=1. */
export const SCREENSHOTS = !process.env.CI || process.env.SCREENSHOTS === '1'

/** Saves a screenshot for a person to look at (see SCREENSHOTS); the whole page unless `fullPage` is false. */
export async function screenshotForPeople(page: Page, path: string, { fullPage = true } = {}): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path, fullPage })
}

/**
 * This month in the clinic's time zone (Asia/Kolkata), the first a plan may start in. Not the test machine's month:
 * from 18:30 UTC on a month's last day India is already in the next one, and the app goes by India.
 */
export const clinicMonth = () => calendarMonthOf(clinicToday())

/** A suffix that makes usernames and e-mail addresses unique to this run. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`
}

/** Signs in through the API (no browser) and returns the token, for setting up data. */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/users/login', { data: { username, password } })
  expect(response.status(), `login of ${username}`).toBe(200)
  const body = (await response.json()) as { token: string }
  return body.token
}

/** Opens the profile menu in the signed-in header and logs out; waits for /login. */
export async function logoutThroughMenu(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Profile menu for/ })
    .click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/login')
}

/** The 6-digit code in an OTP e-mail. */
export function otpFrom(mail: { text: string; subject: string }): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no 6-digit code in the e-mail "${mail.subject}"`)
  return code
}

/** A toast with exactly this title is showing. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(title, { exact: true })
      .first(),
  ).toBeVisible()
}

function escapeRegExp(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

/** The labelled field is marked invalid and its error is part of what a screen reader announces for it. */
export async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true })
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(escapeRegExp(message))
}

/** The labelled field shows no error. */
export async function expectNoFieldError(page: Page, label: string): Promise<void> {
  await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
}
