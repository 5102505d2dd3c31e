import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarPlus } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { usePageTitle } from '../../../hooks/use-page-title'
import { CHILDREN_MESSAGES, formatDay } from '../api/children'
import { useChild } from '../api/get-child'
import { childLoadState } from '../api/load-state'
import { Detail, DetailSection } from './detail-list'
import { StaffAssignment } from './staff-assignment'
import { StatusBadge } from './status-badge'
import { LoadError } from '../../../components/layout/load-error'

function BackToDashboard() {
  return (
    <Button variant="outline" asChild>
      <Link to="/admindashboard">
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  )
}

/** /admindashboard/child/{childId}: the child's details, staff assignment and booking (SPEC section 2). */
export function AdminChildDetails({
  childId,
  parentActions,
}: {
  childId: string
  /** What the route offers for the child's parent account (e.g. sending a set-password link). */
  parentActions?: (parent: { _id: string; name: string | null }) => ReactNode
}) {
  usePageTitle('Child Details')
  const query = useChild(childId)
  const state = childLoadState(query)

  return (
    <section
      aria-labelledby="child-details-title"
      className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:py-10"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="child-details-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Child Details
        </h1>
        <BackToDashboard />
      </div>

      {state.status === 'loading' ? (
        <p role="status" className="text-slate-600">
          Loading the child's details…
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
            <Button asChild className="ml-auto">
              <Link to="/admindashboard/appointment" search={{ childId: state.child._id }}>
                <CalendarPlus aria-hidden="true" />
                Book Appointment
              </Link>
            </Button>
          </div>
          <DetailSection title="Personal information">
            <Detail label="Name" value={state.child.name} />
            <Detail label="Date of birth" value={formatDay(state.child.dob)} />
            <Detail label="Gender" value={state.child.gender} />
            <Detail label="Centre" value={state.child.centreId?.name} />
            <Detail label="Status" value={<StatusBadge status={state.child.admitStatus} />} />
            <Detail label="Registered" value={formatDay(state.child.createdAt)} />
          </DetailSection>
          <DetailSection title="School information">
            <Detail label="School name" value={state.child.schoolName} />
            <Detail label="School board" value={state.child.schoolBoard} />
            <Detail label="Class / grade" value={state.child.classGrade} />
          </DetailSection>
          <DetailSection title="Parent information">
            <Detail label="Parent name" value={state.child.parentId?.name || state.child.parentName} />
            <Detail label="Phone number" value={state.child.parentId?.mobilenumber} />
            <Detail label="Email" value={state.child.parentId?.email} />
            <Detail label="Address" value={state.child.parentId?.address} />
          </DetailSection>
          {parentActions && state.child.parentId ? parentActions(state.child.parentId) : null}
          <DetailSection title="Assigned staff">
            <Detail label="Doctor" value={state.child.doctorId?.name ?? 'Not assigned'} />
            <Detail label="Therapist" value={state.child.therapistId?.name ?? 'Not assigned'} />
          </DetailSection>
          <StaffAssignment child={state.child} />
        </>
      ) : null}
    </section>
  )
}
