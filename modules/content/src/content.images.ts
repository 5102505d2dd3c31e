import type { SiteImage } from './content.types.ts'

/** Media fields the site needs from a populated upload (Payload `populate` / `select`). */
export const MEDIA_FIELDS = {
  alt: true,
  filename: true,
  width: true,
  height: true,
  sizes: true,
  updatedAt: true,
} as const

/** Populate only what an image needs, for every query that reaches an upload field. */
export const POPULATE_MEDIA = { media: MEDIA_FIELDS }

interface MediaSize {
  filename?: string | null
  width?: number | null
  height?: number | null
}

interface MediaDoc {
  id: string
  alt?: string | null
  filename?: string | null
  width?: number | null
  height?: number | null
  updatedAt?: string | null
  sizes?: Record<string, MediaSize | null | undefined> | null
}

/**
 * Uploaded files are served by the server at /uploads with a one-year cache; the version (last
 * change) in the query makes a replaced file a new URL.
 */
const fileUrl = (filename: string, version: string) => `/uploads/${encodeURIComponent(filename)}?v=${version}`

/** An upload field's value (populated media document) as a SiteImage; null when missing or not populated. */
export function toSiteImage(value: unknown): SiteImage | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as MediaDoc
  if (!doc.filename || !doc.width || !doc.height) return null
  const version = doc.updatedAt ? Date.parse(doc.updatedAt).toString(36) : '0'
  const srcset = Object.values(doc.sizes ?? {})
    .filter((size): size is Required<MediaSize> & { filename: string; width: number } =>
      Boolean(size?.filename && size.width && size.width < (doc.width as number)),
    )
    .map((size) => ({ src: fileUrl(size.filename, version), width: size.width }))
    .sort((a, b) => a.width - b.width)
  const original = { src: fileUrl(doc.filename, version), width: doc.width }
  return {
    src: original.src,
    width: doc.width,
    height: doc.height,
    alt: doc.alt ?? '',
    srcset: [...srcset, original],
  }
}
