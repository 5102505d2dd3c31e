import type { CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'
import { TextSection } from '../../blocks/TextSection/config.ts'
import { seoField } from '../../fields/seo.ts'
import { serviceBodyBlocks } from '../../blocks/index.ts'
import { localized } from '../../fields/localized.ts'

export const SERVICES_SLUG = 'services'

/** The six services: home tiles, the /services overview and each /services/{slug} page. */
export const Services: CollectionConfig = {
  slug: SERVICES_SLUG,
  labels: { singular: 'Service', plural: 'Services' },
  access: publicContent,
  defaultSort: 'sortOrder',
  admin: {
    group: 'Website',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'sortOrder'],
    description: 'Each service has a tile on the home page and /services, and its own page at /services/{slug}.',
  },
  fields: [
    localized({ name: 'title', type: 'text', required: true, maxLength: 120 }),
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lower-case letters, digits and dashes only, e.g. speech-therapy',
      admin: { description: 'The page address: /services/{slug}. Changing it breaks links people have saved.' },
    },
    localized({
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'One or two sentences for the tiles on the home page and /services.' },
    }),
    { name: 'tileImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true },
    {
      name: 'sections',
      type: 'blocks',
      admin: { description: 'The body of the service page, top to bottom.' },
      blocks: [TextSection, ...serviceBodyBlocks],
    },
    seoField(),
  ],
}
