import type { CollectionConfig, Field } from 'payload'
import { publicContent } from '@app/platform/payload-access'

/**
 * A list editors keep in order for one public page (FAQs, goals, videos, ...): anyone reads it, editors
 * and superadmins write it, it sits under "Website pages" in /admin and is sorted by its sortOrder field.
 */
export function pageItemsCollection(options: {
  slug: string
  singular: string
  plural: string
  titleField: string
  columns: string[]
  description: string
  fields: Field[]
}): CollectionConfig {
  const { slug, singular, plural, titleField, columns, description, fields } = options
  return {
    slug,
    labels: { singular, plural },
    admin: { useAsTitle: titleField, defaultColumns: columns, description, group: 'Website pages' },
    defaultSort: 'sortOrder',
    access: publicContent,
    fields,
  }
}
