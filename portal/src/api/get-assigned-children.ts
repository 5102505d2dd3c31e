// GET /api/doctors/assigned and GET /api/therapists/assigned?page&limit&search: a page of the children assigned to
// the signed-in doctor or therapist, with their IEP count and review clock (docs/api/iep.md). Read by the dashboards
// and by the game reports' child picker, so it lives here rather than in one feature. Screens about one child read
// that child's record (GET /api/data/child/{childId}) instead.
import type { ChildRecord } from '@app/children/schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../hooks/use-error-toast'
import { apiFetchPage } from '../lib/api'
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

/** The query of one page of the assigned children: the page (from 1), its size and the name searched. */
export interface AssignedPageQuery {
  page: number
  limit: number
  search: string
}

/**
 * One page of the caller's assigned children whose name contains the search, and how many match in all (the
 * server pages and searches: decision 034).
 */
export async function getAssignedPage(
  role: StaffRole,
  { page, limit, search }: AssignedPageQuery,
  signal?: AbortSignal,
): Promise<{ children: AssignedChild[]; total: number; page: number }> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) })
  if (search.trim()) params.set('search', search.trim())
  const { rows, total } = await apiFetchPage<AssignedChild>(`${PATHS[role]}?${params}`, { signal })
  return { children: rows, total, page }
}

export const assignedPageQueryOptions = (role: StaffRole, query: AssignedPageQuery) =>
  queryOptions({
    queryKey: [...assignedChildrenKey, role, query] as const,
    queryFn: ({ signal }) => getAssignedPage(role, query, signal),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })

export function useAssignedPage(role: StaffRole, query: AssignedPageQuery, options?: LoadOptions) {
  const result = useQuery(assignedPageQueryOptions(role, query))
  useErrorToast(result, options?.errorToast)
  return result
}
