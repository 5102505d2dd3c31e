import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'
import { centreNamesOf } from './centre-names.ts'

export const CENTRES_SLUG = 'centres'

/**
 * The ten branches. One collection serves both faces of a branch: the public site shows it
 * (name, address, phone, image) and the portal ties admins, doctors, therapists and children to it.
 */
// Every process keeps the centres' names (centre-names.ts); a change tells them all to read them again.
const forgetNames: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await centreNamesOf(req.payload)?.changed()
  return doc
}

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
  hooks: { afterChange: [forgetNames], afterDelete: [forgetNames] },
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
      name: 'email',
      type: 'email',
      admin: {
        description:
          "Where parents' replies to this branch's appointment e-mails go. Empty: the head office's address (Site settings).",
      },
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
      // Read aloud to visitors in the page's language (decision 063); the name, area and address are the
      // branch's proper names and postal address, the same in every language.
      localized: true,
      admin: { description: 'Describe the image for people who cannot see it' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true },
  ],
}
