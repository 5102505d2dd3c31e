import { QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from '../hooks/use-toast'

/** What a screen asks of a load: the toast to show each time it fails (SPEC section 8's texts). */
export type LoadOptions = {
  errorToast?: string
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: LoadOptions
  }
}

/** The `meta` of a query from a screen's LoadOptions. */
export const loadMeta = (options: LoadOptions = {}): LoadOptions => ({ errorToast: options.errorToast })

/**
 * The portal's one query cache. No automatic retries and no refetch on focus: a failed load shows its
 * message and a Retry button at once, as the screens did before the cache. Data counts as fresh for
 * 30 s, so going back to a screen shows it at once; mutations and live events refresh what they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error(error)
        const title = query.meta?.errorToast
        if (title) toast({ title, variant: 'error' })
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
