import { useState, type ReactNode } from 'react'
import type { CommonData } from '@app/content/types'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { AppointmentModal } from './AppointmentModal.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'

/** Header, main content, footer and the Appointment modal around every page. */
export function Layout({ common, path, children }: { common: CommonData; path: string; children: ReactNode }) {
  const [isAppointmentOpen, setAppointmentOpen] = useState(false)
  const { t } = useI18n()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header common={common} path={path} onAppointment={() => setAppointmentOpen(true)} />
      <main id="main">{children}</main>
      <Footer common={common} />
      <AppointmentModal
        branches={common.branches}
        isOpen={isAppointmentOpen}
        onClose={() => setAppointmentOpen(false)}
      />
    </>
  )
}
