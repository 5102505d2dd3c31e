import { Link } from '@tanstack/react-router'
import { ClipboardList, FileBarChart, Gamepad2, UserPlus, UserRound, UsersRound } from 'lucide-react'
import { PlaceholderPage } from '../../components/layout/placeholder-page'
import { Button } from '../../components/ui/button'
import { RoleGate } from '../../features/auth/components/role-gate'
import { HOME_PATH } from '../../lib/brand'

export function ProfilePage() {
  return (
    <RoleGate roles={['admin', 'parent', 'doctor', 'therapist']}>
      <PlaceholderPage
        title="Profile"
        icon={<UserRound aria-hidden="true" />}
        description="Viewing and editing your profile, and changing your password, will be available here soon."
      />
    </RoleGate>
  )
}

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

export function RegisterPage() {
  return (
    <PlaceholderPage
      title="Parent Registration"
      icon={<UserPlus aria-hidden="true" />}
      description="Online parent registration arrives soon. Until then, please call your nearest branch to make an appointment."
    >
      <Button asChild>
        <Link to="/login">Go to Login</Link>
      </Button>
      <Button asChild variant="outline">
        <a href={HOME_PATH}>Back to website</a>
      </Button>
    </PlaceholderPage>
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
