// The Book Appointment screens (docs/issue-5-api.md). Each is mounted by app/router.tsx.
import { CalendarPlus } from 'lucide-react'
import { PlaceholderPage } from '../../components/layout/placeholder-page'

/** /admindashboard/appointment?childId= — an admin's walk-in booking (approved at once). */
export function AdminBookAppointmentPage({ childId }: { childId?: string }) {
  return (
    <PlaceholderPage title="Book Appointment" icon={<CalendarPlus aria-hidden="true" />} description={childId ?? ''} />
  )
}

/** /parentdashboard/bookappointment?childId=<id or new> — a parent's booking (pending until approved). */
export function ParentBookAppointmentPage({ childId }: { childId?: string }) {
  return (
    <PlaceholderPage title="Book Appointment" icon={<CalendarPlus aria-hidden="true" />} description={childId ?? ''} />
  )
}
