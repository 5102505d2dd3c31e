import type { Block } from 'payload'

/** A grid of short cards. Rendered by site/src/features/services/blocks/CardsBlock.tsx. */
export const CardsBlock: Block = {
  slug: 'cards',
  labels: { singular: 'Cards', plural: 'Card grids' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'intro', type: 'textarea', maxLength: 1500 },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 160 },
        { name: 'body', type: 'textarea', required: true, maxLength: 1500 },
      ],
    },
  ],
}
