import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { PORTAL_LANGUAGE_COOKIE } from '@app/platform/format'
import { DEFAULT_LOCALE, FIRST_MESSAGES_ID, LOCALE_STORAGE_KEY, LOCALES } from './locales'

/** Values a message's {placeholders} take. */
export type MessageValues = Record<string, string | number | Date | null | undefined>

/** Formats one message of a catalogue in the active language. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string

/** A registered catalogue: its message ids, and `t` for text made outside a render (toasts, PDFs). */
export interface Messages<Id extends string> {
  readonly t: Translate<Id>
}

// The portal's one Lingui instance, speaking English from the first render on.
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} })

export { i18n }

/** A message's namespace, the catalogue file it is in: `booking.toast.booked` is in booking.json. */
const namespaceOf = (id: string) => id.slice(0, id.indexOf('.'))

/** The namespaces whose English catalogue a module loaded so far registered: what the screens so far can show. */
const registeredNamespaces = new Set<string>()

/**
 * Registers a namespace's English catalogue (src/locales/en/<namespace>.json). Each feature imports its own,
 * so its strings travel in the feature's chunk: the login page never downloads the booking form's words.
 */
export function registerMessages<C extends Record<string, unknown>>(english: C): Messages<Extract<keyof C, string>> {
  const namespaces = new Set(Object.keys(english).map(namespaceOf))
  for (const namespace of namespaces) registeredNamespaces.add(namespace)
  i18n.load(DEFAULT_LOCALE, english as Record<string, never>)
  // A module loaded after the language was chosen: a screen's waits for these (registeredCataloguesLoaded); anything
  // else (a dialog) shows them as soon as they are here, and its English until then, never a message's id.
  if (i18n.locale !== DEFAULT_LOCALE) {
    const active = i18n.messages
    const standIns = Object.entries(english).filter(([id]) => !Object.prototype.hasOwnProperty.call(active, id))
    if (standIns.length > 0) i18n.load(i18n.locale, Object.fromEntries(standIns) as Record<string, never>)
    void loadCatalogues(i18n.locale, namespaces).catch(() => undefined)
  }
  return { t: (id, values) => i18n._(id, values) }
}

/** The catalogue's `t` for a component: it re-renders when the language changes. */
export function useMessages<Id extends string>(_messages: Messages<Id>): Translate<Id> {
  const { _ } = useLingui()
  return _ as Translate<Id>
}

/** The Intl language tag of the active language, for dates and numbers. */
export function activeIntlLocale(): string {
  return (LOCALES.find((locale) => locale.code === i18n.locale) ?? LOCALES[0]).intl
}

const STORAGE_KEY = LOCALE_STORAGE_KEY

/** The language picked last on this page: a slower catalogue load of an earlier pick must not end on screen. */
let latestChoice: string = DEFAULT_LOCALE

/**
 * A language's list of catalogues (i18n/catalogues/<code>.ts), loaded with its first chunk; undefined for a language
 * without one. Inside a function: only Vite's build knows import.meta.glob, and the build-time prerender never loads
 * a catalogue this way.
 */
function catalogueListOf(code: string) {
  const lists = import.meta.glob<Record<string, () => Promise<Record<string, never>>>>('./catalogues/*.ts', {
    import: 'default',
  })
  return lists[`./catalogues/${code}.ts`]?.()
}

/** Each language's namespaces loaded into Lingui, or on their way (`te:booking`). */
const namespaceLoads = new Map<string, Promise<void>>()

/**
 * The catalogues the page was sent with: the server sends a device whose cookie names a language that language's
 * index page, its first catalogues written in, compiled (prerender-pages.ts, decision 073). Loaded into Lingui as
 * they are, and counted as loaded: the app's first render asks for no catalogue.
 */
function loadCataloguesSentWithThePage(): void {
  if (typeof document === 'undefined') return
  const block = document.getElementById(FIRST_MESSAGES_ID)
  const code = block?.dataset.locale
  if (!block || !code || !LOCALES.some((locale) => locale.code === code)) return
  try {
    const messages = JSON.parse(block.textContent ?? '') as Record<string, never>
    i18n.load(code, messages)
    for (const namespace of new Set(Object.keys(messages).map(namespaceOf)))
      namespaceLoads.set(`${code}:${namespace}`, Promise.resolve())
  } catch {
    // Unreadable: the language's chunks are fetched as on any other page.
  }
}
loadCataloguesSentWithThePage()

/**
 * Loads a language's catalogues of these namespaces, each once, in one Lingui load per call. The build puts the
 * namespaces of the first screens in one chunk and the others in a second (chunk-groups.ts, messagesChunkOf), so the
 * first screen fetches the smaller one only (decision 070).
 */
function loadCatalogues(code: string, namespaces: Iterable<string>): Promise<void> {
  const fresh = [...namespaces].filter((namespace) => !namespaceLoads.has(`${code}:${namespace}`))
  if (fresh.length > 0) {
    const batch = (async () => {
      const catalogues = (await catalogueListOf(code)) ?? {}
      const loads = fresh.flatMap((namespace) => catalogues[`../../locales/${code}/${namespace}.json`] ?? [])
      i18n.load(code, Object.assign({}, ...(await Promise.all(loads.map((load) => load())))) as Record<string, never>)
    })()
    for (const namespace of fresh) namespaceLoads.set(`${code}:${namespace}`, batch)
    // A failed load (the network) is tried again by the next screen that needs it.
    batch.catch(() => fresh.forEach((namespace) => namespaceLoads.delete(`${code}:${namespace}`)))
  }
  return Promise.all([...namespaces].map((namespace) => namespaceLoads.get(`${code}:${namespace}`))).then(
    () => undefined,
  )
}

/**
 * The active language's catalogues of every namespace registered so far. The router waits for them before it shows a
 * screen whose module has just loaded (app/router.tsx), so the screen's first render is in that language. Nothing to
 * wait for in English.
 */
export function registeredCataloguesLoaded(): Promise<void> {
  return i18n.locale === DEFAULT_LOCALE ? Promise.resolve() : loadCatalogues(i18n.locale, registeredNamespaces)
}

/**
 * Switches the portal to another offered language: remembers the choice on the device at once, then loads its
 * catalogues (those of the namespaces registered so far: each later screen loads its own) and speaks it. Remembered
 * first, so a page opened while the catalogues are still on their way (a link in a new tab, a reload) already speaks
 * the choice instead of English.
 */
export async function activateLocale(code: string): Promise<void> {
  const locale = LOCALES.find((candidate) => candidate.code === code)
  if (!locale) return
  latestChoice = code
  try {
    localStorage.setItem(STORAGE_KEY, code)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit.
  }
  tellServerLocale(code)
  if (code !== DEFAULT_LOCALE) await loadCatalogues(code, registeredNamespaces)
  // Picked again meanwhile (Hindi, then back to English): the device already remembers the later choice.
  if (latestChoice !== code) return
  i18n.activate(code)
  document.documentElement.lang = code
  document.documentElement.dir = locale.direction
}

/** The language chosen on this device, English included, when it is still offered; undefined when none was. */
export function deviceLocale(): string | undefined {
  try {
    const code = localStorage.getItem(STORAGE_KEY)
    return LOCALES.some((locale) => locale.code === code) ? (code ?? undefined) : undefined
  } catch {
    return undefined
  }
}

const YEAR_SECONDS = 365 * 24 * 3600

/**
 * Keeps the server's copy of the device's language (a cookie) equal to `code`; English, the default, is no cookie.
 * The server sends the prerendered login and registration pages in that language (decision 070); the device's
 * storage stays what the app goes by. Written only when it differs, so a page's start costs no cookie write.
 */
export function tellServerLocale(code: string): void {
  if (typeof document.cookie !== 'string') return // no cookies outside a browser (a unit test's stand-in document)
  const current = new RegExp(`(?:^|;\\s*)${PORTAL_LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1]
  const wanted = code === DEFAULT_LOCALE ? undefined : code
  if (current === wanted) return
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = wanted
    ? `${PORTAL_LANGUAGE_COOKIE}=${wanted}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`
    : `${PORTAL_LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`
}

/** The language chosen on an earlier visit, when it is still offered and not English (which needs no loading). */
export function savedLocale(): string | undefined {
  const code = deviceLocale()
  return code === DEFAULT_LOCALE ? undefined : code
}
