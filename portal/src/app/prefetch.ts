// Data a parent's screens need, asked for while their chunks download (app/router.tsx loaders, imported on
// demand so the query cache stays out of /login's download).
import { ownChildrenQueryOptions } from '../api/get-own-children'
import { ownUserQueryOptions } from '../api/get-user'
import { centresQueryOptions } from '../api/get-centres'
import { parentOverviewQueryOptions } from '../features/parent-home/api/get-parent-overview'
import { holdFirstRender } from '../lib/first-render'
import { queryClient } from '../lib/query-client'
import { getValidSession } from '../lib/session'

/** The signed-in parent's own account (their name in the header, the booking form's details) and their children. */
function prefetchParentAndChildren(): void {
  const session = getValidSession()
  if (session) holdFirstRender(queryClient.prefetchQuery(ownUserQueryOptions(session)))
  holdFirstRender(queryClient.prefetchQuery(ownChildrenQueryOptions()))
}

/**
 * The parent's home: their name and children, and the overview of each child (next visit, goals, games, results).
 * Each part the first render did not wait for arrived after it and redrew the screen in one long task (the
 * overview: 231 ms on the slow-phone profile, which set the page's time to interactive).
 */
export function prefetchParentHome(): void {
  prefetchParentAndChildren()
  holdFirstRender(queryClient.prefetchQuery(parentOverviewQueryOptions()))
}

export function prefetchBookingPrefill(): void {
  prefetchParentAndChildren()
  // The form's branches: asked for with the rest, not one round trip after the form has been drawn.
  holdFirstRender(queryClient.prefetchQuery(centresQueryOptions()))
}
