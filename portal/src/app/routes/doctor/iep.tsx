// /doctordashboard/iepdoctor?childId=: the doctor's IEP screen for one assigned child.
import { useSearch } from '@tanstack/react-router'
import { useAssignedChildren } from '../../../api/get-assigned-children'
import { StaffIepScreen } from '../../../features/iep/components/iep-screens'

export function DoctorIepPage() {
  const { childId = '' } = useSearch({ strict: false }) as { childId?: string }
  const child = useAssignedChildren('doctor').data?.find((item) => item._id === childId)
  return (
    <StaffIepScreen
      key={childId}
      role="doctor"
      childId={childId}
      child={child ? { name: child.name, centreName: child.centreId?.name ?? null } : null}
    />
  )
}
