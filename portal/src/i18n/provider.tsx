import { I18nProvider, useLingui } from '@lingui/react'
import { Fragment, type ReactNode } from 'react'
import { i18n } from './messages'

// Changing the language remounts the screens, so text made outside a hook (page titles, toasts,
// labels computed in helpers) is written again in the new language too. It happens only on a switch.
function RemountOnLanguageChange({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui()
  return <Fragment key={active.locale}>{children}</Fragment>
}

/** Gives every screen the active language. */
export function MessagesProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <RemountOnLanguageChange>{children}</RemountOnLanguageChange>
    </I18nProvider>
  )
}
