import type { EnquiryPageQuery } from '../enquiry-view'

/** Query keys of the enquiry screens; everything under `enquiriesKey` belongs to one centre's enquiries. */
export const enquiriesKey = ['enquiries'] as const

export const enquiryKeys = {
  all: enquiriesKey,
  lists: (centreId: string) => [...enquiriesKey, 'list', centreId] as const,
  list: (centreId: string, query: EnquiryPageQuery) => [...enquiriesKey, 'list', centreId, query] as const,
  newCount: (centreId: string) => [...enquiriesKey, 'new-count', centreId] as const,
  details: () => [...enquiriesKey, 'details'] as const,
  detail: (referenceId: string) => [...enquiriesKey, 'details', referenceId] as const,
  owners: (centreId: string) => [...enquiriesKey, 'owners', centreId] as const,
}
