// After `vite build`: writes dist/login.html and dist/register.html, the built index.html with the page's
// markup already inside #root (and their brotli and gzip copies), and the same pages in every other language the
// portal speaks (dist/login.te.html...). The server sends them for those two routes, in the language the device
// chose (its cookie, modules/server/src/portal-assets.ts), so a visitor sees the form at once on a slow phone, in
// their language; see decisions 017 and 070. The server learns which pages there are, and their files, from
// dist/prerendered-pages.json, written here. Also dist/portal-paths.json, the router's paths, with which the server
// answers an unknown path under the portal's prefixes with status 404.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  OTHER_ROUTES,
  PORTAL_PATHS_FILE,
  PRERENDERED_PAGES_FILE,
  type PrerenderedPages,
} from '@app/platform/portal-build'
import { SCRIPT_FACE_PRELOADS } from '@app/platform/script-faces'
import { precompressFiles } from './precompress.ts'
import { compileCatalogue } from './src/i18n/compile-catalogues.ts'
import {
  CHARSET_META,
  localePreloadsCall,
  ROUTE_PRELOADS_FILE,
  routeCatalogues,
  WARM_INTL,
  type RoutePreloadsFile,
} from './route-preloads.ts'
import { DEFAULT_LOCALE, FIRST_MESSAGES_ID, LOCALES } from './src/i18n/locales.ts'
import { PRERENDER_LOCK_ID, prerender, routerPaths } from './src/prerender.tsx'

/** Signed-out pages whose markup does not depend on who is asking. */
export const PRERENDERED_ROUTES = ['/login', '/register'] as const

/** A namespace's catalogue in a language, as written (src/locales/<locale>/<namespace>.json). */
const catalogueOf = (locale: string, namespace: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'src/locales', locale, `${namespace}.json`), 'utf8'),
  ) as Record<string, string>

/** A language's catalogues as written: every namespace of src/locales/<locale>/, merged. */
function cataloguesOf(locale: string): Record<string, string> {
  return Object.assign(
    {},
    ...readdirSync(path.join(import.meta.dirname, 'src/locales', locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => catalogueOf(locale, file.slice(0, -'.json'.length))),
  ) as Record<string, string>
}

// Their tab titles (the page sets the same with usePageTitle once it runs), in the page's first bytes.
const TITLE_IDS: Record<(typeof PRERENDERED_ROUTES)[number], string> = {
  '/login': 'auth.login.pageTitle',
  '/register': 'registration.pageTitle',
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** index.html, or its copy in a language (the manifest's OTHER_ROUTES). */
const indexFile = (locale: string) => (locale === DEFAULT_LOCALE ? 'index.html' : `index.${locale}.html`)

/** The file the server sends for a prerendered route in a language: login.html in English, login.te.html in Telugu. */
const prerenderedFile = (route: string, locale: string) =>
  `${route.slice(1)}${locale === DEFAULT_LOCALE ? '' : `.${locale}`}.html`

const dist = path.join(import.meta.dirname, 'dist')
const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
const ROOT = '<div id="root"></div>'
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`)

// What index.html's inline script does for the app (route-preloads.ts), which on these pages waits for the first paint
// (below): warming Intl (a 45-70 ms task on the slow-phone profile, which ran before the first layout), and fetching
// the chosen language's catalogues (which only the app reads).
const { locales, firstNamespaces } = JSON.parse(
  readFileSync(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8'),
) as RoutePreloadsFile
/** The page with this part of index.html's inline script replaced; the build fails if the script no longer has it. */
const replacingPart = (html: string, part: string, replacement: string) => {
  if (!html.includes(part)) throw new Error(`dist/index.html's inline script has changed: no ${part.slice(0, 60)}…`)
  return html.replace(part, () => replacement)
}
const withoutPart = (html: string, part: string) => replacingPart(html, part, '')
const LOCALE_PRELOADS_CALL = `;${localePreloadsCall(locales)}`

// The app's script and its preloads start once the page's first contentful paint is on screen (the browser's paint
// timing; a frame where that is not offered; after 1 s at the latest, e.g. in a background tab, where frames do not
// run): the prerendered page shows without waiting for them, and their download does not compete with the
// stylesheet's and the fonts'. A frame alone was not enough: drawing the page can reach the screen 100+ ms after the
// frame's task, and the scripts then shared the link with the first paint (decision 070).
const SCRIPT_TAGS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g
const scripts: string[] = []
const appPreloads: string[] = []
const head = withoutPart(
  template.replace(SCRIPT_TAGS, (_tag, script?: string, preload?: string) => {
    if (script) scripts.push(script)
    if (preload) appPreloads.push(preload)
    return ''
  }),
  `;${WARM_INTL}`,
)
// Vite names the app's chunks as scripts of their own when its entry would only import them (chunk-groups.ts): a module
// script each, which may run in any order (React and the bundler's runtime only define what the app imports).
if (scripts.length === 0) throw new Error('expected a module script in dist/index.html, found none')
const startAfterPaint = (preloads: string[]) =>
  `<script>(function(){var started=false;function start(){if(started)return;started=true;${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=src;document.head.appendChild(s)})}try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(list){list.getEntriesByName('first-contentful-paint').length&&setTimeout(start)}).observe({type:'paint',buffered:true})}catch(x){requestAnimationFrame(function(){setTimeout(start)})}setTimeout(start,1000)})()</script>`

/**
 * The page's head in a language: English's is index.html's (its inline script fetches the catalogues of a language
 * chosen on the device, for a device whose cookie the server did not get). A page in another language names its
 * script's faces for the first paint where the device lacks them, and fetches its catalogues (the first chunk and what
 * the route adds, routeCatalogues) with the app's scripts.
 */
function headIn(locale: string, route: string): { head: string; preloads: string[] } {
  if (locale === DEFAULT_LOCALE) return { head, preloads: appPreloads }
  const files = locales[locale]
  if (!files) throw new Error(`${ROUTE_PRELOADS_FILE} names no files of ${locale}`)
  // The faces before anything else in the head, on a device without them (the check does not wait for the network).
  const faces = files.faces
    ? [
        `<script>(${SCRIPT_FACE_PRELOADS})(${JSON.stringify(files.faces.local)},${JSON.stringify(files.faces.files)})</script>`,
      ]
    : []
  return {
    head: withoutPart(head, LOCALE_PRELOADS_CALL).replace(CHARSET_META, (meta) => [meta, ...faces].join('\n    ')),
    preloads: [...appPreloads, ...files.modules, ...routeCatalogues(files, route)],
  }
}

/**
 * main.tsx hydrates this markup: React keeps the DOM and attaches to it. Until then each field and button is
 * disabled, and marked so that PrerenderUnlock (lib/prerender-lock.ts) enables exactly these once the app runs: a
 * form sent before the app listens would go to the server as a GET, password in the address. Attributes, not a
 * disabled fieldset around the root: that put the page's <main> inside a form group, an unnamed group around the
 * whole page for screen readers. React does not patch attributes when it hydrates, so the markup it compares is
 * unchanged.
 */
function lockFields(markup: string): string {
  return markup.replace(/<(input|button|select|textarea)\b([^>]*)>/g, (tag, name: string, attributes: string) =>
    /\sdisabled(=|\s|\/|$)/.test(attributes) ? tag : `<${name} disabled="" ${PRERENDER_LOCK_ID}=""${attributes}>`,
  )
}

const HTML_LANG = /<html lang="[^"]*" dir="[^"]*">/
if (!HTML_LANG.test(template)) throw new Error('dist/index.html has no <html lang dir>')

const written: string[] = []
/** Each prerendered route's file in each language, for the server (modules/server/src/portal-assets.ts). */
const pages: PrerenderedPages = {}
for (const { code, direction } of LOCALES) {
  const messages = cataloguesOf(code)
  for (const route of PRERENDERED_ROUTES) {
    const { head, preloads } = headIn(code, route)
    const markup = lockFields(await prerender(route, { locale: code, messages }))
    const title = escapeHtml(messages['common.pageTitle'].replace('{page}', messages[TITLE_IDS[route]]))
    const page = head
      .replace(HTML_LANG, `<html lang="${code}" dir="${direction}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(ROOT, () => `<div id="root">${markup}</div>${startAfterPaint(preloads)}`)
    const file = path.join(dist, prerenderedFile(route, code))
    writeFileSync(file, page)
    written.push(file)
    pages[route] = { ...pages[route], [code]: prerenderedFile(route, code) }
  }
}

// index.html in each other language, for every route not prerendered (a parent's home first): the same page, with the
// language's first catalogues written into it, compiled as the build compiles them (i18n/compile-catalogues.ts) and
// read by i18n/messages.ts (FIRST_MESSAGES_ID). Sent to a device whose cookie names the language, it needs no catalogue
// request before its first render: the 4-5 KB ride in the document's first round trip, where the request was one
// of eight after it (decision 073). A device whose stored choice differs reads its own language's chunk, as before.
pages[OTHER_ROUTES] = { [DEFAULT_LOCALE]: indexFile(DEFAULT_LOCALE) }
for (const { code } of LOCALES) {
  if (code === DEFAULT_LOCALE) continue
  const namespaces = firstNamespaces[code]
  if (!namespaces?.length) throw new Error(`${ROUTE_PRELOADS_FILE} names no first catalogues of ${code}`)
  const compiled = compileCatalogue(Object.assign({}, ...namespaces.map((namespace) => catalogueOf(code, namespace))))
  // The language's first chunk is not preloaded on this page: what it would bring is written in.
  const withoutFirstChunk = { ...locales, [code]: { ...locales[code], modules: [] } }
  // `<` escaped: a message cannot end the script element.
  const data = `<script type="application/json" id="${FIRST_MESSAGES_ID}" data-locale="${code}">${JSON.stringify(compiled).replace(/</g, '\\u003c')}</script>`
  const page = replacingPart(template, LOCALE_PRELOADS_CALL, `;${localePreloadsCall(withoutFirstChunk)}`).replace(
    ROOT,
    () => `${ROOT}${data}`,
  )
  const file = path.join(dist, indexFile(code))
  writeFileSync(file, page)
  written.push(file)
  pages[OTHER_ROUTES] = { ...pages[OTHER_ROUTES], [code]: indexFile(code) }
}

precompressFiles(written)
writeFileSync(path.join(dist, PRERENDERED_PAGES_FILE), JSON.stringify(pages))
process.stdout.write(`prerendered ${PRERENDERED_ROUTES.join(', ')} in ${LOCALES.map(({ code }) => code).join(', ')}\n`)

// The router's pages, for the server: an unknown path under the portal's prefixes is answered with status 404.
writeFileSync(path.join(dist, PORTAL_PATHS_FILE), JSON.stringify(routerPaths()))
