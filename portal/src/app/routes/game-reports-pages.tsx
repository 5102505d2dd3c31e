// /reports?childId= (the centre's admin, the assigned doctor and therapist) and /parentdashboard/reports?childId=
// (the parent): a child's game reports, or a picker of the children the caller may read when none is given.
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { StaffRole } from '../../api/get-assigned-children'
import { ownChildrenQueryOptions } from '../../api/get-own-children'
import { Button } from '../../components/ui/button'
import { RoleGate } from '../../features/auth/components/role-gate'
import { childQueryOptions } from '../../features/children/api/get-child'
import { GameReportsChildPicker } from '../../features/game-reports/components/child-picker'
import { GameReportsPickerFrame, GameReportsScreen } from '../../features/game-reports/components/game-reports-screen'
import { gameReportsMessages } from '../../features/game-reports/messages'
import { useSession } from '../../hooks/use-session'
import { useMessages } from '../../i18n/messages'
import { roleDashboardPath, type PortalDashboardPath } from '../../lib/session'

function BackButton({
  to,
  label,
}: {
  to: PortalDashboardPath | '/parentdashboard/reports' | '/reports'
  label: string
}) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  )
}

/** The child's name for the heading, from the list or record the caller's role already reads. */
function useChildName(role: string, childId: string): string | null {
  // The centre's admin and the assigned doctor and therapist read the child's record.
  const isStaff = role === 'admin' || role === 'doctor' || role === 'therapist'
  const record = useQuery({ ...childQueryOptions(childId), enabled: isStaff && Boolean(childId) })
  const own = useQuery({ ...ownChildrenQueryOptions(), enabled: role === 'parent' && Boolean(childId) })
  if (isStaff) return record.data?.name ?? null
  return own.data?.find((child) => child._id === childId)?.name ?? null
}

function StaffReports() {
  const t = useMessages(gameReportsMessages)
  const session = useSession()
  const role = session?.role ?? ''
  const { childId = '' } = useSearch({ strict: false }) as { childId?: string }
  const childName = useChildName(role, childId)
  const dashboard = roleDashboardPath(role) as PortalDashboardPath
  if (!childId) {
    const reader =
      role === 'admin'
        ? ({ kind: 'admin', centreId: session?.centreId ?? '' } as const)
        : ({ kind: 'staff', role: role as StaffRole } as const)
    return (
      <GameReportsPickerFrame back={<BackButton to={dashboard} label={t('gameReports.backToDashboard')} />}>
        <GameReportsChildPicker reader={reader} />
      </GameReportsPickerFrame>
    )
  }
  return (
    <GameReportsScreen
      key={childId}
      childId={childId}
      childName={childName}
      back={
        role === 'admin' ? (
          <Button asChild variant="outline">
            <Link to="/admindashboard/child/$childId" params={{ childId }}>
              <ArrowLeft aria-hidden="true" />
              {t('gameReports.backToChild')}
            </Link>
          </Button>
        ) : (
          <BackButton to={dashboard} label={t('gameReports.backToDashboard')} />
        )
      }
    />
  )
}

export function ReportsPage() {
  return (
    <RoleGate roles={['admin', 'doctor', 'therapist']}>
      <StaffReports />
    </RoleGate>
  )
}

function ParentReports() {
  const t = useMessages(gameReportsMessages)
  const { childId = '' } = useSearch({ strict: false }) as { childId?: string }
  const childName = useChildName('parent', childId)
  if (!childId) {
    return (
      <GameReportsPickerFrame back={<BackButton to="/parentdashboard" label={t('gameReports.backToDashboard')} />}>
        <GameReportsChildPicker reader={{ kind: 'parent' }} />
      </GameReportsPickerFrame>
    )
  }
  return (
    <GameReportsScreen
      key={childId}
      childId={childId}
      childName={childName}
      back={
        <Button asChild variant="outline">
          <Link to="/parentdashboard/child/$childId" params={{ childId }}>
            <ArrowLeft aria-hidden="true" />
            {t('gameReports.backToChild')}
          </Link>
        </Button>
      }
    />
  )
}

/** /parentdashboard/reports?childId= — a child's game reports, for their parent. */
export function ParentGameReportsPage() {
  return (
    <RoleGate roles={['parent']}>
      <ParentReports />
    </RoleGate>
  )
}
