// GET /api/admins/get-jwl-enquiry/{referenceId}: one enquiry of the admin's centre with its answers, consent,
// follow-up and activity; 404 'Enquiry not found' for another centre's or an unknown one (docs/api/enquiries.md).
import type { EnquiryDto } from '@app/enquiries/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiFetch } from '../../../lib/api'
import { enquiryKeys } from './keys'

export function getEnquiry(referenceId: string, signal?: AbortSignal): Promise<EnquiryDto> {
  return apiFetch<EnquiryDto>(`/api/admins/get-jwl-enquiry/${encodeURIComponent(referenceId)}`, { signal })
}

export const enquiryQueryOptions = (referenceId: string) =>
  queryOptions({
    queryKey: enquiryKeys.detail(referenceId),
    queryFn: ({ signal }) => getEnquiry(referenceId, signal),
    // A 404 stays a 404: asking again only delays 'Enquiry not found'.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })

export function useEnquiry(referenceId: string) {
  return useQuery({ ...enquiryQueryOptions(referenceId), enabled: Boolean(referenceId) })
}

/** Whether a failed load means the enquiry is not the admin's to see (or does not exist). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404
