import type { Block } from 'payload'
import { localized } from '../../fields/localized.ts'

/** A grid of short cards. Rendered by site/src/features/services/blocks/CardsBlock.tsx. */
export const CardsBlock: Block = {
  slug: 'cards',
  labels: { singular: 'Cards', plural: 'Card grids' },
  fields: [
    localized({ name: 'heading', type: 'text', maxLength: 160 }),
    localized({ name: 'intro', type: 'textarea', maxLength: 1500 }),
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        localized({ name: 'title', type: 'text', required: true, maxLength: 160 }),
        localized({ name: 'body', type: 'textarea', required: true, maxLength: 1500 }),
      ],
    },
  ],
}
