import { QueryClientProvider } from '@tanstack/react-query'
import { Navigate, Outlet } from '@tanstack/react-router'
import { useLogout } from '../../features/auth/api/logout'
import { AppHeader } from '../../features/shell/components/app-header'
import { useSession } from '../../hooks/use-session'
import { queryClient } from '../../lib/query-client'

/** Frame for every guarded page: signed-in header above the page. */
export function SignedInLayout() {
  const session = useSession()
  const logout = useLogout()
  // Signing out elsewhere (logout, 401, expiry) empties the session before navigation lands.
  if (!session) return <Navigate to="/login" replace />
  // The query cache lives with the signed-in screens (and /register), so /login does not download it.
  return (
    <QueryClientProvider client={queryClient}>
      <div className="min-h-dvh bg-slate-50">
        <AppHeader session={session} onLogout={() => void logout()} />
        <main id="main">
          <Outlet />
        </main>
      </div>
    </QueryClientProvider>
  )
}
