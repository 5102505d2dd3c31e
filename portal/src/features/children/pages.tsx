// Screens of the children feature (docs/issue-5-api.md). Each is mounted by app/router.tsx.
import { PlaceholderPage } from '../../components/layout/placeholder-page'
import { UsersRound } from 'lucide-react'

/** /admindashboard — the centre's children list. */
export function AdminChildrenPage() {
  return (
    <PlaceholderPage title="Admin Dashboard" icon={<UsersRound aria-hidden="true" />} description="Children list." />
  )
}

/** /admindashboard/child/$childId */
export function AdminChildDetailsPage({ childId }: { childId: string }) {
  return <PlaceholderPage title="Child Details" icon={<UsersRound aria-hidden="true" />} description={childId} />
}

/** /parentdashboard — the parent's children. */
export function ParentChildrenPage() {
  return <PlaceholderPage title="Parent Dashboard" icon={<UsersRound aria-hidden="true" />} description="Children." />
}

/** /parentdashboard/child/$childId */
export function ParentChildDetailsPage({ childId }: { childId: string }) {
  return <PlaceholderPage title="Child Details" icon={<UsersRound aria-hidden="true" />} description={childId} />
}
