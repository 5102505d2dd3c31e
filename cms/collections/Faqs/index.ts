import { pageItemsCollection } from '../page-items.ts'
import { plainTextHelp, sortOrderField } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const FAQS_SLUG = 'faqs'

/** Questions and answers on /faq. */
export const Faqs = pageItemsCollection({
  slug: FAQS_SLUG,
  singular: 'FAQ',
  plural: 'FAQs',
  titleField: 'question',
  columns: ['question', 'sortOrder', 'updatedAt'],
  description: 'Questions and answers on the FAQ page. Changes show on the next page load.',
  fields: [
    localized({ name: 'question', type: 'text', required: true, maxLength: 200 }),
    localized({
      name: 'answer',
      type: 'textarea',
      required: true,
      maxLength: 3000,
      admin: { description: plainTextHelp },
    }),
    sortOrderField,
  ],
})
