// /therapistdashboard/*: therapists only.
import { Outlet } from '@tanstack/react-router'
import { RoleGate } from '../../../features/auth/components/role-gate'

export function TherapistLayout() {
  return (
    <RoleGate roles={['therapist']}>
      <Outlet />
    </RoleGate>
  )
}
