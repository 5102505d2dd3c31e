import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarPlus, ClipboardList } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { usePageTitle } from '../../../hooks/use-page-title'
import { CHILDREN_MESSAGES, formatDay } from '../api/children'
import { useChild } from '../api/get-child'
import { childLoadState } from '../api/load-state'
import { Detail, DetailSection } from './detail-list'
import { StaffAssignment } from './staff-assignment'
import { StatusBadge } from './status-badge'
import { LoadError } from '../../../components/layout/load-error'
import { useMessages } from '../../../i18n/messages'
import { common } from '../../../lib/common-messages'
import { childrenMessages } from '../messages'

function BackToDashboard() {
  const t = useMessages(childrenMessages)
  return (
    <Button variant="outline" asChild>
      <Link to="/admindashboard">
        <ArrowLeft aria-hidden="true" />
        {t('children.details.backToDashboard')}
      </Link>
    </Button>
  )
}

/** /admindashboard/child/{childId}: the child's details, staff assignment and booking (docs/product.md §4.8). */
export function AdminChildDetails({
  childId,
  parentActions,
}: {
  childId: string
  /** What the route offers for the child's parent account (e.g. sending a set-password link). */
  parentActions?: (parent: { _id: string; name: string | null }) => ReactNode
}) {
  const t = useMessages(childrenMessages)
  const tCommon = useMessages(common)
  usePageTitle(t('children.details.pageTitle'))
  const query = useChild(childId)
  const state = childLoadState(query)

  return (
    <section
      aria-labelledby="child-details-title"
      className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:py-10"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="child-details-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('children.details.heading')}
        </h1>
        <BackToDashboard />
      </div>

      {state.status === 'loading' ? (
        <p role="status" className="text-slate-600">
          {t('children.details.loading')}
        </p>
      ) : null}
      {state.status === 'not-found' ? (
        <p role="alert" className="rounded-xl bg-slate-100 p-4 font-medium text-slate-800">
          {CHILDREN_MESSAGES.notFound}
        </p>
      ) : null}
      {state.status === 'failed' ? <LoadError message={state.message} onRetry={() => void query.refetch()} /> : null}

      {state.status === 'loaded' ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-xl font-semibold text-slate-900">{state.child.name}</p>
            <StatusBadge status={state.child.admitStatus} />
            <Button asChild variant="outline" className="ms-auto">
              <Link to="/admindashboard/iepreports/$childId" params={{ childId: state.child._id }}>
                <ClipboardList aria-hidden="true" />
                {t('children.details.iepReports')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/admindashboard/appointment" search={{ childId: state.child._id }}>
                <CalendarPlus aria-hidden="true" />
                {t('children.details.bookAppointment')}
              </Link>
            </Button>
          </div>
          <DetailSection title={t('children.details.personal')}>
            <Detail label={t('children.details.name')} value={state.child.name} />
            <Detail label={t('children.details.dob')} value={formatDay(state.child.dob)} />
            <Detail
              label={t('children.details.gender')}
              value={tCommon('common.gender', { gender: state.child.gender })}
            />
            <Detail label={t('children.details.centre')} value={state.child.centreId?.name} />
            <Detail label={t('children.details.status')} value={<StatusBadge status={state.child.admitStatus} />} />
            <Detail label={t('children.details.registered')} value={formatDay(state.child.createdAt)} />
          </DetailSection>
          <DetailSection title={t('children.details.school')}>
            <Detail label={t('children.details.schoolName')} value={state.child.schoolName} />
            <Detail label={t('children.details.schoolBoard')} value={state.child.schoolBoard} />
            <Detail label={t('children.details.classGrade')} value={state.child.classGrade} />
          </DetailSection>
          <DetailSection title={t('children.details.parent')}>
            <Detail
              label={t('children.details.parentName')}
              value={state.child.parentId?.name || state.child.parentName}
            />
            <Detail label={t('children.details.phone')} value={state.child.parentId?.mobilenumber} />
            <Detail label={t('children.details.email')} value={state.child.parentId?.email} />
            <Detail label={t('children.details.address')} value={state.child.parentId?.address} />
          </DetailSection>
          {parentActions && state.child.parentId ? parentActions(state.child.parentId) : null}
          <DetailSection title={t('children.details.staff')}>
            <Detail
              label={t('children.details.doctor')}
              value={state.child.doctorId?.name ?? t('children.details.notAssigned')}
            />
            <Detail
              label={t('children.details.therapist')}
              value={state.child.therapistId?.name ?? t('children.details.notAssigned')}
            />
          </DetailSection>
          <StaffAssignment child={state.child} />
        </>
      ) : null}
    </section>
  )
}
