// The content of the about-us, training, media, FAQ and terms pages, as the site renders it.
// Types only: the site imports them with `import type`.
import type { Seo, SiteImage } from './content.types.ts'

/**
 * A page's heading (h1), intro text (lead) and SEO fields, from the "Page headings" collection or the
 * page's own global. The route's <head> uses them too: pageHead(seo, { title: heading, description: lead }).
 */
export interface PageText {
  heading: string
  lead: string | null
  seo: Seo
}

export interface WhoWeAreContent {
  heading: string
  intro: string
  mission: string
  vision: string
  coreValuesImage: SiteImage | null
  coreValues: Array<{ value: string; meaning: string | null }>
  seo: Seo
}

export interface WhyUsContent {
  heading: string
  intro: string
  claims: string[]
  seo: Seo
}

export interface FounderMessage {
  id: string
  name: string
  role: string
  message: string
  photo: SiteImage | null
}

export interface FoundersContent extends PageText {
  messages: FounderMessage[]
}

export interface GoalsContent extends PageText {
  goals: Array<{ id: string; title: string; description: string }>
}

export interface ResearchContent extends PageText {
  projects: Array<{ id: string; title: string; summary: string; status: string | null }>
  staff: Array<{ id: string; name: string; role: string; bio: string | null; photo: SiteImage | null }>
}

export interface TrainingProgramme {
  id: string
  programme: string
  description: string | null
  duration: string
  frequency: string
  coordinator: string
}

export interface TrainingContent extends PageText {
  programmes: TrainingProgramme[]
}

export interface GalleryPhoto {
  id: string
  caption: string
  image: SiteImage
}

export interface PhotosContent extends PageText {
  photos: GalleryPhoto[]
}

export interface Video {
  id: string
  title: string
  videoId: string
  thumbnail: SiteImage | null
}

export interface VideosContent extends PageText {
  videos: Video[]
}

export interface FaqContent extends PageText {
  faqs: Array<{ id: string; question: string; answer: string }>
}

export interface PoliciesContent {
  heading: string
  intro: string | null
  sections: Array<{ heading: string; body: string }>
  pricingHeading: string
  prices: Array<{ service: string; duration: string | null; price: string | null; includes: string | null }>
  pricingNote: string | null
  /** The refund and cancellation rules, from the appointments module's policy (the same data cancellations use). */
  refunds: RefundTerms
  seo: Seo
}

/** The refund policy as the Terms page shows it: one row per rule, each with a worked example. */
export interface RefundTerms {
  rows: Array<{ when: string; refund: string; example: string }>
}

/** The content pages' keys, merged into PageContentMap (content.types.ts). */
export interface ContentPagesMap {
  whoWeAre: WhoWeAreContent
  whyUs: WhyUsContent
  founders: FoundersContent
  goals: GoalsContent
  research: ResearchContent
  training: TrainingContent
  photos: PhotosContent
  videos: VideosContent
  faq: FaqContent
  terms: PoliciesContent
}
