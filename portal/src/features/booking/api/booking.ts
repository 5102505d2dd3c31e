import { ApiError } from '../../../lib/api'
import { serverMessage } from '../../../lib/api-errors'
import type { BookingFormValues } from '../booking-rules'

/** Texts of SPEC section 8 for the booking screens. */
export const BOOKING_MESSAGES = {
  booked: 'Appointment booked successfully!',
  bookFailed: 'Failed to book appointment. Please try again.',
  centresFailed: 'Failed to fetch centres',
  doctorsFailed: 'Error fetching doctors',
  slotsFailed: 'Error fetching booked slots',
  childrenFailed: "Could not retrieve your children's information",
  childOrParentFailed: 'Failed to fetch child or parent details',
  prefilled: 'Your details have been automatically filled.',
  pdfFailed: 'Failed to generate appointment PDF',
  slotPassed: 'This time has already passed. Please choose another time.',
} as const

/** The multipart body of a booking: every field the server reads, the branch also as centreId, the report as `pdf`. */
export function bookingFormData(values: BookingFormValues, report: File | null): FormData {
  const form = new FormData()
  const { period: _period, ...fields } = values
  void _period
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('centreId', values.branch)
  if (report) form.append('pdf', report, report.name)
  return form
}

/** The toast for a failed booking: the server's message for a refusal, else the generic one. */
export function bookingFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return serverMessage(error) ?? BOOKING_MESSAGES.bookFailed
  }
  return BOOKING_MESSAGES.bookFailed
}

/** Whether a failed booking lost its slot to someone else (409), so the slots must be reloaded. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409
}

/** Whether the server refused the report file (415 wrong type, 413 too large). */
export function isReportRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 415 || error.status === 413)
}
