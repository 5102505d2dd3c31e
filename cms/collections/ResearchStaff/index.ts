import type { CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'
import { sortOrderField } from '../../fields/sort-order.ts'

export const RESEARCH_STAFF_SLUG = 'research-staff'

/** The research team's cards on /aboutus/research. */
export const ResearchStaff: CollectionConfig = {
  slug: RESEARCH_STAFF_SLUG,
  labels: { singular: 'Research staff member', plural: 'Research staff' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'sortOrder'],
    description: 'The staff cards on the Research page.',
    group: 'Website pages',
  },
  defaultSort: 'sortOrder',
  access: publicContent,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'role', type: 'text', required: true, maxLength: 160, admin: { description: 'Title and qualification' } },
    { name: 'bio', type: 'textarea', maxLength: 800 },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    sortOrderField,
  ],
}
