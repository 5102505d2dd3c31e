import { QueryCache, QueryClient } from '@tanstack/react-query'
import type { ErrorToast } from '../hooks/use-error-toast'
import { getSession, subscribeSession } from './session'

/** What a screen asks of a load: the toast to show each time it fails (SPEC section 8's texts). */
export type LoadOptions = { errorToast?: ErrorToast }

/**
 * The portal's one query cache. No automatic retries and no refetch on focus: a failed load shows its
 * message and a Retry button at once, as the screens did before the cache. Data counts as fresh for
 * 30 s, so going back to a screen shows it at once; mutations and live events refresh what they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()

// Cached answers belong to the user who asked: a sign-out or another sign-in starts with an empty cache.
let cachedFor = getSession()?.token ?? null
subscribeSession(() => {
  const token = getSession()?.token ?? null
  if (token !== cachedFor) queryClient.clear()
  cachedFor = token
})
