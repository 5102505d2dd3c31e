// /admindashboard/*: the admin's frame (side menu) around every admin screen; admins only.
import { linkOptions } from '@tanstack/react-router'
import { CalendarCheck, CalendarDays, CalendarPlus, Inbox, LayoutDashboard, UserPlus } from 'lucide-react'
import { RoleGate } from '../../../features/auth/components/role-gate'
import { SideMenuLayout, type SideMenuItem } from '../../../features/shell/components/side-menu-layout'

// Sub-screens that do not exist yet (and unknown paths) go home.
const adminMenu: SideMenuItem[] = [
  {
    label: 'shell.menu.dashboard',
    icon: LayoutDashboard,
    href: '/admindashboard',
    link: linkOptions({ to: '/admindashboard' }),
  },
  {
    label: 'shell.menu.register',
    icon: UserPlus,
    href: '/admindashboard/register',
    link: linkOptions({ to: '/admindashboard/register' }),
  },
  // A walk-in for a family not yet on record: reachable from the menu, not only from a child's page.
  {
    label: 'shell.menu.bookAppointment',
    icon: CalendarPlus,
    href: '/admindashboard/appointment',
    link: linkOptions({ to: '/admindashboard/appointment' }),
  },
  ...(
    [
      ['shell.menu.viewAppointments', CalendarDays, 'viewappointment'],
      ['shell.menu.manageAppointments', CalendarCheck, 'manageappointment'],
      ['shell.menu.jwlEnquiries', Inbox, 'jwlenquiries'],
    ] as const
  ).map(([label, icon, sub]) => ({
    label,
    icon,
    href: `/admindashboard/${sub}`,
    link: linkOptions({ to: '/admindashboard/$', params: { _splat: sub } }),
  })),
]

export function AdminLayout() {
  return (
    <RoleGate roles={['admin']}>
      <SideMenuLayout title="shell.menu.admin" items={adminMenu} />
    </RoleGate>
  )
}
