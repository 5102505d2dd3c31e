import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { SCRIPT_FACE_PRELOADS, scriptFacesByLanguage } from '@app/platform/script-faces'
import type { RenderedPage, RouteMatch } from '../entry-server.tsx'
import { scriptJson } from '../lib/head.ts'
import { SITE_DATA_ID, type SitePage } from '../lib/site-data.ts'

export type { RouteMatch } from '../entry-server.tsx'
export type { SitePage } from '../lib/site-data.ts'
export { isLanguage, LANGUAGE_COOKIE, languagePath, splitLanguage } from '../i18n/languages.ts'
/** Escapes text for HTML or XML markup (the server's sitemap.xml uses the pages' own escaping). */
export { escapeHtml as escapeMarkup } from '../lib/head.ts'

export const SITE_DIST_DIR = path.resolve(import.meta.dirname, '../../dist')

export interface ServerEntry {
  render: (data: SitePage) => RenderedPage
  match: (pathname: string) => RouteMatch
  routes: Array<{ path: string; content: string }>
}

/**
 * Loads the built site once and renders its pages to complete HTML documents. API tests pass the
 * source `entry` and `template` (site/index.html) instead, so they need no build.
 */
export async function createSiteRenderer({
  distDir = SITE_DIST_DIR,
  ...source
}: { distDir?: string; entry?: ServerEntry; template?: string } = {}) {
  const clientDir = path.join(distDir, 'client')
  let template: string
  let entry: ServerEntry
  try {
    template = source.template ?? (await readFile(path.join(clientDir, 'index.html'), 'utf8'))
    entry = source.entry ?? (await import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href))
  } catch (error) {
    throw new Error(`The public site is not built (${(error as Error).message}). Run "npm run build" first.`, {
      cause: error,
    })
  }
  // Before the page's own head: the faces are asked for ahead of its stylesheet and scripts.
  template = template.replace(
    '<!--app-head-->',
    `${await scriptFacesScript(path.join(clientDir, 'assets'))}<!--app-head-->`,
  )
  return {
    clientDir,
    /** The document every page is rendered into, before any content: its inline scripts are ours alone. */
    template,
    /** Which route a path belongs to (the 404 route when none), so the server knows what to load. */
    match: (pathname: string): RouteMatch => entry.match(pathname),
    /** The 404 page's route. */
    notFoundRoute: entry.match('/__no-such-page__').route,
    /** The public routes' patterns, for sitemap.xml. */
    routes: entry.routes,
    renderPage(data: SitePage): { status: number; html: string } {
      const page = entry.render(data)
      const html = template
        .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
        .replace('<!--app-head-->', () => page.head)
        .replace('<!--app-html-->', () => page.html)
        // A data block, not a script: the CSP allows no inline script but the template's own (decision 022).
        .replace(
          '<!--app-data-->',
          () => `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(page.data)}</script>`,
        )
      return { status: page.status, html }
    },
  }
}

/** The stylesheet of the Telugu and Devanagari faces, shared with the portal (the site's styles.css imports it). */
const INDIC_FONTS_CSS = path.resolve(import.meta.dirname, '../../../portal/src/assets/fonts/indic-fonts.css')

/**
 * The template's script that has a Telugu or Hindi page ask for its script's two faces at once, on a device without
 * them, so they arrive before its text is first laid out (Chromium kept bold text laid out before its face arrived
 * as empty boxes, decision 062); a phone draws the script with its own font and downloads neither (decision 072).
 * It reads the page's `<html lang>`: the template's own inline scripts are the only ones the CSP allows (decision
 * 022), so it is one script for every page. English asks for none.
 */
async function scriptFacesScript(assetsDir: string): Promise<string> {
  const faces = scriptFacesByLanguage(
    await readFile(INDIC_FONTS_CSS, 'utf8'),
    await readdir(assetsDir).catch(() => [] as string[]),
    (file) => `/assets/${file}`,
  )
  return `<script>(function(c){var f=c[document.documentElement.lang];f&&f.files.length&&(${SCRIPT_FACE_PRELOADS})(f.local,f.files)})(${JSON.stringify(faces)})</script>\n    `
}

export type SiteRenderer = Awaited<ReturnType<typeof createSiteRenderer>>
