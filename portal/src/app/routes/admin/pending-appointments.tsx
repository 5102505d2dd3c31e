// /admindashboard/manageappointment: the live queue of bookings waiting for approval.
import { PendingAppointmentsScreen } from '../../../features/appointments/components/pending-appointments-page'

export function PendingAppointmentsPage() {
  return <PendingAppointmentsScreen />
}
