// /doctordashboard/iepdoctor?childId=: the doctor's IEP screen for one assigned child.
import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { childQueryOptions } from '../../../features/children/api/get-child'
import { StaffIepScreen } from '../../../features/iep/components/staff-iep-screen'

export function DoctorIepPage() {
  const { childId = '' } = useSearch({ strict: false }) as { childId?: string }
  // The child's own record (the assigned doctor and therapist may read it), not a page of the dashboard's list.
  const child = useQuery({ ...childQueryOptions(childId), enabled: Boolean(childId) }).data
  return (
    <StaffIepScreen
      key={childId}
      role="doctor"
      childId={childId}
      child={child ? { name: child.name, centreName: child.centreId?.name ?? null } : null}
    />
  )
}
