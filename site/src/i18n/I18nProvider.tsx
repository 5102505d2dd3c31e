import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Language } from '@app/platform/format'
import type { Catalogue } from './en.ts'
import { localHref } from './languages.ts'
import { createTranslate, type Translate } from './translate.ts'

export interface I18n {
  language: Language
  t: Translate
  /** An internal link in the page's language ("/contact" -> "/te/contact"); the portal's stay as they are. */
  href: (path: string) => string
}

const I18nContext = createContext<I18n | null>(null)

/** Gives every component of a page its language's words, from the page's own data block. */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language
  messages: Catalogue
  children: ReactNode
}) {
  const value = useMemo<I18n>(
    () => ({ language, t: createTranslate(language, messages), href: (path) => localHref(language, path) }),
    [language, messages],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The page's language, its `t` and its link helper. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useI18n() needs an <I18nProvider> above it')
  return i18n
}
