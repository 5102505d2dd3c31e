import type { EnquiriesArchived, EnquirySummaryDto } from '@app/enquiries/schema'
import type { QueryClient } from '@tanstack/react-query'
import { enquiryKeys } from './api/keys'
import { addNewEnquiry, removeArchived, updateEnquiry, type EnquiryPage, type EnquiryPageQuery } from './enquiry-view'

/** What the server pushes to a centre's admins about enquiries (docs/api/enquiries.md), as the cache sees it. */
export type EnquiryEvent =
  | { kind: 'new'; enquiry: EnquirySummaryDto }
  | { kind: 'updated'; enquiry: EnquirySummaryDto }
  | { kind: 'archived'; change: EnquiriesArchived }
  /** The socket (re)joined its rooms after being away: whatever was sent meanwhile is lost. */
  | { kind: 'resync' }

/**
 * Brings the query cache up to date with one enquiry event of the admin's centre: the open pages of the
 * list are edited in place at once (the event carries the row), then every list, the New count and the
 * details concerned are refetched in the background, since only the server knows the true pages and totals.
 */
export function applyEnquiryEvent(queryClient: QueryClient, centreId: string, event: EnquiryEvent): Promise<void> {
  if (event.kind === 'resync') return queryClient.invalidateQueries({ queryKey: enquiryKeys.all })

  for (const query of queryClient.getQueryCache().findAll({ queryKey: enquiryKeys.lists(centreId) })) {
    const pageQuery = query.queryKey[3] as EnquiryPageQuery | undefined
    if (!pageQuery) continue
    queryClient.setQueryData<EnquiryPage>(query.queryKey, (page) => {
      if (!page) return page
      if (event.kind === 'new') return addNewEnquiry(page, pageQuery, event.enquiry)
      if (event.kind === 'updated') return updateEnquiry(page, event.enquiry)
      return pageQuery.filters.status === 'active' ? removeArchived(page, event.change) : page
    })
  }
  const referenceIds = event.kind === 'archived' ? event.change.referenceIds : [event.enquiry.referenceId]
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: enquiryKeys.lists(centreId) }),
    queryClient.invalidateQueries({ queryKey: enquiryKeys.newCount(centreId) }),
    ...referenceIds.map((referenceId) => queryClient.invalidateQueries({ queryKey: enquiryKeys.detail(referenceId) })),
  ]).then(() => undefined)
}
