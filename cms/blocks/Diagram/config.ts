import type { Block } from 'payload'
import { localized } from '../../fields/localized.ts'

/**
 * A hub-and-spoke diagram drawn from text (a centre and the parts around it), so editors change the
 * words and the picture follows. Rendered by site/src/features/services/blocks/DiagramBlock.tsx.
 */
export const DiagramBlock: Block = {
  slug: 'diagram',
  labels: { singular: 'Diagram', plural: 'Diagrams' },
  fields: [
    localized({ name: 'heading', type: 'text', maxLength: 160 }),
    localized({
      name: 'centre',
      type: 'text',
      required: true,
      maxLength: 60,
      admin: { description: 'The word in the middle' },
    }),
    {
      name: 'parts',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 10,
      fields: [localized({ name: 'label', type: 'text', required: true, maxLength: 60 })],
    },
    localized({ name: 'caption', type: 'text', maxLength: 300 }),
  ],
}
