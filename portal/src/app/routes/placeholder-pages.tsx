import { Link } from '@tanstack/react-router'
import { FileBarChart, Gamepad2, UsersRound } from 'lucide-react'
import { PlaceholderPage } from '../../components/layout/placeholder-page'
import { Button } from '../../components/ui/button'
import { RoleGate } from '../../features/auth/components/role-gate'
import { shell } from '../../features/shell/messages'
import { useMessages } from '../../i18n/messages'

export function ReportsPage() {
  const t = useMessages(shell)
  return (
    <RoleGate roles={['admin', 'doctor', 'therapist']}>
      <PlaceholderPage
        title={t('shell.placeholder.reports.title')}
        icon={<FileBarChart aria-hidden="true" />}
        description={t('shell.placeholder.reports.description')}
      />
    </RoleGate>
  )
}

/** /parentdashboard/reports?childId= — a child's game reports, for their parent. */
export function ParentGameReportsPage() {
  const t = useMessages(shell)
  return (
    <PlaceholderPage
      title={t('shell.placeholder.gameReports.title')}
      icon={<Gamepad2 aria-hidden="true" />}
      description={t('shell.placeholder.gameReports.description')}
    />
  )
}

export function ParentWrapperPage() {
  const t = useMessages(shell)
  return (
    <PlaceholderPage
      title={t('shell.placeholder.parents.title')}
      icon={<UsersRound aria-hidden="true" />}
      description={t('shell.placeholder.parents.description')}
    >
      <Button asChild>
        <Link to="/login">{t('shell.placeholder.parents.goToLogin')}</Link>
      </Button>
    </PlaceholderPage>
  )
}
