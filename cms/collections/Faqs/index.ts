import type { CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'
import { plainTextHelp, sortOrderField } from '../../fields/sort-order.ts'

export const FAQS_SLUG = 'faqs'

/** Questions and answers on /faq. */
export const Faqs: CollectionConfig = {
  slug: FAQS_SLUG,
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'sortOrder', 'updatedAt'],
    description: 'Questions and answers on the FAQ page. Changes show on the next page load.',
    group: 'Website pages',
  },
  defaultSort: 'sortOrder',
  access: publicContent,
  fields: [
    { name: 'question', type: 'text', required: true, maxLength: 200 },
    { name: 'answer', type: 'textarea', required: true, maxLength: 3000, admin: { description: plainTextHelp } },
    sortOrderField,
  ],
}
