import { valibotResolver } from '@hookform/resolvers/valibot'
import { CircleCheckBig } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { FormDialog } from '../../../components/form-dialog'
import { FormField } from '../../../components/ui/form-field'
import { PasswordInput } from '../../../components/ui/password-input'
import { toast } from '../../../hooks/use-toast'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import {
  changePasswordErrorMessage,
  changePasswordSchema,
  LOGOUT_AFTER_PASSWORD_CHANGE_MS,
  PROFILE_MESSAGES,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from '../api/profile'
import { useMessages } from '../../../i18n/messages'
import { profileMessages } from '../messages'
import { useChangePassword } from '../api/change-password'

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmNewPassword: '' }
const FIELDS = new Set(Object.keys(EMPTY))

/**
 * Current, new and confirmation. A wrong current password is shown under its field; success says
 * so and calls `onChanged` after 3 seconds (the page logs out).
 */
export function ChangePasswordDialog({
  userId,
  isOpen,
  onClose,
  onChanged,
}: {
  userId: string
  isOpen: boolean
  onClose: () => void
  onChanged: () => void
}) {
  const [isChanged, setIsChanged] = useState(false)
  const t = useMessages(profileMessages)
  const changePasswordMutation = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: valibotResolver(changePasswordSchema),
    defaultValues: EMPTY,
    // Every rule runs on every submit, cross-field ones included (e.g. "Passwords do not match"), as on the server.
    criteriaMode: 'all',
    reValidateMode: 'onSubmit',
  })

  useEffect(() => {
    if (!isChanged) return
    const timer = setTimeout(onChanged, LOGOUT_AFTER_PASSWORD_CHANGE_MS)
    return () => clearTimeout(timer)
  }, [isChanged, onChanged])

  const field = (name: FieldPath<ChangePasswordInput>) => register(name, { onChange: () => clearErrors(name) })

  async function onValid(values: ChangePasswordValues) {
    try {
      await changePasswordMutation.mutateAsync({ userId, values })
      toast({ title: PROFILE_MESSAGES.passwordChanged, variant: 'success' })
      setIsChanged(true)
    } catch (error) {
      const fieldErrors = serverFieldErrors(error)
      for (const [name, message] of Object.entries(fieldErrors)) {
        if (FIELDS.has(name)) setError(name as FieldPath<ChangePasswordInput>, { type: 'server', message })
      }
      const message = changePasswordErrorMessage(error)
      // 'Current password is incorrect' belongs under the current password.
      if (!fieldErrors.currentPassword && /current password/i.test(serverMessage(error) ?? '')) {
        setError('currentPassword', { type: 'server', message }, { shouldFocus: true })
      }
      toast({ title: message, variant: 'error' })
    }
  }

  function close() {
    if (isChanged) return // the logout is on its way
    reset(EMPTY)
    onClose()
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={t('profile.password.title')}
      description={isChanged ? undefined : t('profile.password.description')}
      onSubmit={handleSubmit(onValid)}
      isSubmitting={isSubmitting}
      submitLabel={t('profile.password.submit')}
      cancelLabel={t('profile.cancel')}
      outcome={
        isChanged ? (
          <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
            <CircleCheckBig className="size-10 text-teal-700" aria-hidden="true" />
            <p className="font-semibold text-slate-900">{PROFILE_MESSAGES.passwordChanged}</p>
            <p className="text-sm text-slate-600">{t('profile.password.loggingOut')}</p>
          </div>
        ) : undefined
      }
    >
      <FormField label={t('profile.password.current')} error={errors.currentPassword?.message} isRequired>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...field('currentPassword')} />}
      </FormField>
      <FormField
        label={t('profile.password.new')}
        error={errors.newPassword?.message}
        hint={t('profile.password.newHint')}
        isRequired
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...field('newPassword')} />}
      </FormField>
      <FormField label={t('profile.password.confirm')} error={errors.confirmNewPassword?.message} isRequired>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...field('confirmNewPassword')} />}
      </FormField>
    </FormDialog>
  )
}
