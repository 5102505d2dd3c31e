import { expect, test } from '@playwright/test'
import { signInToPortal } from './support.ts'

test('a visitor who follows a dead link sees "Page Not Found" with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')

  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible()
})

test("a signed-in doctor on an unknown portal path gets the portal's 404, with the way back to the dashboard, and HTTP 404", async ({
  page,
}) => {
  await signInToPortal(page, 'demo-doctor', '/doctordashboard')

  for (const path of ['/profile/nothing', '/doctordashboard/nothing', '/reports/nothing/else']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Back to Doctor Dashboard' })).toBeVisible()
  }

  await page.getByRole('link', { name: 'Back to Doctor Dashboard' }).click()
  await expect(page).toHaveURL('/doctordashboard')
  // The portal's pages themselves still answer 200, and the site's unknown paths the site's 404.
  expect((await page.goto('/profile'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
  expect((await page.goto('/no-such-page'))?.status()).toBe(404)
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible()
})
