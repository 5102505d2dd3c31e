// /parentdashboard/viewappointments: the parent's own appointments.
import { ParentAppointmentsScreen } from '../../../features/appointments/components/parent-appointments-page'

export function ParentAppointmentsPage() {
  return <ParentAppointmentsScreen />
}
