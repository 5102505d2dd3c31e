// /doctordashboard and /therapistdashboard: the children assigned to the signed-in doctor or therapist.
import { AssignedChildrenScreen } from '../../features/assigned-children/components/assigned-children-screen'

/** The doctor's routes are gated by their parent route in app/router.tsx. */
export function DoctorDashboardPage() {
  return <AssignedChildrenScreen role="doctor" />
}

/** The therapist's routes are gated by their parent route in app/router.tsx. */
export function TherapistDashboardPage() {
  return <AssignedChildrenScreen role="therapist" />
}
