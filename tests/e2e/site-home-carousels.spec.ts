import { expect, test } from '@playwright/test'
import { openSitePage } from './site-support.ts'

test.use({ viewport: { width: 1280, height: 800 } })

test('the hero slider wraps around in both directions', async ({ page }) => {
  await openSitePage(page, '/')
  const hero = page.getByRole('region', { name: 'Highlights' })
  const slide = (n: number) => hero.getByRole('group', { name: `${n} of 6`, includeHidden: true })
  await expect(hero.getByRole('group', { includeHidden: true })).toHaveCount(6)
  await expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
  await expect(slide(1)).toBeInViewport({ ratio: 0.9 })
  await expect(slide(1).getByRole('img', { includeHidden: true })).toHaveAttribute('fetchpriority', 'high')

  // Each move is a 500 ms slide (docs/product.md §3.3).
  const track = hero.locator('.hero-track')
  expect(await track.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.5s')

  await hero.getByRole('button', { name: 'Previous slide' }).click()
  await expect(hero.getByText('6 / 6')).toBeVisible()
  await expect(slide(6)).toHaveAttribute('aria-hidden', 'false')
  await expect(slide(6)).toBeInViewport({ ratio: 0.9 })
  await expect(slide(1)).not.toBeInViewport()

  await hero.getByRole('button', { name: 'Next slide' }).click()
  await expect(hero.getByText('1 / 6')).toBeVisible()
  await expect(slide(1)).toBeInViewport({ ratio: 0.9 })
  await hero.getByRole('button', { name: 'Next slide' }).click()
  await expect(hero.getByText('2 / 6')).toBeVisible()
  await expect(slide(2)).toBeInViewport({ ratio: 0.9 })
})

test('the treatment carousel shows three pictures and stops at both ends', async ({ page }) => {
  await openSitePage(page, '/')
  const carousel = page.getByRole('region', { name: 'Treatment' })
  await carousel.scrollIntoViewIfNeeded()
  const items = carousel.getByRole('group', { includeHidden: true })
  await expect(items).toHaveCount(13)
  const previous = carousel.getByRole('button', { name: 'Previous pictures' })
  const next = carousel.getByRole('button', { name: 'Next pictures' })
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()
  await expect(carousel.getByRole('group', { name: /of 13$/ })).toHaveCount(3)

  for (let step = 0; step < 10; step++) await next.click()
  await expect(next).toBeDisabled()
  await expect(previous).toBeEnabled()
  await expect(carousel.getByRole('group', { name: /of 13$/ })).toHaveCount(3)
  await expect(carousel.getByRole('group', { name: '13 of 13' })).toBeInViewport({ ratio: 0.9 })
  await expect(carousel.getByRole('group', { name: '11 of 13' })).toBeInViewport({ ratio: 0.9 })

  for (let step = 0; step < 10; step++) await previous.click()
  await expect(previous).toBeDisabled()
  await expect(carousel.getByRole('group', { name: '1 of 13' })).toBeInViewport({ ratio: 0.9 })
})
