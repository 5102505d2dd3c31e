// /admindashboard/appointment?childId=: an admin's walk-in booking (approved at once).
import { useSearch } from '@tanstack/react-router'
import { downloadAppointmentPdf } from '../../../features/appointments/appointment-pdf'
import { AdminBookAppointment } from '../../../features/booking/components/book-appointment'

export function AdminBookAppointmentPage() {
  const { childId } = useSearch({ strict: false })
  return <AdminBookAppointment key={childId ?? ''} childId={childId} downloadPdf={downloadAppointmentPdf} />
}
