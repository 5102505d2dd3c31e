import { expect, test } from '@playwright/test'
import { SEEDED_BRANCH_NAMES } from './support.ts'

test.use({ javaScriptEnabled: false })

test('pages are readable and every menu entry is a plain link without JavaScript', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome to our Child Development Centres')
  await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('img').first()).toBeVisible()
  const tiles = main.getByRole('region', { name: 'Our Services' }).getByRole('link')
  await expect(tiles).toHaveCount(6)
  await expect(tiles.last()).toHaveAttribute('href', '/services/speech-therapy')
  await expect(tiles.last()).toHaveAccessibleName('Speech Therapy')

  // The header's menu is links (dropdown entries included), so it leads everywhere without scripts.
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu).toBeVisible()
  for (const [name, href] of [
    ['Why Us', '/aboutus/whyus'],
    ['Occupational Therapy', '/services/occupational-therapy'],
    ['Videos', '/media/videos'],
    ['Contact Us', '/contact'],
  ]) {
    await expect(menu.getByRole('link', { name, exact: true, includeHidden: true })).toHaveAttribute('href', href)
  }
  // The Appointment button falls back to the branches page, which lists every phone number.
  await page.getByRole('button', { name: 'Appointment' }).click()
  await expect(page).toHaveURL(/\/ourbranches$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...SEEDED_BRANCH_NAMES])
  await expect(page.getByRole('main').getByRole('link', { name: /^Call / })).toHaveCount(10)

  await page.goto('/services/speech-therapy')
  await expect(page.getByRole('heading', { level: 1, name: 'Speech Therapy' })).toBeVisible()
  await page.goto('/contact')
  await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Send us a message' }).getByLabel('Full name')).toBeEditable()
})

test('on a phone the menu shows its links in the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/ourbranches')
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Training', exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Photos', exact: true })).toBeVisible()
})
