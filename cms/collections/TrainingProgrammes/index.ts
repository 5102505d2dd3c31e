import { pageItemsCollection } from '../page-items.ts'
import { sortOrderField } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const TRAINING_PROGRAMMES_SLUG = 'training-programmes'

/** Rows of the table on /training. */
export const TrainingProgrammes = pageItemsCollection({
  slug: TRAINING_PROGRAMMES_SLUG,
  singular: 'Training programme',
  plural: 'Training programmes',
  titleField: 'programme',
  columns: ['programme', 'duration', 'frequency', 'coordinator', 'sortOrder'],
  description: 'The rows of the table on the Training page.',
  fields: [
    localized({ name: 'programme', type: 'text', required: true, maxLength: 160 }),
    localized({
      name: 'description',
      type: 'textarea',
      maxLength: 600,
      admin: { description: 'Who it is for, in a sentence' },
    }),
    localized({ name: 'duration', type: 'text', required: true, maxLength: 80 }),
    localized({ name: 'frequency', type: 'text', required: true, maxLength: 120 }),
    localized({ name: 'coordinator', type: 'text', required: true, maxLength: 120 }),
    sortOrderField,
  ],
})
