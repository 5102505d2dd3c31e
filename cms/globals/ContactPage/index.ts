import type { GlobalConfig } from 'payload'
import { anyone, isCmsUser } from '@app/platform/payload-access'
import { seoField } from '../../fields/seo.ts'
import { localized } from '../../fields/localized.ts'

export const CONTACT_PAGE_SLUG = 'contact-page'

/** The /contact page's picture and words; the address, phone and e-mail come from Site settings. */
export const ContactPage: GlobalConfig = {
  slug: CONTACT_PAGE_SLUG,
  label: 'Contact page',
  access: { read: anyone, update: isCmsUser },
  admin: { group: 'Website' },
  fields: [
    localized({ name: 'heading', type: 'text', required: true, defaultValue: 'Contact Us', maxLength: 120 }),
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    localized({
      name: 'getInTouchHeading',
      type: 'text',
      required: true,
      defaultValue: 'Get in touch',
      maxLength: 120,
    }),
    localized({ name: 'intro', type: 'textarea', maxLength: 1000 }),
    localized({ name: 'formHeading', type: 'text', required: true, defaultValue: 'Send us a message', maxLength: 120 }),
    localized({ name: 'contactsHeading', type: 'text', required: true, defaultValue: 'Contacts', maxLength: 120 }),
    seoField(),
  ],
}
