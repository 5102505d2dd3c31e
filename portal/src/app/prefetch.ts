// Data a parent's screens need, asked for while their chunks download (app/router.tsx loaders, imported on
// demand so the query cache stays out of /login's download).
import { ownChildrenQueryOptions } from '../api/get-own-children'
import { userQueryOptions } from '../api/get-user'
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
}
