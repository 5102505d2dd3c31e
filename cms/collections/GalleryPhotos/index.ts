import type { CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'
import { sortOrderField } from '../../fields/sort-order.ts'

export const GALLERY_PHOTOS_SLUG = 'gallery-photos'

/** The photo gallery on /media/photos: each entry points at an image in Media. */
export const GalleryPhotos: CollectionConfig = {
  slug: GALLERY_PHOTOS_SLUG,
  labels: { singular: 'Gallery photo', plural: 'Photo gallery' },
  admin: {
    useAsTitle: 'caption',
    defaultColumns: ['caption', 'image', 'sortOrder'],
    description: 'The photos on the Photos page. Upload the image to Media (or here) and add a caption.',
    group: 'Website pages',
  },
  defaultSort: 'sortOrder',
  access: publicContent,
  fields: [
    { name: 'caption', type: 'text', required: true, maxLength: 160 },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    sortOrderField,
  ],
}
