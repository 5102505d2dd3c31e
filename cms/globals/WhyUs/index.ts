import type { GlobalConfig } from 'payload'
import { anyone, isCmsUser } from '@app/platform/payload-access'
import { seoField } from '../../fields/seo.ts'
import { localized } from '../../fields/localized.ts'

export const WHY_US_SLUG = 'why-us'

/** /aboutus/whyus: the claims, revealed one after another on the page. */
export const WhyUs: GlobalConfig = {
  slug: WHY_US_SLUG,
  label: 'Why us',
  admin: { group: 'Website pages', description: 'The "Why Us" page. Drag claims to reorder them.' },
  access: { read: anyone, update: isCmsUser },
  fields: [
    localized({
      name: 'heading',
      type: 'text',
      required: true,
      defaultValue: 'Why Us',
      maxLength: 120,
      admin: { description: 'The page title (h1).' },
    }),
    localized({ name: 'intro', type: 'textarea', required: true, maxLength: 1000 }),
    {
      name: 'claims',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 60,
      labels: { singular: 'Claim', plural: 'Claims' },
      fields: [localized({ name: 'text', type: 'text', required: true, maxLength: 240 })],
    },
    seoField(),
  ],
}
