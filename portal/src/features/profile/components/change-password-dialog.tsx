import { valibotResolver } from '@hookform/resolvers/valibot'
import { CircleCheckBig, Loader2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
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
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Change Password"
      description={isChanged ? undefined : 'Enter your current password, then the new one twice.'}
    >
      {isChanged ? (
        <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
          <CircleCheckBig className="size-10 text-teal-700" aria-hidden="true" />
          <p className="font-semibold text-slate-900">{PROFILE_MESSAGES.passwordChanged}</p>
          <p className="text-sm text-slate-600">
            You will be logged out in 3 seconds. Please log in with your new password.
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
          <FormField label="Current password" error={errors.currentPassword?.message} isRequired>
            {(control) => <PasswordInput {...control} autoComplete="current-password" {...field('currentPassword')} />}
          </FormField>
          <FormField
            label="New password"
            error={errors.newPassword?.message}
            hint="At least 8 characters with an uppercase letter, a lowercase letter, a number and @ or $."
            isRequired
          >
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...field('newPassword')} />}
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmNewPassword?.message} isRequired>
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...field('confirmNewPassword')} />}
          </FormField>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Change Password
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
