import { valibotResolver } from '@hookform/resolvers/valibot'
import { Link } from '@tanstack/react-router'
import { Loader2, MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { useMessages } from '../../../i18n/messages'
import { RichMessage } from '../../../i18n/rich-message'
import { serverMessage } from '../../../lib/api-errors'
import {
  forgotPasswordSchema,
  requestPasswordReset,
  type ForgotPasswordInput,
  type ForgotPasswordValues,
} from '../api/request-password-reset'
import { passwordResetMessages } from '../messages'

const linkClass =
  'font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600'

/** Asks for a reset link by e-mail address; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useMessages(passwordResetMessages)
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: valibotResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })

  const submit = async (values: ForgotPasswordValues) => {
    setFailure(null)
    try {
      setSentMessage((await requestPasswordReset(values)).message)
    } catch (error) {
      setFailure(serverMessage(error) ?? t('passwordReset.unreachable'))
    }
  }

  if (sentMessage) {
    return (
      <div className="grid gap-4" role="status">
        <MailCheck className="size-10 text-teal-700" aria-hidden="true" />
        <p className="text-slate-800">{sentMessage}</p>
        <p className="text-sm text-slate-600">
          <RichMessage
            messages={passwordResetMessages}
            id="passwordReset.forgot.noEmail"
            components={{
              0: <button type="button" className={linkClass} onClick={() => setSentMessage(null)} />,
            }}
          />
        </p>
        <Link to="/login" className={linkClass}>
          {t('passwordReset.backToLogin')}
        </Link>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5" aria-busy={isSubmitting}>
      <FormField label={t('passwordReset.forgot.email')} error={errors.email?.message} isRequired>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" autoFocus spellCheck={false} {...register('email')} />
        )}
      </FormField>
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {t('passwordReset.forgot.submit')}
      </Button>
      <Link to="/login" className={`${linkClass} text-center text-sm`}>
        {t('passwordReset.backToLogin')}
      </Link>
    </form>
  )
}
