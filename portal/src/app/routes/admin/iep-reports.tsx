// /admindashboard/iepreports/$childId: a child's IEP reports, for the admin of the child's centre.
import { Link, useParams } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { useChild } from '../../../features/children/api/get-child'
import { IepReportsScreen } from '../../../features/iep/components/iep-reports-screen'
import { useMessages } from '../../../i18n/messages'
import { iepMessages } from '../../../features/iep/messages'

export function AdminIepReportsPage() {
  const { childId = '' } = useParams({ strict: false })
  const t = useMessages(iepMessages)
  const child = useChild(childId).data
  return (
    <IepReportsScreen
      key={childId}
      reader="admin"
      childId={childId}
      child={child ? { name: child.name, centreName: child.centreId?.name ?? null } : null}
      back={
        <Button asChild variant="outline">
          <Link to="/admindashboard/child/$childId" params={{ childId }}>
            <ArrowLeft aria-hidden="true" />
            {t('iep.screen.backToChild')}
          </Link>
        </Button>
      }
    />
  )
}
