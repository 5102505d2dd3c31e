// POST /api/admins/uploadPrescription (multipart `prescription` and `appointmentId`).
import type { AppointmentDto } from '@app/appointments/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { appointmentsKey } from './keys'
import { appointmentFrom } from './responses'

export async function uploadPrescription(appointmentId: string, file: File): Promise<AppointmentDto | null> {
  const form = new FormData()
  form.append('appointmentId', appointmentId)
  form.append('prescription', file)
  const body = await apiFetch<unknown>('/api/admins/uploadPrescription', { method: 'POST', body: form })
  return appointmentFrom(body)
}

/** Uploads a prescription; the appointment lists show its file once it is stored. */
export function useUploadPrescription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ appointmentId, file }: { appointmentId: string; file: File }) =>
      uploadPrescription(appointmentId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  })
}
