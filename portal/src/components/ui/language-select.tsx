import type { ComponentProps } from 'react'
import { LOCALES, type PortalLocale } from '../../i18n/locales'
import { cn } from '../../lib/utils'
import { Select } from './select'

/**
 * The font class of a list of language names: their own faces of a few KB (decision 065). Chromium measures every
 * option of a closed list in the list's font, and in the page's font "తెలుగు" and "हिन्दी" fetched both whole Indic
 * faces (86 KB) on every English screen that showed such a list.
 */
export const LANGUAGE_NAMES_FONT = 'font-language-names'

/** The portal's languages as options, each in its own name and script. */
export function LanguageOptions({ locales = LOCALES }: { locales?: readonly PortalLocale[] }) {
  return locales.map((locale) => (
    <option key={locale.code} value={locale.code} lang={locale.code}>
      {locale.name}
    </option>
  ))
}

/** A form's choice of language (a parent's e-mails): a Select of the portal's languages. */
export function LanguageSelect({ className, ...props }: Omit<ComponentProps<typeof Select>, 'children'>) {
  return (
    <Select className={cn(LANGUAGE_NAMES_FONT, className)} {...props}>
      <LanguageOptions />
    </Select>
  )
}
