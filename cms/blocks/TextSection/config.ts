import type { Block } from 'payload'
import { localized } from '../../fields/localized.ts'

/** A heading with plain paragraphs (a blank line starts a new paragraph). */
export const TextSection: Block = {
  slug: 'textSection',
  labels: { singular: 'Text section', plural: 'Text sections' },
  fields: [
    localized({ name: 'heading', type: 'text', maxLength: 160 }),
    localized({ name: 'text', type: 'textarea', required: true, maxLength: 6000 }),
  ],
}
