// /admindashboard/child/$childId: a child's details and staff assignment, and a set-password link for the parent.
import { useParams } from '@tanstack/react-router'
import { AdminChildDetails } from '../../../features/children/components/admin-child-details'
import { SendSetPasswordLinkButton } from '../../../features/password-reset/components/send-set-password-link-button'

export function AdminChildPage() {
  const { childId = '' } = useParams({ strict: false })
  return (
    <AdminChildDetails
      key={childId}
      childId={childId}
      parentActions={(parent) => <SendSetPasswordLinkButton parent={parent} />}
    />
  )
}
