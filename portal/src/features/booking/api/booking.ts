import { SLOT_TAKEN_MESSAGE } from '@app/appointments/schema'
import { ApiError } from '../../../lib/api'
import { serverMessage } from '../../../lib/api-errors'
import type { BookingFormValues } from '../booking-rules'
import { bookingMessages } from '../messages'

/** Texts of the booking screens (docs/product.md §8.4), read from the catalogue when used. */
export const BOOKING_MESSAGES = {
  get booked() {
    return bookingMessages.t('booking.toast.booked')
  },
  get bookFailed() {
    return bookingMessages.t('booking.toast.bookFailed')
  },
  get centresFailed() {
    return bookingMessages.t('booking.toast.centresFailed')
  },
  get doctorsFailed() {
    return bookingMessages.t('booking.toast.doctorsFailed')
  },
  get childrenFailed() {
    return bookingMessages.t('booking.toast.childrenFailed')
  },
  get childOrParentFailed() {
    return bookingMessages.t('booking.toast.childOrParentFailed')
  },
  get prefilled() {
    return bookingMessages.t('booking.toast.prefilled')
  },
  get pdfFailed() {
    return bookingMessages.t('booking.toast.pdfFailed')
  },
  get slotPassed() {
    return bookingMessages.t('booking.slotPassed')
  },
}

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

/**
 * Whether a failed booking lost its slot to someone else, so the slots must be reloaded. Other 409s (the pending
 * limits, a walk-in address of another centre's parent) keep the chosen slot and show their own message.
 */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === SLOT_TAKEN_MESSAGE
}

/** Whether the server refused the report file (415 wrong type, 413 too large). */
export function isReportRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 415 || error.status === 413)
}
