// /parentdashboard/viewappointments: the parent's own appointments; `?appointmentId=<id>&action=cancel|move` opens
// that appointment's Cancel or Reschedule dialog (the home screen's buttons link here).
import { useNavigate, useSearch } from '@tanstack/react-router'
import { ParentAppointmentsScreen } from '../../../features/appointments/components/parent-appointments-page'

export function ParentAppointmentsPage() {
  const { appointmentId, action } = useSearch({ strict: false }) as {
    appointmentId?: string
    action?: 'cancel' | 'move'
  }
  const navigate = useNavigate()
  return (
    <ParentAppointmentsScreen
      requested={appointmentId && action ? { appointmentId, change: action } : null}
      // Closing the dialog drops the request from the address, so a reload does not open it again.
      onRequestHandled={() => void navigate({ to: '.', search: {}, replace: true })}
    />
  )
}
