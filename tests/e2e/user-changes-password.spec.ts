import { expect, test, type APIRequestContext } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { apiToken, expectFieldError, expectToast, mailbox, submitPortalLogin, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

// Registering an account sends a welcome e-mail; keep a server listening for it.
test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

/** A fresh parent of demo-admin's centre, so no demo account's password ever changes. */
async function newParent(request: APIRequestContext) {
  const id = uniqueSuffix()
  const account = {
    username: `pw${id}`,
    password: 'Start@123',
    name: 'Farah Khan',
    email: `farah.${id}@example.org`,
    mobilenumber: '9123456780',
    address: 'Road 3, Banjara Hills, Hyderabad',
  }
  const token = await apiToken(request, 'demo-admin')
  const response = await request.post('/api/admins/register', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...account, confirmPassword: account.password, role: 'parent' },
  })
  expect(response.status()).toBe(201)
  return account
}

test('a user changes the password, is logged out after 3 s, and only the new password works', async ({
  page,
  request,
}) => {
  const user = await newParent(request)
  const newPassword = 'Changed$456'

  await submitPortalLogin(page, user.username, user.password)
  await expect(page).toHaveURL('/parentdashboard')
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Profile menu for ${user.name}` })
    .click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await expect(page).toHaveURL('/profile')
  await expect(page.getByText(user.username, { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Change Password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change Password' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Current password', { exact: true })).toBeFocused()

  // The confirmation must match.
  await dialog.getByLabel('Current password', { exact: true }).fill(user.password)
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword)
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('Changed$457')
  await dialog.getByRole('button', { name: 'Change Password' }).click()
  await expectFieldError(page, 'Confirm new password', 'New passwords do not match')

  // A wrong current password is refused, under its field.
  await dialog.getByLabel('Current password', { exact: true }).fill('Wrong@999')
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
  await dialog.getByRole('button', { name: 'Change Password' }).click()
  await expectFieldError(page, 'Current password', 'Current password is incorrect')
  await expect(page).toHaveURL('/profile')

  await dialog.getByLabel('Current password', { exact: true }).fill(user.password)
  await dialog.getByRole('button', { name: 'Change Password' }).click()
  await expectToast(page, 'Password changed successfully')
  await expect(dialog.getByText('You will be logged out in 3 seconds.', { exact: false })).toBeVisible()
  const changedAt = Date.now()
  await expect(page).toHaveURL('/login', { timeout: 8_000 })
  expect(Date.now() - changedAt).toBeGreaterThanOrEqual(2_000)

  // Logged out for real.
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login(\?redirect=|$)/)

  await submitPortalLogin(page, user.username, user.password)
  await expectToast(page, 'Could not find Username')
  await expect(page).toHaveURL('/login')

  await submitPortalLogin(page, user.username, newPassword)
  await expect(page).toHaveURL('/parentdashboard')
})

test('a parent edits the profile: bad input is refused, good input is saved', async ({ page, request }) => {
  const user = await newParent(request)
  await submitPortalLogin(page, user.username, user.password)
  await expect(page).toHaveURL('/parentdashboard')
  await page.goto('/profile')

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await page.getByLabel('Email', { exact: true }).fill('farah-at-example')
  await page.getByLabel('Phone number', { exact: true }).fill('12345')
  await page.getByLabel('Address', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectFieldError(page, 'Email', 'Email is invalid')
  await expectFieldError(page, 'Phone number', 'Mobile number must be 10 digits')
  await expectFieldError(page, 'Address', 'Address is required')

  // Cancel discards the edits.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText(user.email, { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Farah Khan Ali')
  await page.getByLabel('Phone number', { exact: true }).fill('9988776655')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Profile updated successfully!')
  await expect(page.getByText('9988776655', { exact: true })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu for Farah Khan Ali' })).toBeVisible()

  // Stored: it survives a reload.
  await page.reload()
  await expect(page.getByText('Farah Khan Ali', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('9988776655', { exact: true })).toBeVisible()
})

test('staff see their profile without an edit button', async ({ page }) => {
  await submitPortalLogin(page, 'demo-doctor')
  await expect(page).toHaveURL('/doctordashboard')
  await page.goto('/profile')
  await expect(page.getByText('demo-doctor', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0)
})
