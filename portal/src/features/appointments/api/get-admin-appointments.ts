// GET /api/admins/getAppointments/{centreId}: one page of the centre's appointments and the count of every match.
import type { AppointmentDto } from '@app/appointments/schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../../../hooks/use-error-toast'
import type { LoadOptions } from '../../../lib/query-client'
import { apiFetchPage } from '../../../lib/api'
import { adminAppointmentsQuery, type AdminAppointmentFilters } from '../appointment-view'
import { appointmentKeys } from './keys'

export interface AdminAppointmentsPage {
  centreId: string
  page: number
  limit: number
  filters: AdminAppointmentFilters
}

export async function getAdminAppointments(
  { centreId, page, limit, filters }: AdminAppointmentsPage,
  signal?: AbortSignal,
): Promise<{ appointments: AppointmentDto[]; total: number }> {
  const { rows, total } = await apiFetchPage<AppointmentDto>(
    `/api/admins/getAppointments/${encodeURIComponent(centreId)}?${adminAppointmentsQuery({ page, limit, filters })}`,
    { signal },
  )
  return { appointments: rows, total }
}

export const adminAppointmentsQueryOptions = (query: AdminAppointmentsPage) =>
  queryOptions({
    queryKey: appointmentKeys.adminPage(query.centreId, {
      page: query.page,
      limit: query.limit,
      filters: query.filters,
    }),
    queryFn: ({ signal }) => getAdminAppointments(query, signal),
    // While the next page or filter loads, the last rows stay on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  })

export function useAdminAppointments(page: AdminAppointmentsPage, options?: LoadOptions) {
  const query = useQuery({
    ...adminAppointmentsQueryOptions(page),
    enabled: Boolean(page.centreId),
  })
  useErrorToast(query, options?.errorToast)
  return query
}
