import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES } from './locales'

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

/**
 * Registers a namespace's English catalogue (src/locales/en/<namespace>.json). Each feature imports its own,
 * so its strings travel in the feature's chunk: the login page never downloads the booking form's words.
 */
export function registerMessages<C extends Record<string, unknown>>(english: C): Messages<Extract<keyof C, string>> {
  i18n.load(DEFAULT_LOCALE, english as Record<string, never>)
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
 * Switches the portal to another offered language: remembers the choice on the device at once, then loads its
 * catalogues and speaks it. Remembered first, so a page opened while the catalogues are still on their way (a link
 * in a new tab, a reload) already speaks the choice instead of English.
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
  if (code !== DEFAULT_LOCALE) {
    // Loaded on demand: the list of other languages' catalogues is a module of its own.
    const { translations } = await import('./translations')
    const loads = Object.entries(translations)
      .filter(([path]) => path.includes(`/locales/${code}/`))
      .map(([, load]) => load())
    i18n.load(code, Object.assign({}, ...(await Promise.all(loads))))
  }
  // Picked again meanwhile (Hindi, then back to English): the device already remembers the later choice.
  if (latestChoice !== code) return
  i18n.activate(code)
  document.documentElement.lang = code
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

/** The language chosen on an earlier visit, when it is still offered and not English (which needs no loading). */
export function savedLocale(): string | undefined {
  const code = deviceLocale()
  return code === DEFAULT_LOCALE ? undefined : code
}
