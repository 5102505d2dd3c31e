// /admindashboard: the centre's children, and the way to book for a family not yet on record.
import { Link } from '@tanstack/react-router'
import { CalendarPlus } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { AdminChildrenList } from '../../../features/children/components/admin-children-list'
import { CHILDREN_MESSAGES } from '../../../features/children/api/children'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSession } from '../../../hooks/use-session'
import { childrenMessages } from '../../../features/children/messages'
import { useMessages } from '../../../i18n/messages'

export function AdminChildrenPage() {
  const t = useMessages(childrenMessages)
  usePageTitle(t('children.admin.pageTitle'))
  const session = useSession()
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('children.admin.heading')}
          </h1>
          <p className="mt-1 text-slate-600">{t('children.admin.intro')}</p>
        </div>
        <Button asChild>
          <Link to="/admindashboard/appointment">
            <CalendarPlus aria-hidden="true" />
            {t('children.admin.bookWalkIn')}
          </Link>
        </Button>
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
