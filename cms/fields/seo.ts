import type { Field } from 'payload'
import { localized } from './localized.ts'

/**
 * The search-engine and sharing fields every page-like document carries. Empty fields fall back to
 * the site settings' defaults (site/src/lib/head.ts).
 */
export const seoField = (): Field => ({
  name: 'seo',
  type: 'group',
  label: 'Search engines and sharing',
  admin: { description: 'Leave empty to use the defaults from Site settings.' },
  fields: [
    localized({
      name: 'title',
      type: 'text',
      maxLength: 70,
      admin: { description: 'Shown as the link in search results (up to 70 characters).' },
    }),
    localized({
      name: 'description',
      type: 'textarea',
      maxLength: 170,
      admin: { description: 'One or two sentences shown under the link in search results.' },
    }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Picture shown when the page is shared (ideally 1200 × 630).' },
    },
  ],
})
