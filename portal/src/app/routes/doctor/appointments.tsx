// /doctordashboard/viewappointment: the doctor's completed appointments.
import { DoctorAppointmentsScreen } from '../../../features/appointments/components/doctor-appointments-page'

export function DoctorAppointmentsPage() {
  return <DoctorAppointmentsScreen />
}
