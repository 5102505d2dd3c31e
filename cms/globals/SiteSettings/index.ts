import type { GlobalConfig } from 'payload'
import { anyone, isCmsUser } from '@app/platform/payload-access'
import { seoField } from '../../fields/seo.ts'
import { localized } from '../../fields/localized.ts'

export const SITE_SETTINGS_SLUG = 'site-settings'

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'youtube', 'linkedin', 'x'] as const

/** What every page shows or falls back to: head office contact, social links, default SEO. */
export const SiteSettings: GlobalConfig = {
  slug: SITE_SETTINGS_SLUG,
  label: 'Site settings',
  access: { read: anyone, update: isCmsUser },
  admin: {
    group: 'Website',
    description: 'Head office contact details, social links and search-engine defaults for every page.',
  },
  fields: [
    { name: 'siteName', type: 'text', required: true, maxLength: 80, defaultValue: 'Child Development Centres' },
    localized({
      name: 'tagline',
      type: 'text',
      maxLength: 160,
      admin: { description: 'A short line shown in the footer under the name.' },
    }),
    {
      name: 'headOffice',
      type: 'group',
      label: 'Head office',
      fields: [
        { name: 'address', type: 'textarea', required: true, maxLength: 400 },
        { name: 'phone', type: 'text', required: true, maxLength: 20 },
        {
          name: 'email',
          type: 'email',
          required: true,
          admin: { description: 'Shown on the site; messages from the contact form are sent here.' },
        },
        localized({
          name: 'hours',
          type: 'text',
          maxLength: 120,
          admin: { description: 'e.g. Monday to Saturday, 9:30 AM to 6:30 PM' },
        }),
      ],
    },
    {
      name: 'social',
      type: 'array',
      label: 'Social links',
      maxRows: 8,
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: SOCIAL_PLATFORMS.map((value) => ({
            value,
            label: value === 'x' ? 'X (Twitter)' : value[0].toUpperCase() + value.slice(1),
          })),
        },
        { name: 'url', type: 'text', required: true, maxLength: 300 },
      ],
    },
    seoField(),
  ],
}
