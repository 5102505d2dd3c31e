import * as v from 'valibot'
import { ApiError, apiFetch } from '../../../lib/api'
import { serverMessage } from '../../../lib/api-errors'
import { AdminRegisterSchema, REGISTRABLE_ROLES } from '@app/accounts/schema'
import { adminRegistration } from '../messages'

/** Admin registration rules (docs/product.md §7.3): the server's own schema. */
export const adminRegistrationSchema = AdminRegisterSchema

export type AdminRegistrationInput = v.InferInput<typeof adminRegistrationSchema>
export type AdminRegistrationValues = v.InferOutput<typeof adminRegistrationSchema>

export { REGISTRABLE_ROLES }

/** Gender choices and school boards of the child block (docs/product.md §9.2), as the server defines them. */
export { GENDERS, SCHOOL_BOARDS } from '@app/children/schema'

/** Texts of the admin registration screen (docs/product.md §8.3), read from the catalogue when used. */
export const ADMIN_REGISTRATION_MESSAGES = {
  get success() {
    return adminRegistration.t('adminRegistration.toast.success')
  },
  get failed() {
    return adminRegistration.t('adminRegistration.toast.failed')
  },
  get noCentre() {
    return adminRegistration.t('adminRegistration.toast.noCentre')
  },
}

const responseSchema = v.looseObject({
  message: v.optional(v.string()),
  user: v.looseObject({
    _id: v.string(),
    username: v.string(),
    role: v.string(),
    name: v.optional(v.nullable(v.string())),
  }),
  child: v.optional(v.nullable(v.looseObject({ _id: v.string(), name: v.string() }))),
})

export type RegisteredAccount = v.InferOutput<typeof responseSchema>

/** POST /api/admins/register: creates a parent, therapist or doctor (and a parent's child) at the admin's centre. */
export async function registerAccount(values: AdminRegistrationValues): Promise<RegisteredAccount> {
  const data = await apiFetch<unknown>('/api/admins/register', { method: 'POST', body: values })
  const parsed = v.safeParse(responseSchema, data)
  if (!parsed.success) throw new ApiError({ status: 200, message: ADMIN_REGISTRATION_MESSAGES.failed, body: data })
  return parsed.output
}

/** The toast for a failed registration: the server's message, or 'Registration failed'. */
export function registrationFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return serverMessage(error) ?? ADMIN_REGISTRATION_MESSAGES.failed
  }
  return ADMIN_REGISTRATION_MESSAGES.failed
}

/** The form as typed: the server's fields plus whether the child block is open. */
export interface AdminRegistrationForm {
  username: string
  password: string
  confirmPassword: string
  role: string
  name: string
  mobilenumber: string
  email: string
  address: string
  /** The language the parent reads, as the admin asks them: their welcome mail, and later ones, are written in it. */
  language: string
  hasChild: boolean
  child: { name: string; dob: string; gender: string; schoolName: string; schoolBoard: string }
}

export const EMPTY_FORM: AdminRegistrationForm = {
  username: '',
  password: '',
  confirmPassword: '',
  role: '',
  name: '',
  mobilenumber: '',
  email: '',
  address: '',
  language: 'en',
  hasChild: false,
  child: { name: '', dob: '', gender: '', schoolName: '', schoolBoard: '' },
}

/**
 * What the form sends: the address and the language only for parents, the child block only for parents who opened
 * it, empty optional child fields left out, and the admin's own centre.
 */
export function registrationPayload(form: AdminRegistrationForm, centreId: string): Record<string, unknown> {
  const { hasChild, child, address, language, ...rest } = form
  const isParent = rest.role === 'parent'
  const payload: Record<string, unknown> = { ...rest, ...(centreId ? { centreId } : {}) }
  if (isParent) Object.assign(payload, { address, language })
  if (isParent && hasChild) {
    const { schoolName, schoolBoard, ...required } = child
    payload.child = {
      ...required,
      ...(schoolName.trim() ? { schoolName } : {}),
      ...(schoolBoard ? { schoolBoard } : {}),
    }
  }
  return payload
}
