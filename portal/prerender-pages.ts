// After `vite build`: writes dist/login.html and dist/register.html, the built index.html with the page's
// markup already inside #root (and their brotli and gzip copies). The server sends them for those two
// routes, so a visitor sees the form at once on a slow phone; see decision 017. Also dist/portal-paths.json, the
// router's paths, with which the server answers an unknown path under the portal's prefixes with status 404.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { precompressFiles } from './precompress.ts'
import { PRERENDER_LOCK_ID, prerender, routerPaths } from './src/prerender.tsx'

/** Signed-out pages whose markup does not depend on who is asking. */
export const PRERENDERED_ROUTES = ['/login', '/register'] as const

// Their tab titles (the page sets the same with usePageTitle once it runs), in the page's first bytes.
const english = (namespace: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'src/locales/en', `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >
const TITLES: Record<(typeof PRERENDERED_ROUTES)[number], string> = {
  '/login': english('auth')['auth.login.pageTitle'],
  '/register': english('registration')['registration.pageTitle'],
}
const pageTitle = (page: string) => english('common')['common.pageTitle'].replace('{page}', page)

const dist = path.join(import.meta.dirname, 'dist')
const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
const ROOT = '<div id="root"></div>'
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`)

// The app's script and its preloads start after the page's first paint (or after 1 s at the latest,
// e.g. in a background tab, where frames do not run): the prerendered page shows without waiting for
// them, and their download does not compete with the stylesheet's.
const SCRIPT_TAGS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g
const scripts: string[] = []
const preloads: string[] = []
const head = template.replace(SCRIPT_TAGS, (_tag, script?: string, preload?: string) => {
  if (script) scripts.push(script)
  if (preload) preloads.push(preload)
  return ''
})
// Vite names the app's chunks as scripts of their own when its entry would only import them (chunk-groups.ts): a module
// script each, which may run in any order (React and the bundler's runtime only define what the app imports).
if (scripts.length === 0) throw new Error('expected a module script in dist/index.html, found none')
const startAfterPaint = `<script>(function(){var started=false;function start(){if(started)return;started=true;${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=src;document.head.appendChild(s)})}requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})()</script>`

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

const written: string[] = []
for (const route of PRERENDERED_ROUTES) {
  const markup = lockFields(await prerender(route))
  const page = head
    .replace(/<title>[^<]*<\/title>/, `<title>${pageTitle(TITLES[route])}</title>`)
    .replace(ROOT, `<div id="root">${markup}</div>${startAfterPaint}`)
  const file = path.join(dist, `${route.slice(1)}.html`)
  writeFileSync(file, page)
  written.push(file)
}
precompressFiles(written)
process.stdout.write(`prerendered ${PRERENDERED_ROUTES.join(', ')}\n`)

// The router's pages, for the server: an unknown path under the portal's prefixes is answered with status 404.
writeFileSync(path.join(dist, 'portal-paths.json'), JSON.stringify(routerPaths()))
