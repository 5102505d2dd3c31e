import type { Block } from 'payload'

/** A heading with plain paragraphs (a blank line starts a new paragraph). */
export const TextSection: Block = {
  slug: 'textSection',
  labels: { singular: 'Text section', plural: 'Text sections' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'text', type: 'textarea', required: true, maxLength: 6000 },
  ],
}
