import { Navigate, Outlet } from '@tanstack/react-router'
import { useLogout } from '../../features/auth/api/logout'
import { AppHeader } from '../../features/shell/components/app-header'
import { useSession } from '../../hooks/use-session'

/** Frame for every guarded page: signed-in header above the page. */
export function SignedInLayout() {
  const session = useSession()
  const logout = useLogout()
  // Signing out elsewhere (logout, 401, expiry) empties the session before navigation lands.
  if (!session) return <Navigate to="/login" replace />
  return (
    <div className="min-h-dvh bg-slate-50">
      <AppHeader session={session} onLogout={() => void logout()} />
      <main id="main">
        <Outlet />
      </main>
    </div>
  )
}
