import { expect, test } from '@playwright/test'
import { submitPortalLogin } from './support.ts'

test('a superadmin who signs in at /login lands in the CMS already signed in', async ({ page }) => {
  await submitPortalLogin(page, 'demo-superadmin')
  await expect(page).toHaveURL(/\/admin\/?$/)
  // The admin panel's own navigation shows only to a signed-in CMS user.
  await expect(page.getByRole('link', { name: 'Branches', exact: true })).toBeVisible()
  await expect(page).not.toHaveURL(/\/admin\/login/)
})
