// How an appointment reads wherever it is shown: the appointment screens and the summary PDF (SPEC
// sections 4 and 9). No React, no fetch.
import { consultationFee, type AppointmentDto } from '@app/appointments/schema'

/** "approved" → "Approved"; an empty status reads "Unknown". */
export const statusLabel = (status: string): string =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-11-21" → "21 Nov 2026"; anything that is not such a date is shown as it is. */
export function formatAppointmentDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!match) return date
  const month = MONTHS[Number(match[2]) - 1]
  return month ? `${match[3]} ${month} ${match[1]}` : date
}

/** "New Consultation (Rs.700)", or the type alone when it has no known fee. */
export function consultationLabel(type: string): string {
  const fee = consultationFee(type)
  return fee === undefined ? type : `${type} (Rs.${fee})`
}

/** The parent's name as the lists show it: the booking's copy, else the child's parent account. */
export const parentNameOf = (appointment: AppointmentDto): string =>
  appointment.parentName || appointment.childId.parentId?.name || ''
