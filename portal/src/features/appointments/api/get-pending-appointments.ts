// GET /api/admins/getPendingAppointments/{centreId}: the whole queue, oldest booking first.
import type { AppointmentDto } from '@app/appointments/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../../../hooks/use-error-toast'
import type { LoadOptions } from '../../../lib/query-client'
import { apiFetch } from '../../../lib/api'
import { appointmentKeys } from './keys'
import { listFrom } from './responses'

export async function getPendingAppointments(centreId: string, signal?: AbortSignal): Promise<AppointmentDto[]> {
  return listFrom(
    await apiFetch<unknown>(`/api/admins/getPendingAppointments/${encodeURIComponent(centreId)}`, { signal }),
  )
}

export const pendingAppointmentsQueryOptions = (centreId: string) =>
  queryOptions({
    queryKey: appointmentKeys.pending(centreId),
    queryFn: ({ signal }) => getPendingAppointments(centreId, signal),
  })

export function usePendingAppointments(centreId: string | null, options?: LoadOptions) {
  const query = useQuery({
    ...pendingAppointmentsQueryOptions(centreId ?? ''),
    enabled: Boolean(centreId),
  })
  useErrorToast(query, options?.errorToast)
  return query
}
