import { expect, test } from '@playwright/test'
import { signInToPortal } from './support.ts'

test('a parent who opens the admin dashboard is told "Access Forbidden"', async ({ page }) => {
  await signInToPortal(page, 'demo-parent', '/parentdashboard')

  await page.goto('/admindashboard')

  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'JWL Enquiries' })).toHaveCount(0)
})
