// Appointment lists (docs/product.md §4.10). Each is mounted by app/router.tsx.
import { AdminAppointmentsScreen } from './components/admin-appointments-page'
import { DoctorAppointmentsScreen } from './components/doctor-appointments-page'
import { ParentAppointmentsScreen } from './components/parent-appointments-page'
import { PendingAppointmentsScreen } from './components/pending-appointments-page'

/** /admindashboard/viewappointment */
export function AdminAppointmentsPage() {
  return <AdminAppointmentsScreen />
}

/** /admindashboard/manageappointment — the live pending queue. */
export function PendingAppointmentsPage() {
  return <PendingAppointmentsScreen />
}

/** /parentdashboard/viewappointments */
export function ParentAppointmentsPage() {
  return <ParentAppointmentsScreen />
}

/** /doctordashboard/viewappointment — the doctor's completed appointments. */
export function DoctorAppointmentsPage() {
  return <DoctorAppointmentsScreen />
}
