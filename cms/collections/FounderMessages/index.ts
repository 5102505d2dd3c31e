import type { CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'
import { plainTextHelp, sortOrderField } from '../../fields/sort-order.ts'

export const FOUNDER_MESSAGES_SLUG = 'founder-messages'

/** The founders' messages on /aboutus/foundermessages. */
export const FounderMessages: CollectionConfig = {
  slug: FOUNDER_MESSAGES_SLUG,
  labels: { singular: "Founder's message", plural: "Founders' messages" },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'sortOrder'],
    description: 'The messages on the Founder Messages page.',
    group: 'Website pages',
  },
  defaultSort: 'sortOrder',
  access: publicContent,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'role', type: 'text', required: true, maxLength: 160 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000, admin: { description: plainTextHelp } },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    sortOrderField,
  ],
}
