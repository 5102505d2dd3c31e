import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '../support/seed-data.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

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

/** The port the e2e server sends mail to (tests/e2e/serve.mjs points SMTP_URL at it). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1)

/**
 * A real SMTP server on the port the e2e server mails to. Start it in the journey that sends mail
 * (`beforeAll`) and stop it afterwards; only one journey at a time may hold the port.
 */
export function mailbox(): Promise<TestSmtpServer> {
  return startSmtpServer({ port: E2E_SMTP_PORT })
}
