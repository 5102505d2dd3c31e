import { describe, expect, it } from 'vitest'
import type { HomeContent } from '@app/content/types'
import { match, render } from '../entry-server.tsx'
import { common, image, siteData } from '../test/fixtures.ts'
import { SITE_ROUTES } from './routes.tsx'
import { PUBLIC_PATHS } from '../../../tests/support/public-paths.ts'

const noSeo = { title: null, description: null, image: null }

const home: HomeContent = {
  heroSlides: [
    { caption: 'First slide', image: image('hero-1') },
    { caption: null, image: image('hero-2') },
  ],
  welcomeTitle: 'Welcome',
  welcomeText: 'Hello parents',
  servicesHeading: 'Our Services',
  services: [{ title: 'Speech Therapy', slug: 'speech-therapy', summary: 'Words', image: image('speech') }],
  branchesHeading: 'Our Branches and Services',
  branches: common.branches.map((branch) => ({ ...branch, image: null })),
  treatmentHeading: 'Treatment',
  treatmentImages: [],
  seo: { title: null, description: null, image: null },
}

describe('public routes', () => {
  it('has a route for every public path of docs/product.md §3.1', () => {
    for (const path of PUBLIC_PATHS) expect(match(path).content, path).not.toBe('notFound')
  })

  it('gives every route its own title', () => {
    const paths = SITE_ROUTES.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('matches a trailing slash and parameters, and nothing unknown', () => {
    expect(match('/services/').route).toBe('/services')
    expect(match('/services/speech-therapy')).toEqual({
      route: '/services/:slug',
      content: 'service',
      params: { slug: 'speech-therapy' },
      locale: 'en',
      path: '/services/speech-therapy',
    })
    expect(match('/nope').content).toBe('notFound')
    expect(match('/services/a/b').content).toBe('notFound')
    expect(match('/services/%E0%A4%A').content).toBe('notFound')
  })

  it('renders the home page with the branches escaped, tap-to-call links and the first slide as LCP image', () => {
    const page = render(siteData('/', home))
    expect(page.status).toBe(200)
    expect(page.html).toContain('Barkatpura &lt;Centre&gt;')
    expect(page.html).toContain('href="tel:+919000000002"')
    expect(page.html).toMatch(/<img[^>]*fetchPriority="high"[^>]*>/i)
    expect(page.html.match(/<img[^>]*fetchPriority="high"/gi)).toHaveLength(1)
    // React hoists a preload for it, so the browser starts fetching it before it reads the <img>.
    expect(page.html).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/i)
  })

  it('renders unknown paths as Page Not Found with status 404, kept out of search results', () => {
    const notFound = { heading: 'Page Not Found', lead: 'Sorry, nothing here.', seo: noSeo }
    const page = render(siteData('*', notFound, '/no-such-page'))
    expect(page.status).toBe(404)
    expect(page.html).toContain('<h1>Page Not Found</h1>')
    expect(page.head).toContain('<title>Page Not Found | Child Development Centres</title>')
    expect(page.head).toContain('<meta name="robots" content="noindex" />')
  })
})

describe('head tags', () => {
  it('gives the home page its title, description, canonical, sharing tags and one MedicalClinic per branch', () => {
    const { head } = render(siteData('/', home))
    expect(head).toContain('<title>Default title</title>')
    expect(head).toContain('<meta name="description" content="Default description" />')
    expect(head).toContain('<link rel="canonical" href="https://example.org/" />')
    expect(head).toContain('<meta property="og:title" content="Default title" />')
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(head).toContain('<meta property="og:image" content="https://example.org/uploads/hero-1.webp?v=1" />')
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    )
    expect(jsonLd).toHaveLength(1)
    expect(jsonLd[0]).toMatchObject({
      '@type': 'MedicalClinic',
      telephone: '+91 90000 00002',
      address: { '@type': 'PostalAddress', postalCode: '500027', addressLocality: 'Hyderabad', addressCountry: 'IN' },
    })
    // Content cannot break out of the script element.
    expect(head).not.toContain('<Centre>')
  })

  it('titles a page with its CMS heading and describes it with its intro text unless its SEO fields say otherwise', () => {
    const texts = { heading: 'Courses & Workshops', lead: 'Learn with our specialists.', seo: noSeo }
    const page = render(siteData('/training', { ...texts, programmes: [] }))
    expect(page.html).toContain('<h1>Courses &amp; Workshops</h1>')
    expect(page.head).toContain('<title>Courses &amp; Workshops | Child Development Centres</title>')
    expect(page.head).toContain('<meta name="description" content="Learn with our specialists." />')
    const seo = { title: 'Training in Hyderabad', description: 'Search description', image: null }
    const { head: own } = render(siteData('/training', { ...texts, seo, programmes: [] }))
    expect(own).toContain('<title>Training in Hyderabad | Child Development Centres</title>')
    expect(own).toContain('<meta name="description" content="Search description" />')
  })

  it('uses the page’s own SEO fields, then the site settings, with the site name after the title', () => {
    const { head } = render(
      siteData('/training', { heading: 'Training Programmes', lead: null, seo: noSeo, programmes: [] }),
    )
    expect(head).toContain('<title>Training Programmes | Child Development Centres</title>')
    expect(head).toContain('<meta name="description" content="Default description" />')
    expect(head).toContain('<link rel="canonical" href="https://example.org/training" />')
    expect(head).toContain('<meta property="og:image" content="https://example.org/uploads/share.webp?v=1" />')
  })
})
