// GET /api/parents/overview: the parent's home screen in one call (docs/api/parents.md): per child the next visit,
// this month's goals, the suggested games and the newest results. The page's inline script asks for it early
// (portal/route-preloads.ts, ROUTE_DATA), so on a slow phone it is usually there when the screen is drawn.
import type { ParentOverviewDto } from '@app/parents/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { appointmentsKey } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'
import { getSession } from '../../../lib/session'

export async function getParentOverview(signal?: AbortSignal): Promise<ParentOverviewDto> {
  const data = await apiFetch<ParentOverviewDto | null>('/api/parents/overview', { signal })
  return {
    children: Array.isArray(data?.children) ? data.children : [],
    records: Array.isArray(data?.records) ? data.records : [],
  }
}

// Under the appointments' root: a booking, a cancellation or a move anywhere refreshes the next visit.
export const parentOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...appointmentsKey, 'parent-overview'] as const,
    queryFn: ({ signal }) => getParentOverview(signal),
  })

export const useParentOverview = () => useQuery(parentOverviewQueryOptions())

/**
 * Add to calendar: the approved appointment's .ics (GET /api/appointments/:id/calendar.ics). A plain link cannot
 * send the Authorization header, so the file is fetched with the token and saved from a blob.
 */
export async function downloadCalendarFile(appointmentId: string): Promise<void> {
  const token = getSession()?.token
  const response = await fetch(`/api/appointments/${encodeURIComponent(appointmentId)}/calendar.ics`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = `appointment-${appointmentId}.ics`
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
}
