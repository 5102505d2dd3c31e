import type * as v from 'valibot'
import { ForgotPasswordSchema } from '@app/accounts/schema'
import { i18n } from '../../../i18n/messages'
import { apiFetch } from '../../../lib/api'

/** The forgot-password form's rules: the server's own schema. */
export const forgotPasswordSchema = ForgotPasswordSchema
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>
export type ForgotPasswordValues = v.InferOutput<typeof forgotPasswordSchema>

/** POST /api/users/forgot-password: the same answer whether or not the address has an account. */
export async function requestPasswordReset(values: ForgotPasswordValues): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/users/forgot-password', {
    method: 'POST',
    // The link's e-mail comes in the language the page speaks.
    body: { email: values.email, language: i18n.locale },
    token: null,
    signOutOnUnauthorized: false,
  })
}
