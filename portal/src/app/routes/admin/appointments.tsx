// /admindashboard/viewappointment: the centre's appointments, filtered and paged.
import { AdminAppointmentsScreen } from '../../../features/appointments/components/admin-appointments-page'

export function AdminAppointmentsPage() {
  return <AdminAppointmentsScreen />
}
