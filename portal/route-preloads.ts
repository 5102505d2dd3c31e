// Vite plugin: an inline script in index.html that, from the address being opened, starts downloading the
// chunks of that route's screens alongside the app's own script. Without it they are requested only once
// the app has run and the router has matched, one round trip later (decision 017). For a parent's dashboard
// and booking form it also asks for the data their first render waits for (decision 031).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { SCRIPT_FACE_PRELOADS, scriptFacesByLanguage } from '@app/platform/script-faces'
import { droppableFacade } from './dynamic-facades'
import { catalogueFile } from './src/i18n/compile-catalogues'
import { LOCALE_STORAGE_KEY, LOCALES } from './src/i18n/locales'

type OutputChunk = Rollup.OutputChunk

const SIGNED_IN = 'src/app/layouts/signed-in-layout.tsx'
const ADMIN = [SIGNED_IN, 'src/app/routes/admin/layout.tsx']
// The parent's route loaders import app/prefetch.ts to ask for their data: preloaded too, so the requests start
// as soon as the app runs rather than one more round trip later.
const PARENT = [SIGNED_IN, 'src/app/routes/parent/frame.ts']
const DOCTOR = [SIGNED_IN, 'src/app/routes/doctor/layout.tsx']
const THERAPIST = [SIGNED_IN, 'src/app/routes/therapist/layout.tsx']

const GAMES = 'src/app/routes/games-pages.tsx'
/** The games written so far: the slugs with a loader in the games' registry (each a chunk of its own). */
const gameSlugs = () =>
  [
    ...readFileSync(path.resolve(import.meta.dirname, 'src/features/games/registry.ts'), 'utf8').matchAll(
      /'([a-z-]+)': \(\) => import\('\.\/\1'\)/g,
    ),
  ].map((match) => match[1])

/** Paths (case-insensitive patterns, first match wins) and the route modules app/router.tsx loads for them. */
export const ROUTE_MODULES: [pattern: string, modules: string[]][] = [
  ['^/admindashboard/?$', [...ADMIN, 'src/app/routes/admin/children.tsx']],
  ['^/admindashboard/child/', [...ADMIN, 'src/app/routes/admin/child.tsx']],
  ['^/admindashboard/appointment', [...ADMIN, 'src/app/routes/admin/book-appointment.tsx']],
  ['^/admindashboard/viewappointment', [...ADMIN, 'src/app/routes/admin/appointments.tsx']],
  ['^/admindashboard/manageappointment', [...ADMIN, 'src/app/routes/admin/pending-appointments.tsx']],
  ['^/admindashboard/register', [...ADMIN, 'src/app/routes/admin-register-page.tsx']],
  ['^/admindashboard/iepreports/', [...ADMIN, 'src/app/routes/admin/iep-reports.tsx']],
  ['^/parentdashboard/?$', PARENT],
  ['^/parentdashboard/child/', [...PARENT, 'src/app/routes/parent/child.tsx']],
  // The booking form greets a parent with a toast (their details filled in) once the form is drawn and the
  // browser idle, so the toast viewport's chunk is not preloaded with it (decision 039).
  ['^/parentdashboard/bookappointment', [...PARENT, 'src/app/routes/parent/book-appointment.tsx']],
  ['^/parentdashboard/viewappointments', [...PARENT, 'src/app/routes/parent/appointments.tsx']],
  ['^/parentdashboard/iepreports/', [...PARENT, 'src/app/routes/parent/iep-reports.tsx']],
  ['^/iepreports/', [SIGNED_IN, 'src/app/routes/parent/iep-reports.tsx']],
  ['^/doctordashboard/?$', [...DOCTOR, 'src/app/routes/dashboard-pages.tsx']],
  ['^/doctordashboard/viewappointment', [...DOCTOR, 'src/app/routes/doctor/appointments.tsx']],
  ['^/doctordashboard/iepdoctor', [...DOCTOR, 'src/app/routes/doctor/iep.tsx']],
  ['^/therapistdashboard/?$', [...THERAPIST, 'src/app/routes/dashboard-pages.tsx']],
  ['^/therapistdashboard/iep', [...THERAPIST, 'src/app/routes/therapist/iep.tsx']],
  ['^/profile', [SIGNED_IN, 'src/app/routes/profile-page.tsx']],
  // A game's play screen and that game's chunk, nothing of the other games.
  ...gameSlugs().map((slug): [string, string[]] => [
    `^/games/play/${slug}/?$`,
    [GAMES, `src/features/games/${slug}/index.ts`],
  ]),
  ['^/games(/|$)', [GAMES]],
]

/**
 * The signed-out pages, which index.html's table leaves out (the server sends /login and /register prerendered, and
 * the rest are rare): their modules only tell which catalogues a language needs there (LOCALE_PRELOADS).
 */
const SIGNED_OUT_ROUTES: [pattern: string, modules: string[]][] = [
  ['^/login/?$', ['src/app/routes/login-page.tsx']],
  ['^/register/?$', ['src/app/routes/register-page.tsx']],
  ['^/(forgot-password|reset-password|set-password)/?$', ['src/app/routes/password-pages.tsx']],
]

/**
 * The API reads a route's first render waits for (app/prefetch.ts, lib/first-render.ts), asked for by the same
 * inline script with the stored token when it belongs to `role`, so they travel with the chunks instead of after
 * the app has run; lib/api.ts takes each answer once (lib/early-data.ts).
 */
export const ROUTE_DATA: [pattern: string, role: string, paths: string[]][] = [
  // The parent's own record comes with GET /api/users/me (api/get-user.ts, ownUserQueryOptions).
  // The children's list comes with the overview (its `records`).
  ['^/parentdashboard/?$', 'parent', ['/api/parents/overview']],
  ['^/parentdashboard/bookappointment', 'parent', ['/api/parents/children', '/api/data/allcentres']],
]

// Reads the token the way lib/session.ts stores it (sessionStorage 'token', a JWT whose payload has `user._id`,
// `user.role` and `exp`); anything unexpected just asks for nothing. Any page opened with an unexpired token asks
// GET /api/users/me, the check main.tsx and the route guards make before a signed-in screen is drawn (it was a
// round trip after the app had run); the routes of ROUTE_DATA also ask for their data, for their role only. The
// answers wait in window.__early.
export const EARLY_DATA = `function(d,p){try{var k=sessionStorage.getItem('token');if(!k)return;var j=JSON.parse(atob(k.split('.')[1].replace(/-/g,'+').replace(/_/g,'/'))),u=j.user;if(!u||(j.exp&&j.exp*1000<=Date.now()))return;var e=window.__early={token:k,at:Date.now(),responses:{}},f=function(a){e.responses[a]=fetch(a,{headers:{Accept:'application/json',Authorization:'Bearer '+k}})};f('/api/users/me');for(var i=0;i<d.length;i++)if(new RegExp(d[i][0],'i').test(p)){if(u.role===d[i][1])d[i][2].forEach(f);return}}catch(x){}}`

/**
 * Makes one date format and one number format in the device's language, in a task of its own while the scripts
 * download. The first `Intl.DateTimeFormat` of a page costs 15–35 ms (ICU loads its data; later ones cost under
 * 1 ms), and made by the first render it was that render's longest task: on the slow-phone profile a long task
 * after the scripts have arrived is what sets the time to interactive (decision 067).
 */
export const WARM_INTL = `setTimeout(function(){try{var t=${JSON.stringify(Object.fromEntries(LOCALES.map((locale) => [locale.code, locale.intl])))}[localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})]||${JSON.stringify(LOCALES[0].intl)};new Intl.DateTimeFormat(t,{day:'numeric',month:'short',hour:'numeric',timeZone:'Asia/Kolkata'}).format(0);new Intl.NumberFormat(t).format(0)}catch(x){}})`

/**
 * Starts downloading the catalogues of the language chosen earlier on this device (each language's first chunk,
 * with the first screens' catalogues and the list of all) with the app's scripts: main.tsx waits for them before the
 * first render, and asked for once the app ran they were one more round trip, then 29 more (decisions 069, 070).
 * The script's faces come too where the device lacks them (SCRIPT_FACE_PRELOADS, decision 072).
 */
export const LOCALE_PRELOADS = `function(c){try{var f=c[localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})];if(!f)return;var m=f.modules;for(var i=0;i<f.routes.length;i++)if(new RegExp(f.routes[i][0],'i').test(location.pathname)){m=m.concat(f.routes[i][1]);break}m.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});f.faces&&(${SCRIPT_FACE_PRELOADS})(f.faces.local,f.faces.files)}catch(x){}}`

/** What the early script fetches for a language other than English. */
export interface LocaleFiles {
  /** Its first catalogue chunk (chunk-groups.ts, messagesChunkOf), on every page. */
  modules: string[]
  /**
   * Each route's other catalogue chunks of the language, where its screens' chunks hold English catalogues the first
   * chunk lacks (a form's validation messages, the booking's words), first match wins: fetched with the scripts
   * instead of once the screen's module has run (decision 073).
   */
  routes: [pattern: string, files: string[]][]
  /** Its script's faces, regular and bold, and the regular face's `local()` sources (assets/fonts/indic-fonts.css). */
  faces?: { local: string; files: string[] }
}

/** The catalogue chunks of a route in a language: those `routes` names for the first pattern `pathname` matches. */
export function routeCatalogues(files: LocaleFiles, pathname: string): string[] {
  return files.routes.find(([pattern]) => new RegExp(pattern, 'i').test(pathname))?.[1] ?? []
}

const INDIC_FONTS_CSS = path.resolve(import.meta.dirname, 'src/assets/fonts/indic-fonts.css')

/**
 * The file the build writes beside index.html for the server's Link header: the app's own chunks (what index.html's
 * script and modulepreload links load) and each route pattern with its screen's chunks, each list largest first.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

export interface RoutePreloadsFile {
  entry: string[]
  routes: [pattern: string, files: string[]][]
  /** Each language's first catalogue chunk and its script's faces, as LOCALE_PRELOADS fetches them. */
  locales: Record<string, LocaleFiles>
  /** The namespaces of each language's first catalogue chunk, which the build writes into that language's index page. */
  firstNamespaces: Record<string, string[]>
}

/**
 * A page's character encoding, which must come within its first 1024 bytes: what the head's early parts (this
 * plugin's script, a prerendered page's font preloads) go right after.
 */
export const CHARSET_META = /<meta charset="[^"]*" ?\/?>/i

/** The call of LOCALE_PRELOADS in index.html's inline script, exactly (prerender-pages.ts takes it out again). */
export const localePreloadsCall = (files: Record<string, LocaleFiles>) =>
  `(${LOCALE_PRELOADS})(${JSON.stringify(files)})`

export function routePreloads(): Plugin {
  let root = ''
  let base = '/'
  let table: [pattern: string, files: string[]][] = []
  let entry: string[] = []
  let localeFiles: Record<string, LocaleFiles> = {}
  let firstNamespaces: Record<string, string[]> = {}
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
        // A route module is the face of its own chunk, or one of the modules of a group's chunk (the booking
        // form's route rides in the `booking` chunk, chunk-groups.ts).
        const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)))
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        // A lazily loaded module's facade is dropped from the build (dynamic-facades.ts): the chunk it re-exports from
        // stands for it.
        const past = (chunk: OutputChunk) => byFile.get(droppableFacade(chunk)?.targetFile ?? '') ?? chunk
        for (const chunk of chunks) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, past(chunk))
        // Vite drops an entry chunk that only imports others and loads those itself (the app's group holds main.tsx).
        const onlyImports = (chunk: OutputChunk) => /^(\s*import\s*(["'`])[^"'`]+\2;?)*\s*$/.test(chunk.code)
        const closure = (chunk: OutputChunk, seen: Set<string>) => {
          if (seen.has(chunk.fileName)) return
          seen.add(chunk.fileName)
          for (const imported of chunk.imports) {
            const next = byFile.get(imported)
            if (next) closure(next, seen)
          }
        }
        // Largest first: on a phone's HTTP/1.1 six requests go at a time, and every chunk is needed before the first
        // render, so the big ones (React, the router) must not wait in line behind the small ones. In Lighthouse's
        // slow-4G simulation the two largest started 370 ms after the others and ended last (decision 067).
        const largestFirst = (files: Iterable<string>) =>
          [...files].sort((a, b) => (byFile.get(b)?.code.length ?? 0) - (byFile.get(a)?.code.length ?? 0))
        // What index.html already loads is left out of each route's list.
        const loaded = new Set<string>()
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk, loaded)
        entry = largestFirst([...loaded].filter((file) => !onlyImports(byFile.get(file)!))).map(
          (file) => `${base}${file}`,
        )
        const closureOfRoute = (modules: string[]) => {
          const files = new Set<string>()
          for (const module of modules) {
            const chunk = byModule.get(path.resolve(root, module))
            if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`)
            closure(chunk, files)
          }
          return files
        }
        table = ROUTE_MODULES.map(([pattern, modules]): [string, string[]] => [
          pattern,
          largestFirst([...closureOfRoute(modules)].filter((file) => !loaded.has(file))).map(
            (file) => `${base}${file}`,
          ),
        ])
        // Each route's files, the app's own included: what its screens register the English catalogues of.
        const routeFiles = [...ROUTE_MODULES, ...SIGNED_OUT_ROUTES].map(([pattern, modules]): [string, string[]] => [
          pattern,
          [...loaded, ...closureOfRoute(modules)],
        ])
        /** The chunks of a language's catalogues of the namespaces whose English these files hold. */
        const cataloguesIn = (files: Iterable<string>, code: string) => {
          const chunksOf = new Set<string>()
          for (const file of files)
            for (const id of byFile.get(file)?.moduleIds ?? []) {
              const catalogue = catalogueFile(id)
              if (catalogue?.language !== LOCALES[0].code) continue
              const chunk = byModule.get(path.resolve(root, `src/locales/${code}/${catalogue.namespace}.json`))
              if (!chunk) throw new Error(`route-preloads: no ${code} catalogue of ${catalogue.namespace}`)
              chunksOf.add(chunk.fileName)
            }
          return chunksOf
        }
        // Each language's first chunk: the catalogues of the first screens and the list of all (chunk-groups.ts,
        // messagesChunkOf).
        const scriptFaces = scriptFacesByLanguage(
          readFileSync(INDIC_FONTS_CSS, 'utf8'),
          Object.keys(bundle),
          (file) => `${base}${file}`,
        )
        firstNamespaces = {}
        localeFiles = Object.fromEntries(
          LOCALES.filter((locale) => locale.code !== LOCALES[0].code).map((locale) => {
            const messages = chunks.find((chunk) => chunk.name === `messages-${locale.code}`)
            if (!messages?.moduleIds.some((id) => id.endsWith(`/i18n/catalogues/${locale.code}.ts`)))
              throw new Error(`route-preloads: no chunk of ${locale.code} messages with the list of its catalogues`)
            const modules = [`${base}${messages.fileName}`]
            firstNamespaces[locale.code] = messages.moduleIds.flatMap((id) => {
              const catalogue = catalogueFile(id)
              return catalogue?.language === locale.code ? [catalogue.namespace] : []
            })
            // What the app's own chunks need is in the first chunk (messagesChunkOf): each route adds what its screens'
            // chunks need beyond it.
            const routes = routeFiles.map(([pattern, files]): [string, string[]] => [
              pattern,
              [...cataloguesIn(files, locale.code)]
                .filter((file) => file !== messages.fileName)
                .map((file) => `${base}${file}`),
            ])
            // The script's faces too (both weights, as indic-fonts.css declares them), on a device without them.
            // Fetched only once text in them was laid out, they arrived after the first render and every line of it
            // moved when they did: a layout shift of 0.12 on the Hindi home (decision 069).
            const faces = scriptFaces[locale.code]
            if (!faces) return [locale.code, { modules, routes }]
            if (faces.files.length !== 2) throw new Error(`route-preloads: ${locale.code}'s faces not found`)
            return [locale.code, { modules, routes, faces }]
          }),
        )
        const script = `<script>(function(t,p){for(var i=0;i<t.length;i++)if(new RegExp(t[i][0],'i').test(p)){t[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)});return}})(${JSON.stringify(table)},location.pathname);(${EARLY_DATA})(${JSON.stringify(ROUTE_DATA)},location.pathname);${localePreloadsCall(localeFiles)};${WARM_INTL}</script>`
        // First in the head after the character encoding, which must come within the first 1024 bytes (the script is
        // several kilobytes): an inline script after the stylesheet would wait for it before running.
        if (!CHARSET_META.test(html)) throw new Error('route-preloads: index.html has no <meta charset>')
        return html.replace(CHARSET_META, (meta) => `${meta}\n    ${script}`)
      },
    },
    // The same table for the server, which names a route's chunks in the Link header of its index.html, so the
    // browser asks for them with the app's own scripts instead of once the inline script has run.
    writeBundle(options) {
      if (!options.dir) return
      const file: RoutePreloadsFile = { entry, routes: table, locales: localeFiles, firstNamespaces }
      // A file named here and not written (a chunk the build dropped after this table was made) would be a 404 in
      // every page's Link header: the build fails instead.
      const relative = (url: string) => url.slice(base.length)
      const localeUrls = Object.values(localeFiles).flatMap((files) => [
        ...files.modules,
        ...files.routes.flatMap(([, catalogues]) => catalogues),
        ...(files.faces?.files ?? []),
      ])
      const missing = [...entry, ...table.flatMap(([, files]) => files), ...localeUrls].find(
        (url) => !existsSync(path.join(options.dir!, relative(url))),
      )
      if (missing) throw new Error(`route-preloads: ${missing} is not in the build`)
      writeFileSync(path.join(options.dir, ROUTE_PRELOADS_FILE), JSON.stringify(file))
    },
  }
}
