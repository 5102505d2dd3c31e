// GET /api/admins/jwl-enquiries/{centreId}/stats: the centre's last 12 weeks of enquiries, how quickly parents
// were first contacted, and how many became bookings (docs/api/enquiries.md).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { enquiryKeys } from './keys'

export interface EnquiryStats {
  weeks: { week: string; count: number }[]
  medianHoursToFirstContact: number | null
  booked: number
  total: number
}

export function getEnquiryStats(centreId: string, signal?: AbortSignal): Promise<EnquiryStats> {
  return apiFetch<EnquiryStats>(`/api/admins/jwl-enquiries/${encodeURIComponent(centreId)}/stats`, { signal })
}

export const enquiryStatsQueryOptions = (centreId: string) =>
  queryOptions({
    // Under the lists' key, so a new, changed or archived enquiry refreshes the figures too.
    queryKey: [...enquiryKeys.lists(centreId), 'stats'] as const,
    queryFn: ({ signal }) => getEnquiryStats(centreId, signal),
  })

/** Loaded only while the figures are open. */
export function useEnquiryStats(centreId: string, isEnabled: boolean) {
  return useQuery({ ...enquiryStatsQueryOptions(centreId), enabled: Boolean(centreId) && isEnabled, retry: false })
}
