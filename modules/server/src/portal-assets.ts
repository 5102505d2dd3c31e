import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import express, { Router, type Request, type Response } from 'express'
import {
  OTHER_ROUTES,
  PORTAL_PATHS_FILE,
  PRERENDERED_PAGES_FILE,
  type PrerenderedPages,
} from '@app/platform/portal-build'
import { portalPathMatcher } from './portal-paths.ts'
import { inlineScriptHashes } from './security-headers.ts'
import { portalLanguage } from './site-language.ts'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/** The compressed copies the portal's build writes beside each file (portal/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

/** Whether the build has `file`, remembered in `known`: the build's files never change under a server. */
function isBuilt(known: Map<string, boolean>, file: string): boolean {
  let found = known.get(file)
  if (found === undefined) {
    found = existsSync(file)
    known.set(file, found)
  }
  return found
}

/**
 * Sends `file` as the best precompressed copy the browser accepts (brotli, then gzip), or as it is.
 * Every answer says `Vary: Accept-Encoding`, so a cache never hands a brotli body to a browser that
 * asked for gzip. Whether a copy exists is remembered: the build's files never change under a server.
 */
function sendPrecompressed(
  req: Request,
  res: Response,
  file: string,
  cacheControl: string,
  known: Map<string, boolean>,
  onError: (error: Error) => void,
  vary = 'Accept-Encoding',
): void {
  res.setHeader('Vary', vary)
  res.setHeader('Cache-Control', cacheControl)
  const type = CONTENT_TYPES[path.extname(file)]
  // Our order, not the header's: browsers list gzip before br, and br is the smaller.
  const encoding = ENCODINGS.find(
    ({ name, extension }) => type && req.acceptsEncodings(name) === name && isBuilt(known, file + extension),
  )
  if (encoding && type) {
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', encoding.name)
  }
  // Cache-Control is ours; send's own would replace it.
  res.sendFile(encoding ? file + encoding.extension : file, { cacheControl: false }, (error) => {
    if (error) onError(error)
  })
}

/**
 * The built portal under /app: content-hashed files in assets/ are kept for a year and never
 * revalidated; the rest (favicon) for a day. Each is sent precompressed when the browser accepts it.
 */
export function portalAssets(portalDir: string): Router {
  const router = Router()
  const known = new Map<string, boolean>()
  const root = path.resolve(portalDir)
  router.get('/assets/*file', (req, res, next) => {
    let file: string
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`)
    } catch {
      next() // a malformed escape names no file
      return
    }
    // Only files inside the build, and never the compressed copies themselves.
    if (!file.startsWith(`${root}${path.sep}`) || /\.(br|gz)$/.test(file) || !(known.get(file) ?? existsSync(file))) {
      next()
      return
    }
    known.set(file, true)
    sendPrecompressed(req, res, file, `public, max-age=${YEAR_MS / 1000}, immutable`, known, (error) => next(error))
  })
  router.use(express.static(portalDir, { index: false, maxAge: '1d' }))
  return router
}

/**
 * The pages the portal's build prerendered, each route's file in each language (its prerendered-pages.json), read
 * once the build is there. A build without the file has none: every route is sent index.html.
 */
function prerenderedPages(root: string): () => PrerenderedPages {
  let pages: PrerenderedPages | undefined
  return () => {
    if (pages) return pages
    const file = path.join(root, PRERENDERED_PAGES_FILE)
    if (!existsSync(file)) return {}
    pages = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages
    return pages
  }
}

/**
 * The portal's page for each path under its prefixes: the prerendered one when the build made it, in the language
 * the device chose for the portal (its cookie; English otherwise, or when the build has no such page), else
 * index.html. Both name the current build's hashed files, so browsers must ask again every time (`no-cache`:
 * revalidated with its ETag, never used stale); a prerendered page also varies with the cookie. A path the portal's
 * router does not know gets index.html too, whose app shows the portal's 404 page (with the way back to the
 * dashboard), but with status 404, so crawlers and link checkers see a dead link as one.
 */
export function portalIndex(portalDir: string) {
  const known = new Map<string, boolean>()
  const root = path.resolve(portalDir)
  const index = path.join(root, 'index.html')
  const preloads = routePreloadLinks(root)
  const isPortalPage = portalPages(root)
  const prerendered = prerenderedPages(root)
  return (req: Request, res: Response, next: (error?: unknown) => void) => {
    if (!isPortalPage()(req.path)) {
      res.status(404)
      sendPrecompressed(req, res, index, 'no-cache', known, (error) => next(error))
      return
    }
    // A build's page in the device's language, else its English one (a build that has not made that language's).
    const built = (files: Record<string, string> | undefined) =>
      [files?.[portalLanguage(req)], files?.en]
        .filter((name) => name !== undefined)
        .map((name) => path.join(root, name))
        .find((candidate) => isBuilt(known, candidate))
    const route = req.path.toLowerCase().replace(/\/+$/, '')
    const prerenderedPage = built(prerendered()[route])
    if (!prerenderedPage) {
      // A prerendered page names its scripts in its own HTML; index.html's are named in the Link header too.
      const links = preloads()(req.path)
      if (links) res.setHeader('Link', links)
    }
    // Else index.html, or its copy in the device's language with that language's first catalogues in it (decision 073).
    const page = prerenderedPage ?? built(prerendered()[OTHER_ROUTES]) ?? index
    sendPrecompressed(req, res, page, 'no-cache', known, (error) => next(error), 'Accept-Encoding, Cookie')
  }
}

/**
 * Whether a path is a page of the portal's router (the build's portal-paths.json), read once the build is there.
 * A build without the file (an older one) counts every path under the prefixes as a page, as before.
 */
function portalPages(root: string): () => (pathname: string) => boolean {
  let matcher: ((pathname: string) => boolean) | undefined
  return () => {
    if (matcher) return matcher
    const file = path.join(root, PORTAL_PATHS_FILE)
    if (!existsSync(file)) return () => true
    matcher = portalPathMatcher(JSON.parse(readFileSync(file, 'utf8')) as string[])
    return matcher
  }
}

/**
 * The Link header of index.html at a path: the app's own chunks, then the chunks of the screen at that path (the
 * build's route-preloads.json, written by portal/route-preloads.ts, each list largest first), so the browser fetches
 * them all at once, the largest first, rather than once index.html's inline script has run (decisions 031, 067). Read
 * once the build is there.
 */
function routePreloadLinks(root: string): () => (pathname: string) => string | undefined {
  let lookup: ((pathname: string) => string | undefined) | undefined
  return () => {
    if (lookup) return lookup
    const file = path.join(root, 'route-preloads.json')
    if (!existsSync(file)) return () => undefined
    const { entry, routes } = JSON.parse(readFileSync(file, 'utf8')) as {
      entry: string[]
      routes: [string, string[]][]
    }
    const header = (files: string[]) =>
      files.length ? files.map((url) => `<${url}>; rel=modulepreload; crossorigin`).join(', ') : undefined
    const table = routes.map(([pattern, files]) => [new RegExp(pattern, 'i'), header([...entry, ...files])] as const)
    const entryOnly = header(entry)
    lookup = (pathname) => table.find(([pattern]) => pattern.test(pathname))?.[1] ?? entryOnly
    return lookup
  }
}

/**
 * The CSP sources of the inline scripts in the portal's pages (the route preloads in index.html, the
 * start-after-paint script of the prerendered ones), read from the build once, when a page is first sent:
 * the build's files never change under a running server.
 */
export function portalScriptHashes(portalDir: string): () => string[] {
  const prerendered = prerenderedPages(portalDir)
  let hashes: string[] | undefined
  return () => {
    if (hashes) return hashes
    const pages = ['index.html', ...Object.values(prerendered()).flatMap((files) => Object.values(files))]
    const found = new Set(
      pages.flatMap((name) => {
        const file = path.join(portalDir, name)
        return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : []
      }),
    )
    // Not built yet: ask again next time rather than remember an empty list.
    if (existsSync(path.join(portalDir, 'index.html'))) hashes = [...found]
    return [...found]
  }
}
