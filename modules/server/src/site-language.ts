// The visitor's choice of language on the public site (decision 062): remembered in a cookie by GET /lang/:language,
// and used to send a later visit to an unprefixed address to the same page in that language.
import type { Request, Response } from 'express'
import { PORTAL_LANGUAGE_COOKIE, type Language } from '@app/platform/format'
import { isLanguage, LANGUAGE_COOKIE, languagePath, splitLanguage } from '@app/site'

const YEAR_SECONDS = 365 * 24 * 3600

/** The language a cookie of the request names, when it is one we speak. */
function languageIn(req: Request, cookie: string): Language | undefined {
  const match = new RegExp(`(?:^|;\\s*)${cookie}=([a-z]+)\\s*(?:;|$)`).exec(req.headers.cookie ?? '')
  return isLanguage(match?.[1]) ? match[1] : undefined
}

/** The language chosen on this device earlier, when it is one the site speaks; English needs no cookie. */
export const chosenLanguage = (req: Request): Language | undefined => languageIn(req, LANGUAGE_COOKIE)

/** The portal's language on this device (the portal's switcher or the site's), English when none was chosen. */
export const portalLanguage = (req: Request): Language => languageIn(req, PORTAL_LANGUAGE_COOKIE) ?? 'en'

/**
 * Where a visit to an unprefixed page should go instead: the same page in the language chosen on this device.
 * Nothing for a visitor who chose no language or English, or for a crawler (it sends no cookie), so every address
 * answers with the page it names.
 */
export function languageRedirect(req: Request, url: URL): string | undefined {
  const language = chosenLanguage(req)
  if (!language || language === 'en' || splitLanguage(url.pathname).language !== 'en') return undefined
  return `${languagePath(language, url.pathname)}${url.search}`
}

/**
 * The address to go to after a switch: only a path of this site (never "//other.site" or a full URL, so the
 * route cannot send anyone elsewhere); otherwise the chosen language's home page.
 */
export function sameSiteTarget(to: unknown, language: Language): string {
  const fallback = languagePath(language, '/')
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return fallback
  const base = 'http://site.invalid'
  const target = new URL(to, base)
  return target.origin === base ? `${target.pathname}${target.search}${target.hash}` : fallback
}

/**
 * Remembers the choice for a year; choosing English forgets it, so unprefixed addresses stay English. The portal's
 * cookie follows (its login then opens in the same language, prerendered: decision 070); not HttpOnly, as the
 * portal's own switcher writes it.
 */
export function rememberLanguage(res: Response, language: Language, isSecure: boolean) {
  const options = { path: '/', sameSite: 'lax' as const, httpOnly: true, secure: isSecure }
  const portal = { ...options, httpOnly: false }
  if (language === 'en') {
    res.clearCookie(LANGUAGE_COOKIE, options)
    res.clearCookie(PORTAL_LANGUAGE_COOKIE, portal)
  } else {
    res.cookie(LANGUAGE_COOKIE, language, { ...options, maxAge: YEAR_SECONDS * 1000 })
    res.cookie(PORTAL_LANGUAGE_COOKIE, language, { ...portal, maxAge: YEAR_SECONDS * 1000 })
  }
}
