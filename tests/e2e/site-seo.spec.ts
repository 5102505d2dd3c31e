import { expect, test } from '@playwright/test'
import { PUBLIC_PATHS } from './site-support.ts'

const SERVICE_PATHS = PUBLIC_PATHS.filter((path) => path.startsWith('/services/'))
/** The footer's short forms show the about-us pages; their canonical link (and the sitemap) name the long form. */
const SHORT_FORMS: Record<string, string> = {
  '/whyus': '/aboutus/whyus',
  '/goals': '/aboutus/goals',
  '/research': '/aboutus/research',
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  )
const metaOf = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]

/** The canonical address's path: the server writes absolute URLs on PUBLIC_URL (its own origin here). */
const pathOf = (url: string | undefined) => (url ? new URL(url).pathname : undefined)

test('every public page has its own title, description, canonical link and sharing tags', async ({ request }) => {
  const titles = new Set<string>()
  for (const path of PUBLIC_PATHS) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
    expect(title, path).toBeTruthy()
    // The short forms (/whyus) share their page's title and canonical link.
    if (!SHORT_FORMS[path]) {
      expect(titles.has(title as string), `${path} repeats the title "${title}"`).toBe(false)
    }
    titles.add(title as string)
    expect(metaOf(html, 'name', 'description')?.length, path).toBeGreaterThan(20)
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    expect(pathOf(canonical), path).toBe(SHORT_FORMS[path] ?? path)
    expect(metaOf(html, 'property', 'og:title'), path).toBe(title)
    expect(metaOf(html, 'property', 'og:url'), path).toBe(canonical)
    expect(metaOf(html, 'property', 'og:image'), path).toMatch(/^http.*\/uploads\//)
    expect(metaOf(html, 'name', 'twitter:card'), path).toBe('summary_large_image')
    expect(metaOf(html, 'name', 'twitter:title'), path).toBe(title)
  }
})

test('home and branches carry one MedicalClinic per branch with its address and phone', async ({ request }) => {
  for (const path of ['/', '/ourbranches']) {
    const clinics = jsonLdOf(await (await request.get(path)).text())
    expect(clinics, path).toHaveLength(10)
    for (const clinic of clinics) {
      expect(clinic).toMatchObject({ '@context': 'https://schema.org', '@type': 'MedicalClinic' })
      expect(clinic.telephone).toMatch(/^\+91 90000 000\d\d$/)
      expect(clinic.address).toMatchObject({
        '@type': 'PostalAddress',
        addressRegion: 'Telangana',
        addressCountry: 'IN',
        postalCode: expect.stringMatching(/^5000\d\d$/),
      })
    }
  }
  expect(jsonLdOf(await (await request.get('/faq')).text())).toEqual([])
})

test('sitemap.xml lists every public route in each language, service pages from the CMS; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  // Each page in English (no prefix), Telugu (/te) and Hindi (/hi): decision 062.
  const pages = PUBLIC_PATHS.filter((path) => !SHORT_FORMS[path])
  const inLanguage = (prefix: string) => pages.map((path) => (prefix && path === '/' ? prefix : `${prefix}${path}`))
  expect(locations.map(pathOf).sort()).toEqual(['', '/te', '/hi'].flatMap(inLanguage).sort())
  for (const location of locations) expect(location).toMatch(/^https?:\/\//)
  expect(SERVICE_PATHS).toHaveLength(6)

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toContain('User-agent: *')
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain('Disallow: /api/')
  expect(pathOf(/^Sitemap: (\S+)$/m.exec(text)?.[1])).toBe('/sitemap.xml')
})

test('unknown pages and unknown services answer 404 with a Page Not Found page kept out of search', async ({
  request,
}) => {
  for (const path of ['/no-such-page', '/services/no-such-service', '/aboutus']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page Not Found')
    expect(html).toContain('<meta name="robots" content="noindex" />')
  }
})

test('uploaded images are served as WebP with a one-year cache', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const src = /<img[^>]+src="(\/uploads\/[^"]+)"/.exec(html)?.[1]
  expect(src).toBeTruthy()
  const image = await request.get((src as string).replace(/&amp;/g, '&'))
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await request.get('/uploads/no-such-file.webp')).status()).toBe(404)
})
