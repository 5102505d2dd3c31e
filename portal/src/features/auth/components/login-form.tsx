import { Eye, EyeOff, Loader2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { common } from '../../../lib/common-messages'
import { auth } from '../messages'
import { useLogin } from '../api/login'
import { useLoginFields } from '../hooks/use-login-fields'

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm text-red-700">
      {localizeServerMessage(message)}
    </p>
  )
}

/**
 * Username and password form; validates, then signs in. A failed sign-in's message stays under the form
 * (besides the toast) until the user edits a field.
 */
export function LoginForm({ redirectTo }: { redirectTo?: string } = {}) {
  const login = useLogin(redirectTo)
  const t = useMessages(auth)
  const tCommon = useMessages(common)
  const [isPasswordVisible, setIsPasswordVisible] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const ids = { username: useId(), password: useId(), usernameError: useId(), passwordError: useId() }

  const { register, handleSubmit, errors, isSubmitting } = useLoginFields()

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => setFailure(await login(values)))}
      onChange={() => setFailure(null)}
      className="grid gap-5"
      aria-busy={isSubmitting}
    >
      <div className="grid gap-2">
        <Label htmlFor={ids.username}>{t('auth.login.username')}</Label>
        <Input
          id={ids.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          aria-required="true"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? ids.usernameError : undefined}
          {...register('username')}
        />
        <FieldError id={ids.usernameError} message={errors.username} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.password}>{t('auth.login.password')}</Label>
        <div className="relative">
          <Input
            id={ids.password}
            type={isPasswordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            className="pe-11"
            aria-required="true"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? ids.passwordError : undefined}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setIsPasswordVisible((visible) => !visible)}
            aria-label={isPasswordVisible ? tCommon('common.hidePassword') : tCommon('common.showPassword')}
            aria-controls={ids.password}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-teal-600"
          >
            {isPasswordVisible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
        <FieldError id={ids.passwordError} message={errors.password} />
      </div>

      {failure ? (
        <p role="alert" data-testid="login-failure" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" data-testid="login-spinner" /> : null}
        {t('auth.login.submit')}
      </Button>
    </form>
  )
}
