import path from 'node:path'
import type { Payload } from 'payload'
import { ROOT_DIR } from '@app/platform/config'
import { MEDIA_SLUG } from '../collections/Media/index.ts'

/** The committed seed pictures (drawn by scripts/generate-images.mjs). */
export const SEED_IMAGES_DIR = path.join(ROOT_DIR, 'cms', 'seed', 'images')

const uploaded = new Map<string, Promise<string>>()

/**
 * Uploads `cms/seed/images/{name}.webp` into Media once and returns the media id. A second call
 * (in this process or after a restart) finds the earlier upload by file name instead of uploading again.
 * Payload resizes the picture to every width in IMAGE_WIDTHS as it stores it.
 */
export function seedImage(payload: Payload, name: string, alt: string): Promise<string> {
  let pending = uploaded.get(name)
  if (!pending) {
    pending = findOrUpload(payload, name, alt)
    uploaded.set(name, pending)
    pending.catch(() => uploaded.delete(name))
  }
  return pending
}

async function findOrUpload(payload: Payload, name: string, alt: string): Promise<string> {
  const { docs } = await payload.find({
    collection: MEDIA_SLUG,
    where: { filename: { like: name } },
    depth: 0,
    limit: 50,
    pagination: false,
    select: { filename: true },
  })
  // Payload appends -1, -2, ... when a file of that name is already on disk.
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(-\\d+)?\\.webp$`)
  const existing = (docs as Array<{ id: string; filename?: string | null }>).find((doc) =>
    pattern.test(doc.filename ?? ''),
  )
  if (existing) return existing.id
  const doc = await payload.create({
    collection: MEDIA_SLUG,
    data: { alt },
    filePath: path.join(SEED_IMAGES_DIR, `${name}.webp`),
    depth: 0,
  })
  return String(doc.id)
}
