import type { Payload } from 'payload'
import { inLanguage, type Language } from '@app/platform/format'
import {
  BRANCHES_PAGE_SLUG,
  CONTACT_PAGE_SLUG,
  HOME_SLUG,
  MEDIA_SLUG,
  SERVICES_SLUG,
  SITE_SETTINGS_SLUG,
} from '@app/cms'
import { POPULATE_MEDIA, toSiteImage } from './content.images.ts'
import type {
  Seo,
  ServicePageContent,
  ServiceSection,
  ServiceLink,
  ServiceTile,
  SiteImage,
  SiteSettingsData,
  Slide,
  SocialPlatform,
} from './content.types.ts'

// The content readers: the only code that queries the CMS's content collections and globals for the
// site. Each asks for the fields it needs (select), populates uploads with image fields only, and
// returns plain DTOs.

type Doc = Record<string, unknown>

export { inLanguage }

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

export function toSeo(value: unknown): Seo {
  const seo = (value ?? {}) as Doc
  return { title: textOrNull(seo.title), description: textOrNull(seo.description), image: toSiteImage(seo.image) }
}

const toSlides = (rows: unknown): Slide[] =>
  (Array.isArray(rows) ? (rows as Doc[]) : [])
    .map((row) => ({ caption: textOrNull(row.caption), image: toSiteImage(row.image) }))
    .filter((slide): slide is Slide => slide.image !== null)

const toServiceTile = (doc: {
  title?: unknown
  slug?: unknown
  summary?: unknown
  tileImage?: unknown
}): ServiceTile => ({
  title: text(doc.title),
  slug: text(doc.slug),
  summary: text(doc.summary),
  image: toSiteImage(doc.tileImage),
})

const items = (value: unknown): Doc[] => (Array.isArray(value) ? (value as Doc[]) : [])

const toSection = (block: Doc): ServiceSection | null => {
  const id = text(block.id)
  const heading = textOrNull(block.heading)
  switch (block.blockType) {
    case 'textSection':
      return { blockType: 'textSection', id, heading, text: text(block.text) }
    case 'accordion':
      return {
        blockType: 'accordion',
        id,
        heading,
        intro: textOrNull(block.intro),
        items: items(block.items).map((item) => ({
          id: text(item.id),
          title: text(item.title),
          body: text(item.body),
        })),
      }
    case 'cards':
      return {
        blockType: 'cards',
        id,
        heading,
        intro: textOrNull(block.intro),
        cards: items(block.cards).map((card) => ({
          id: text(card.id),
          title: text(card.title),
          body: text(card.body),
        })),
      }
    case 'diagram':
      return {
        blockType: 'diagram',
        id,
        heading,
        centre: text(block.centre),
        parts: items(block.parts).map((part) => ({ id: text(part.id), label: text(part.label) })),
        caption: textOrNull(block.caption),
      }
    default:
      return null
  }
}

export interface HomeFields {
  heroSlides: Slide[]
  welcomeTitle: string
  welcomeText: string
  servicesHeading: string
  branchesHeading: string
  treatmentHeading: string
  treatmentImages: Slide[]
  seo: Seo
}

export function createContentRepository(payload: Payload) {
  return {
    async settings(locale?: Language): Promise<SiteSettingsData> {
      const doc = await payload.findGlobal({
        slug: SITE_SETTINGS_SLUG,
        depth: 1,
        populate: POPULATE_MEDIA,
        ...inLanguage(locale),
      })
      const office = (doc.headOffice ?? {}) as Doc
      return {
        siteName: text(doc.siteName) || 'Child Development Centres',
        tagline: textOrNull(doc.tagline),
        headOffice: {
          address: text(office.address),
          phone: text(office.phone),
          email: text(office.email),
          hours: textOrNull(office.hours),
        },
        social: (Array.isArray(doc.social) ? (doc.social as Doc[]) : []).map((row) => ({
          platform: text(row.platform) as SocialPlatform,
          url: text(row.url),
        })),
        seo: toSeo(doc.seo),
      }
    },

    async home(locale?: Language): Promise<HomeFields> {
      const doc = await payload.findGlobal({
        slug: HOME_SLUG,
        depth: 1,
        populate: POPULATE_MEDIA,
        ...inLanguage(locale),
      })
      return {
        heroSlides: toSlides(doc.heroSlides),
        welcomeTitle: text(doc.welcomeTitle),
        welcomeText: text(doc.welcomeText),
        servicesHeading: text(doc.servicesHeading) || 'Our Services',
        branchesHeading: text(doc.branchesHeading) || 'Our Branches and Services',
        treatmentHeading: text(doc.treatmentHeading) || 'Treatment',
        treatmentImages: toSlides(doc.treatmentImages),
        seo: toSeo(doc.seo),
      }
    },

    async branchesPage(locale?: Language) {
      const doc = await payload.findGlobal({
        slug: BRANCHES_PAGE_SLUG,
        depth: 1,
        populate: POPULATE_MEDIA,
        ...inLanguage(locale),
      })
      return { heading: text(doc.heading) || 'Our Branches', intro: textOrNull(doc.intro), seo: toSeo(doc.seo) }
    },

    async contactPage(locale?: Language) {
      const doc = await payload.findGlobal({
        slug: CONTACT_PAGE_SLUG,
        depth: 1,
        populate: POPULATE_MEDIA,
        ...inLanguage(locale),
      })
      return {
        heading: text(doc.heading) || 'Contact Us',
        heroImage: toSiteImage(doc.heroImage),
        getInTouchHeading: text(doc.getInTouchHeading) || 'Get in touch',
        intro: textOrNull(doc.intro),
        formHeading: text(doc.formHeading) || 'Send us a message',
        contactsHeading: text(doc.contactsHeading) || 'Contacts',
        seo: toSeo(doc.seo),
      }
    },

    /** Titles and slugs only: the header's Services menu and the sitemap. */
    async serviceLinks(locale?: Language): Promise<ServiceLink[]> {
      const { docs } = await payload.find({
        collection: SERVICES_SLUG,
        ...inLanguage(locale),
        depth: 0,
        pagination: false,
        limit: 100,
        sort: ['sortOrder', 'title'],
        select: { title: true, slug: true },
      })
      return (docs as Doc[]).map((doc) => ({ title: text(doc.title), slug: text(doc.slug) }))
    },

    async serviceTiles(locale?: Language): Promise<ServiceTile[]> {
      const { docs } = await payload.find({
        collection: SERVICES_SLUG,
        ...inLanguage(locale),
        depth: 1,
        populate: POPULATE_MEDIA,
        pagination: false,
        limit: 100,
        sort: ['sortOrder', 'title'],
        select: { title: true, slug: true, summary: true, tileImage: true },
      })
      return (docs as Doc[]).map(toServiceTile)
    },

    async service(slug: string, locale?: Language): Promise<ServicePageContent | null> {
      const { docs } = await payload.find({
        collection: SERVICES_SLUG,
        ...inLanguage(locale),
        where: { slug: { equals: slug } },
        depth: 1,
        populate: POPULATE_MEDIA,
        limit: 1,
      })
      const doc = docs.at(0)
      if (!doc) return null
      return {
        ...toServiceTile(doc),
        sections: (Array.isArray(doc.sections) ? (doc.sections as Doc[]) : [])
          .map(toSection)
          .filter((section): section is ServiceSection => section !== null),
        seo: toSeo(doc.seo),
      }
    },

    /** Images by media id (e.g. the branches' pictures), in one query. */
    async images(ids: string[], locale?: Language): Promise<Map<string, SiteImage>> {
      const wanted = [...new Set(ids)]
      if (wanted.length === 0) return new Map()
      const { docs } = await payload.find({
        collection: MEDIA_SLUG,
        ...inLanguage(locale),
        where: { id: { in: wanted } },
        depth: 0,
        pagination: false,
        limit: wanted.length,
        select: { alt: true, filename: true, width: true, height: true, sizes: true, updatedAt: true },
      })
      const images = new Map<string, SiteImage>()
      for (const doc of docs as Doc[]) {
        const image = toSiteImage(doc)
        if (image) images.set(String(doc.id), image)
      }
      return images
    },
  }
}

export type ContentRepository = ReturnType<typeof createContentRepository>
