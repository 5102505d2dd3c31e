import * as v from 'valibot'
import type { Role } from '@app/platform/roles'
import { requiredText } from '@app/platform/schema'

/** POST /api/users/login — the portal's login form uses the same schema. */
export const LoginSchema = v.object({
  username: requiredText('Username is required', { maxLength: 100 }),
  // Passwords are taken exactly as typed: spaces may be part of them.
  password: requiredText('Password is required', { maxLength: 200, trim: false }),
})
export type LoginInput = v.InferOutput<typeof LoginSchema>

/** A user as the portal sees it: never a hash, a salt or a lock counter. */
export interface UserDto {
  _id: string
  username: string
  name: string | null
  email: string | null
  mobilenumber: string | null
  address: string | null
  role: Role
  centreId: string | null
}

export interface LoginResult {
  success: true
  token: string
  role: Role
}
