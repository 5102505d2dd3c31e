import { expect, test } from '@playwright/test'
import { submitPortalLogin } from './support.ts'

for (const username of ['demo-editor', 'demo-superadmin']) {
  test(`${username} signs in at /login and lands in the CMS already signed in`, async ({ page }) => {
    await submitPortalLogin(page, username)
    await expect(page).toHaveURL(/\/admin\/?$/)
    // The admin panel's own navigation shows only to a signed-in CMS user.
    await expect(page.getByRole('link', { name: 'Branches', exact: true })).toBeVisible()
    await expect(page).not.toHaveURL(/\/admin\/login/)
  })
}
