import * as v from 'valibot'
import type { Role } from '@app/platform/roles'

/** POST /api/users/login — the portal's login form uses the same schema. */
export const LoginSchema = v.object({
  username: v.pipe(v.string('Username is required'), v.trim(), v.nonEmpty('Username is required'), v.maxLength(100)),
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required'), v.maxLength(200)),
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
