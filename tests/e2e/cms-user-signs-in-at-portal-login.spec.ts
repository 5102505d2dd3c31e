import { expect, test } from '@playwright/test'
import { submitPortalLogin } from './support.ts'

test('a superadmin who signs in at /login lands in the CMS already signed in', async ({ page }) => {
  await submitPortalLogin(page, 'demo-superadmin')
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: /dashboard/i }).first()).toBeVisible()
  await expect(page).not.toHaveURL(/\/admin\/login/)
})
