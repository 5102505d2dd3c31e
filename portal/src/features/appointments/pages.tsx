// Appointment lists (docs/issue-5-api.md). Each is mounted by app/router.tsx.
import { CalendarDays } from 'lucide-react'
import { PlaceholderPage } from '../../components/layout/placeholder-page'

/** /admindashboard/viewappointment */
export function AdminAppointmentsPage() {
  return <PlaceholderPage title="View Appointments" icon={<CalendarDays aria-hidden="true" />} description="" />
}

/** /admindashboard/manageappointment — the live pending queue. */
export function PendingAppointmentsPage() {
  return <PlaceholderPage title="Manage Appointments" icon={<CalendarDays aria-hidden="true" />} description="" />
}

/** /parentdashboard/viewappointments */
export function ParentAppointmentsPage() {
  return <PlaceholderPage title="View Appointments" icon={<CalendarDays aria-hidden="true" />} description="" />
}

/** /doctordashboard/viewappointment — the doctor's completed appointments. */
export function DoctorAppointmentsPage() {
  return <PlaceholderPage title="Completed Appointments" icon={<CalendarDays aria-hidden="true" />} description="" />
}
