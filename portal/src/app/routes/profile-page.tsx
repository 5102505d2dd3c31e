import { useNavigate } from '@tanstack/react-router'
import { LogIn, UserRound, UserX } from 'lucide-react'
import { useCallback, useState } from 'react'
import { StatusPage } from '../../components/layout/status-page'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { logout } from '../../features/auth/api/logout'
import { RoleGate } from '../../features/auth/components/role-gate'
import { useUser } from '../../api/get-user'
import { isUserNotFound, PROFILE_MESSAGES } from '../../features/profile/api/profile'
import { ChangePasswordDialog } from '../../features/profile/components/change-password-dialog'
import { ProfileDetails } from '../../features/profile/components/profile-details'
import { usePageTitle } from '../../hooks/use-page-title'
import { useSession } from '../../hooks/use-session'
import { LoadError } from '../../components/layout/load-error'

function ProfileScreen({ userId }: { userId: string }) {
  usePageTitle('Profile')
  const navigate = useNavigate()
  // 'User not found' gets its own page, without a toast.
  const query = useUser(userId, {
    errorToast: (error) => (isUserNotFound(error) ? undefined : PROFILE_MESSAGES.loadFailed),
  })
  const [isPasswordDialogOpen, setIsPasswordDialogOpen] = useState(false)
  const isNotFound = query.isError && isUserNotFound(query.error)
  const status = query.data ? 'loaded' : isNotFound ? 'not-found' : query.isError ? 'failed' : 'loading'

  const logoutToLogin = useCallback(async () => {
    await logout()
    await navigate({ to: '/login', replace: true })
  }, [navigate])

  if (status === 'not-found') {
    return (
      <StatusPage
        code="404"
        title={PROFILE_MESSAGES.notFound}
        icon={<UserX aria-hidden="true" />}
        actions={
          <Button size="lg" onClick={() => void logoutToLogin()}>
            <LogIn aria-hidden="true" />
            Go to Login
          </Button>
        }
      >
        <p>We could not find your account. Please log in again.</p>
      </StatusPage>
    )
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <Card>
        <CardHeader className="flex-row items-center gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
            <UserRound className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Profile</h1>
        </CardHeader>
        <CardContent>
          {status === 'loading' ? (
            <p role="status" className="text-slate-600">
              Loading your profile…
            </p>
          ) : null}
          {status === 'failed' ? (
            <LoadError message={PROFILE_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
          ) : null}
          {query.data ? (
            <ProfileDetails profile={query.data} onChangePassword={() => setIsPasswordDialogOpen(true)} />
          ) : null}
        </CardContent>
      </Card>
      <ChangePasswordDialog
        userId={userId}
        isOpen={isPasswordDialogOpen}
        onClose={() => setIsPasswordDialogOpen(false)}
        onChanged={() => void logoutToLogin()}
      />
    </div>
  )
}

/** /profile for admins, parents, doctors and therapists (SPEC sections 2 and 8). */
export function ProfilePage() {
  const session = useSession()
  return (
    <RoleGate roles={['admin', 'parent', 'doctor', 'therapist']}>
      {session ? <ProfileScreen key={session.userId} userId={session.userId} /> : null}
    </RoleGate>
  )
}
