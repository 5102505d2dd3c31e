import type { CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'
import { sortOrderField } from '../../fields/sort-order.ts'

export const GOALS_SLUG = 'goals'

/** The goal cards on /aboutus/goals. */
export const Goals: CollectionConfig = {
  slug: GOALS_SLUG,
  labels: { singular: 'Goal', plural: 'Goals' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'sortOrder', 'updatedAt'],
    description: 'The goal cards on the "Our Goals" page.',
    group: 'Website pages',
  },
  defaultSort: 'sortOrder',
  access: publicContent,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'description', type: 'textarea', required: true, maxLength: 600 },
    sortOrderField,
  ],
}
