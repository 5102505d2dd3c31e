import { Link, useSearch } from '@tanstack/react-router'
import { CalendarCheck, ClipboardList, Gamepad2 } from 'lucide-react'
import { AuthSplitLayout } from '../../components/layout/auth-split-layout'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { LoginForm } from '../../features/auth/components/login-form'
import { usePageTitle } from '../../hooks/use-page-title'
import { auth } from '../../features/auth/messages'
import { useMessages } from '../../i18n/messages'
import { RichMessage } from '../../i18n/rich-message'

export function LoginPage() {
  // The page a signed-out visitor asked for (guards.ts), opened after signing in.
  const redirectTo = (useSearch({ strict: false }) as { redirect?: string }).redirect
  const t = useMessages(auth)
  usePageTitle(t('auth.login.pageTitle'))
  const highlights = [
    { icon: CalendarCheck, text: t('auth.login.highlight.appointments') },
    { icon: ClipboardList, text: t('auth.login.highlight.ieps') },
    { icon: Gamepad2, text: t('auth.login.highlight.games') },
  ]
  return (
    <AuthSplitLayout heading={t('auth.login.brandHeading')} highlights={highlights}>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.login.heading')}</h1>
          <CardDescription>{t('auth.login.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <LoginForm redirectTo={redirectTo} />
          <Link
            to="/forgot-password"
            className="justify-self-center text-sm font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        <RichMessage
          messages={auth}
          id="auth.login.newParent"
          components={{
            0: (
              <Link
                to="/register"
                className="font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
              />
            ),
          }}
        />
      </p>
    </AuthSplitLayout>
  )
}
