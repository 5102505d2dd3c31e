// /admindashboard/viewappointment: the centre's appointments, filtered and paged; `?search=&from=&to=` opens it
// on one child's day (the schedule's list of appointments a new holiday or leave falls on links here).
import { useSearch } from '@tanstack/react-router'
import { AdminAppointmentsScreen } from '../../../features/appointments/components/admin-appointments-page'

export function AdminAppointmentsPage() {
  const { search = '', from = '', to = '' } = useSearch({ strict: false })
  return <AdminAppointmentsScreen key={`${search}|${from}|${to}`} initialFilters={{ search, from, to }} />
}
