import type * as v from 'valibot'
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '@app/accounts/schema'
import { apiFetch } from '../../../lib/api'

/** The reset and set-password forms' rules: the server's own, plus the confirmation. */
export const resetPasswordFormSchema = ResetPasswordFormSchema
export type ResetPasswordFormInput = ResetPasswordFormValues
export type ResetPasswordFormOutput = v.InferOutput<typeof resetPasswordFormSchema>

/** POST /api/users/reset-password: spends the e-mailed link and sets the password (every session ends). */
export async function resetPassword(values: { token: string; password: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/users/reset-password', {
    method: 'POST',
    body: { token: values.token, password: values.password },
    token: null,
    signOutOnUnauthorized: false,
  })
}
