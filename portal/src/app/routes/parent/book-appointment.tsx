// /parentdashboard/bookappointment?childId=<id or new>: a parent's booking (pending until approved).
import { useSearch } from '@tanstack/react-router'
import { downloadAppointmentPdf } from '../../../features/appointments/appointment-pdf'
import { ParentBookAppointment } from '../../../features/booking/components/book-appointment'

export function ParentBookAppointmentPage() {
  const { childId } = useSearch({ strict: false })
  return <ParentBookAppointment key={childId ?? ''} childId={childId} downloadPdf={downloadAppointmentPdf} />
}
