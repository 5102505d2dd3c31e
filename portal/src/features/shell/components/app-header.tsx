import { Link } from '@tanstack/react-router'
import { LayoutDashboard } from 'lucide-react'
import { BrandMark } from '../../../components/layout/brand-mark'
import { useMessages } from '../../../i18n/messages'
import { common } from '../../../lib/common-messages'
import { roleDashboardPath, roleLabel, type Session } from '../../../lib/session'
import { shell } from '../messages'
import { useDisplayName } from '../hooks/use-display-name'
import { ProfileMenu } from './profile-menu'
import { LanguageSwitcher } from '../../../components/layout/language-switcher'
import { keepLanguageOnAccount } from '../../../lib/account-language'

const dashboardLinkClass =
  'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-teal-800 hover:bg-teal-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2'

/** Signed-in header: brand, '{Role} Dashboard' link, profile menu. */
export function AppHeader({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const name = useDisplayName(session.userId)
  const t = useMessages(common)
  const tShell = useMessages(shell)
  const label = t('common.role.dashboard', { role: session.role })
  const path = roleDashboardPath(session.role)

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandMark className="min-w-0" isCompact />
        <nav aria-label={tShell('shell.nav.account')} className="flex items-center gap-1 sm:gap-3">
          {path === '/admin' || path === '/login' ? (
            <a href={path} className={dashboardLinkClass}>
              <LayoutDashboard className="size-4" aria-hidden="true" />
              {label}
            </a>
          ) : (
            <Link to={path} className={dashboardLinkClass}>
              <LayoutDashboard className="size-4" aria-hidden="true" />
              <span>{label}</span>
            </Link>
          )}
          <LanguageSwitcher onChosen={session.role === 'parent' ? keepLanguageOnAccount : undefined} />
          <ProfileMenu name={name} roleLabel={roleLabel(session.role)} onLogout={onLogout} />
        </nav>
      </div>
    </header>
  )
}
