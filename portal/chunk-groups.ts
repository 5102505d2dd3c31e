// Vite (Rolldown) chunk groups: fewer, larger shared chunks for the signed-in screens, without adding a byte to
// /login. Left to itself the bundler gives every set of screens that shares a module a chunk of its own, which
// made a parent's dashboard 39 requests (HTTP/1.1 sends six at a time). The groups below are decided from the
// module graph: which screens statically import a module (decision 017).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { catalogueFile } from './src/i18n/compile-catalogues'

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file)
const ENTRY = [src('main.tsx')]
const LOGIN = [src('app/routes/login-page.tsx')]
const OTHER_PUBLIC = ['register-page.tsx', 'password-pages.tsx'].map((f) => src(`app/routes/${f}`))
const FRAME = [src('app/layouts/signed-in-layout.tsx')]
// A parent's frame and home, as the router imports them (app/routes/parent/frame.ts, decision 067): the side menu,
// the loaders' prefetch (app/prefetch.ts) and the home screen, the two screens named here.
const DASHBOARD = [src('app/routes/parent/frame.ts')]
const DASHBOARD_SCREENS = ['layout.tsx', 'children.tsx'].map((f) => src(`app/routes/parent/${f}`))
/** Every screen in a route folder, read at build time, so a new screen joins its group without an edit here. */
const screensIn = (folder: string) =>
  readdirSync(src(`app/routes/${folder}`))
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => src(`app/routes/${folder}/${file}`))
const BOOKING = [src('app/routes/parent/book-appointment.tsx')]
// The games a visitor plays without signing in: the picker, the play screen and every game's own chunk.
const GAMES = [
  src('app/routes/games-pages.tsx'),
  ...readdirSync(src('features/games'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['api', 'components', 'engine'].includes(entry.name))
    .map((entry) => src(`features/games/${entry.name}/index.ts`)),
]
// What any signed-in page loads when it needs it (the toast viewport with the first toast, the profile menu at
// the first input): a module of theirs must not ride in a role's chunk, or the first toast would bring the
// staff's screens with it (the icons they share with those screens did, once icons were imported one by one).
const LAZY_SHARED = [src('components/ui/toaster.tsx'), src('features/shell/components/profile-dropdown.tsx')]
const PARENT = screensIn('parent').filter((file) => !DASHBOARD_SCREENS.includes(file))
const STAFF = [
  ...['admin', 'doctor', 'therapist'].flatMap(screensIn),
  ...['admin-register-page.tsx', 'dashboard-pages.tsx', 'profile-page.tsx'].map((f) => src(`app/routes/${f}`)),
]

/** The modules these files import statically, themselves included (what loads with them). */
function closure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next)
  }
  return seen
}

type Sets = Record<
  'entry' | 'login' | 'otherPublic' | 'frame' | 'dashboard' | 'booking' | 'games' | 'parent' | 'staff' | 'lazyShared',
  Set<string>
>
let sets: Sets | undefined
const setsOf = (graph: ModuleGraph): Sets =>
  (sets ??= {
    entry: closure(graph, ENTRY),
    login: closure(graph, LOGIN),
    otherPublic: closure(graph, OTHER_PUBLIC),
    frame: closure(graph, FRAME),
    dashboard: closure(graph, DASHBOARD),
    booking: closure(graph, BOOKING),
    games: closure(graph, GAMES),
    parent: closure(graph, PARENT),
    staff: closure(graph, STAFF),
    lazyShared: closure(graph, LAZY_SHARED),
  })

/** Forget the graph of the last build (vite build --watch, several outputs). */
export function resetChunkGroups(): void {
  sets = undefined
}

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/

/** A language's list of its catalogues (src/i18n/catalogues/te.ts), which rides in its first chunk. */
const CATALOGUE_LIST = /[\\/]src[\\/]i18n[\\/]catalogues[\\/]([a-z]{2})\.ts$/

/**
 * The chunk of a language's catalogue, for a language other than English. Three per language: `messages-te` holds the
 * namespaces of the app and the signed-in frame and a parent's home (what a device that chose Telugu fetches before
 * the home's first render) and the list of all the language's catalogues; `messages-te-public` those only the signed-out
 * pages add (the login's, the registration's, and the server's validation messages, which only a form shows);
 * `messages-te-rest` the others, fetched before the first screen that needs them (i18n/messages.ts, decisions 070
 * and 073).
 */
export function messagesChunkOf(id: string, graph: ModuleGraph): string | null {
  const list = CATALOGUE_LIST.exec(id)?.[1]
  if (list) return `messages-${list}`
  const catalogue = catalogueFile(id)
  if (!catalogue || catalogue.language === 'en') return null
  const { language, namespace } = catalogue
  const english = src(`locales/en/${namespace}.json`)
  const s = setsOf(graph)
  if ([s.entry, s.frame, s.dashboard].some((set) => set.has(english))) return `messages-${language}`
  if ([s.login, s.otherPublic].some((set) => set.has(english))) return `messages-${language}-public`
  return `messages-${language}-rest`
}

const group = (name: string, priority: number, take: (id: string, s: Sets) => boolean, minShareCount = 1) => ({
  name: (id: string, graph: ModuleGraph) => (!REACT.test(id) && take(id, setsOf(graph)) ? name : null),
  priority,
  minShareCount,
})

const publicPage = (id: string, s: Sets) => s.login.has(id) || s.otherPublic.has(id)
/** Left to the bundler: a public page's module, or one a lazily loaded shared component needs. */
const notForRoles = (id: string, s: Sets) => publicPage(id, s) || s.lazyShared.has(id)
const signedIn = (id: string, s: Sets) => s.frame.has(id) || s.dashboard.has(id) || s.parent.has(id) || s.staff.has(id)

/**
 * The server's messages in the portal's words (i18n/server-messages.ts, with the English of every validation message)
 * and what reads them out of a failed call (lib/api-errors.ts): needed by a form or a dialog once a call fails, by no
 * screen's first render. Left out of the app's chunk, where the login form's use put them, so that the parent's home
 * does not download them (decision 073); what a form needs before its own chunk runs they are, in one small chunk.
 */
const ERROR_MESSAGES = [src('i18n/server-messages.ts'), src('locales/en/validation.json'), src('lib/api-errors.ts')]

export const chunkGroups = [
  // main.tsx and what it imports (the router, the session, the messages), in one chunk: the entry chunk is then left
  // only importing this one, and Vite loads the app's chunks from index.html itself, one request fewer (decision 069).
  // Claimed first, so that no group below takes it along as a dependency of its own modules (which would put it in a
  // chunk /login does not need).
  // Vite's preload helper, which main.tsx's dynamic imports use, is among them: it must not ride in a chunk they
  // load, and here it costs no request of its own.
  // With them, what /login loads that other pages load too (the messages, the page frame): every page loads it, and
  // /login loads the same bytes, in one request fewer.
  group(
    'app',
    80,
    (id, s) =>
      s.entry.has(id) ||
      (s.login.has(id) && (s.otherPublic.has(id) || signedIn(id, s)) && !ERROR_MESSAGES.includes(id)),
  ),
  // Below the app's group, which claims what they import (the messages, the API's calls) first: a group takes its
  // modules' imports along. A module the app itself runs stays with the app (one more request of every page).
  group('errors', 78, (id, s) => ERROR_MESSAGES.includes(id) && !s.entry.has(id)),
  // The signed-in frame and a parent's home, and what they share with other screens: the query cache (which
  // /register needs too), the frame's data, badges, dates. One chunk, with the frame's own layout and the parent's
  // home in it (their facades are dropped, dynamic-facades.ts): a parent's home loads one chunk beyond the app's, and
  // the staff's screens a few KB of the parent's home they do not show (decisions 067, 069).
  group('signed-in', 65, (id, s) => !s.login.has(id) && (s.frame.has(id) || s.dashboard.has(id))),
  // What /register and the password pages share with the other signed-in screens: the forms' libraries (which the
  // parent's home does not need).
  group('forms', 62, (id, s) => !s.login.has(id) && s.otherPublic.has(id) && signedIn(id, s), 2),
  // The booking form and what it needs beyond the frame, the parent's route included (one request fewer): a
  // parent's booking loads this and not the rest of the parent's screens (the IEP screens, TanStack Table: 30 KB
  // compressed it never used). The admin's walk-in booking loads it too; a parent's screen that shares a module
  // with the form (a dialog, the PDF's content) does.
  group('booking', 55, (id, s) => !notForRoles(id, s) && s.booking.has(id)),
  // What the games share with the signed-in screens (the games' schema, their names, the results' words): a
  // visitor playing a game loads this, not the parent's or the staff's chunk.
  group('games-shared', 52, (id, s) => !notForRoles(id, s) && s.games.has(id) && signedIn(id, s), 2),
  // What a parent's other screens share; a parent never loads the staff's chunk.
  group('parent', 50, (id, s) => !notForRoles(id, s) && s.parent.has(id), 2),
  group('staff', 40, (id, s) => !notForRoles(id, s) && s.staff.has(id), 2),
]
