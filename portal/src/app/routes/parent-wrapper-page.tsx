// /parentwrapper (public, no guard): a parent's home practice with the learning games. Public pages sit outside
// the signed-in layout's query cache, so this one brings the provider (like the registration page).
import { QueryClientProvider } from '@tanstack/react-query'
import { HomePractice } from '../../features/game-reports/components/home-practice'
import { queryClient } from '../../lib/query-client'

export function ParentWrapperPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <HomePractice />
    </QueryClientProvider>
  )
}
