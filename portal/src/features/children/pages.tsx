// Screens of the children feature (docs/product.md §4.7-§4.9). Each is mounted by app/router.tsx.
import { usePageTitle } from '../../hooks/use-page-title'
import { useSession } from '../../hooks/use-session'
import { CHILDREN_MESSAGES } from './api/children'
import { AdminChildDetails } from './components/admin-child-details'
import { AdminChildrenList } from './components/admin-children-list'
import { ParentChildDetails } from './components/parent-child-details'
import { ParentChildren } from './components/parent-children'

/** /admindashboard — the centre's children list. */
export function AdminChildrenPage() {
  usePageTitle('Admin Dashboard')
  const session = useSession()
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-slate-600">The children of your centre.</p>
      </div>
      {session?.centreId ? (
        <AdminChildrenList centreId={session.centreId} />
      ) : (
        <p role="alert" className="font-medium text-red-700">
          {CHILDREN_MESSAGES.noToken}
        </p>
      )}
    </div>
  )
}

/** /admindashboard/child/$childId */
export function AdminChildDetailsPage({ childId }: { childId: string }) {
  return <AdminChildDetails key={childId} childId={childId} />
}

/** /parentdashboard — the parent's children. */
export function ParentChildrenPage() {
  return <ParentChildren />
}

/** /parentdashboard/child/$childId */
export function ParentChildDetailsPage({ childId }: { childId: string }) {
  return <ParentChildDetails key={childId} childId={childId} />
}
