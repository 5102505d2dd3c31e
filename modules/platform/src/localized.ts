import type { TextareaField, TextField } from 'payload'
import { text as validateText, textarea as validateTextarea } from 'payload/shared'

// Server-only (Payload's field types and validators): the collections of the CMS and of the modules use it.

/** The language every localised field falls back to and requires (decision 063). */
const DEFAULT_CONTENT_LOCALE = 'en'

type TextLike = TextField | TextareaField

/**
 * A text field a visitor reads, kept per language (decision 063). Required, and its default value applies, in
 * English only: an empty Telugu or Hindi value is allowed (the page falls back to English and the field is listed
 * under /admin/translations), so an editor may save a translation one field at a time. Payload would otherwise
 * demand every required field in every language, and store an English default as a Telugu value.
 */
export function localized<F extends TextLike>(field: F): F {
  const { required, defaultValue } = field
  const isEnglish = (locale: string | null | undefined) => !locale || locale === DEFAULT_CONTENT_LOCALE
  const base = field.type === 'textarea' ? validateTextarea : validateText
  return {
    ...field,
    localized: true,
    required: false,
    ...(defaultValue === undefined
      ? {}
      : { defaultValue: ({ locale }: { locale?: string | null }) => (isEnglish(locale) ? defaultValue : undefined) }),
    validate: (value: unknown, options: Parameters<typeof validateText>[1]) => {
      if (required && isEnglish(options.req.locale) && (typeof value !== 'string' || value.trim() === '')) {
        return options.req.t('validation:required')
      }
      return (base as (value: unknown, options: Parameters<typeof validateText>[1]) => string | true)(value, options)
    },
    admin: {
      ...field.admin,
      description:
        [field.admin?.description, required ? 'Required in English.' : null].filter(Boolean).join(' ') || undefined,
    },
  } as F
}
