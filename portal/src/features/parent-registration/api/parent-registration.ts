import * as v from 'valibot'
import { ApiError, apiFetch } from '../../../lib/api'
import { isUnsuccessfulAnswer, serverMessage } from '../../../lib/api-errors'
import { ParentRegisterSchema } from '@app/accounts/schema'

/** Registration form rules (SPEC section 5): the server's own schema, so both say the same. */
export const parentRegistrationSchema = ParentRegisterSchema

export type ParentRegistrationInput = v.InferInput<typeof parentRegistrationSchema>
export type ParentRegistrationValues = v.InferOutput<typeof parentRegistrationSchema>

/** Texts of SPEC sections 5 and 8 for the parent registration screen. */
export const PARENT_REGISTRATION_MESSAGES = {
  formInvalid: 'Please fill the form correctly.',
  otpSent: 'OTP sent to your email!',
  otpSendFailed: 'Error sending OTP. Please try again.',
  otpRequired: 'Please enter the OTP.',
  otpVerified: 'OTP verified successfully!',
  otpVerifyFailed: 'Error verifying OTP. Please try again.',
  registered: 'Registration Successful! Redirecting to login...',
  registrationFailed: 'Registration failed. Please try again.',
  registrationError: 'Error during registration. Please try again.',
  usernameTaken: 'Username already taken',
  emailTaken: 'User with this email already exists',
} as const

const successSchema = v.looseObject({ success: v.literal(true), message: v.optional(v.string()) })

/** POST /api/users/send-otp; resolves with the server's message. */
export async function sendOtp(email: string): Promise<string> {
  const data = await apiFetch<unknown>('/api/users/send-otp', {
    method: 'POST',
    body: { otpEmail: email },
    token: null,
  })
  const parsed = v.safeParse(successSchema, data)
  if (!parsed.success) throw new ApiError({ status: 200, message: 'Unexpected answer', body: data })
  return parsed.output.message ?? PARENT_REGISTRATION_MESSAGES.otpSent
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
  return { token: parsed.output.token, message: parsed.output.message ?? PARENT_REGISTRATION_MESSAGES.otpVerified }
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
 * The message for a failed step (SPEC section 8): the server's own message when it answered
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
