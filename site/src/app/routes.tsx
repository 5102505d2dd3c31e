import type { ReactElement } from 'react'
import type { ContentKey, SiteData } from '@app/content/types'
import { ContentPage } from '../components/ContentPage.tsx'
import { NotFoundPage } from '../components/NotFoundPage.tsx'
import { BranchesPage } from '../features/branches/BranchesPage.tsx'
import { ContactPage } from '../features/contact/ContactPage.tsx'
import { HomePage } from '../features/home/HomePage.tsx'
import { medicalClinicsJsonLd, pageHead, type HeadInput } from '../lib/head.ts'

/**
 * A public page: its path (":name" for a parameter), the content it needs (a key of PageContentMap,
 * loaded on the server), its <head> and its body. See site/README.md, "How to add a content page".
 */
export interface SiteRoute<K extends ContentKey = ContentKey> {
  path: string
  content: K
  head: (data: SiteData<K>) => HeadInput
  render: (data: SiteData<K>) => ReactElement
  /** Listed in sitemap.xml (default true). */
  inSitemap?: boolean
}

/** Keeps each route's data typed by its content key while the table holds them all. */
export const defineRoute = <K extends ContentKey>(route: SiteRoute<K>) => route as unknown as SiteRoute

/** A page still waiting for its content: a heading and an intro from code. */
const placeholder = (path: string, title: string, description: string) =>
  defineRoute({
    path,
    content: 'static',
    head: () => ({ title, description }),
    render: () => <ContentPage title={title} intro={description} />,
  })

const whyUs = placeholder(
  '/aboutus/whyus',
  'Why Us',
  'Why families across Hyderabad choose our centres for their children.',
)
const goals = placeholder('/aboutus/goals', 'Our Goals', 'The goals that guide our work with children and families.')
const research = placeholder(
  '/aboutus/research',
  'Research',
  'Our ongoing research projects and the people behind them.',
)

/** Every public route of SPEC section 2; anything else is the 404 page. */
export const SITE_ROUTES: SiteRoute[] = [
  defineRoute({
    path: '/',
    content: 'home',
    head: ({ page, common, publicUrl }) => ({
      title: page.seo.title || common.settings.seo.title || common.settings.siteName,
      isFullTitle: true,
      description: page.seo.description,
      image: page.seo.image ?? page.heroSlides[0]?.image,
      jsonLd: medicalClinicsJsonLd(common.branches, common, publicUrl),
    }),
    render: ({ page }) => <HomePage page={page} />,
  }),
  placeholder('/aboutus/whoarewe', 'Who We Are', 'Our mission, our vision and the values we work by.'),
  whyUs,
  placeholder('/aboutus/foundermessages', 'Founder Messages', 'A word from the founders of our centres.'),
  goals,
  research,
  { ...whyUs, path: '/whyus' },
  { ...goals, path: '/goals' },
  { ...research, path: '/research' },
  placeholder(
    '/services',
    'Our Services',
    'Assessment, therapy and education services for children with developmental needs.',
  ),
  defineRoute({
    path: '/services/:slug',
    content: 'service',
    head: ({ page }) => pageHead(page.seo, { title: page.title, description: page.summary, image: page.image }),
    render: ({ page }) => <ContentPage title={page.title} intro={page.summary} />,
  }),
  placeholder('/training', 'Training Programmes', 'Courses for teachers, therapists and parents.'),
  defineRoute({
    path: '/ourbranches',
    content: 'branches',
    head: ({ page, common, publicUrl }) => ({
      ...pageHead(page.seo, { title: page.heading, description: page.intro }),
      jsonLd: medicalClinicsJsonLd(common.branches, common, publicUrl),
    }),
    render: ({ page }) => <BranchesPage page={page} />,
  }),
  placeholder('/media/photos', 'Photos', 'Photos from our centres, workshops and events.'),
  placeholder('/media/videos', 'Videos', 'Videos about our therapies, workshops and events.'),
  placeholder('/faq', 'Frequently Asked Questions', 'Answers to the questions parents ask us most.'),
  placeholder(
    '/terms-and-conditions',
    'Terms and Conditions',
    'Our terms, privacy policy, refund and cancellation policy, and prices.',
  ),
  defineRoute({
    path: '/contact',
    content: 'contact',
    head: ({ page }) => pageHead(page.seo, { title: page.heading, description: page.intro, image: page.heroImage }),
    render: ({ page, common }) => <ContactPage page={page} common={common} />,
  }),
]

export const NOT_FOUND_ROUTE = defineRoute({
  path: '*',
  content: 'notFound',
  head: () => ({ title: 'Page Not Found', description: 'The page you are looking for does not exist.', noindex: true }),
  render: () => <NotFoundPage />,
  inSitemap: false,
})

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** The route for a path and its parameters, or undefined when the path is not a public page. */
export function matchRoute(pathname: string): { route: SiteRoute; params: Record<string, string> } | undefined {
  const parts = normalisePath(pathname).split('/')
  for (const route of SITE_ROUTES) {
    const pattern = route.path.split('/')
    if (pattern.length !== parts.length) continue
    const params: Record<string, string> = {}
    const matches = pattern.every((segment, index) => {
      if (segment.startsWith(':')) {
        const value = safeDecode(parts[index])
        params[segment.slice(1)] = value
        return value.length > 0
      }
      return segment === parts[index]
    })
    if (matches) return { route, params }
  }
  return undefined
}

/** The route a rendered page was made from (the browser gets the pattern in window.__SITE_DATA__). */
export const routeByPath = (path: string) =>
  path === NOT_FOUND_ROUTE.path
    ? NOT_FOUND_ROUTE
    : (SITE_ROUTES.find((route) => route.path === path) ?? NOT_FOUND_ROUTE)
