// The plain data the public site renders: what the content readers return and the site's pages take.
// Types only (the site imports this file with `import type`), so no Payload code reaches the browser.
import type { ContentPagesMap, PageText } from './content-pages.types.ts'

export type * from './content-pages.types.ts'

/** An image with the widths Payload generated, for srcset. `width`/`height` are the original's. */
export interface SiteImage {
  src: string
  width: number
  height: number
  alt: string
  /** Generated sizes, narrowest first (the original is the last entry). */
  srcset: Array<{ src: string; width: number }>
}

/** A page's own search-engine fields; empty ones fall back to the site settings. */
export interface Seo {
  title: string | null
  description: string | null
  image: SiteImage | null
}

export type SocialPlatform = 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'x'

export interface SiteSettingsData {
  siteName: string
  tagline: string | null
  headOffice: { address: string; phone: string; email: string; hours: string | null }
  social: Array<{ platform: SocialPlatform; url: string }>
  seo: Seo
}

/** A branch as the header's Appointment modal, the footer and the contact grid show it. */
export interface BranchSummary {
  id: string
  name: string
  location: string
  address: string
  phone: string
  colour: string | null
}

/** A branch card with its picture (home grid, /ourbranches). */
export interface BranchCard extends BranchSummary {
  image: SiteImage | null
}

export interface ServiceLink {
  title: string
  slug: string
}

export interface ServiceTile extends ServiceLink {
  summary: string
  image: SiteImage | null
}

/** What every page gets: site settings, branches (Appointment modal, footer) and the services menu. */
export interface CommonData {
  settings: SiteSettingsData
  branches: BranchSummary[]
  services: ServiceLink[]
}

export interface Slide {
  caption: string | null
  image: SiteImage
}

export interface HomeContent {
  heroSlides: Slide[]
  welcomeTitle: string
  welcomeText: string
  servicesHeading: string
  services: ServiceTile[]
  branchesHeading: string
  branches: BranchCard[]
  treatmentHeading: string
  treatmentImages: Slide[]
  seo: Seo
}

export interface BranchesContent {
  heading: string
  intro: string | null
  branches: BranchCard[]
  seo: Seo
}

export interface ServicesOverviewContent extends PageText {
  services: ServiceTile[]
}

/** A block of a service page body; each pairs with cms/blocks/<Name>/config.ts and a component in site/src/features/services/blocks. */
export type ServiceSection =
  | { blockType: 'textSection'; id: string; heading: string | null; text: string }
  | {
      blockType: 'accordion'
      id: string
      heading: string | null
      intro: string | null
      items: Array<{ id: string; title: string; body: string }>
    }
  | {
      blockType: 'cards'
      id: string
      heading: string | null
      intro: string | null
      cards: Array<{ id: string; title: string; body: string }>
    }
  | {
      blockType: 'diagram'
      id: string
      heading: string | null
      centre: string
      parts: Array<{ id: string; label: string }>
      caption: string | null
    }

export interface ServicePageContent extends ServiceTile {
  sections: ServiceSection[]
  seo: Seo
}

export type ContactField = 'name' | 'email' | 'phone' | 'message'

/** The contact form as the server last saw it: rendered into the page so it works without JavaScript. */
export interface ContactFormState {
  status: 'idle' | 'sent' | 'invalid' | 'limited' | 'error'
  values: Record<ContactField, string>
  fieldErrors: Partial<Record<ContactField, string>>
  message: string | null
}

export interface ContactContent {
  heading: string
  heroImage: SiteImage | null
  getInTouchHeading: string
  intro: string | null
  formHeading: string
  contactsHeading: string
  form: ContactFormState
  seo: Seo
}

/** The public enquiry form (/enquiry): the programme's words and questionnaire from the CMS (docs/api/enquiries.md). */
export interface EnquiryFormContent {
  heading: string
  intro: string
  questions: Array<{ number: number; question: string; example: string }>
  consentVersion: string
  consentText: string
  videoConsentText: string
}

/** The page that finishes an enquiry's video from the confirmation e-mail (/enquiry/video). */
export interface EnquiryVideoContent {
  heading: string
}

/**
 * The content each kind of page needs, by key. A site route names its key (site/src/app/routes.tsx);
 * the server runs the loader of that key (modules/content/src/content.loaders.ts).
 */
export interface PageContentMap extends ContentPagesMap {
  home: HomeContent
  branches: BranchesContent
  contact: ContactContent
  enquiry: EnquiryFormContent
  enquiryVideo: EnquiryVideoContent
  services: ServicesOverviewContent
  service: ServicePageContent
  static: EmptyContent
  notFound: NotFoundContent
}

/** The 404 page's heading, text and SEO fields. */
export type NotFoundContent = PageText

/** Pages that need only the common data. */
export type EmptyContent = Record<string, never>

export type ContentKey = keyof PageContentMap

/** Everything one page render needs; also sent to the browser (a JSON block, #site-data) for hydration. */
export interface SiteData<K extends ContentKey = ContentKey> {
  /** The route's pattern, e.g. /services/:slug. */
  route: string
  /** The requested path, e.g. /services/speech-therapy. */
  path: string
  params: Record<string, string>
  publicUrl: string
  common: CommonData
  page: PageContentMap[K]
}
