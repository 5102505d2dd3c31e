// PUT /api/admins/updateAppointment/{id}: date, time and concerns only.
import type { AppointmentDto, UpdateAppointmentInput } from '@app/appointments/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refreshAppointmentViews } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'
import { appointmentFrom } from './responses'

export async function updateAppointment(
  appointmentId: string,
  values: UpdateAppointmentInput,
): Promise<AppointmentDto | null> {
  const body = await apiFetch<unknown>(`/api/admins/updateAppointment/${encodeURIComponent(appointmentId)}`, {
    method: 'PUT',
    body: {
      appointmentDate: values.appointmentDate,
      appointmentTime: values.appointmentTime,
      childConcerns: values.childConcerns,
    },
  })
  return appointmentFrom(body)
}

/** Saves an edit; every appointment list and the booked slots are refreshed (a 409 too: the slot was taken). */
export function useUpdateAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ appointmentId, values }: { appointmentId: string; values: UpdateAppointmentInput }) =>
      updateAppointment(appointmentId, values),
    onSettled: () => refreshAppointmentViews(queryClient),
  })
}
