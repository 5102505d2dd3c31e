// /parentdashboard/*: the parent's frame (side menu) around every parent screen; parents only.
import { linkOptions } from '@tanstack/react-router'
import { CalendarPlus, ClipboardList, LayoutDashboard } from 'lucide-react'
import { RoleGate } from '../../../features/auth/components/role-gate'
import { SideMenuLayout, type SideMenuItem } from '../../../features/shell/components/side-menu-layout'

const parentMenu: SideMenuItem[] = [
  {
    label: 'Dashboard',
    icon: LayoutDashboard,
    href: '/parentdashboard',
    link: linkOptions({ to: '/parentdashboard' }),
  },
  ...(
    [
      ['Book Appointment', CalendarPlus, 'bookappointment'],
      ['View Appointments', ClipboardList, 'viewappointments'],
    ] as const
  ).map(([label, icon, sub]) => ({
    label,
    icon,
    href: `/parentdashboard/${sub}`,
    link: linkOptions({ to: '/parentdashboard/$', params: { _splat: sub } }),
  })),
]

export function ParentLayout() {
  return (
    <RoleGate roles={['parent']}>
      <SideMenuLayout title="Parent menu" items={parentMenu} />
    </RoleGate>
  )
}
