// Data a parent's screens need, asked for while their chunks download (app/router.tsx loaders, imported on
// demand so the query cache stays out of /login's download).
import { ownChildrenQueryOptions } from '../api/get-own-children'
import { userQueryOptions } from '../api/get-user'
import { centresQueryOptions } from '../api/get-centres'
import { holdFirstRender } from '../lib/first-render'
import { queryClient } from '../lib/query-client'
import { getValidSession } from '../lib/session'

export function prefetchOwnChildren(): void {
  holdFirstRender(queryClient.prefetchQuery(ownChildrenQueryOptions()))
}

export function prefetchBookingPrefill(): void {
  const userId = getValidSession()?.userId
  if (userId) holdFirstRender(queryClient.prefetchQuery(userQueryOptions(userId)))
  prefetchOwnChildren()
  // The form's branches: asked for with the rest, not one round trip after the form has been drawn.
  holdFirstRender(queryClient.prefetchQuery(centresQueryOptions()))
}
