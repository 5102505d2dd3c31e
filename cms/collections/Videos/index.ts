import { pageItemsCollection } from '../page-items.ts'
import { sortOrderField } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

export const VIDEOS_SLUG = 'videos'

/** The videos on /media/videos, played from YouTube by id once a visitor clicks the thumbnail. */
export const Videos = pageItemsCollection({
  slug: VIDEOS_SLUG,
  singular: 'Video',
  plural: 'Videos',
  titleField: 'title',
  columns: ['title', 'videoId', 'sortOrder'],
  description:
    'The videos on the Videos page. Nothing is loaded from YouTube until a visitor clicks a thumbnail, so each video needs a thumbnail image of our own.',
  fields: [
    localized({ name: 'title', type: 'text', required: true, maxLength: 160 }),
    {
      name: 'videoId',
      label: 'YouTube video id',
      type: 'text',
      required: true,
      maxLength: 11,
      minLength: 11,
      validate: (value: string | null | undefined) =>
        /^[A-Za-z0-9_-]{11}$/.test(value ?? '') ||
        'Enter the 11-character id from the video link (the part after "v=" or after "youtu.be/")',
      admin: { description: 'The 11 characters after "v=" in the YouTube link' },
    },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
    sortOrderField,
  ],
})
