// Data a parent's screens need, asked for while their chunks download (app/router.tsx loaders, imported on
// demand so the query cache stays out of /login's download).
import { ownChildrenQueryOptions } from '../api/get-own-children'
import { ownUserQueryOptions } from '../api/get-user'
import { centresQueryOptions } from '../api/get-centres'
import { parentOverviewQueryOptions } from '../features/parent-home/api/get-parent-overview'
import { holdFirstRender } from '../lib/first-render'
import { queryClient } from '../lib/query-client'
import { getValidSession } from '../lib/session'

/** The signed-in parent's own account: their name in the header, the booking form's details. */
function prefetchOwnAccount(): void {
  const session = getValidSession()
  if (session) holdFirstRender(queryClient.prefetchQuery(ownUserQueryOptions(session)))
}

/**
 * The parent's home: their name, and the overview of each child (next visit, goals, games, results), which also
 * carries the children's list below the cards (`records`, as GET /api/parents/children gives it): one read, not two
 * (decision 067). Each part the first render did not wait for arrived after it and redrew the screen in one long
 * task (the overview: 231 ms on the slow-phone profile, which set the page's time to interactive).
 */
export function prefetchParentHome(): void {
  prefetchOwnAccount()
  const overview = parentOverviewQueryOptions()
  holdFirstRender(
    queryClient.prefetchQuery(overview).then(() => {
      const records = queryClient.getQueryData(overview.queryKey)?.records
      const children = ownChildrenQueryOptions()
      // Not over a list the app already holds (a later visit of the home); if the overview failed, the list asks
      // for itself.
      if (records && queryClient.getQueryData(children.queryKey) === undefined) {
        queryClient.setQueryData(children.queryKey, records)
      }
    }),
  )
}

export function prefetchBookingPrefill(): void {
  prefetchOwnAccount()
  holdFirstRender(queryClient.prefetchQuery(ownChildrenQueryOptions()))
  // The form's branches: asked for with the rest, not one round trip after the form has been drawn.
  holdFirstRender(queryClient.prefetchQuery(centresQueryOptions()))
}
