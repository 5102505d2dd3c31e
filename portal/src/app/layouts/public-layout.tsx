import { clinicToday } from '@app/platform/clinic-time'
import { Link, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BrandMark } from '../../components/layout/brand-mark'
import { Button } from '../../components/ui/button'
import { useSession } from '../../hooks/use-session'
import { BRAND_NAME } from '../../lib/brand'
import { common } from '../../lib/common-messages'
import { useMessages } from '../../i18n/messages'
import { roleDashboardPath } from '../../lib/session'

function HeaderAction() {
  const session = useSession()
  const t = useMessages(common)
  const path = session ? roleDashboardPath(session.role) : '/login'
  if (!session || path === '/login') {
    return (
      <Button asChild size="sm">
        <Link to="/login">{t('common.login')}</Link>
      </Button>
    )
  }
  const label = t('common.role.dashboard', { role: session.role })
  return (
    <Button asChild size="sm" variant="outline">
      {path === '/admin' ? <a href={path}>{label}</a> : <Link to={path}>{label}</Link>}
    </Button>
  )
}

/** Frame for pages anyone may open (and the 404 page): brand header, content, footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const t = useMessages(common)
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandMark className="min-w-0" />
          <HeaderAction />
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-screen-2xl px-4 py-5 text-center text-sm text-slate-600 sm:px-6">
          {t('common.footer.copyright', { year: clinicToday().slice(0, 4), brand: BRAND_NAME })}
        </p>
      </footer>
    </div>
  )
}

export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  )
}
