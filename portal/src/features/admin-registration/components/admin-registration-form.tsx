import { valibotResolver } from '@hookform/resolvers/valibot'
import { Loader2, UserPlus } from 'lucide-react'
import { type FormEvent } from 'react'
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { EmailInput, MobileNumberInput } from '../../../components/ui/contact-inputs'
import { Input } from '../../../components/ui/input'
import { PasswordInput } from '../../../components/ui/password-input'
import { Select } from '../../../components/ui/select'
import { LanguageSelect } from '../../../components/ui/language-select'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../hooks/use-toast'
import { serverFieldErrors } from '../../../lib/api-errors'
import { getStoredCentreId } from '../../../lib/session'
import {
  ADMIN_REGISTRATION_MESSAGES as MESSAGES,
  adminRegistrationSchema,
  GENDERS,
  registerAccount,
  registrationFailureMessage,
  registrationPayload,
  SCHOOL_BOARDS,
  EMPTY_FORM,
  type AdminRegistrationForm,
  type AdminRegistrationValues,
  type RegisteredAccount,
} from '../api/register-account'
import { PasswordChecklist } from './password-checklist'
import { useMessages } from '../../../i18n/messages'
import { common } from '../../../lib/common-messages'
import { adminRegistration } from '../messages'

const ROLE_OPTIONS = ['parent', 'therapist', 'doctor'] as const

const FIELD_NAMES = new Set<string>([
  'username',
  'password',
  'confirmPassword',
  'role',
  'name',
  'mobilenumber',
  'email',
  'address',
  'language',
  'child.name',
  'child.dob',
  'child.gender',
  'child.schoolName',
  'child.schoolBoard',
])

// The schema sees what will be sent (address and child only for parents), so its messages are
// exactly the server's for the same payload.
const validate = valibotResolver(adminRegistrationSchema)
const payloadResolver: Resolver<AdminRegistrationForm, unknown, AdminRegistrationValues> = (values, context, options) =>
  validate(registrationPayload(values, getStoredCentreId() ?? '') as never, context, options as never) as never

function todayIso(): string {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/** The admin's form for parent, therapist and doctor accounts (and a parent's child). */
export function AdminRegistrationForm({ onRegistered }: { onRegistered: (account: RegisteredAccount) => void }) {
  const {
    register,
    handleSubmit,
    control,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminRegistrationForm, unknown, AdminRegistrationValues>({
    resolver: payloadResolver,
    defaultValues: EMPTY_FORM,
    // Every rule runs on every submit, cross-field ones included (e.g. "Passwords do not match"), as on the server.
    criteriaMode: 'all',
    mode: 'onSubmit',
    // Errors clear as the field is edited and come back only on the next submit.
    reValidateMode: 'onSubmit',
  })

  const t = useMessages(adminRegistration)
  const tCommon = useMessages(common)
  const field = (name: FieldPath<AdminRegistrationForm>) => register(name, { onChange: () => clearErrors(name) })

  const [role, hasChild, password, confirmPassword] = useWatch({
    control,
    name: ['role', 'hasChild', 'password', 'confirmPassword'],
  })
  const isParent = role === 'parent'

  async function onValid(values: AdminRegistrationValues) {
    if (!getStoredCentreId()) {
      toast({ title: MESSAGES.noCentre, variant: 'error' })
      return
    }
    try {
      const account = await registerAccount(values)
      toast({ title: MESSAGES.success, variant: 'success' })
      onRegistered(account)
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        if (FIELD_NAMES.has(name)) setError(name as FieldPath<AdminRegistrationForm>, { type: 'server', message })
      }
      toast({ title: registrationFailureMessage(error), variant: 'error' })
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The admin's centre comes from the session (docs/product.md §8.3); without it nothing can be registered.
    if (!getStoredCentreId()) {
      event.preventDefault()
      toast({ title: MESSAGES.noCentre, variant: 'error' })
      return
    }
    await handleSubmit(onValid)(event)
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-8" aria-busy={isSubmitting}>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold text-slate-900">{t('adminRegistration.form.account')}</legend>
        <FormField label={t('adminRegistration.form.role')} error={errors.role?.message} isRequired>
          {(control) => (
            <Select
              {...control}
              {...register('role', {
                onChange: () => clearErrors(['role', 'address', 'child']),
              })}
            >
              <option value="">{t('adminRegistration.form.selectRole')}</option>
              {ROLE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {tCommon('common.role.name', { role: option })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('adminRegistration.form.username')} error={errors.username?.message} isRequired>
          {(control) => (
            <Input {...control} autoComplete="off" autoCapitalize="none" spellCheck={false} {...field('username')} />
          )}
        </FormField>
        <FormField label={t('adminRegistration.form.password')} error={errors.password?.message} isRequired>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              aria-describedby={[control['aria-describedby'], 'password-checklist'].filter(Boolean).join(' ')}
              {...field('password')}
            />
          )}
        </FormField>
        <FormField label={t('adminRegistration.form.confirmPassword')} error={errors.confirmPassword?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...field('confirmPassword')} />}
        </FormField>
        <PasswordChecklist
          id="password-checklist"
          password={password}
          confirmPassword={confirmPassword}
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold text-slate-900">
          {t('adminRegistration.form.contactDetails')}
        </legend>
        <FormField
          label={t('adminRegistration.form.name')}
          error={errors.name?.message}
          isRequired
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} autoComplete="off" {...field('name')} />}
        </FormField>
        <FormField label={t('adminRegistration.form.mobileNumber')} error={errors.mobilenumber?.message} isRequired>
          {(control) => <MobileNumberInput {...control} autoComplete="off" {...field('mobilenumber')} />}
        </FormField>
        <FormField label={t('adminRegistration.form.email')} error={errors.email?.message} isRequired>
          {(control) => <EmailInput {...control} autoComplete="off" {...field('email')} />}
        </FormField>
        {isParent ? (
          <FormField
            label={t('adminRegistration.form.address')}
            error={errors.address?.message}
            isRequired
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={3} {...field('address')} />}
          </FormField>
        ) : null}
        {isParent ? (
          <FormField
            label={t('adminRegistration.form.mailLanguage')}
            hint={t('adminRegistration.form.mailLanguageHint')}
            error={errors.language?.message}
            className="sm:max-w-xs"
          >
            {(control) => <LanguageSelect {...control} {...field('language')} />}
          </FormField>
        ) : null}
      </fieldset>

      {isParent ? (
        <fieldset className="grid gap-5 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2 sm:p-5">
          <legend className="px-1 text-base font-semibold text-slate-900">
            {t('adminRegistration.form.childOptional')}
          </legend>
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-teal-700"
              {...register('hasChild', { onChange: () => clearErrors('child') })}
            />
            {t('adminRegistration.form.registerChild')}
          </label>
          {hasChild ? (
            <>
              <FormField
                label={t('adminRegistration.form.childName')}
                error={errors.child?.name?.message}
                isRequired
                className="sm:col-span-2"
              >
                {(control) => <Input {...control} autoComplete="off" {...field('child.name')} />}
              </FormField>
              <FormField label={t('adminRegistration.form.dob')} error={errors.child?.dob?.message} isRequired>
                {(control) => <Input {...control} type="date" max={todayIso()} {...field('child.dob')} />}
              </FormField>
              <FormField label={t('adminRegistration.form.gender')} error={errors.child?.gender?.message} isRequired>
                {(control) => (
                  <Select {...control} {...field('child.gender')}>
                    <option value="">{t('adminRegistration.form.selectGender')}</option>
                    {GENDERS.map((gender) => (
                      <option key={gender} value={gender}>
                        {tCommon('common.gender', { gender })}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField label={t('adminRegistration.form.schoolName')} error={errors.child?.schoolName?.message}>
                {(control) => <Input {...control} autoComplete="off" {...field('child.schoolName')} />}
              </FormField>
              <FormField label={t('adminRegistration.form.schoolBoard')} error={errors.child?.schoolBoard?.message}>
                {(control) => (
                  <Select {...control} {...field('child.schoolBoard')}>
                    <option value="">{t('adminRegistration.form.selectBoard')}</option>
                    {SCHOOL_BOARDS.map((board) => (
                      <option key={board} value={board}>
                        {board}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </>
          ) : null}
        </fieldset>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {t('adminRegistration.form.submit')}
        </Button>
      </div>
    </form>
  )
}
