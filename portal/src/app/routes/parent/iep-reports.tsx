// /parentdashboard/iepreports/$childId and /iepreports/$childId: a child's IEP reports, for the child's parent.
import { Link, useParams } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { RoleGate } from '../../../features/auth/components/role-gate'
import { Button } from '../../../components/ui/button'
import { useOwnChild } from '../../../features/children/api/get-own-child'
import { IepReportsScreen } from '../../../features/iep/components/iep-reports-screen'
import { useMessages } from '../../../i18n/messages'
import { iepMessages } from '../../../features/iep/messages'

export function ParentIepReportsPage() {
  const { childId = '' } = useParams({ strict: false })
  const t = useMessages(iepMessages)
  const child = useOwnChild(childId).data
  return (
    <RoleGate roles={['parent']}>
      <IepReportsScreen
        key={childId}
        reader="parent"
        childId={childId}
        child={child ? { name: child.name, centreName: child.centreId?.name ?? null } : null}
        back={
          <Button asChild variant="outline">
            <Link to="/parentdashboard/child/$childId" params={{ childId }}>
              <ArrowLeft aria-hidden="true" />
              {t('iep.screen.backToChild')}
            </Link>
          </Button>
        }
      />
    </RoleGate>
  )
}
