// GET /api/doctors/getAppointments/{doctorId}: the doctor's completed appointments, newest first.
import type { AppointmentDto } from '@app/appointments/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../../../hooks/use-error-toast'
import type { LoadOptions } from '../../../lib/query-client'
import { apiFetch } from '../../../lib/api'
import { appointmentKeys } from './keys'
import { listFrom } from './responses'

export async function getDoctorAppointments(doctorId: string, signal?: AbortSignal): Promise<AppointmentDto[]> {
  const body = await apiFetch<unknown>(`/api/doctors/getAppointments/${encodeURIComponent(doctorId)}`, { signal })
  return listFrom(body, 'appointments')
}

export const doctorAppointmentsQueryOptions = (doctorId: string) =>
  queryOptions({
    queryKey: appointmentKeys.doctor(doctorId),
    queryFn: ({ signal }) => getDoctorAppointments(doctorId, signal),
  })

export function useDoctorAppointments(doctorId: string | null, options?: LoadOptions) {
  const query = useQuery({
    ...doctorAppointmentsQueryOptions(doctorId ?? ''),
    enabled: Boolean(doctorId),
  })
  useErrorToast(query, options?.errorToast)
  return query
}
