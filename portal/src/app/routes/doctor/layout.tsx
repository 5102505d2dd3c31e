// /doctordashboard/*: doctors only.
import { Outlet } from '@tanstack/react-router'
import { RoleGate } from '../../../features/auth/components/role-gate'

export function DoctorLayout() {
  return (
    <RoleGate roles={['doctor']}>
      <Outlet />
    </RoleGate>
  )
}
