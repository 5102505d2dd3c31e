import { expect, test } from '@playwright/test'

test('a visitor who follows a dead link sees "Page Not Found" with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')

  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
})
