import { useSearch } from '@tanstack/react-router'
import { KeyRound, MailCheck, ShieldCheck } from 'lucide-react'
import { AuthSplitLayout } from '../../components/layout/auth-split-layout'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form'
import { SetPasswordForm } from '../../features/password-reset/components/set-password-form'
import { usePageTitle } from '../../hooks/use-page-title'

const highlights = [
  { icon: MailCheck, text: 'A link to the e-mail address of your account' },
  { icon: KeyRound, text: 'The link works once, for a short time' },
  { icon: ShieldCheck, text: 'A new password signs you out everywhere' },
]

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password')
  return (
    <AuthSplitLayout heading="Back into your account in a minute." highlights={highlights}>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Forgot Password</h1>
          <CardDescription>
            Enter the email address of your account and we will send you a link to reset the password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </AuthSplitLayout>
  )
}

/** The link's token, from `?token=`. */
const useLinkToken = () => (useSearch({ strict: false }) as { token?: string }).token ?? ''

/** /reset-password?token=: the link the user asked for. */
export function ResetPasswordPage() {
  return <SetPasswordPage purpose="reset" token={useLinkToken()} />
}

/** /set-password?token=: the link the centre sent. */
export function SetYourPasswordPage() {
  return <SetPasswordPage purpose="set" token={useLinkToken()} />
}

/** /reset-password?token= (asked for by the user) and /set-password?token= (sent by the centre). */
function SetPasswordPage({ token, purpose }: { token: string; purpose: 'reset' | 'set' }) {
  const title = purpose === 'reset' ? 'Reset Password' : 'Set Your Password'
  usePageTitle(title)
  return (
    <AuthSplitLayout heading="Choose a password only you know." highlights={highlights}>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <CardDescription>Choose a new password for your account, then sign in with it.</CardDescription>
        </CardHeader>
        <CardContent>
          <SetPasswordForm token={token} />
        </CardContent>
      </Card>
    </AuthSplitLayout>
  )
}
