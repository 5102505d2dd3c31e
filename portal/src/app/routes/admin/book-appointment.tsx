// /admindashboard/appointment?childId=: an admin's walk-in booking (approved at once). From an enquiry's
// "Book assessment" (?enquiry=<referenceId>&childName=...), the form is filled from it and booking moves the
// enquiry to Assessment booked.
import { useSearch } from '@tanstack/react-router'
import { downloadAppointmentPdf } from '../../../features/appointments/appointment-pdf'
import { AdminBookAppointment } from '../../../features/booking/components/book-appointment'
import {
  BookingFromEnquiryNotice,
  useMarkAssessmentBooked,
} from '../../../features/enquiries/components/booking-from-enquiry'

export function AdminBookAppointmentPage() {
  const { childId, enquiry, ...prefill } = useSearch({ from: '/signed-in/admindashboard/appointment' })
  const markBooked = useMarkAssessmentBooked(enquiry ?? '')
  return (
    <AdminBookAppointment
      key={`${childId ?? ''}-${enquiry ?? ''}`}
      childId={childId}
      prefill={enquiry ? prefill : undefined}
      notice={enquiry ? <BookingFromEnquiryNotice referenceId={enquiry} /> : undefined}
      onBooked={enquiry ? markBooked : undefined}
      downloadPdf={downloadAppointmentPdf}
    />
  )
}
