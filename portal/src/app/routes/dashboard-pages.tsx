// /doctordashboard and /therapistdashboard: the children assigned to the signed-in doctor or therapist.
import { lazy, Suspense, useState } from 'react'
import type { AssignedChild } from '../../api/get-assigned-children'
import { AssignedChildrenScreen } from '../../features/assigned-children/components/assigned-children-screen'

// The home-practice dialog (game reports) downloads when a therapist first opens it, not with the dashboard.
const HomePracticeDialog = lazy(() =>
  import('../../features/game-reports/components/home-practice-dialog').then((module) => ({
    default: module.HomePracticeDialog,
  })),
)

/** The doctor's routes are gated by their parent route in app/router.tsx. */
export function DoctorDashboardPage() {
  return <AssignedChildrenScreen role="doctor" />
}

/** The therapist's routes are gated by their parent route in app/router.tsx. */
export function TherapistDashboardPage() {
  const [homePractice, setHomePractice] = useState<AssignedChild | null>(null)
  return (
    <>
      <AssignedChildrenScreen role="therapist" onHomePractice={setHomePractice} />
      {homePractice ? (
        <Suspense fallback={null}>
          <HomePracticeDialog child={homePractice} onClose={() => setHomePractice(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
