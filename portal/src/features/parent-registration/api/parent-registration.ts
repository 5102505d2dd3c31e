import * as v from 'valibot'
import { i18n } from '../../../i18n/messages'
import { ApiError, apiFetch } from '../../../lib/api'
import { isUnsuccessfulAnswer, serverMessage } from '../../../lib/api-errors'
import { ParentRegisterSchema } from '@app/accounts/schema'
import { registration } from '../messages'

/** Registration form rules (docs/product.md §7.2): the server's own schema, so both say the same. */
export const parentRegistrationSchema = ParentRegisterSchema

export type ParentRegistrationInput = v.InferInput<typeof parentRegistrationSchema>
export type ParentRegistrationValues = v.InferOutput<typeof parentRegistrationSchema>

/**
 * Texts of docs/product.md §7.2 and §8.2 for the parent registration screen, read from the catalogue when used
 * (getters), so they are always in the active language.
 */
export const PARENT_REGISTRATION_MESSAGES = {
  get formInvalid() {
    return registration.t('registration.toast.formInvalid')
  },
  get otpSent() {
    return registration.t('registration.toast.otpSent')
  },
  get otpSendFailed() {
    return registration.t('registration.toast.otpSendFailed')
  },
  get otpRequired() {
    return registration.t('registration.toast.otpRequired')
  },
  get otpVerified() {
    return registration.t('registration.toast.otpVerified')
  },
  get otpVerifyFailed() {
    return registration.t('registration.toast.otpVerifyFailed')
  },
  get registered() {
    return registration.t('registration.toast.registered')
  },
  get registrationFailed() {
    return registration.t('registration.toast.registrationFailed')
  },
  get registrationError() {
    return registration.t('registration.toast.registrationError')
  },
  get usernameTaken() {
    return registration.t('registration.usernameTaken')
  },
  get emailTaken() {
    return registration.t('registration.emailTaken')
  },
}

const successSchema = v.looseObject({ success: v.literal(true), message: v.optional(v.string()) })

/** POST /api/users/send-otp; resolves with the message to show. */
export async function sendOtp(email: string): Promise<string> {
  const data = await apiFetch<unknown>('/api/users/send-otp', {
    method: 'POST',
    // The code's e-mail comes in the language the page speaks.
    body: { otpEmail: email, language: i18n.locale },
    token: null,
  })
  const parsed = v.safeParse(successSchema, data)
  if (!parsed.success) throw new ApiError({ status: 200, message: 'Unexpected answer', body: data })
  // The server says the same in English; the portal says it in the person's language.
  return PARENT_REGISTRATION_MESSAGES.otpSent
}

const verifySchema = v.looseObject({
  success: v.literal(true),
  message: v.optional(v.string()),
  token: v.pipe(v.string(), v.nonEmpty()),
})

/** POST /api/users/verify-otp; resolves with the verification token bound to that e-mail. */
export async function verifyOtp(email: string, otp: string): Promise<{ token: string; message: string }> {
  const data = await apiFetch<unknown>('/api/users/verify-otp', { method: 'POST', body: { email, otp }, token: null })
  const parsed = v.safeParse(verifySchema, data)
  if (!parsed.success) throw new ApiError({ status: 200, message: 'Unexpected answer', body: data })
  return { token: parsed.output.token, message: PARENT_REGISTRATION_MESSAGES.otpVerified }
}

/** POST /api/users/parentRegister with the verification token (never the login token). */
export async function registerParent(values: ParentRegistrationValues, verificationToken: string): Promise<void> {
  const data = await apiFetch<unknown>('/api/users/parentRegister', {
    method: 'POST',
    body: values,
    token: verificationToken,
    signOutOnUnauthorized: false,
  })
  if (!v.is(successSchema, data)) {
    throw new ApiError({ status: 200, message: PARENT_REGISTRATION_MESSAGES.registrationFailed, body: data })
  }
}

/**
 * The message for a failed step (docs/product.md §8.2): the server's own message when it answered
 * `success: false` (e.g. 'User with this email already exists', a wait after too many tries),
 * otherwise the step's generic text.
 */
export function stepErrorMessage(error: unknown, fallback: string): string {
  if (isUnsuccessfulAnswer(error) || (error instanceof ApiError && error.status < 500)) {
    return serverMessage(error) ?? fallback
  }
  return fallback
}

/** The registration call's message: server's when it said no; 'Registration failed' for an odd answer. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 200) return PARENT_REGISTRATION_MESSAGES.registrationFailed
    if (error.status < 500) return serverMessage(error) ?? PARENT_REGISTRATION_MESSAGES.registrationFailed
  }
  return PARENT_REGISTRATION_MESSAGES.registrationError
}
