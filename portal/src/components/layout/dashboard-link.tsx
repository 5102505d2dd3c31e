import { Link } from '@tanstack/react-router'
import { House, LayoutDashboard } from 'lucide-react'
import { useSession } from '../../hooks/use-session'
import { HOME_PATH } from '../../lib/brand'
import { useMessages } from '../../i18n/messages'
import { common } from '../../lib/common-messages'
import { getValidSession, roleDashboardPath } from '../../lib/session'
import { Button } from '../ui/button'

/** The way back from an error page: the role's dashboard when signed in, else the homepage. */
export function BackToDashboardButton() {
  useSession() // re-render on sign-in or sign-out
  const t = useMessages(common)
  const session = getValidSession()
  const path = session ? roleDashboardPath(session.role) : null

  if (!session || !path || path === '/login') {
    return (
      <Button asChild size="lg">
        {/* The homepage belongs to the public site, so leave the SPA. */}
        <a href={HOME_PATH}>
          <House aria-hidden="true" />
          {t('common.goToHomepage')}
        </a>
      </Button>
    )
  }

  const label = t('common.role.backToDashboard', { role: session.role })
  return (
    <Button asChild size="lg">
      {path === '/admin' ? (
        <a href={path}>
          <LayoutDashboard aria-hidden="true" />
          {label}
        </a>
      ) : (
        <Link to={path}>
          <LayoutDashboard aria-hidden="true" />
          {label}
        </Link>
      )}
    </Button>
  )
}
