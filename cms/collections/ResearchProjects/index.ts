import type { CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'
import { sortOrderField } from '../../fields/sort-order.ts'

export const RESEARCH_PROJECTS_SLUG = 'research-projects'

/** Ongoing research projects on /aboutus/research. */
export const ResearchProjects: CollectionConfig = {
  slug: RESEARCH_PROJECTS_SLUG,
  labels: { singular: 'Research project', plural: 'Research projects' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'sortOrder'],
    description: 'The ongoing projects on the Research page.',
    group: 'Website pages',
  },
  defaultSort: 'sortOrder',
  access: publicContent,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 1200 },
    {
      name: 'status',
      type: 'text',
      maxLength: 60,
      defaultValue: 'Ongoing',
      admin: { description: 'A short label, e.g. Ongoing or Data collection' },
    },
    sortOrderField,
  ],
}
