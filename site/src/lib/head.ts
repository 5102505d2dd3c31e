import type { BranchSummary, CommonData, Seo, SiteImage } from '@app/content/types'
import { LANGUAGES, type Language } from '@app/platform/format'
import { languagePath } from '../i18n/languages.ts'
import type { SitePage } from './site-data.ts'

/** What a route says about its page's <head>; anything left out falls back to the site settings. */
export interface HeadInput {
  title: string
  description?: string | null
  image?: SiteImage | null
  /** Use `title` as it is, without " | {site name}" (the home page). */
  isFullTitle?: boolean
  /** Structured data objects (schema.org), each written as one JSON-LD script. */
  jsonLd?: object[]
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean
  /** The page's one address when several paths show it (e.g. /whyus shows /aboutus/whyus). */
  canonicalPath?: string
}

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON for a <script> element: nothing in the content can close the tag. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '')

/**
 * The usual head of a content page: the page's own SEO fields when an editor filled them,
 * otherwise its heading and intro. Call it from a route's `head`.
 */
export function pageHead(
  seo: Seo | null | undefined,
  fallback: { title: string; description?: string | null; image?: SiteImage | null },
): HeadInput {
  return {
    title: seo?.title || fallback.title,
    description: seo?.description || fallback.description,
    image: seo?.image ?? fallback.image,
  }
}

const POSTCODE = /\b(\d{6})\b/

/** MedicalClinic structured data, one per branch, with its address and phone. */
export function medicalClinicsJsonLd(branches: BranchSummary[], common: CommonData, publicUrl: string): object[] {
  const { settings } = common
  return branches.map((branch) => ({
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: `${settings.siteName}, ${branch.name}`,
    telephone: branch.phone,
    url: new URL('/ourbranches', publicUrl).toString(),
    medicalSpecialty: ['Pediatric', 'Psychiatric', 'SpeechPathology'],
    parentOrganization: { '@type': 'MedicalOrganization', name: settings.siteName, url: publicUrl },
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address.replace(/,?\s*(Hyderabad|Secunderabad)?,?\s*Telangana\s*\d{6}\s*$/i, '').trim(),
      addressLocality: /Secunderabad/i.test(branch.address) ? 'Secunderabad' : 'Hyderabad',
      addressRegion: 'Telangana',
      postalCode: POSTCODE.exec(branch.address)?.[1],
      addressCountry: 'IN',
    },
  }))
}

const absolute = (url: string, publicUrl: string) => new URL(url, publicUrl).toString()

/** Open Graph's name for each language's readers (Indian English, Telugu, Hindi). */
const OG_LOCALE: Record<Language, string> = { en: 'en_IN', te: 'te_IN', hi: 'hi_IN' }

/**
 * The page's address in each language, and x-default (English, for a reader of none of them), so a search engine
 * shows each reader the page in their language.
 */
function alternateLinks(path: string, publicUrl: string): string[] {
  const links = LANGUAGES.map(
    (language) =>
      `<link rel="alternate" hreflang="${language}" href="${escapeHtml(absolute(languagePath(language, path), publicUrl))}" />`,
  )
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(path, publicUrl))}" />`)
  return links
}

/**
 * The <head> tags of a page: title, description, canonical link and its other languages' addresses, Open Graph,
 * Twitter and JSON-LD.
 */
export function renderHead(input: HeadInput, data: SitePage): string {
  const { settings } = data.common
  const siteName = settings.siteName
  const title = input.isFullTitle || input.title === siteName ? input.title : `${input.title} | ${siteName}`
  const description = input.description || settings.seo.description || settings.tagline || siteName
  const pagePath = input.canonicalPath ?? data.path
  const url = absolute(languagePath(data.locale, pagePath), data.publicUrl)
  const image = input.image ?? settings.seo.image
  const imageUrl = image ? absolute(image.src, data.publicUrl) : null
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(input.noindex
      ? [`<meta name="robots" content="noindex" />`]
      : [`<link rel="canonical" href="${escapeHtml(url)}" />`, ...alternateLinks(pagePath, data.publicUrl)]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[data.locale]}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  ]
  if (image && imageUrl) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(imageUrl)}" />`,
      `<meta property="og:image:width" content="${image.width}" />`,
      `<meta property="og:image:height" content="${image.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(imageUrl)}" />`,
      `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
    )
  }
  for (const item of input.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(item)}</script>`)
  return tags.join('\n    ')
}
