// GET /api/admins/jwl-enquiries/{centreId}/new-count: how many active enquiries of the centre are still New (the
// side menu's badge; docs/api/enquiries.md).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { enquiryKeys } from './keys'

export async function getNewEnquiryCount(centreId: string, signal?: AbortSignal): Promise<number> {
  const body = await apiFetch<{ count?: unknown }>(
    `/api/admins/jwl-enquiries/${encodeURIComponent(centreId)}/new-count`,
    { signal },
  )
  return typeof body?.count === 'number' ? body.count : 0
}

export const newEnquiryCountQueryOptions = (centreId: string) =>
  queryOptions({
    queryKey: enquiryKeys.newCount(centreId),
    queryFn: ({ signal }) => getNewEnquiryCount(centreId, signal),
  })

/** The count, or undefined while unknown (a failed count shows no badge rather than an error). */
export function useNewEnquiryCount(centreId: string | null) {
  return useQuery({ ...newEnquiryCountQueryOptions(centreId ?? ''), enabled: Boolean(centreId), retry: false })
}
