// GET /api/admins/jwl-enquiries/{centreId}/owners: the centre's admins, who may own an enquiry (asked of the
// server side in the enquiries' coordination; docs/api/enquiries.md). Until the server answers it, the owner
// picker offers the signed-in admin and the current owner.
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { enquiryKeys } from './keys'

export interface EnquiryOwner {
  _id: string
  name: string
}

export async function getEnquiryOwners(centreId: string, signal?: AbortSignal): Promise<EnquiryOwner[]> {
  const body = await apiFetch<unknown>(`/api/admins/jwl-enquiries/${encodeURIComponent(centreId)}/owners`, {
    signal,
  })
  return Array.isArray(body) ? (body as EnquiryOwner[]) : []
}

export function useEnquiryOwners(centreId: string | null) {
  return useQuery({
    queryKey: enquiryKeys.owners(centreId ?? ''),
    queryFn: ({ signal }) => getEnquiryOwners(centreId ?? '', signal),
    enabled: Boolean(centreId),
    retry: false,
    staleTime: 5 * 60_000,
  })
}
