import type { ReactElement } from 'react'
import { matchPath } from 'react-router-dom'
import type { ContentKey } from '@app/content/types'
import { FounderMessagesPage } from '../features/about/FounderMessagesPage.tsx'
import { GoalsPage } from '../features/about/GoalsPage.tsx'
import { ResearchPage } from '../features/about/ResearchPage.tsx'
import { WhoWeArePage } from '../features/about/WhoWeArePage.tsx'
import { WhyUsPage } from '../features/about/WhyUsPage.tsx'
import { FaqPage } from '../features/faq/FaqPage.tsx'
import { PhotosPage } from '../features/media/PhotosPage.tsx'
import { VideosPage } from '../features/media/VideosPage.tsx'
import { ServicePage } from '../features/services/ServicePage.tsx'
import { ServicesOverviewPage } from '../features/services/ServicesOverviewPage.tsx'
import { TermsPage } from '../features/terms/TermsPage.tsx'
import { TrainingPage } from '../features/training/TrainingPage.tsx'
import { NotFoundPage } from '../components/NotFoundPage.tsx'
import { BranchesPage } from '../features/branches/BranchesPage.tsx'
import { ContactPage } from '../features/contact/ContactPage.tsx'
import { HomePage } from '../features/home/HomePage.tsx'
import { EnquiryPage } from '../features/enquiry/EnquiryPage.tsx'
import { EnquiryVideoPage } from '../features/enquiry/EnquiryVideoPage.tsx'
import { medicalClinicsJsonLd, pageHead, type HeadInput } from '../lib/head.ts'
import type { PageData } from '../lib/site-data.ts'
import { createTranslate } from '../i18n/translate.ts'

/**
 * A public page: its path (":name" for a parameter), the content it needs (a key of PageContentMap,
 * loaded on the server), its <head> and its body. See site/README.md, "How to add a content page".
 */
export interface SiteRoute<K extends ContentKey = ContentKey> {
  path: string
  content: K
  head: (data: PageData<K>) => HeadInput
  render: (data: PageData<K>) => ReactElement
  /** Listed in sitemap.xml (default true). */
  inSitemap?: boolean
}

/** Keeps each route's data typed by its content key while the table holds them all. */
export const defineRoute = <K extends ContentKey>(route: SiteRoute<K>) => route as unknown as SiteRoute

const whyUs = defineRoute({
  path: '/aboutus/whyus',
  content: 'whyUs',
  head: ({ page }) => ({
    ...pageHead(page.seo, { title: page.heading, description: page.intro }),
    canonicalPath: '/aboutus/whyus',
  }),
  render: ({ page }) => <WhyUsPage page={page} />,
})
const goals = defineRoute({
  path: '/aboutus/goals',
  content: 'goals',
  head: ({ page }) => ({
    ...pageHead(page.seo, { title: page.heading, description: page.lead }),
    canonicalPath: '/aboutus/goals',
  }),
  render: ({ page }) => <GoalsPage page={page} />,
})
const research = defineRoute({
  path: '/aboutus/research',
  content: 'research',
  head: ({ page }) => ({
    ...pageHead(page.seo, { title: page.heading, description: page.lead }),
    canonicalPath: '/aboutus/research',
  }),
  render: ({ page }) => <ResearchPage page={page} />,
})

/** Every public route of docs/product.md §3.1; anything else is the 404 page. */
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
  defineRoute({
    path: '/aboutus/whoarewe',
    content: 'whoWeAre',
    head: ({ page }) =>
      pageHead(page.seo, { title: page.heading, description: page.intro, image: page.coreValuesImage }),
    render: ({ page }) => <WhoWeArePage page={page} />,
  }),
  whyUs,
  defineRoute({
    path: '/aboutus/foundermessages',
    content: 'founders',
    head: ({ page }) => pageHead(page.seo, { title: page.heading, description: page.lead }),
    render: ({ page }) => <FounderMessagesPage page={page} />,
  }),
  goals,
  research,
  // The footer's short forms show the same pages; their canonical link and the sitemap name the long form.
  { ...whyUs, path: '/whyus', inSitemap: false },
  { ...goals, path: '/goals', inSitemap: false },
  { ...research, path: '/research', inSitemap: false },
  defineRoute({
    path: '/services',
    content: 'services',
    head: ({ page }) => pageHead(page.seo, { title: page.heading, description: page.lead }),
    render: ({ page }) => <ServicesOverviewPage page={page} />,
  }),
  defineRoute({
    path: '/services/:slug',
    content: 'service',
    head: ({ page }) => pageHead(page.seo, { title: page.title, description: page.summary, image: page.image }),
    render: ({ page }) => <ServicePage page={page} />,
  }),
  defineRoute({
    path: '/training',
    content: 'training',
    head: ({ page }) => pageHead(page.seo, { title: page.heading, description: page.lead }),
    render: ({ page }) => <TrainingPage page={page} />,
  }),
  defineRoute({
    path: '/ourbranches',
    content: 'branches',
    head: ({ page, common, publicUrl }) => ({
      ...pageHead(page.seo, { title: page.heading, description: page.intro }),
      jsonLd: medicalClinicsJsonLd(common.branches, common, publicUrl),
    }),
    render: ({ page }) => <BranchesPage page={page} />,
  }),
  defineRoute({
    path: '/media/photos',
    content: 'photos',
    head: ({ page }) =>
      pageHead(page.seo, { title: page.heading, description: page.lead, image: page.photos[0]?.image }),
    render: ({ page }) => <PhotosPage page={page} />,
  }),
  defineRoute({
    path: '/media/videos',
    content: 'videos',
    head: ({ page }) => pageHead(page.seo, { title: page.heading, description: page.lead }),
    render: ({ page }) => <VideosPage page={page} />,
  }),
  defineRoute({
    path: '/faq',
    content: 'faq',
    head: ({ page }) => pageHead(page.seo, { title: page.heading, description: page.lead }),
    render: ({ page }) => <FaqPage page={page} />,
  }),
  defineRoute({
    path: '/terms-and-conditions',
    content: 'terms',
    head: ({ page }) => pageHead(page.seo, { title: page.heading, description: page.intro }),
    render: ({ page }) => <TermsPage page={page} />,
  }),
  defineRoute({
    path: '/contact',
    content: 'contact',
    head: ({ page }) => pageHead(page.seo, { title: page.heading, description: page.intro, image: page.heroImage }),
    render: ({ page, common }) => <ContactPage page={page} common={common} />,
  }),
  defineRoute({
    path: '/enquiry',
    content: 'enquiry',
    head: ({ page }) => pageHead(null, { title: page.heading, description: page.intro }),
    render: ({ page, common }) => <EnquiryPage page={page} branches={common.branches} />,
  }),
  defineRoute({
    path: '/enquiry/video',
    content: 'enquiryVideo',
    head: ({ page, locale, messages }) => ({
      ...pageHead(null, { title: createTranslate(locale, messages)('videoPage.title', { heading: page.heading }) }),
      noindex: true,
    }),
    render: ({ page }) => <EnquiryVideoPage page={page} />,
    inSitemap: false,
  }),
]

export const NOT_FOUND_ROUTE = defineRoute({
  path: '*',
  content: 'notFound',
  head: ({ page }) => ({ ...pageHead(page.seo, { title: page.heading, description: page.lead }), noindex: true }),
  render: ({ page }) => <NotFoundPage page={page} />,
  inSitemap: false,
})

/** The route for a path and its parameters, or undefined when the path is not a public page. */
export function matchRoute(pathname: string): { route: SiteRoute; params: Record<string, string> } | undefined {
  if (!isWellFormedPath(pathname)) return undefined
  for (const route of SITE_ROUTES) {
    // Paths are case-sensitive, as canonical links are: /FAQ is not /faq.
    const found = matchPath({ path: route.path, caseSensitive: true, end: true }, pathname)
    if (found) return { route, params: definedParams(found.params) }
  }
  return undefined
}

/** A path with broken percent-encoding ("%E0%A4%A") names no page. */
const isWellFormedPath = (pathname: string): boolean => {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

const definedParams = (params: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined))

/** The route a rendered page was made from (the browser gets the pattern in the page's #site-data block). */
export const routeByPath = (path: string) =>
  path === NOT_FOUND_ROUTE.path
    ? NOT_FOUND_ROUTE
    : (SITE_ROUTES.find((route) => route.path === path) ?? NOT_FOUND_ROUTE)
