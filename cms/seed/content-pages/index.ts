import type { CollectionSlug, DataFromGlobalSlug, GlobalSlug, Payload } from 'payload'
import { FAQS_SLUG } from '../../collections/Faqs/index.ts'
import { FOUNDER_MESSAGES_SLUG } from '../../collections/FounderMessages/index.ts'
import { GALLERY_PHOTOS_SLUG } from '../../collections/GalleryPhotos/index.ts'
import { GOALS_SLUG } from '../../collections/Goals/index.ts'
import { RESEARCH_PROJECTS_SLUG } from '../../collections/ResearchProjects/index.ts'
import { RESEARCH_STAFF_SLUG } from '../../collections/ResearchStaff/index.ts'
import { TRAINING_PROGRAMMES_SLUG } from '../../collections/TrainingProgrammes/index.ts'
import { VIDEOS_SLUG } from '../../collections/Videos/index.ts'
import { POLICIES_SLUG } from '../../globals/Policies/index.ts'
import { WHO_WE_ARE_SLUG } from '../../globals/WhoWeAre/index.ts'
import { WHY_US_SLUG } from '../../globals/WhyUs/index.ts'
import {
  FOUNDER_MESSAGES_SEED,
  GOALS_SEED,
  illustrationAlt,
  RESEARCH_PROJECTS_SEED,
  RESEARCH_STAFF_SEED,
  WHO_WE_ARE_IMAGE_ALT,
  WHO_WE_ARE_SEED,
  WHY_US_SEED,
} from './about.ts'
import { FAQ_SEED } from './faq.ts'
import { GALLERY_SEED, thumbnailAlt, VIDEOS_SEED } from './media.ts'
import { POLICIES_SEED } from './policies.ts'
import { TRAINING_SEED } from './training.ts'
import { seedImage } from '../images.ts'
import { SERVICES_SLUG } from '../../collections/Services/index.ts'
import { SERVICE_SEED } from '../services.ts'
import { SERVICE_PAGES_SEED } from './services.ts'
import { PAGE_TEXTS_SLUG } from '../../collections/PageTexts/index.ts'
import { GLOBAL_HEADINGS_SEED, PAGE_TEXTS_SEED } from './page-texts.ts'

/** Maps one at a time: media files are named in order. */
async function mapInOrder<T, R>(items: T[], map: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (const [index, item] of items.entries()) results.push(await map(item, index))
  return results
}

/** Creates the rows of a collection only when it is empty, so an editor's list is never touched. */
async function seedCollection(
  payload: Payload,
  collection: CollectionSlug,
  rows: () => Promise<Record<string, unknown>[]>,
): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection })
  if (totalDocs > 0) return false
  for (const data of await rows()) await payload.create({ collection, data })
  return true
}

/** Whether a global's given field is still empty: seeding fills a global only then. */
async function isGlobalFieldEmpty<Slug extends GlobalSlug>(
  payload: Payload,
  slug: Slug,
  field: keyof DataFromGlobalSlug<Slug>,
): Promise<boolean> {
  const value: unknown = (await payload.findGlobal({ slug, depth: 0 }))[field]
  return !value || (Array.isArray(value) && value.length === 0)
}

/** A page global's first heading and search description (GLOBAL_HEADINGS_SEED). */
const headingOf = (slug: string) => ({
  heading: GLOBAL_HEADINGS_SEED[slug].heading,
  seo: { description: GLOBAL_HEADINGS_SEED[slug].description },
})

/** Creates the heading document of each page that has none yet (PAGE_TEXTS_SEED); never touches one that exists. */
async function seedPageTexts(payload: Payload): Promise<boolean> {
  const { docs } = await payload.find({
    collection: PAGE_TEXTS_SLUG,
    depth: 0,
    pagination: false,
    limit: 100,
    select: { page: true },
  })
  const existing = new Set((docs as Array<{ page?: string }>).map((doc) => doc.page))
  const missing = PAGE_TEXTS_SEED.filter((row) => !existing.has(row.page))
  for (const data of missing) await payload.create({ collection: PAGE_TEXTS_SLUG, depth: 0, data })
  return missing.length > 0
}

/**
 * Adds the body blocks (frames of reference, service cards, diagram, ...) to the six service pages while
 * each still has only the intro it was created with, so an edited page is never touched.
 */
async function seedServicePageBodies(payload: Payload): Promise<boolean> {
  const { docs } = await payload.find({ collection: SERVICES_SLUG, depth: 0, pagination: false, limit: 100 })
  let wrote = false
  for (const doc of docs as Array<{ id: string; slug?: string; sections?: Array<Record<string, unknown>> | null }>) {
    const body = doc.slug ? SERVICE_PAGES_SEED[doc.slug] : undefined
    const intro = SERVICE_SEED.find((service) => service.slug === doc.slug)?.intro
    const sections = doc.sections ?? []
    const isAsCreated =
      sections.length === 0 ||
      (sections.length === 1 && sections[0].blockType === 'textSection' && sections[0].text === intro)
    if (!body || !isAsCreated) continue
    await payload.update({
      collection: SERVICES_SLUG,
      id: doc.id,
      depth: 0,
      data: { sections: [...sections.map(({ id: _id, ...block }) => block), ...body] },
    })
    wrote = true
  }
  return wrote
}

/**
 * First-start content of the about-us, service, training, media, FAQ and terms pages, as steps of
 * SITE_SEED_STEPS (cms/seed/index.ts). Each fills its collection or global only while it is empty, so
 * restarts never duplicate or overwrite an editor's work.
 */
export const CONTENT_PAGE_SEED_STEPS: Array<{ name: string; run: (payload: Payload) => Promise<boolean> }> = [
  {
    name: 'who we are',
    run: async (payload) => {
      if (!(await isGlobalFieldEmpty(payload, WHO_WE_ARE_SLUG, 'mission'))) return false
      const coreValuesImage = await seedImage(payload, 'core-values', WHO_WE_ARE_IMAGE_ALT)
      const data = { ...WHO_WE_ARE_SEED, ...headingOf(WHO_WE_ARE_SLUG), coreValuesImage }
      await payload.updateGlobal({ slug: WHO_WE_ARE_SLUG, data })
      return true
    },
  },
  {
    name: 'why us',
    run: async (payload) => {
      if (!(await isGlobalFieldEmpty(payload, WHY_US_SLUG, 'claims'))) return false
      const claims = WHY_US_SEED.claims.map((text) => ({ text }))
      const data = { ...headingOf(WHY_US_SLUG), intro: WHY_US_SEED.intro, claims }
      await payload.updateGlobal({ slug: WHY_US_SLUG, data })
      return true
    },
  },
  {
    name: 'terms and prices',
    run: async (payload) => {
      if (!(await isGlobalFieldEmpty(payload, POLICIES_SLUG, 'sections'))) return false
      await payload.updateGlobal({ slug: POLICIES_SLUG, data: { ...POLICIES_SEED, ...headingOf(POLICIES_SLUG) } })
      return true
    },
  },
  { name: 'page headings', run: seedPageTexts },
  {
    name: "founders' messages",
    run: (payload) =>
      seedCollection(payload, FOUNDER_MESSAGES_SLUG, () =>
        mapInOrder(FOUNDER_MESSAGES_SEED, async (row, i) => ({
          ...row,
          photo: await seedImage(payload, `founder-${i + 1}`, illustrationAlt(row.name)),
        })),
      ),
  },
  { name: 'goals', run: (payload) => seedCollection(payload, GOALS_SLUG, async () => GOALS_SEED) },
  {
    name: 'research projects',
    run: (payload) => seedCollection(payload, RESEARCH_PROJECTS_SLUG, async () => RESEARCH_PROJECTS_SEED),
  },
  {
    name: 'research staff',
    run: (payload) =>
      seedCollection(payload, RESEARCH_STAFF_SLUG, () =>
        mapInOrder(RESEARCH_STAFF_SEED, async (row, i) => ({
          ...row,
          photo: await seedImage(payload, `research-staff-${i + 1}`, illustrationAlt(row.name)),
        })),
      ),
  },
  { name: 'service page bodies', run: seedServicePageBodies },
  {
    name: 'training programmes',
    run: (payload) => seedCollection(payload, TRAINING_PROGRAMMES_SLUG, async () => TRAINING_SEED),
  },
  { name: 'FAQs', run: (payload) => seedCollection(payload, FAQS_SLUG, async () => FAQ_SEED) },
  {
    name: 'photo gallery',
    run: (payload) =>
      seedCollection(payload, GALLERY_PHOTOS_SLUG, () =>
        mapInOrder(GALLERY_SEED, async (caption, i) => ({
          caption,
          image: await seedImage(payload, `gallery-${i + 1}`, caption),
          sortOrder: i + 1,
        })),
      ),
  },
  {
    name: 'videos',
    run: (payload) =>
      seedCollection(payload, VIDEOS_SLUG, () =>
        mapInOrder(VIDEOS_SEED, async (title, i) => ({
          title,
          videoId: `PLACEHOLD${String(i + 1).padStart(2, '0')}`,
          thumbnail: await seedImage(payload, `video-${i + 1}`, thumbnailAlt(title)),
          sortOrder: i + 1,
        })),
      ),
  },
]
