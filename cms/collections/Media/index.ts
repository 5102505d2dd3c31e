import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { ROOT_DIR } from '@app/platform/config'
import { publicContent } from '@app/platform/payload-access'
import { localized } from '../../fields/localized.ts'

export const MEDIA_SLUG = 'media'

/** Where uploaded files live; the server serves this directory at /uploads with long cache headers. */
export const MEDIA_DIR = path.resolve(process.env.MEDIA_DIR ?? path.join(ROOT_DIR, 'data', 'media'))

/**
 * Widths Payload generates for every image; pages pick one through srcset (site/src/components/ResponsiveImage.tsx).
 * The names are database columns: renaming one needs a migration that moves its data.
 */
export const IMAGE_WIDTHS = { thumbnail: 400, card: 800, large: 1200, hero: 1600 } as const

/** Images for the public site. Payload resizes each upload to the widths above, as WebP. */
export const Media: CollectionConfig = {
  slug: MEDIA_SLUG,
  access: publicContent,
  admin: { description: 'Images used on the public website.', defaultColumns: ['filename', 'alt', 'width'] },
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: ['image/*'],
    imageSizes: Object.entries(IMAGE_WIDTHS).map(([name, width]) => ({
      name,
      width,
      formatOptions: { format: 'webp', options: { quality: 74 } },
    })),
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
  fields: [
    localized({
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Describe the image for people who cannot see it' },
    }),
    {
      // Which committed seed picture this upload came from (cms/seed/images.ts), so a restart finds it
      // again whatever file name Payload gave it.
      name: 'seedKey',
      type: 'text',
      index: true,
      maxLength: 80,
      admin: { hidden: true },
    },
  ],
}
