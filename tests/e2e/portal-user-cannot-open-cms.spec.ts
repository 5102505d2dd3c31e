import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from './support.ts'

test('a centre admin who tries the CMS login is not let into /admin', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill('demo-admin')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto('/admin/collections/centres')
  // Payload sends anyone without admin access back to its login (or its "unauthorized" page).
  await expect(page).toHaveURL(/\/admin\/(login|unauthorized)/)
  await expect(page.getByRole('link', { name: 'Barkatpura Centre', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Branches', exact: true })).toHaveCount(0)
})
