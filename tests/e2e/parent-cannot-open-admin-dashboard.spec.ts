import { expect, test } from '@playwright/test'
import { signInToPortal } from './support.ts'

test('a parent who opens the admin dashboard is told "Access Forbidden" and led back home', async ({ page }) => {
  await signInToPortal(page, 'demo-parent', '/parentdashboard')

  await page.goto('/admindashboard/register')

  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible()
  for (const reason of [
    'You need to be logged in to view this page.',
    'You do not have sufficient permissions for this page.',
    'This area is restricted to specific roles.',
    'Your account may be inactive or awaiting approval.',
  ]) {
    await expect(page.getByText(reason, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'Register Account' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'JWL Enquiries' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Back to Parent Dashboard' }).click()
  await expect(page).toHaveURL('/parentdashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Parent Dashboard' })).toBeVisible()
})

test('a signed-out visitor of a guarded page goes to /login', async ({ page }) => {
  await page.goto('/admindashboard/register')
  await expect(page).toHaveURL(/\/login(\?redirect=|$)/)
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login(\?redirect=|$)/)
})

test('a signed-in user on an unknown portal page sees "Page Not Found" with a way back to their dashboard', async ({
  page,
}) => {
  await signInToPortal(page, 'demo-doctor', '/doctordashboard')

  await page.goto('/doctordashboard/no-such-screen')

  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Doctor Dashboard' }).click()
  await expect(page).toHaveURL('/doctordashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor Dashboard' })).toBeVisible()
})
