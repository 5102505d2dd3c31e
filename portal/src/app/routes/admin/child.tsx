// /admindashboard/child/$childId: a child's details and staff assignment.
import { useParams } from '@tanstack/react-router'
import { AdminChildDetails } from '../../../features/children/components/admin-child-details'

export function AdminChildPage() {
  const { childId = '' } = useParams({ strict: false })
  return <AdminChildDetails key={childId} childId={childId} />
}
