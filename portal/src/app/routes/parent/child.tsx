// /parentdashboard/child/$childId: view and edit one of the parent's children.
import { useParams } from '@tanstack/react-router'
import { ParentChildDetails } from '../../../features/children/components/parent-child-details'

export function ParentChildPage() {
  const { childId = '' } = useParams({ strict: false })
  return <ParentChildDetails key={childId} childId={childId} />
}
