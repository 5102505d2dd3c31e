// GET /api/parents/getappointments/{parentId}: the parent's appointments and name.
import type { AppointmentDto } from '@app/appointments/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../../../hooks/use-error-toast'
import type { LoadOptions } from '../../../lib/query-client'
import { apiFetch } from '../../../lib/api'
import { appointmentKeys } from './keys'
import { listFrom } from './responses'

export async function getParentAppointments(
  parentId: string,
  signal?: AbortSignal,
): Promise<{ appointments: AppointmentDto[]; parentName: string }> {
  const body = await apiFetch<unknown>(`/api/parents/getappointments/${encodeURIComponent(parentId)}`, { signal })
  const parentName =
    body && typeof body === 'object' && 'parentName' in body && typeof body.parentName === 'string'
      ? body.parentName
      : ''
  return { appointments: listFrom(body, 'appointments'), parentName }
}

export const parentAppointmentsQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: appointmentKeys.parent(parentId),
    queryFn: ({ signal }) => getParentAppointments(parentId, signal),
  })

export function useParentAppointments(parentId: string | null, options?: LoadOptions) {
  const query = useQuery({
    ...parentAppointmentsQueryOptions(parentId ?? ''),
    enabled: Boolean(parentId),
  })
  useErrorToast(query, options?.errorToast)
  return query
}
