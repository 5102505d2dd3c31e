import { ChangePasswordFormSchema, UpdateProfileSchema } from '@app/accounts/schema'
import * as v from 'valibot'
import { ApiError } from '../../../lib/api'
import { serverMessage } from '../../../lib/api-errors'

/** Texts of SPEC section 8 for the profile screen. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile data',
  notFound: 'User not found',
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
  addressRequired: 'Address is required',
} as const

/** Seconds between a password change and the automatic logout (SPEC section 9). */
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 3000

/** The profile form (name, e-mail, phone, address): the server's schema; parents must give an address. */
export const profileSchema = v.pipe(
  v.object({ ...UpdateProfileSchema.entries, role: v.optional(v.string()) }),
  v.forward(
    v.partialCheck(
      [['role'], ['address']],
      (input) => input.role !== 'parent' || Boolean(input.address),
      PROFILE_MESSAGES.addressRequired,
    ),
    ['address'],
  ),
)
export type ProfileFormInput = v.InferInput<typeof profileSchema>
export type ProfileFormValues = v.InferOutput<typeof profileSchema>

/** The change-password dialog: the server's form schema ('New passwords do not match' included). */
export const changePasswordSchema = ChangePasswordFormSchema
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>
export type ChangePasswordValues = v.InferOutput<typeof changePasswordSchema>

export type { User as Profile } from '../../../api/get-user'

/** The message for a failed password change: the server's reason for a refusal, else the generic one. */
export function changePasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return serverMessage(error) ?? PROFILE_MESSAGES.passwordChangeFailed
  }
  return PROFILE_MESSAGES.passwordChangeFailed
}

/** Whether a failed load means the user does not exist (404) rather than a failure to load. */
export function isUserNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
