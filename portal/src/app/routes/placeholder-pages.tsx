import { Link } from '@tanstack/react-router'
import { ClipboardList, FileBarChart, Gamepad2, UsersRound } from 'lucide-react'
import { PlaceholderPage } from '../../components/layout/placeholder-page'
import { Button } from '../../components/ui/button'
import { RoleGate } from '../../features/auth/components/role-gate'

export function ReportsPage() {
  return (
    <RoleGate roles={['admin', 'doctor', 'therapist']}>
      <PlaceholderPage
        title="Reports"
        icon={<FileBarChart aria-hidden="true" />}
        description="Game reports for each child will be available here soon."
      />
    </RoleGate>
  )
}

export function IepReportsPage() {
  return (
    <RoleGate roles={['parent']}>
      <PlaceholderPage
        title="IEP Reports"
        icon={<ClipboardList aria-hidden="true" />}
        description="Your child's individual education plan reports will be available here soon."
      />
    </RoleGate>
  )
}

/** /parentdashboard/reports?childId= — a child's game reports, for their parent. */
export function ParentGameReportsPage() {
  return (
    <PlaceholderPage
      title="Game Reports"
      icon={<Gamepad2 aria-hidden="true" />}
      description="Your child's game results will be available here soon."
    />
  )
}

export function GamesPage() {
  return (
    <PlaceholderPage
      title="Games"
      icon={<Gamepad2 aria-hidden="true" />}
      description="Learning games for successive and simultaneous processing arrive soon."
    />
  )
}

export function ParentWrapperPage() {
  return (
    <PlaceholderPage
      title="Parents"
      icon={<UsersRound aria-hidden="true" />}
      description="This area for parents arrives soon."
    >
      <Button asChild>
        <Link to="/login">Go to Login</Link>
      </Button>
    </PlaceholderPage>
  )
}
