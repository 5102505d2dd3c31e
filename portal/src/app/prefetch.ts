// Data a parent's screens need, asked for while their chunks download (app/router.tsx loaders, imported on
// demand so the query cache stays out of /login's download).
import { ownChildrenQueryOptions } from '../api/get-own-children'
import { userQueryOptions } from '../api/get-user'
import { centresQueryOptions } from '../api/get-centres'
import { parentOverviewQueryOptions } from '../features/parent-home/api/get-parent-overview'
import { holdFirstRender } from '../lib/first-render'
import { queryClient } from '../lib/query-client'
import { getValidSession } from '../lib/session'

export function prefetchOwnChildren(): void {
  holdFirstRender(queryClient.prefetchQuery(ownChildrenQueryOptions()))
}

/**
 * The parent's home: their children, the overview of each (next visit, goals, games, results) and their name in the
 * header. Each part the first render did not wait for arrived after it and redrew the screen in one long task
 * (the overview: 231 ms on the slow-phone profile, which set the page's time to interactive).
 */
export function prefetchParentHome(): void {
  prefetchOwnChildren()
  holdFirstRender(queryClient.prefetchQuery(parentOverviewQueryOptions()))
  const userId = getValidSession()?.userId
  if (userId) holdFirstRender(queryClient.prefetchQuery(userQueryOptions(userId)))
}

export function prefetchBookingPrefill(): void {
  const userId = getValidSession()?.userId
  if (userId) holdFirstRender(queryClient.prefetchQuery(userQueryOptions(userId)))
  prefetchOwnChildren()
  // The form's branches: asked for with the rest, not one round trip after the form has been drawn.
  holdFirstRender(queryClient.prefetchQuery(centresQueryOptions()))
}
