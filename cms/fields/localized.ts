import { LANGUAGES } from '@app/platform/format'

/** The CMS's content languages (Payload's `localization`): English first, the language everything falls back to. */
export const CONTENT_LOCALES = LANGUAGES
export const DEFAULT_CONTENT_LOCALE = 'en' as const

/** How each language is named in /admin's language menu: in its own script, as a parent would look for it. */
export const CONTENT_LOCALE_LABELS: Record<(typeof CONTENT_LOCALES)[number], string> = {
  en: 'English',
  te: 'తెలుగు',
  hi: 'हिन्दी',
}

/** A text field a visitor reads, kept per language (decision 063); shared with the modules' own collections. */
export { localized } from '@app/platform/localized'
