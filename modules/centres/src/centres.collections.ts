import type { CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'

export const CENTRES_SLUG = 'centres'

/**
 * The ten branches. One collection serves both faces of a branch: the public site shows it
 * (name, address, phone, image) and the portal ties admins, doctors, therapists and children to it.
 */
export const Centres: CollectionConfig = {
  slug: CENTRES_SLUG,
  labels: { singular: 'Branch', plural: 'Branches' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'location', 'phone', 'sortOrder'],
    description: 'The branches shown on the website and used by the portal. Changes show on the next page load.',
  },
  defaultSort: 'sortOrder',
  access: publicContent,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'location',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'Area name, e.g. Kukatpally' },
    },
    { name: 'address', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'phone',
      type: 'text',
      required: true,
      maxLength: 20,
      admin: { description: 'Shown with a tap-to-call link' },
    },
    {
      name: 'colour',
      type: 'text',
      maxLength: 20,
      admin: { description: 'Accent colour for the branch card, e.g. #0f766e' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A picture of the branch for the website' },
    },
    {
      name: 'imageAlt',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Describe the image for people who cannot see it' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true },
  ],
}
