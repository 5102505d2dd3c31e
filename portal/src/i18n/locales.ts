/** A language the portal speaks. */
export interface PortalLocale {
  /** The catalogue folder under src/locales and the value of <html lang>. */
  code: string
  /** Its own name for itself, as the language switcher lists it. */
  name: string
  /** The language tag Intl formats dates and numbers with ("24 Nov 2026" for en-IN). */
  intl: string
  /**
   * Which way its lines run, the document's `dir`. Every screen lays out by logical sides (`ps-4`, `text-start`,
   * `border-s-4`: tests/lint/logical-sides.test.ts), so a right-to-left language such as Urdu is one entry here.
   */
  direction: 'ltr' | 'rtl'
}

/**
 * The languages offered. Add one here only once its catalogues in src/locales/<code>/ are complete
 * (the catalogue test fails otherwise); the language switcher appears as soon as there are two.
 */
export const LOCALES: readonly PortalLocale[] = [
  { code: 'en', name: 'English', intl: 'en-IN', direction: 'ltr' },
  { code: 'te', name: 'తెలుగు', intl: 'te-IN', direction: 'ltr' },
  { code: 'hi', name: 'हिन्दी', intl: 'hi-IN', direction: 'ltr' },
]

/** Where the device keeps its chosen language (the code), read by the app and by index.html's early script. */
export const LOCALE_STORAGE_KEY = 'portal.locale'

/** English: the language every message is written in first, and the one used when nothing else is chosen. */
export const DEFAULT_LOCALE = 'en'

/**
 * The id of the data block a page sent in a language carries its first catalogues in (index.te.html, written by
 * prerender-pages.ts; read by messages.ts), with the language in its `data-locale` (decision 073).
 */
export const FIRST_MESSAGES_ID = 'portal-first-messages'
