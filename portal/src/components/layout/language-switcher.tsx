import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { activateLocale, useMessages } from '../../i18n/messages'
import { LOCALES, type PortalLocale } from '../../i18n/locales'
import { common } from '../../lib/common-messages'
import { LANGUAGE_NAMES_FONT, LanguageOptions } from '../ui/language-select'

/** Lets a person pick the portal's language; shown only once a second language is complete. */
export function LanguageSwitcher({
  className,
  locales = LOCALES,
  onChosen,
}: {
  className?: string
  /** After the portal speaks the chosen language (a signed-in parent's account keeps it). */
  onChosen?: (code: string) => void
  /** The languages offered (every complete one; a test may pass its own). */
  locales?: readonly PortalLocale[]
}) {
  const t = useMessages(common)
  const { i18n } = useLingui()
  const id = useId()
  if (locales.length < 2) return null
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('common.language.label')}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const code = event.target.value
          void activateLocale(code).then(() => onChosen?.(code))
        }}
        className={`h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 ${LANGUAGE_NAMES_FONT}`}
      >
        <LanguageOptions locales={locales} />
      </select>
    </div>
  )
}
