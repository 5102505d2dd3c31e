// Which language a public page is in: its path's prefix (/te/…, /hi/…), English without one (decision 062).
// Browser-safe: the header's switcher and every internal link use these too.
import { LANGUAGES, type Language } from '@app/platform/format'

export { LANGUAGES, type Language }

/** Each language's name for itself, as the switcher lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' }

/** The cookie that remembers the visitor's choice of language on this device (set by GET /lang/:language). */
export const LANGUAGE_COOKIE = 'site_lang'

/** The portal's own key for its language (portal/src/i18n/messages.ts): the switcher writes it too. */
export const PORTAL_LOCALE_KEY = 'portal.locale'

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/** The language of a requested path and the page's path within it: "/te/services" -> te, "/services". */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const [, first, ...rest] = pathname.split('/')
  if (first !== 'en' && isLanguage(first)) return { language: first, path: `/${rest.join('/')}` }
  return { language: 'en', path: pathname }
}

/** A page's address in a language: "/services" in Telugu is "/te/services"; the home page is "/te". */
export function languagePath(language: Language, path: string): string {
  if (language === 'en') return path
  return path === '/' ? `/${language}` : `/${language}${path}`
}

// Paths that are not pages of the site: the portal's (one language switch of its own), files and APIs.
const OTHER_APPS = /^\/(login|register|forgot-password|games|parentwrapper|uploads|api|admin)(\/|$|\?|#)/

/** An href of the site in the page's language; the portal's pages, files and other sites are left as they are. */
export function localHref(language: Language, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//') || OTHER_APPS.test(href)) return href
  return languagePath(language, href)
}

/** The switcher's link: a tiny server route remembers the choice, then opens the same page in that language. */
export const switchLanguageHref = (language: Language, path: string) =>
  `/lang/${language}?to=${encodeURIComponent(languagePath(language, path))}`
