// GET /api/admins/get-jwl-enquiries/{centreId}: one page of the centre's enquiries (active or archived, searched,
// between two days), newest first, and the count of every match (docs/api/enquiries.md).
import type { EnquirySummaryDto } from '@app/enquiries/schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetchPage } from '../../../lib/api'
import { enquiryListQuery, type EnquiryPage, type EnquiryPageQuery } from '../enquiry-view'
import { enquiryKeys } from './keys'

export async function getEnquiries(
  centreId: string,
  query: EnquiryPageQuery,
  signal?: AbortSignal,
): Promise<EnquiryPage> {
  const { rows, total } = await apiFetchPage<EnquirySummaryDto>(
    `/api/admins/get-jwl-enquiries/${encodeURIComponent(centreId)}?${enquiryListQuery(query)}`,
    { signal },
  )
  return { enquiries: rows, total }
}

export const enquiriesQueryOptions = (centreId: string, query: EnquiryPageQuery) =>
  queryOptions({
    queryKey: enquiryKeys.list(centreId, query),
    queryFn: ({ signal }) => getEnquiries(centreId, query, signal),
    // While the next page or filter loads, the last rows stay on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  })

/** The list screen shows its own 'Failed to fetch data' with Retry, so no toast. */
export function useEnquiries(centreId: string, query: EnquiryPageQuery) {
  return useQuery({ ...enquiriesQueryOptions(centreId, query), enabled: Boolean(centreId) })
}
