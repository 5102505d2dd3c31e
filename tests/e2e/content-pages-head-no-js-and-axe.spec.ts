import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { FAQ_SEED } from '../../cms/seed/content-pages/faq.ts'
import { WHY_US_SEED } from '../../cms/seed/content-pages/about.ts'
import { openSitePage } from './site-support.ts'

/** Each content page: its path, the canonical path, its <h1> and a text only its content has. */
const PAGES = [
  { path: '/aboutus/whoarewe', canonical: '/aboutus/whoarewe', h1: 'Who We Are', text: 'Our mission' },
  { path: '/aboutus/whyus', canonical: '/aboutus/whyus', h1: 'Why Us', text: WHY_US_SEED.claims[24] },
  { path: '/whyus', canonical: '/aboutus/whyus', h1: 'Why Us', text: WHY_US_SEED.claims[0] },
  {
    path: '/aboutus/foundermessages',
    canonical: '/aboutus/foundermessages',
    h1: 'Founder Messages',
    text: 'Our Co-founder',
  },
  { path: '/aboutus/goals', canonical: '/aboutus/goals', h1: 'Our Goals', text: 'Early identification' },
  { path: '/goals', canonical: '/aboutus/goals', h1: 'Our Goals', text: 'Emotional well-being' },
  { path: '/aboutus/research', canonical: '/aboutus/research', h1: 'Research', text: 'Ongoing projects' },
  { path: '/research', canonical: '/aboutus/research', h1: 'Research', text: 'Our research team' },
  {
    path: '/services/assessment-evaluation',
    canonical: '/services/assessment-evaluation',
    h1: 'Assessment',
    text: 'Diagnostic evaluation',
  },
  {
    path: '/services/occupational-therapy',
    canonical: '/services/occupational-therapy',
    h1: 'Occupational Therapy',
    text: 'pencil grip',
  },
  {
    path: '/services/behaviour-therapy',
    canonical: '/services/behaviour-therapy',
    h1: 'Behaviour Therapy',
    text: 'Theory of mind',
  },
  {
    path: '/services/remedial-therapy',
    canonical: '/services/remedial-therapy',
    h1: 'Remedial',
    text: 'multi-sensory',
  },
  {
    path: '/services/behaviour-modification',
    canonical: '/services/behaviour-modification',
    h1: 'Behaviour Modification',
    text: 'visual schedules',
  },
  {
    path: '/services/speech-therapy',
    canonical: '/services/speech-therapy',
    h1: 'Speech',
    text: 'Receptive language evaluation',
  },
  { path: '/training', canonical: '/training', h1: 'Training', text: 'COGENT' },
  { path: '/media/photos', canonical: '/media/photos', h1: 'Photos', text: 'Art and craft afternoon' },
  { path: '/media/videos', canonical: '/media/videos', h1: 'Videos', text: 'Preparing your child for school' },
  { path: '/faq', canonical: '/faq', h1: 'Frequently Asked Questions', text: FAQ_SEED[1].answer },
  { path: '/terms-and-conditions', canonical: '/terms-and-conditions', h1: 'Terms and Conditions', text: 'Rs. 7,500' },
]

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

test.describe('axe-core finds no accessibility violation', () => {
  for (const entry of PAGES.filter((p) => p.path === p.canonical)) {
    test(entry.path, async ({ page }) => {
      // Reduced motion: the why-us claims are then fully drawn, so colour contrast is measured on the real colours.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(entry.path)
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})

test('axe-core finds no violation with an FAQ answer open or the photo lightbox open', async ({ page }) => {
  await openSitePage(page, '/faq')
  await page.getByRole('main').getByRole('button').first().click()
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])

  await openSitePage(page, '/media/photos')
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Open photo: / })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
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
