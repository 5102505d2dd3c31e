import type { GlobalConfig } from 'payload'
import { anyone, isCmsUser } from '@app/platform/payload-access'
import { seoField } from '../../fields/seo.ts'
import { plainTextHelp } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const WHO_WE_ARE_SLUG = 'who-we-are'

/** /aboutus/whoarewe: who we are, our mission and vision, and the core-values image. */
export const WhoWeAre: GlobalConfig = {
  slug: WHO_WE_ARE_SLUG,
  label: 'Who we are',
  admin: { group: 'Website pages', description: 'The "Who We Are" page.' },
  access: { read: anyone, update: isCmsUser },
  fields: [
    localized({
      name: 'heading',
      type: 'text',
      required: true,
      defaultValue: 'Who We Are',
      maxLength: 120,
      admin: { description: 'The page title (h1).' },
    }),
    localized({
      name: 'intro',
      type: 'textarea',
      required: true,
      maxLength: 3000,
      admin: { description: plainTextHelp },
    }),
    localized({ name: 'mission', type: 'textarea', required: true, maxLength: 1500 }),
    localized({ name: 'vision', type: 'textarea', required: true, maxLength: 1500 }),
    { name: 'coreValuesImage', type: 'upload', relationTo: 'media' },
    {
      name: 'coreValues',
      type: 'array',
      labels: { singular: 'Core value', plural: 'Core values' },
      admin: { description: 'Also written out under the image, so every visitor can read them' },
      fields: [
        localized({ name: 'value', type: 'text', required: true, maxLength: 60 }),
        localized({ name: 'meaning', type: 'text', maxLength: 240 }),
      ],
    },
    seoField(),
  ],
}
