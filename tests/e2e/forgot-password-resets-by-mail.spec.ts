import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { apiToken, expectToast, mailbox, submitPortalLogin, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

test('a parent who forgot the password resets it from the e-mailed link; old sessions end and only the new password works', async ({
  page,
  browser,
  request,
}) => {
  const id = uniqueSuffix()
  const parent = {
    username: `fp${id}`,
    password: 'Start@123',
    name: 'Nandini Rao',
    email: `nandini.${id}@example.org`,
    mobilenumber: '9123456780',
    address: 'Road 3, Banjara Hills, Hyderabad',
  }
  const adminToken = await apiToken(request, 'demo-admin')
  const registered = await request.post('/api/admins/register', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { ...parent, confirmPassword: parent.password, role: 'parent' },
  })
  expect(registered.status()).toBe(201)

  // Signed in elsewhere (another browser) before the reset.
  const otherDevice = await browser.newContext()
  const otherPage = await otherDevice.newPage()
  await submitPortalLogin(otherPage, parent.username, parent.password)
  await expect(otherPage).toHaveURL('/parentdashboard')

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await expect(page).toHaveTitle(/Forgot Password/)
  await page.getByLabel('Email', { exact: true }).fill(parent.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(/If an account uses that email address, we have sent it a link/)).toBeVisible()

  const mail = await smtp.waitFor((m) => m.to.includes(parent.email) && m.subject === 'Reset your password')
  const link = /(https?:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1]
  expect(link, mail.text).toBeTruthy()
  await page.goto(link as string)
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()

  const newPassword = 'Renewed$2026'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm password', { exact: true }).fill('Renewed$2027')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('Your password has been set. Please sign in with your new password.')).toBeVisible()

  // The other browser's session ended with the reset.
  await otherPage.goto('/parentdashboard/viewappointments')
  await expect(otherPage).toHaveURL(/\/login/)
  await otherDevice.close()

  // The link is spent.
  await page.goto(link as string)
  await page.getByLabel('New password', { exact: true }).fill('Another$2026')
  await page.getByLabel('Confirm password', { exact: true }).fill('Another$2026')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText(/This link is not valid/)).toBeVisible()

  await submitPortalLogin(page, parent.username, parent.password)
  await expectToast(page, 'Could not find Username')
  await submitPortalLogin(page, parent.username, newPassword)
  await expect(page).toHaveURL('/parentdashboard')
})
