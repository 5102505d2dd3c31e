import { describe, expect, it } from 'vitest'
import { render } from '../entry-server.tsx'
import type { SiteData } from '../lib/site-data.ts'
import { findSiteRoute, SITE_ROUTES } from './routes.tsx'

const data: SiteData = {
  branches: [
    {
      _id: 'b1',
      name: 'Barkatpura <Centre>',
      location: 'Barkatpura',
      address: 'Main Road',
      phone: '+91 90000 00002',
      colour: null,
    },
  ],
  home: {
    welcomeTitle: 'Welcome',
    welcomeText: 'Hello parents',
    branchesHeading: 'Our Branches and Services',
    seoTitle: null,
    seoDescription: null,
  },
  publicUrl: 'https://example.org',
}

describe('public routes', () => {
  it('has every public route of SPEC section 2, each with its own title', () => {
    const paths = SITE_ROUTES.map((route) => route.path)
    for (const path of [
      '/',
      '/aboutus/whoarewe',
      '/aboutus/whyus',
      '/aboutus/foundermessages',
      '/aboutus/goals',
      '/aboutus/research',
      '/whyus',
      '/goals',
      '/research',
      '/services',
      '/services/assessment-evaluation',
      '/services/occupational-therapy',
      '/services/behaviour-therapy',
      '/services/remedial-therapy',
      '/services/behaviour-modification',
      '/services/speech-therapy',
      '/training',
      '/ourbranches',
      '/media/photos',
      '/media/videos',
      '/faq',
      '/terms-and-conditions',
      '/contact',
    ]) {
      expect(paths).toContain(path)
    }
  })

  it('matches a trailing slash and nothing unknown', () => {
    expect(findSiteRoute('/services/')?.path).toBe('/services')
    expect(findSiteRoute('/nope')).toBeUndefined()
  })

  it('renders the home page with the branches, escaped, and its head tags', () => {
    const page = render('/', data)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Barkatpura &lt;Centre&gt;')
    expect(page.html).toContain('href="tel:+919000000002"')
    expect(page.head).toContain('<link rel="canonical" href="https://example.org/" />')
    expect(page.head).toContain('og:title')
  })

  it('renders unknown paths as Page Not Found with status 404', () => {
    const page = render('/no-such-page', data)
    expect(page.status).toBe(404)
    expect(page.html).toContain('Page Not Found')
    expect(page.head).toContain('<title>Page Not Found | Child Development Centres</title>')
  })
})
