import path from 'node:path'
import type { Payload } from 'payload'
import { ROOT_DIR } from '@app/platform/config'
import { MEDIA_SLUG } from '../collections/Media/index.ts'

/** The committed seed pictures (drawn by scripts/generate-images.mjs). */
export const SEED_IMAGES_DIR = path.join(ROOT_DIR, 'cms', 'seed', 'images')

/** The alt text of the branches' pictures (cms/seed/index.ts). */
export const BRANCH_IMAGE_ALT =
  'Drawing of a child waving outside a friendly centre building with a red cross on the roof.'

const uploaded = new Map<string, Promise<string>>()
// Uploads run one at a time: Payload picks a free file name per upload, and two at once can pick the same.
let queue: Promise<unknown> = Promise.resolve()

/**
 * Uploads `cms/seed/images/{name}.webp` into Media once and returns the media id. A second call
 * (in this process or after a restart) finds the earlier upload by its seed key instead of uploading again.
 * Payload resizes the picture to every width in IMAGE_WIDTHS as it stores it.
 */
export function seedImage(payload: Payload, name: string, alt: string): Promise<string> {
  let pending = uploaded.get(name)
  if (!pending) {
    pending = queue.then(() => findOrUpload(payload, name, alt))
    queue = pending.catch(() => undefined)
    uploaded.set(name, pending)
    pending.catch(() => uploaded.delete(name))
  }
  return pending
}

async function findOrUpload(payload: Payload, name: string, alt: string): Promise<string> {
  const { docs } = await payload.find({
    collection: MEDIA_SLUG,
    where: { seedKey: { equals: name } },
    depth: 0,
    limit: 1,
    select: { seedKey: true },
  })
  if (docs[0]) return String(docs[0].id)
  const doc = await payload.create({
    collection: MEDIA_SLUG,
    data: { alt, seedKey: name },
    filePath: path.join(SEED_IMAGES_DIR, `${name}.webp`),
    depth: 0,
  })
  return String(doc.id)
}
