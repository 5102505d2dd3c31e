import { valibotResolver } from '@hookform/resolvers/valibot'
import { CheckCircle2, Loader2, MailCheck, RotateCcw, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { EmailInput, MobileNumberInput } from '../../../components/ui/contact-inputs'
import { Input } from '../../../components/ui/input'
import { PasswordInput } from '../../../components/ui/password-input'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../hooks/use-toast'
import { ApiError } from '../../../lib/api'
import { serverFieldErrors } from '../../../lib/api-errors'
import {
  PARENT_REGISTRATION_MESSAGES as MESSAGES,
  parentRegistrationSchema,
  registerParent,
  registrationErrorMessage,
  sendOtp,
  stepErrorMessage,
  verifyOtp,
  type ParentRegistrationInput,
  type ParentRegistrationValues,
} from '../api/parent-registration'
import { checkAvailability } from '../api/check-availability'
import { useAvailability } from '../hooks/use-availability'
import { useMessages } from '../../../i18n/messages'
import { registration } from '../messages'

const EMPTY: ParentRegistrationInput = {
  parentName: '',
  parentEmail: '',
  parentPhone: '',
  username: '',
  password: '',
  confirmPassword: '',
  address: '',
}

const FIELDS = Object.keys(EMPTY) as (keyof ParentRegistrationInput)[]

/** Where the OTP step stands: not sent, sent to an address, or verified (with the token for that address). */
type OtpState = { step: 'idle' } | { step: 'sent'; email: string } | { step: 'verified'; email: string; token: string }

const IDLE: OtpState = { step: 'idle' }

type Busy = 'send' | 'verify' | 'register' | null

/** Parent registration: the form, Send OTP, Verify, then the account is created with the verification token. */
export function ParentRegistrationForm({
  onRegistered,
  extra,
}: {
  onRegistered: () => void
  /** Optional choices another feature adds under the form's fields (the screen composes them). */
  extra?: ReactNode
}) {
  const [sentState, setOtpState] = useState<OtpState>(IDLE)
  const [otp, setOtp] = useState('')
  const [otpError, setOtpError] = useState<string | undefined>()
  const [busy, setBusy] = useState<Busy>(null)
  const otpInputRef = useRef<HTMLInputElement>(null)
  const otpId = useId()
  const t = useMessages(registration)

  const {
    register,
    handleSubmit,
    trigger,
    reset,
    control,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<ParentRegistrationInput, unknown, ParentRegistrationValues>({
    resolver: valibotResolver(parentRegistrationSchema),
    defaultValues: EMPTY,
    // Every rule runs on every submit, cross-field ones included (e.g. "Passwords do not match"), as on the server.
    criteriaMode: 'all',
    mode: 'onTouched',
  })

  const username = useWatch({ control, name: 'username' }) ?? ''
  const email = useWatch({ control, name: 'parentEmail' }) ?? ''
  const { isUsernameTaken, isEmailTaken } = useAvailability(username, email)

  // A code (or a verification) only stands for the address it was sent to: editing the e-mail
  // afterwards puts the form back before Send OTP.
  const otpState: OtpState =
    sentState.step !== 'idle' && sentState.email.toLowerCase() === email.trim().toLowerCase() ? sentState : IDLE

  useEffect(() => {
    if (otpState.step === 'sent') otpInputRef.current?.focus()
  }, [otpState.step])

  const fieldError = (name: keyof ParentRegistrationInput): string | undefined => {
    const message = errors[name]?.message
    if (message) return message
    if (name === 'username' && isUsernameTaken) return MESSAGES.usernameTaken
    if (name === 'parentEmail' && isEmailTaken) return MESSAGES.emailTaken
    return undefined
  }

  /** Validates the whole form and asks the server whether username and e-mail are still free. */
  async function isFormReady(): Promise<boolean> {
    if (!(await trigger(undefined, { shouldFocus: true }))) return false
    const values = getValues()
    try {
      const taken = await checkAvailability({
        username: (values.username ?? '').trim(),
        email: (values.parentEmail ?? '').trim(),
      })
      if (taken.usernameTaken) setError('username', { type: 'server', message: MESSAGES.usernameTaken })
      if (taken.emailTaken) setError('parentEmail', { type: 'server', message: MESSAGES.emailTaken })
      if (taken.usernameTaken || taken.emailTaken) {
        setFocus(taken.usernameTaken ? 'username' : 'parentEmail')
        return false
      }
    } catch {
      // The server checks again at each step; a failed pre-check blocks nothing.
    }
    return true
  }

  async function onSendOtp() {
    if (busy) return
    setBusy('send')
    try {
      if (!(await isFormReady())) {
        toast({ title: MESSAGES.formInvalid, variant: 'error' })
        return
      }
      const address = (getValues('parentEmail') ?? '').trim()
      try {
        const message = await sendOtp(address)
        toast({ title: message, variant: 'success' })
        setOtp('')
        setOtpError(undefined)
        setOtpState({ step: 'sent', email: address })
      } catch (error) {
        const message = stepErrorMessage(error, MESSAGES.otpSendFailed)
        if (message === MESSAGES.emailTaken) setError('parentEmail', { type: 'server', message })
        toast({ title: message, variant: 'error' })
      }
    } finally {
      setBusy(null)
    }
  }

  async function createAccount(token: string) {
    await handleSubmit(
      async (values) => {
        setBusy('register')
        try {
          await registerParent(values, token)
          toast({ title: MESSAGES.registered, variant: 'success' })
          onRegistered()
        } catch (error) {
          const fieldErrors = serverFieldErrors(error)
          for (const [name, message] of Object.entries(fieldErrors)) {
            if ((FIELDS as string[]).includes(name)) {
              setError(name as FieldPath<ParentRegistrationInput>, { type: 'server', message })
            }
          }
          // An expired verification (or one for another address) cannot be retried: verify again.
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
            setOtpState(IDLE)
            setOtp('')
          }
          toast({ title: registrationErrorMessage(error), variant: 'error' })
        } finally {
          setBusy(null)
        }
      },
      () => {
        toast({ title: MESSAGES.formInvalid, variant: 'error' })
      },
    )()
  }

  async function onVerify() {
    if (busy || otpState.step !== 'sent') return
    const code = otp.trim()
    if (!code) {
      setOtpError(MESSAGES.otpRequired)
      toast({ title: MESSAGES.otpRequired, variant: 'error' })
      otpInputRef.current?.focus()
      return
    }
    setBusy('verify')
    let token: string
    try {
      const verified = await verifyOtp(otpState.email, code)
      token = verified.token
      toast({ title: verified.message, variant: 'success' })
      setOtpError(undefined)
      setOtpState({ step: 'verified', email: otpState.email, token })
    } catch (error) {
      const message = stepErrorMessage(error, MESSAGES.otpVerifyFailed)
      setOtpError(message)
      toast({ title: message, variant: 'error' })
      setBusy(null)
      return
    }
    setBusy(null)
    await createAccount(token)
  }

  function onClear() {
    reset(EMPTY)
    setOtpState(IDLE)
    setOtp('')
    setOtpError(undefined)
  }

  // Enter submits the step the form is at: send the code, verify it, or register.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (otpState.step === 'idle') void onSendOtp()
    else if (otpState.step === 'sent') void onVerify()
    else void createAccount(otpState.token)
  }

  const isBusy = busy !== null
  const spinner = <Loader2 className="animate-spin" aria-hidden="true" />

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-busy={isBusy}>
      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={busy === 'register'}>
        <legend className="sr-only">{t('registration.form.legend')}</legend>
        <FormField
          label={t('registration.form.parentName')}
          error={fieldError('parentName')}
          isRequired
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} autoComplete="name" {...register('parentName')} />}
        </FormField>
        <FormField label={t('registration.form.email')} error={fieldError('parentEmail')} isRequired>
          {(control) => <EmailInput {...control} {...register('parentEmail')} />}
        </FormField>
        <FormField label={t('registration.form.phone')} error={fieldError('parentPhone')} isRequired>
          {(control) => <MobileNumberInput {...control} {...register('parentPhone')} />}
        </FormField>
        <FormField
          label={t('registration.form.username')}
          error={fieldError('username')}
          hint={t('registration.form.usernameHint')}
          isRequired
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...register('username')}
            />
          )}
        </FormField>
        <FormField
          label={t('registration.form.password')}
          error={fieldError('password')}
          hint={t('registration.form.passwordHint')}
          isRequired
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField label={t('registration.form.confirmPassword')} error={fieldError('confirmPassword')} isRequired>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
        <FormField
          label={t('registration.form.address')}
          error={fieldError('address')}
          isRequired
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={3} autoComplete="street-address" {...register('address')} />}
        </FormField>
      </fieldset>
      {extra}

      {otpState.step !== 'idle' ? (
        <section
          aria-label={t('registration.otp.section')}
          className="grid gap-3 rounded-xl border border-teal-200 bg-teal-50/60 p-4"
        >
          <p className="flex items-start gap-2 text-sm text-teal-900" role="status">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {otpState.step === 'verified'
              ? t('registration.otp.verified', { email: otpState.email })
              : t('registration.otp.sent', { email: otpState.email })}
          </p>
          {otpState.step === 'sent' ? (
            <div className="grid gap-2">
              <label htmlFor={otpId} className="text-sm font-medium text-slate-800">
                {t('registration.otp.label')}
              </label>
              <div className="flex flex-wrap gap-3">
                <Input
                  id={otpId}
                  ref={otpInputRef}
                  value={otp}
                  onChange={(event) => {
                    setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))
                    setOtpError(undefined)
                  }}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className="w-40 font-mono tracking-[0.3em]"
                  aria-invalid={otpError ? true : undefined}
                  aria-describedby={otpError ? `${otpId}-error` : undefined}
                />
                <Button type="submit" disabled={isBusy}>
                  {busy === 'verify' || busy === 'register' ? spinner : <CheckCircle2 aria-hidden="true" />}
                  {t('registration.otp.verify')}
                </Button>
              </div>
              {otpError ? (
                <p id={`${otpId}-error`} role="alert" className="text-sm text-red-700">
                  {otpError}
                </p>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClear} disabled={isBusy}>
          <RotateCcw aria-hidden="true" />
          {t('registration.form.clear')}
        </Button>
        {otpState.step === 'verified' ? (
          <Button type="submit" disabled={isBusy}>
            {busy === 'register' ? spinner : null}
            {t('registration.form.register')}
          </Button>
        ) : (
          // One submit button per step, so Enter does what the step's main button does.
          <Button
            type={otpState.step === 'sent' ? 'button' : 'submit'}
            variant={otpState.step === 'sent' ? 'outline' : 'default'}
            onClick={otpState.step === 'sent' ? () => void onSendOtp() : undefined}
            disabled={isBusy}
          >
            {busy === 'send' ? spinner : <Send aria-hidden="true" />}
            {otpState.step === 'sent' ? t('registration.otp.resend') : t('registration.otp.send')}
          </Button>
        )}
      </div>
    </form>
  )
}
