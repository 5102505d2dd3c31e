import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { ROOT_DIR } from '@app/platform/config'
import { publicContent } from '@app/platform/payload-access'

/** Images for the public site. Payload resizes them so pages can serve responsive sizes. */
export const Media: CollectionConfig = {
  slug: 'media',
  access: publicContent,
  admin: { description: 'Images used on the public website.' },
  upload: {
    staticDir: path.resolve(process.env.MEDIA_DIR ?? path.join(ROOT_DIR, 'data', 'media')),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 640 },
      { name: 'hero', width: 1440 },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describe the image for people who cannot see it' },
    },
  ],
}
