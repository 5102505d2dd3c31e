import type { Block } from 'payload'
import { plainTextHelp } from '../../fields/sort-order.ts'
import { localized } from '../../fields/localized.ts'

/** Items that open one at a time. Rendered by site/src/features/services/blocks/AccordionBlock.tsx. */
export const AccordionBlock: Block = {
  slug: 'accordion',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  fields: [
    localized({ name: 'heading', type: 'text', maxLength: 160 }),
    localized({ name: 'intro', type: 'textarea', maxLength: 1500 }),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        localized({ name: 'title', type: 'text', required: true, maxLength: 160 }),
        localized({
          name: 'body',
          type: 'textarea',
          required: true,
          maxLength: 4000,
          admin: { description: plainTextHelp },
        }),
      ],
    },
  ],
}
