// /admindashboard: the centre's children.
import { AdminChildrenList } from '../../../features/children/components/admin-children-list'
import { CHILDREN_MESSAGES } from '../../../features/children/api/children'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSession } from '../../../hooks/use-session'

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
