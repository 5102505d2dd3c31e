import { pageItemsCollection } from '../page-items.ts'
import { plainTextHelp, sortOrderField } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const FOUNDER_MESSAGES_SLUG = 'founder-messages'

/** The founders' messages on /aboutus/foundermessages. */
export const FounderMessages = pageItemsCollection({
  slug: FOUNDER_MESSAGES_SLUG,
  singular: "Founder's message",
  plural: "Founders' messages",
  titleField: 'name',
  columns: ['name', 'role', 'sortOrder'],
  description: 'The messages on the Founder Messages page.',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    localized({ name: 'role', type: 'text', required: true, maxLength: 160 }),
    localized({
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      admin: { description: plainTextHelp },
    }),
    { name: 'photo', type: 'upload', relationTo: 'media' },
    sortOrderField,
  ],
})
