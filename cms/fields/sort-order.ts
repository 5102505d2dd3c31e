import type { Field } from 'payload'

/** Position in lists on the website: smaller numbers come first. */
export const sortOrderField: Field = {
  name: 'sortOrder',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Smaller numbers are shown first' },
}

/** Several lines of plain text: a blank line starts a new paragraph, lines starting with "- " become a list. */
export const plainTextHelp = 'A blank line starts a new paragraph; lines starting with "- " become a bulleted list.'
