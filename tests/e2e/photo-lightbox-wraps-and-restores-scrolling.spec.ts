import { expect, test } from '@playwright/test'
import { openSitePage } from './site-support.ts'
import { GALLERY_SEED } from '../../cms/seed/content-pages/media.ts'

const count = GALLERY_SEED.length

test.use({ viewport: { width: 800, height: 600 } })

test('the lightbox wraps both ways, closes with Escape or its button, and gives back scrolling and focus', async ({
  page,
}) => {
  await openSitePage(page, '/media/photos')
  const links = page.getByRole('main').getByRole('link', { name: /^Open photo: / })
  await expect(links).toHaveCount(count)

  // Open a photo further down the page, so the page has scrolled.
  const opener = links.nth(6)
  await opener.scrollIntoViewIfNeeded()
  const scrollBefore = await page.evaluate(() => window.scrollY)
  expect(scrollBefore).toBeGreaterThan(0)
  await opener.click()

  const dialog = page.getByRole('dialog', { name: 'Photo viewer' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(`${GALLERY_SEED[6]} 7 of ${count}`)
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()

  // The page behind does not scroll while the lightbox is open.
  await page.mouse.wheel(0, 400)
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore)

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore)
  await page.mouse.wheel(0, 300)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore)

  // From the first photo, Previous wraps to the last and Next wraps back to the first.
  await links.first().click()
  await expect(dialog).toContainText(`1 of ${count}`)
  await dialog.getByRole('button', { name: 'Previous photo' }).click()
  await expect(dialog).toContainText(`${GALLERY_SEED[count - 1]} ${count} of ${count}`)
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', GALLERY_SEED[count - 1])
  await dialog.getByRole('button', { name: 'Next photo' }).click()
  await expect(dialog).toContainText(`1 of ${count}`)
  await page.keyboard.press('ArrowRight')
  await expect(dialog).toContainText(`2 of ${count}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(links.first()).toBeFocused()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
})
