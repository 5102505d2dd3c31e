import { useNavigate } from '@tanstack/react-router'
import { LogIn, UserRound, UserX } from 'lucide-react'
import { useCallback, useState } from 'react'
import { StatusPage } from '../../components/layout/status-page'
import { Button } from '../../components/ui/button'
import { Card, CardBody, CardContent, CardHeader } from '../../components/ui/card'
import { logout } from '../../features/auth/api/logout'
import { RoleGate } from '../../features/auth/components/role-gate'
import { useUser } from '../../api/get-user'
import { isUserNotFound, PROFILE_MESSAGES } from '../../features/profile/api/profile'
import { ChangePasswordDialog } from '../../features/profile/components/change-password-dialog'
import { ProfileDetails } from '../../features/profile/components/profile-details'
import { usePageTitle } from '../../hooks/use-page-title'
import { useSession } from '../../hooks/use-session'
import { LoadError } from '../../components/layout/load-error'
import { profileMessages } from '../../features/profile/messages'
import { ReminderPreferencesCard } from '../../features/reminder-preferences/components/reminder-preferences-card'
import { useMessages } from '../../i18n/messages'

function ProfileScreen({ userId }: { userId: string }) {
  const t = useMessages(profileMessages)
  usePageTitle(t('profile.pageTitle'))
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
            {t('profile.notFound.goToLogin')}
          </Button>
        }
      >
        <p>{t('profile.notFound.body')}</p>
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
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('profile.heading')}</h1>
        </CardHeader>
        <CardContent>
          {status === 'loading' ? (
            <p role="status" className="text-slate-600">
              {t('profile.loading')}
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
      {query.data?.role === 'parent' ? (
        <Card className="mt-6">
          <CardBody>
            <ReminderPreferencesCard mobile={query.data.mobilenumber} />
          </CardBody>
        </Card>
      ) : null}
      <ChangePasswordDialog
        userId={userId}
        isOpen={isPasswordDialogOpen}
        onClose={() => setIsPasswordDialogOpen(false)}
        onChanged={() => void logoutToLogin()}
      />
    </div>
  )
}

/** /profile for admins, parents, doctors and therapists (docs/product.md §4.11, §8.7). */
export function ProfilePage() {
  const session = useSession()
  return (
    <RoleGate roles={['admin', 'parent', 'doctor', 'therapist']}>
      {session ? <ProfileScreen key={session.userId} userId={session.userId} /> : null}
    </RoleGate>
  )
}
