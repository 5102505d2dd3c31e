// GET /api/doctors/assigned and GET /api/therapists/assigned: the children assigned to the signed-in doctor or
// therapist, with their IEP count and review clock (docs/api/iep.md). Read by the dashboards and by the IEP
// screens (the child's name and centre), so it lives here rather than in one feature.
import type { ChildRecord } from '@app/children/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../hooks/use-error-toast'
import { apiFetch } from '../lib/api'
import type { LoadOptions } from '../lib/query-client'
import { assignedChildrenKey } from './query-keys'

/** The review clock of a child's most pressing IEP month (docs/api/iep.md). */
export interface ReviewClock {
  status: 'feedback-overdue' | 'performance-due'
  label: string
  tone: 'red' | 'amber'
  iepId: string
  monthIndex: number
  month: number
  year: number
  /** The month's last day, YYYY-MM-DD. */
  endsOn: string
}

/** A child of the assigned lists: the child's record, its IEP count and review clock. */
export type AssignedChild = ChildRecord & { iepCount: number; review: ReviewClock | null }

export type StaffRole = 'doctor' | 'therapist'

const PATHS: Record<StaffRole, string> = {
  doctor: '/api/doctors/assigned',
  therapist: '/api/therapists/assigned',
}

export async function getAssignedChildren(role: StaffRole, signal?: AbortSignal): Promise<AssignedChild[]> {
  const data = await apiFetch<unknown>(PATHS[role], { signal })
  return Array.isArray(data) ? (data as AssignedChild[]) : []
}

export const assignedChildrenQueryOptions = (role: StaffRole) =>
  queryOptions({
    queryKey: [...assignedChildrenKey, role] as const,
    queryFn: ({ signal }) => getAssignedChildren(role, signal),
  })

export function useAssignedChildren(role: StaffRole, options?: LoadOptions) {
  const query = useQuery(assignedChildrenQueryOptions(role))
  useErrorToast(query, options?.errorToast)
  return query
}
