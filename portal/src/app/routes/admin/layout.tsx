// /admindashboard/*: the admin's frame (side menu) around every admin screen; admins only.
import { linkOptions } from '@tanstack/react-router'
import {
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  CalendarRange,
  Inbox,
  BellRing,
  LayoutDashboard,
  UserPlus,
} from 'lucide-react'
import { RoleGate } from '../../../features/auth/components/role-gate'
import { NewEnquiryCount } from '../../../features/enquiries/components/new-enquiry-count'
import { useEnquiryEvents } from '../../../features/enquiries/use-enquiry-events'
import { SideMenuLayout, type SideMenuItem } from '../../../features/shell/components/side-menu-layout'

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
  // The branch's day and week, a column per doctor.
  {
    label: 'shell.menu.calendar',
    icon: CalendarRange,
    href: '/admindashboard/calendar',
    link: linkOptions({ to: '/admindashboard/calendar' }),
  },
  {
    label: 'shell.menu.viewAppointments',
    icon: CalendarDays,
    href: '/admindashboard/viewappointment',
    link: linkOptions({ to: '/admindashboard/viewappointment' }),
  },
  {
    label: 'shell.menu.manageAppointments',
    icon: CalendarCheck,
    href: '/admindashboard/manageappointment',
    link: linkOptions({ to: '/admindashboard/manageappointment' }),
  },
  // The month's confirmed, cancelled and missed appointments per doctor (issue 29).
  {
    label: 'shell.menu.reminders',
    icon: BellRing,
    href: '/admindashboard/reminders',
    link: linkOptions({ to: '/admindashboard/reminders' }),
  },
  // Opening hours, holidays, and each doctor's week and leave.
  {
    label: 'shell.menu.schedule',
    icon: CalendarClock,
    href: '/admindashboard/schedule',
    link: linkOptions({ to: '/admindashboard/schedule' }),
  },
  // The count of new enquiries follows the centre's live events (useEnquiryEvents below).
  {
    label: 'shell.menu.jwlEnquiries',
    icon: Inbox,
    href: '/admindashboard/jwlenquiries',
    link: linkOptions({ to: '/admindashboard/jwlenquiries' }),
    badge: <NewEnquiryCount />,
  },
]

/** The admin's frame; it listens to the centre's enquiry events, so the list, details and menu badge stay live. */
function AdminFrame() {
  useEnquiryEvents()
  return <SideMenuLayout title="shell.menu.admin" items={adminMenu} />
}

export function AdminLayout() {
  return (
    <RoleGate roles={['admin']}>
      <AdminFrame />
    </RoleGate>
  )
}
