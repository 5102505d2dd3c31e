// What the about-us, services, training, media, FAQ and terms pages receive from the CMS.
// The server's loaders map Payload documents to these shapes; the pages never see raw documents.

/** One stored size of an image. */
export interface ImageSize {
  url: string
  width: number
  height: number
}

/** An image from Media with the sizes Payload generated, largest last. */
export interface SiteImage {
  url: string
  alt: string
  width: number
  height: number
  sizes: ImageSize[]
}

export interface WhoWeAreContent {
  intro: string
  mission: string
  vision: string
  coreValuesImage: SiteImage | null
  coreValues: { value: string; meaning: string | null }[]
}

export interface WhyUsContent {
  intro: string
  claims: string[]
}

export interface FounderMessage {
  id: string
  name: string
  role: string
  message: string
  photo: SiteImage | null
}

export interface Goal {
  id: string
  title: string
  description: string
}

export interface ResearchContent {
  projects: { id: string; title: string; summary: string; status: string | null }[]
  staff: { id: string; name: string; role: string; bio: string | null; photo: SiteImage | null }[]
}

export interface TrainingProgramme {
  id: string
  programme: string
  description: string | null
  duration: string
  frequency: string
  coordinator: string
}

export interface GalleryPhoto {
  id: string
  caption: string
  image: SiteImage
}

export interface Video {
  id: string
  title: string
  videoId: string
  thumbnail: SiteImage | null
}

export interface Faq {
  id: string
  question: string
  answer: string
}

export interface PoliciesContent {
  intro: string | null
  sections: { heading: string; body: string }[]
  pricingHeading: string
  prices: { service: string; duration: string | null; price: string | null; includes: string | null }[]
  pricingNote: string | null
}

/** The blocks a service page's body is made of (cms/blocks/*). */
export type ServiceBlock =
  | { blockType: 'textSection'; id: string; heading: string | null; body: string }
  | {
      blockType: 'accordion'
      id: string
      heading: string | null
      intro: string | null
      items: { id: string; title: string; body: string }[]
    }
  | {
      blockType: 'cards'
      id: string
      heading: string | null
      intro: string | null
      cards: { id: string; title: string; body: string }[]
    }
  | {
      blockType: 'diagram'
      id: string
      heading: string | null
      centre: string
      parts: { id: string; label: string }[]
      caption: string | null
    }
