import { useSearch } from '@tanstack/react-router'
import { KeyRound, MailCheck, ShieldCheck } from 'lucide-react'
import { AuthSplitLayout } from '../../components/layout/auth-split-layout'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form'
import { SetPasswordForm } from '../../features/password-reset/components/set-password-form'
import { passwordResetMessages } from '../../features/password-reset/messages'
import { usePageTitle } from '../../hooks/use-page-title'
import { useMessages } from '../../i18n/messages'

/** The pages' three reassurances, in the active language. */
function useHighlights() {
  const t = useMessages(passwordResetMessages)
  return [
    { icon: MailCheck, text: t('passwordReset.highlight.email') },
    { icon: KeyRound, text: t('passwordReset.highlight.once') },
    { icon: ShieldCheck, text: t('passwordReset.highlight.signsOut') },
  ]
}

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const t = useMessages(passwordResetMessages)
  const highlights = useHighlights()
  const title = t('passwordReset.forgot.title')
  usePageTitle(title)
  return (
    <AuthSplitLayout heading={t('passwordReset.forgot.brandHeading')} highlights={highlights}>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <CardDescription>{t('passwordReset.forgot.intro')}</CardDescription>
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
  const t = useMessages(passwordResetMessages)
  const highlights = useHighlights()
  const title = purpose === 'reset' ? t('passwordReset.reset.title') : t('passwordReset.set.title')
  usePageTitle(title)
  return (
    <AuthSplitLayout heading={t('passwordReset.set.brandHeading')} highlights={highlights}>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <CardDescription>{t('passwordReset.set.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SetPasswordForm token={token} />
        </CardContent>
      </Card>
    </AuthSplitLayout>
  )
}
