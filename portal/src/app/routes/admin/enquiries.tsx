// /admindashboard/jwlenquiries and /admindashboard/jwlenquiries/{referenceId}: the centre's JWL enquiries.
import { useParams } from '@tanstack/react-router'
import { EnquiryDetailsScreen } from '../../../features/enquiries/components/enquiry-details-page'
import { EnquiryListScreen } from '../../../features/enquiries/components/enquiry-list-page'

export function AdminEnquiriesPage() {
  return <EnquiryListScreen />
}

export function AdminEnquiryPage() {
  const { referenceId = '' } = useParams({ strict: false })
  return <EnquiryDetailsScreen key={referenceId} referenceId={referenceId} />
}
