import { valibotResolver } from '@hookform/resolvers/valibot'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { PasswordInput } from '../../../components/ui/password-input'
import { useMessages } from '../../../i18n/messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { clearSession } from '../../../lib/session'
import {
  resetPassword,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
  type ResetPasswordFormOutput,
} from '../api/reset-password'
import { passwordResetMessages } from '../messages'

const linkClass =
  'font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600'

/** The new password for an e-mailed reset or set-password link (its token comes from the link). */
export function SetPasswordForm({ token }: { token: string }) {
  const t = useMessages(passwordResetMessages)
  const [doneMessage, setDoneMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormOutput>({
    resolver: valibotResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  })

  const submit = async (values: ResetPasswordFormOutput) => {
    setFailure(null)
    try {
      const { message } = await resetPassword({ token: values.token, password: values.password })
      // Every session of the account has just ended, this browser's included.
      clearSession()
      setDoneMessage(message)
    } catch (error) {
      const fieldErrors = serverFieldErrors(error)
      if (fieldErrors.password) setError('password', { message: fieldErrors.password })
      else setFailure(serverMessage(error) ?? t('passwordReset.unreachable'))
    }
  }

  if (!token || errors.token) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-slate-800">
          {t('passwordReset.set.linkIncomplete')}
        </p>
        <Link to="/forgot-password" className={linkClass}>
          {t('passwordReset.askForNewLink')}
        </Link>
      </div>
    )
  }

  if (doneMessage) {
    return (
      <div className="grid gap-4" role="status">
        <CheckCircle2 className="size-10 text-teal-700" aria-hidden="true" />
        <p className="text-slate-800">{doneMessage}</p>
        <Button asChild size="lg">
          <Link to="/login">{t('passwordReset.set.goToLogin')}</Link>
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5" aria-busy={isSubmitting}>
      <input type="hidden" {...register('token')} />
      <FormField
        label={t('passwordReset.set.newPassword')}
        error={errors.password?.message}
        hint={t('passwordReset.set.passwordHint')}
        isRequired
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" autoFocus {...register('password')} />}
      </FormField>
      <FormField label={t('passwordReset.set.confirmPassword')} error={errors.confirmPassword?.message} isRequired>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      {failure ? (
        <div role="alert" className="grid gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p>{failure}</p>
          <Link to="/forgot-password" className={linkClass}>
            {t('passwordReset.askForNewLink')}
          </Link>
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {t('passwordReset.set.submit')}
      </Button>
    </form>
  )
}
