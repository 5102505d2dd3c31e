import { expect, test } from '@playwright/test'
import { openSitePage } from './site-support.ts'
import { SERVICE_PAGES_SEED } from '../../cms/seed/content-pages/services.ts'

const FRAMES = [
  'Sensory integration',
  'Neuro-developmental',
  'Teaching-learning',
  'Childhood occupations',
  'Social participation',
  'Visual perception',
  'Motor skill acquisition',
  'Handwriting',
]

test('the services overview has six tiles, each leading to its own page', async ({ page }) => {
  await page.goto('/services')
  const tiles = page
    .getByRole('main')
    .getByRole('link', { name: /.+/ })
    .filter({ has: page.locator('img') })
  const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(new Set(hrefs)).toEqual(new Set(Object.keys(SERVICE_PAGES_SEED).map((slug) => `/services/${slug}`)))
  for (const href of hrefs) {
    const response = await page.request.get(href as string)
    expect(response.status(), href as string).toBe(200)
  }
})

test('occupational therapy: the 8 frames of reference open one at a time', async ({ page }) => {
  await openSitePage(page, '/services/occupational-therapy')
  const accordion = page.getByRole('region', { name: 'Frames of reference we use' })
  const buttons = accordion.getByRole('button')
  await expect(buttons).toHaveText(FRAMES)
  await expect(accordion.getByRole('button', { expanded: true })).toHaveCount(0)

  await buttons.nth(0).click()
  await expect(accordion.getByText(/over- or under-sensitive/)).toBeVisible()
  await buttons.nth(7).click()
  await expect(accordion.getByText(/pencil grip/)).toBeVisible()
  await expect(accordion.getByText(/over- or under-sensitive/)).toBeHidden()
  await expect(accordion.getByRole('button', { expanded: true })).toHaveText(['Handwriting'])
})

test('behaviour therapy: 8 service cards and the diagram', async ({ page }) => {
  await page.goto('/services/behaviour-therapy')
  const cards = page.getByRole('region', { name: 'What we offer' }).getByRole('listitem')
  await expect(cards).toHaveCount(8)
  await expect(cards.getByRole('heading', { level: 3 }).first()).toHaveText('ABC analysis')
  const diagram = page.getByRole('region', { name: 'How the pieces fit together' })
  await expect(diagram.locator('svg')).toBeVisible()
  const parts = [
    'ABC analysis',
    'Social skills',
    'Life skills',
    'Self help',
    'Theory of mind',
    'Group therapy',
    'Parent training',
  ]
  // One bubble per part around the centre, and the same words for screen readers.
  await expect(diagram.locator('svg > g')).toHaveCount(parts.length)
  await expect(diagram.locator('svg')).toContainText('Your child')
  await expect(diagram.getByRole('listitem')).toHaveText(parts.map((part) => `Your child: ${part}`))
})

test('speech therapy: its two services', async ({ page }) => {
  await page.goto('/services/speech-therapy')
  await expect(
    page.getByRole('region', { name: 'Our two speech services' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Speech and language evaluation', 'Receptive language evaluation'])
})
