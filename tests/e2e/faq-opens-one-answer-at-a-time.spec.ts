import { expect, test } from '@playwright/test'
import { openSitePage } from './site-support.ts'
import { FAQ_SEED } from '../../cms/seed/content-pages/faq.ts'

const [first, second] = FAQ_SEED

test('opening one FAQ closes the other, by mouse and by keyboard', async ({ page }) => {
  await openSitePage(page, '/faq')
  const main = page.getByRole('main')
  const firstButton = main.getByRole('button', { name: first.question })
  const secondButton = main.getByRole('button', { name: second.question })
  const firstAnswer = main.getByText(first.answer)
  const secondAnswer = main.getByText(second.answer)

  await expect(main.getByRole('button', { expanded: false })).toHaveCount(FAQ_SEED.length)
  await expect(firstAnswer).toBeHidden()

  await firstButton.click()
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true')
  await expect(firstAnswer).toBeVisible()

  await secondButton.click()
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true')
  await expect(secondAnswer).toBeVisible()
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false')
  await expect(firstAnswer).toBeHidden()

  // Keyboard: Tab back to the first question, Enter opens it (closing the second), Space closes it.
  await secondButton.focus()
  await page.keyboard.press('Shift+Tab')
  await expect(firstButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(firstAnswer).toBeVisible()
  await expect(secondAnswer).toBeHidden()
  await page.keyboard.press('Space')
  await expect(firstAnswer).toBeHidden()
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every answer is on the page to read', async ({ page }) => {
    await page.goto('/faq')
    for (const faq of FAQ_SEED) await expect(page.getByRole('main').getByText(faq.answer)).toBeVisible()
  })
})
