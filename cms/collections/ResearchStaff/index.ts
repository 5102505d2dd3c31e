import { pageItemsCollection } from '../page-items.ts'
import { sortOrderField } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const RESEARCH_STAFF_SLUG = 'research-staff'

/** The research team's cards on /aboutus/research. */
export const ResearchStaff = pageItemsCollection({
  slug: RESEARCH_STAFF_SLUG,
  singular: 'Research staff member',
  plural: 'Research staff',
  titleField: 'name',
  columns: ['name', 'role', 'sortOrder'],
  description: 'The staff cards on the Research page.',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    localized({
      name: 'role',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'Title and qualification' },
    }),
    localized({ name: 'bio', type: 'textarea', maxLength: 800 }),
    { name: 'photo', type: 'upload', relationTo: 'media' },
    sortOrderField,
  ],
})
