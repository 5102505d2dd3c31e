import { pageItemsCollection } from '../page-items.ts'
import { sortOrderField } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const GALLERY_PHOTOS_SLUG = 'gallery-photos'

/** The photo gallery on /media/photos: each entry points at an image in Media. */
export const GalleryPhotos = pageItemsCollection({
  slug: GALLERY_PHOTOS_SLUG,
  singular: 'Gallery photo',
  plural: 'Photo gallery',
  titleField: 'caption',
  columns: ['caption', 'image', 'sortOrder'],
  description: 'The photos on the Photos page. Upload the image to Media (or here) and add a caption.',
  fields: [
    localized({ name: 'caption', type: 'text', required: true, maxLength: 160 }),
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    sortOrderField,
  ],
})
