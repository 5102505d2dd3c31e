// POST /api/admins/bookAppointment: the booked appointment (pending for parents, approved for admins).
import type { AppointmentDto } from '@app/appointments/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { appointmentsKey, bookedSlotsKey, childrenKey } from '../../../api/query-keys'
import { ApiError, apiFetch } from '../../../lib/api'
import type { BookingFormValues } from '../booking-rules'
import { BOOKING_MESSAGES, bookingFormData } from './booking'

export async function bookAppointment(values: BookingFormValues, report: File | null): Promise<AppointmentDto> {
  const data = await apiFetch<unknown>('/api/admins/bookAppointment', {
    method: 'POST',
    body: bookingFormData(values, report),
  })
  const appointment = data && typeof data === 'object' && 'appointment' in data ? data.appointment : null
  if (!appointment || typeof appointment !== 'object') {
    throw new ApiError({ status: 200, message: BOOKING_MESSAGES.bookFailed, body: data })
  }
  return appointment as AppointmentDto
}

/**
 * Books; afterwards the appointment lists, the booked slots (a 409 too: the slot was taken) and the
 * children (a booking may register a new child) are refreshed.
 */
export function useBookAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ values, report }: { values: BookingFormValues; report: File | null }) =>
      bookAppointment(values, report),
    onSettled: () =>
      Promise.all(
        [appointmentsKey, bookedSlotsKey, childrenKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
