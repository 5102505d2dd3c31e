import { expect, test, type Page } from '@playwright/test'
import { axeOn } from './axe.ts'
import { CONTENT_PAGES as PAGES, openSitePage } from './site-support.ts'

async function headOf(page: Page) {
  const content = (selector: string) => page.locator(selector).first().getAttribute('content')
  return {
    title: await page.title(),
    description: await content('meta[name="description"]'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    ogTitle: await content('meta[property="og:title"]'),
    ogDescription: await content('meta[property="og:description"]'),
    ogUrl: await content('meta[property="og:url"]'),
    twitterCard: await content('meta[name="twitter:card"]'),
    twitterTitle: await content('meta[name="twitter:title"]'),
  }
}

test('every content page has its own title, description, canonical link and sharing tags', async ({ page }) => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const entry of PAGES) {
    const response = await page.goto(entry.path)
    expect(response?.status(), entry.path).toBe(200)
    const head = await headOf(page)
    expect(head.title, entry.path).toContain(entry.h1)
    expect(head.description?.length ?? 0, entry.path).toBeGreaterThan(30)
    expect(new URL(head.canonical as string).pathname, entry.path).toBe(entry.canonical)
    expect(head.ogUrl, entry.path).toBe(head.canonical)
    expect(head.ogTitle, entry.path).toBeTruthy()
    expect(head.ogDescription, entry.path).toBe(head.description)
    expect(head.twitterCard, entry.path).toBeTruthy()
    expect(head.twitterTitle, entry.path).toBeTruthy()
    // Short forms share their page's head; every other page has its own.
    titles.set(entry.canonical, head.title)
    descriptions.set(entry.canonical, head.description as string)
  }
  expect(new Set(titles.values()).size).toBe(titles.size)
  expect(new Set(descriptions.values()).size).toBe(descriptions.size)
})

// Each content page's own axe run (reduced motion, every rule axe runs by default) is in site-accessibility.spec.ts,
// which visits every public page once for axe (decision 049).

test('axe-core finds no violation with an FAQ answer open or the photo lightbox open', async ({ page }) => {
  await openSitePage(page, '/faq')
  await page.getByRole('main').getByRole('button').first().click()
  expect((await axeOn(page).analyze()).violations.map((v) => v.id)).toEqual([])

  await openSitePage(page, '/media/photos')
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Open photo: / })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible()
  expect((await axeOn(page).analyze()).violations.map((v) => v.id)).toEqual([])
})

test.describe('a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('reads every content page, served as HTML', async ({ page }) => {
    for (const entry of PAGES) {
      await page.goto(entry.path)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 }), entry.path).toContainText(entry.h1)
      await expect(main.getByText(entry.text, { exact: false }).first(), entry.path).toBeVisible()
    }
  })
})
