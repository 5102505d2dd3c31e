import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { FAQS_SLUG } from '../../collections/Faqs/index.ts'
import { FOUNDER_MESSAGES_SLUG } from '../../collections/FounderMessages/index.ts'
import { GALLERY_PHOTOS_SLUG } from '../../collections/GalleryPhotos/index.ts'
import { GOALS_SLUG } from '../../collections/Goals/index.ts'
import { RESEARCH_PROJECTS_SLUG } from '../../collections/ResearchProjects/index.ts'
import { RESEARCH_STAFF_SLUG } from '../../collections/ResearchStaff/index.ts'
import { TRAINING_PROGRAMMES_SLUG } from '../../collections/TrainingProgrammes/index.ts'
import { VIDEOS_SLUG } from '../../collections/Videos/index.ts'
import { POLICIES_SLUG } from '../../globals/Policies.ts'
import { WHO_WE_ARE_SLUG } from '../../globals/WhoWeAre.ts'
import { WHY_US_SLUG } from '../../globals/WhyUs.ts'
import {
  FOUNDER_MESSAGES_SEED,
  GOALS_SEED,
  RESEARCH_PROJECTS_SEED,
  RESEARCH_STAFF_SEED,
  WHO_WE_ARE_SEED,
  WHY_US_SEED,
} from './about.ts'
import { FAQ_SEED } from './faq.ts'
import { GALLERY_SEED, VIDEOS_SEED } from './media.ts'
import { POLICIES_SEED } from './policies.ts'
import { TRAINING_SEED } from './training.ts'

const IMAGES_DIR = path.resolve(import.meta.dirname, '..', 'images')

/** Stores a seed image in Media (Payload makes the sizes) once; later calls find it by file name. */
async function seedImage(payload: Payload, name: string, alt: string): Promise<string> {
  const filename = `${name}.webp`
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return String(found.docs[0].id)
  const created = await payload.create({
    collection: 'media',
    data: { alt },
    filePath: path.join(IMAGES_DIR, filename),
  })
  return String(created.id)
}

/** Maps one at a time: SQLite writes one row at a time anyway, and media files are named in order. */
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

/** Fills a global only while the given field is still empty. */
async function seedGlobal(
  payload: Payload,
  slug: string,
  field: string,
  data: () => Promise<Record<string, unknown>>,
): Promise<boolean> {
  const current = (await payload.findGlobal({ slug, depth: 0 })) as Record<string, unknown>
  const value = current[field]
  if (value && !(Array.isArray(value) && value.length === 0)) return false
  await payload.updateGlobal({ slug, data: await data() })
  return true
}

/**
 * First-start content of the about-us, training, media, FAQ and terms pages. Each collection or global
 * is filled only while it is empty, so restarts never duplicate or overwrite an editor's work.
 * Returns the names of what it filled.
 */
export async function seedContentPages(payload: Payload): Promise<string[]> {
  const seeded: string[] = []
  const note = (name: string) => (done: boolean) => done && seeded.push(name)

  note(WHO_WE_ARE_SLUG)(
    await seedGlobal(payload, WHO_WE_ARE_SLUG, 'mission', async () => ({
      ...WHO_WE_ARE_SEED,
      coreValuesImage: await seedImage(
        payload,
        'core-values',
        'Our core values around a heart: child first, honesty, partnership, evidence and access',
      ),
    })),
  )
  note(WHY_US_SLUG)(
    await seedGlobal(payload, WHY_US_SLUG, 'claims', async () => ({
      intro: WHY_US_SEED.intro,
      claims: WHY_US_SEED.claims.map((text) => ({ text })),
    })),
  )
  note(POLICIES_SLUG)(await seedGlobal(payload, POLICIES_SLUG, 'sections', async () => POLICIES_SEED))

  note(FOUNDER_MESSAGES_SLUG)(
    await seedCollection(payload, FOUNDER_MESSAGES_SLUG, () =>
      mapInOrder(FOUNDER_MESSAGES_SEED, async (row, i) => ({
        ...row,
        photo: await seedImage(payload, `founder-${i + 1}`, `Illustration for ${row.name.toLowerCase()}`),
      })),
    ),
  )
  note(GOALS_SLUG)(await seedCollection(payload, GOALS_SLUG, async () => GOALS_SEED))
  note(RESEARCH_PROJECTS_SLUG)(
    await seedCollection(payload, RESEARCH_PROJECTS_SLUG, async () => RESEARCH_PROJECTS_SEED),
  )
  note(RESEARCH_STAFF_SLUG)(
    await seedCollection(payload, RESEARCH_STAFF_SLUG, () =>
      mapInOrder(RESEARCH_STAFF_SEED, async (row, i) => ({
        ...row,
        photo: await seedImage(payload, `research-staff-${i + 1}`, `Illustration for ${row.name.toLowerCase()}`),
      })),
    ),
  )
  note(TRAINING_PROGRAMMES_SLUG)(await seedCollection(payload, TRAINING_PROGRAMMES_SLUG, async () => TRAINING_SEED))
  note(FAQS_SLUG)(await seedCollection(payload, FAQS_SLUG, async () => FAQ_SEED))
  note(GALLERY_PHOTOS_SLUG)(
    await seedCollection(payload, GALLERY_PHOTOS_SLUG, () =>
      mapInOrder(GALLERY_SEED, async (caption, i) => ({
        caption,
        image: await seedImage(payload, `gallery-${i + 1}`, caption),
        sortOrder: i + 1,
      })),
    ),
  )
  note(VIDEOS_SLUG)(
    await seedCollection(payload, VIDEOS_SLUG, () =>
      mapInOrder(VIDEOS_SEED, async (title, i) => ({
        title,
        videoId: `PLACEHOLD${String(i + 1).padStart(2, '0')}`,
        thumbnail: await seedImage(payload, `video-${i + 1}`, `Thumbnail: ${title}`),
        sortOrder: i + 1,
      })),
    ),
  )
  return seeded
}
