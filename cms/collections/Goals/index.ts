import { pageItemsCollection } from '../page-items.ts'
import { sortOrderField } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const GOALS_SLUG = 'goals'

/** The goal cards on /aboutus/goals. */
export const Goals = pageItemsCollection({
  slug: GOALS_SLUG,
  singular: 'Goal',
  plural: 'Goals',
  titleField: 'title',
  columns: ['title', 'sortOrder', 'updatedAt'],
  description: 'The goal cards on the "Our Goals" page.',
  fields: [
    localized({ name: 'title', type: 'text', required: true, maxLength: 120 }),
    localized({ name: 'description', type: 'textarea', required: true, maxLength: 600 }),
    sortOrderField,
  ],
})
