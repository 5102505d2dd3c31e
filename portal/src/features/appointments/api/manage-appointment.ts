// PUT /api/admins/manageAppointment/{id} {status, reason?}: approve or reject a pending booking.
import { ManageAppointmentSchema, type AppointmentDto } from '@app/appointments/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { refreshAppointmentViews } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'
import { removeFromQueue } from '../appointment-view'
import { appointmentKeys } from './keys'
import { appointmentFrom } from './responses'

export type Decision = 'approved' | 'rejected'

/** The reject dialog's one field, checked as the server checks it. */
export const RejectReasonSchema = v.pick(ManageAppointmentSchema, ['reason'])

/** `reason` (rejections only, optional) is quoted in the parent's e-mail. */
export async function manageAppointment(
  appointmentId: string,
  status: Decision,
  reason?: string,
): Promise<AppointmentDto | null> {
  const body = await apiFetch<unknown>(`/api/admins/manageAppointment/${encodeURIComponent(appointmentId)}`, {
    method: 'PUT',
    body: status === 'rejected' && reason ? { status, reason } : { status },
  })
  return appointmentFrom(body)
}

/**
 * Approves or rejects. On success the booking leaves the centre's queue at once; either way every
 * appointment list is refreshed (on failure someone else may have decided first) and so are the
 * booked slots (a rejection frees its slot).
 */
export function useManageAppointment(centreId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ appointmentId, status, reason }: { appointmentId: string; status: Decision; reason?: string }) =>
      manageAppointment(appointmentId, status, reason),
    onSuccess: (_updated, { appointmentId }) => {
      if (centreId) {
        queryClient.setQueryData<AppointmentDto[]>(appointmentKeys.pending(centreId), (rows) =>
          rows ? removeFromQueue(rows, appointmentId) : rows,
        )
      }
    },
    onSettled: () => refreshAppointmentViews(queryClient),
  })
}
