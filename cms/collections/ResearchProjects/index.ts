import { pageItemsCollection } from '../page-items.ts'
import { sortOrderField } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const RESEARCH_PROJECTS_SLUG = 'research-projects'

/** Ongoing research projects on /aboutus/research. */
export const ResearchProjects = pageItemsCollection({
  slug: RESEARCH_PROJECTS_SLUG,
  singular: 'Research project',
  plural: 'Research projects',
  titleField: 'title',
  columns: ['title', 'status', 'sortOrder'],
  description: 'The ongoing projects on the Research page.',
  fields: [
    localized({ name: 'title', type: 'text', required: true, maxLength: 160 }),
    localized({ name: 'summary', type: 'textarea', required: true, maxLength: 1200 }),
    localized({
      name: 'status',
      type: 'text',
      maxLength: 60,
      defaultValue: 'Ongoing',
      admin: { description: 'A short label, e.g. Ongoing or Data collection' },
    }),
    sortOrderField,
  ],
})
