import type { GlobalConfig } from 'payload'
import { anyone, isCmsUser } from '@app/platform/payload-access'
import { seoField } from '../../fields/seo.ts'
import { plainTextHelp } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const POLICIES_SLUG = 'policies'

/** /terms-and-conditions: terms, privacy, refund and cancellation policy, and the published prices. */
export const Policies: GlobalConfig = {
  slug: POLICIES_SLUG,
  label: 'Terms, policies and prices',
  admin: { group: 'Website pages', description: 'The "Terms and Conditions" page.' },
  access: { read: anyone, update: isCmsUser },
  fields: [
    localized({
      name: 'heading',
      type: 'text',
      required: true,
      defaultValue: 'Terms and Conditions',
      maxLength: 120,
      admin: { description: 'The page title (h1).' },
    }),
    localized({ name: 'intro', type: 'textarea', maxLength: 1000 }),
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Section', plural: 'Sections' },
      admin: { description: 'Terms of use, privacy policy, refund and cancellation policy, in the order shown' },
      fields: [
        localized({ name: 'heading', type: 'text', required: true, maxLength: 120 }),
        localized({
          name: 'body',
          type: 'textarea',
          required: true,
          maxLength: 8000,
          admin: { description: plainTextHelp },
        }),
      ],
    },
    localized({ name: 'pricingHeading', type: 'text', required: true, defaultValue: 'Our prices', maxLength: 120 }),
    {
      name: 'prices',
      type: 'array',
      labels: { singular: 'Price', plural: 'Prices' },
      fields: [
        localized({ name: 'service', type: 'text', required: true, maxLength: 160 }),
        localized({ name: 'duration', type: 'text', maxLength: 60 }),
        {
          name: 'price',
          type: 'text',
          maxLength: 40,
          admin: { description: 'As shown, e.g. Rs. 5,000. Leave empty to show "Ask us"' },
        },
        localized({ name: 'includes', type: 'text', maxLength: 240 }),
      ],
    },
    localized({ name: 'pricingNote', type: 'textarea', maxLength: 1000 }),
    seoField(),
  ],
}
