import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import {
  FAQS_SLUG,
  FOUNDER_MESSAGES_SLUG,
  GALLERY_PHOTOS_SLUG,
  GOALS_SLUG,
  PAGE_TEXT_PAGES,
  PAGE_TEXTS_SLUG,
  type PageTextKey,
  POLICIES_SLUG,
  RESEARCH_PROJECTS_SLUG,
  RESEARCH_STAFF_SLUG,
  TRAINING_PROGRAMMES_SLUG,
  VIDEOS_SLUG,
  WHO_WE_ARE_SLUG,
  WHY_US_SLUG,
} from '@app/cms'
import { POPULATE_MEDIA, toSiteImage } from './content.images.ts'
import type { Language } from '@app/platform/format'
import { inLanguage, toSeo } from './content.repository.ts'
import type {
  ContentPagesMap,
  FounderMessage,
  GalleryPhoto,
  PageText,
  PoliciesContent,
  ResearchContent,
  TrainingProgramme,
  Video,
  WhoWeAreContent,
  WhyUsContent,
} from './content-pages.types.ts'

// Readers of the about-us, training, media, FAQ and terms content: the only code that queries those
// collections and globals. Each returns plain DTOs.

type Doc = Record<string, unknown>

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)
const rows = (value: unknown): Doc[] => (Array.isArray(value) ? (value as Doc[]) : [])

export function createContentPagesRepository(payload: Payload) {
  /** Every document of a list collection in editor order; uploads populated with image fields only. */
  async function list<Slug extends CollectionSlug>(collection: Slug, locale: Language | undefined, withImages = false) {
    const { docs } = await payload.find({
      collection,
      ...inLanguage(locale),
      depth: withImages ? 1 : 0,
      ...(withImages ? { populate: POPULATE_MEDIA } : {}),
      pagination: false,
      limit: 500,
      sort: ['sortOrder', 'createdAt'],
    })
    return docs
  }

  const global = async <Slug extends GlobalSlug>(slug: Slug, locale: Language | undefined, withImages = false) =>
    payload.findGlobal({
      slug,
      ...inLanguage(locale),
      depth: withImages ? 1 : 0,
      ...(withImages ? { populate: POPULATE_MEDIA } : {}),
    })

  /**
   * A page's heading, intro text and SEO fields: one indexed query by its unique `page` key. Without a
   * document (deleted in /admin) the page still has a heading: its name from the list of pages.
   */
  async function pageText(page: PageTextKey, locale?: Language): Promise<PageText> {
    const { docs } = await payload.find({
      collection: PAGE_TEXTS_SLUG,
      ...inLanguage(locale),
      where: { page: { equals: page } },
      depth: 1,
      populate: POPULATE_MEDIA,
      limit: 1,
      pagination: false,
      select: { heading: true, lead: true, seo: true },
    })
    const doc = docs.at(0)
    return {
      heading: text(doc?.heading) || PAGE_TEXT_PAGES[page],
      lead: textOrNull(doc?.lead),
      seo: toSeo(doc?.seo),
    }
  }

  return {
    pageText,

    async whoWeAre(locale?: Language): Promise<WhoWeAreContent> {
      const doc = await global(WHO_WE_ARE_SLUG, locale, true)
      return {
        heading: text(doc.heading),
        intro: text(doc.intro),
        mission: text(doc.mission),
        vision: text(doc.vision),
        coreValuesImage: toSiteImage(doc.coreValuesImage),
        coreValues: rows(doc.coreValues).map((row) => ({ value: text(row.value), meaning: textOrNull(row.meaning) })),
        seo: toSeo(doc.seo),
      }
    },

    async whyUs(locale?: Language): Promise<WhyUsContent> {
      const doc = await global(WHY_US_SLUG, locale)
      return {
        heading: text(doc.heading),
        intro: text(doc.intro),
        claims: rows(doc.claims)
          .map((row) => text(row.text))
          .filter(Boolean),
        seo: toSeo(doc.seo),
      }
    },

    async founders(locale?: Language): Promise<ContentPagesMap['founders']> {
      const [texts, docs] = await Promise.all([pageText('founders', locale), list(FOUNDER_MESSAGES_SLUG, locale, true)])
      const messages: FounderMessage[] = docs.map((doc) => ({
        id: String(doc.id),
        name: text(doc.name),
        role: text(doc.role),
        message: text(doc.message),
        photo: toSiteImage(doc.photo),
      }))
      return { ...texts, messages }
    },

    async goals(locale?: Language): Promise<ContentPagesMap['goals']> {
      const [texts, docs] = await Promise.all([pageText('goals', locale), list(GOALS_SLUG, locale)])
      const goals = docs.map((doc) => ({
        id: String(doc.id),
        title: text(doc.title),
        description: text(doc.description),
      }))
      return { ...texts, goals }
    },

    async research(locale?: Language): Promise<ResearchContent> {
      const [texts, projects, staff] = await Promise.all([
        pageText('research', locale),
        list(RESEARCH_PROJECTS_SLUG, locale),
        list(RESEARCH_STAFF_SLUG, locale, true),
      ])
      return {
        ...texts,
        projects: projects.map((doc) => ({
          id: String(doc.id),
          title: text(doc.title),
          summary: text(doc.summary),
          status: textOrNull(doc.status),
        })),
        staff: staff.map((doc) => ({
          id: String(doc.id),
          name: text(doc.name),
          role: text(doc.role),
          bio: textOrNull(doc.bio),
          photo: toSiteImage(doc.photo),
        })),
      }
    },

    async training(locale?: Language): Promise<ContentPagesMap['training']> {
      const [texts, docs] = await Promise.all([pageText('training', locale), list(TRAINING_PROGRAMMES_SLUG, locale)])
      const programmes: TrainingProgramme[] = docs.map((doc) => ({
        id: String(doc.id),
        programme: text(doc.programme),
        description: textOrNull(doc.description),
        duration: text(doc.duration),
        frequency: text(doc.frequency),
        coordinator: text(doc.coordinator),
      }))
      return { ...texts, programmes }
    },

    async photos(locale?: Language): Promise<ContentPagesMap['photos']> {
      const [texts, docs] = await Promise.all([pageText('photos', locale), list(GALLERY_PHOTOS_SLUG, locale, true)])
      const photos = docs.flatMap((doc): GalleryPhoto[] => {
        const image = toSiteImage(doc.image)
        return image ? [{ id: String(doc.id), caption: text(doc.caption), image }] : []
      })
      return { ...texts, photos }
    },

    async videos(locale?: Language): Promise<ContentPagesMap['videos']> {
      const [texts, docs] = await Promise.all([pageText('videos', locale), list(VIDEOS_SLUG, locale, true)])
      const videos: Video[] = docs.map((doc) => ({
        id: String(doc.id),
        title: text(doc.title),
        videoId: text(doc.videoId),
        thumbnail: toSiteImage(doc.thumbnail),
      }))
      return { ...texts, videos }
    },

    async faq(locale?: Language): Promise<ContentPagesMap['faq']> {
      const [texts, docs] = await Promise.all([pageText('faq', locale), list(FAQS_SLUG, locale)])
      const faqs = docs.map((doc) => ({
        id: String(doc.id),
        question: text(doc.question),
        answer: text(doc.answer),
      }))
      return { ...texts, faqs }
    },

    /** The page's own content; its refund rules come from the appointments module (content.loaders.ts). */
    async terms(locale?: Language): Promise<Omit<PoliciesContent, 'refunds'>> {
      const doc = await global(POLICIES_SLUG, locale)
      return {
        heading: text(doc.heading),
        intro: textOrNull(doc.intro),
        sections: rows(doc.sections).map((row) => ({ heading: text(row.heading), body: text(row.body) })),
        pricingHeading: text(doc.pricingHeading) || 'Our prices',
        prices: rows(doc.prices).map((row) => ({
          service: text(row.service),
          duration: textOrNull(row.duration),
          price: textOrNull(row.price),
          includes: textOrNull(row.includes),
        })),
        pricingNote: textOrNull(doc.pricingNote),
        seo: toSeo(doc.seo),
      }
    },
  }
}

export type ContentPagesRepository = ReturnType<typeof createContentPagesRepository>

/** One loader per content-page key; merged into the site's page loaders (content.loaders.ts). */
export function createContentPagesLoaders(repository: ContentPagesRepository): {
  [K in Exclude<keyof ContentPagesMap, 'terms'>]: (context: { locale?: Language }) => Promise<ContentPagesMap[K]>
} {
  return {
    whoWeAre: ({ locale }) => repository.whoWeAre(locale),
    whyUs: ({ locale }) => repository.whyUs(locale),
    founders: ({ locale }) => repository.founders(locale),
    goals: ({ locale }) => repository.goals(locale),
    research: ({ locale }) => repository.research(locale),
    training: ({ locale }) => repository.training(locale),
    photos: ({ locale }) => repository.photos(locale),
    videos: ({ locale }) => repository.videos(locale),
    faq: ({ locale }) => repository.faq(locale),
  }
}
