import * as v from 'valibot'
import { ChildInputSchema } from '@app/children/schema'
import { ROLES, type Role } from '@app/platform/roles'
import {
  CONTROL_CHARACTERS_MESSAGE,
  emailField,
  languageField,
  noControlCharacters,
  optionalText,
  phoneField,
  requiredText,
} from '@app/platform/schema'

// Every schema here is used twice: by the server (parseInput, 400 with per-field messages) and by the
// portal's forms (valibotResolver), so the wording (docs/product.md §7) is the same on both sides.

/**
 * A username as stored and compared: Unicode NFKC (so a full-width `Ｄｅｍｏ` is `Demo`), then lower case.
 * Registration, sign-in and every lookup use it, so any spelling that looks the same finds the same account.
 */
export const normaliseUsername = (username: string): string => username.normalize('NFKC').toLowerCase()

/** What a username may hold once normalised: letters a-z, digits, dots, hyphens and underscores. */
export const USERNAME_PATTERN = /^[a-z0-9._-]+$/
export const USERNAME_CHARACTERS_MESSAGE =
  'Username may only contain letters a-z, digits, dots, hyphens and underscores'

/** POST /api/users/resume asked by a page of another origin (decision 055): only the portal's own pages may. */
export const RESUME_CROSS_ORIGIN_MESSAGE = 'A session can only be resumed from the portal itself'

/** POST /api/users/login — the portal's login form uses the same schema. */
export const LoginSchema = v.object({
  // Normalised, not refused: an unknown spelling simply signs nobody in.
  username: v.pipe(requiredText('Username is required', { maxLength: 100 }), v.transform(normaliseUsername)),
  // Passwords are taken exactly as typed: spaces may be part of them.
  password: requiredText('Password is required', { maxLength: 200, trim: false }),
})
export type LoginInput = v.InferOutput<typeof LoginSchema>

/**
 * A new username: normalised (NFKC, lower case), then only USERNAME_PATTERN's characters, so no control,
 * invisible (zero-width space) or direction-changing (right-to-left override) character can make one
 * username look like another.
 */
const usernameField = (minLength = 1, minLengthMessage = 'Username is required') =>
  v.pipe(
    requiredText('Username is required', { maxLength: 50 }),
    v.transform(normaliseUsername),
    v.regex(USERNAME_PATTERN, USERNAME_CHARACTERS_MESSAGE),
    v.minLength(minLength, minLengthMessage),
  )

/** Password messages of the parent registration form, in the order they are checked. */
export const STRONG_PASSWORD_MESSAGES = {
  required: 'Password is required',
  minLength: 'Password must be at least 8 characters',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character (@ or $)',
} as const

/** The parent registration password rules (docs/product.md §7.2): 8+ characters, upper, lower, digit, @ or $. */
export const strongPassword = (required: string = STRONG_PASSWORD_MESSAGES.required) =>
  v.pipe(
    requiredText(required, { maxLength: 200, trim: false }),
    v.minLength(8, STRONG_PASSWORD_MESSAGES.minLength),
    v.regex(/[A-Z]/, STRONG_PASSWORD_MESSAGES.uppercase),
    v.regex(/[a-z]/, STRONG_PASSWORD_MESSAGES.lowercase),
    v.regex(/\d/, STRONG_PASSWORD_MESSAGES.number),
    v.regex(/[@$]/, STRONG_PASSWORD_MESSAGES.special),
  )

/** A confirmation the form checks (e.g. 'Passwords do not match'); '' when left out. */
const confirmationField = () => optionalText({ maxLength: 200, trim: false })

/** POST /api/users/parentRegister — the parent's own registration form at /register. */
export const ParentRegisterSchema = v.pipe(
  v.object({
    parentName: requiredText('Parent name is required', { maxLength: 120 }),
    parentEmail: emailField('Email is required', 'Please enter a valid email address'),
    parentPhone: phoneField('Phone number is required', 'Please enter a valid 10-digit phone number'),
    username: usernameField(5, 'Username must be at least 5 characters'),
    password: strongPassword(),
    confirmPassword: requiredText('Please confirm your password', { maxLength: 200, trim: false }),
    address: requiredText('Address is required', { maxLength: 500, multiline: true }),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
)
export type ParentRegisterInput = v.InferOutput<typeof ParentRegisterSchema>

/** POST /api/users/send-otp */
export const SendOtpSchema = v.object({
  otpEmail: emailField('Email is required', 'Please enter a valid email address'),
  /** The language the registration page speaks: the code's e-mail is written in it (decision 061). */
  language: languageField(),
})
export type SendOtpInput = v.InferOutput<typeof SendOtpSchema>

/** POST /api/users/verify-otp */
export const VerifyOtpSchema = v.object({
  email: emailField('Email is required', 'Please enter a valid email address'),
  otp: requiredText('Please enter the OTP.', { maxLength: 20 }),
})
export type VerifyOtpInput = v.InferOutput<typeof VerifyOtpSchema>

/** POST /api/users/check-availability — either or both; blank ones are not checked. */
export const CheckAvailabilitySchema = v.object({
  username: v.pipe(optionalText({ maxLength: 100 }), v.transform(normaliseUsername)),
  email: v.pipe(optionalText({ maxLength: 254 }), v.toLowerCase()),
})
export type CheckAvailabilityInput = v.InferOutput<typeof CheckAvailabilitySchema>

/** The roles an admin may register (docs/product.md §9.2); admins, editors and superadmins are made elsewhere. */
export const REGISTRABLE_ROLES = ['parent', 'therapist', 'doctor'] as const
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number]

/**
 * POST /api/admins/register — the admin's form at /admindashboard/register. The role accepts any
 * known role so that asking for an admin is a 403 (not allowed), not a 400 (badly typed).
 */
export const AdminRegisterSchema = v.pipe(
  v.object({
    username: usernameField(),
    password: v.pipe(
      requiredText('Password is required', { maxLength: 200, trim: false }),
      v.minLength(6, 'Password must be at least 6 characters'),
    ),
    // The product's payload has no confirmation: the form checks it, the server only when it is sent.
    confirmPassword: v.optional(v.pipe(v.string(), v.maxLength(200), noControlCharacters(CONTROL_CHARACTERS_MESSAGE))),
    role: v.pipe(v.optional(v.string('Role is required'), ''), v.picklist(ROLES, 'Role is required')),
    name: requiredText('Name is required', { maxLength: 120 }),
    mobilenumber: phoneField('Mobile number is required', 'Mobile number must be 10 digits'),
    email: emailField('Email is required', 'Email is invalid'),
    address: optionalText({ maxLength: 500, multiline: true }),
    centreId: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(64), noControlCharacters(CONTROL_CHARACTERS_MESSAGE)),
    ),
    /** Doctors and therapists only: shown where parents and admins choose staff. */
    specialization: optionalText({ maxLength: 120 }),
    /** The language the new user reads: the welcome is written in it, and a parent's is kept on the account. */
    language: languageField(),
    child: v.optional(ChildInputSchema),
    /** The same child block under the product's own name, with the centre it is for (the admin's). */
    childData: v.optional(
      v.object({
        ...ChildInputSchema.entries,
        centreId: v.optional(
          v.pipe(v.string(), v.trim(), v.maxLength(64), noControlCharacters(CONTROL_CHARACTERS_MESSAGE)),
        ),
      }),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.confirmPassword === undefined || input.password === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['address']],
      (input) => input.role !== 'parent' || input.address !== '',
      'Address is required',
    ),
    ['address'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['child']],
      (input) => input.role === 'parent' || input.child === undefined,
      'Only a parent can be registered with a child',
    ),
    ['child'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['childData']],
      (input) => input.role === 'parent' || input.childData === undefined,
      'Only a parent can be registered with a child',
    ),
    ['childData'],
  ),
)
export type AdminRegisterInput = v.InferOutput<typeof AdminRegisterSchema>

/** The advisory checklist under the admin form's password (docs/product.md §4.5): shown, never enforced. */
export function passwordChecklist(password: string, confirmPassword: string) {
  return {
    minLength: password.length >= 6,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
    special: /[^A-Za-z0-9\s]/.test(password),
    matches: password.length > 0 && password === confirmPassword,
  }
}

/**
 * PUT /api/data/updateUser/:userId — the profile form. Only these four fields; anything else the
 * client sends is dropped. Address is required for parents (checked by the server, which knows the role).
 */
export const UpdateProfileSchema = v.object({
  name: requiredText('Name is required', { maxLength: 120 }),
  email: emailField('Email is required', 'Email is invalid'),
  mobilenumber: phoneField('Mobile number is required', 'Mobile number must be 10 digits'),
  address: optionalText({ maxLength: 500, multiline: true }),
})
export type UpdateProfileInput = v.InferOutput<typeof UpdateProfileSchema>

const changePasswordEntries = {
  currentPassword: requiredText('Current password is required', { maxLength: 200, trim: false }),
  newPassword: strongPassword('New password is required'),
}

/** PUT /api/data/changePassword/:userId — what the server takes. */
export const ChangePasswordSchema = v.pipe(
  v.object(changePasswordEntries),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      'New password must be different from the current password',
    ),
    ['newPassword'],
  ),
)
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordSchema>

/** The change-password dialog: the server's fields plus the confirmation the client checks. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({
    ...changePasswordEntries,
    confirmNewPassword: confirmationField(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (input) => input.newPassword === input.confirmNewPassword,
      'New passwords do not match',
    ),
    ['confirmNewPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      'New password must be different from the current password',
    ),
    ['newPassword'],
  ),
)
export type ChangePasswordFormInput = v.InferOutput<typeof ChangePasswordFormSchema>

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

/** A doctor or therapist in a picker: GET /api/data/alldoctors/:centreId, /allTherapists/:centreId. */
export interface StaffSummary {
  _id: string
  name: string
  specialization: string | null
}

export interface LoginResult {
  success: true
  token: string
  role: Role
}

/** GET /api/users/me */
export interface MeResponse {
  success: true
  user: UserDto
}

/** POST /api/users/check-availability */
export interface AvailabilityResponse {
  success: true
  usernameTaken: boolean
  emailTaken: boolean
}

/** GET /api/users/allusers */
export interface AllUsersResponse {
  success: true
  users: { username: string; email: string | null }[]
}

/** POST /api/users/send-otp */
export interface SendOtpResponse {
  success: true
  message: string
}

/** POST /api/users/verify-otp */
export interface VerifyOtpResponse {
  success: true
  message: string
  /** The verification token: send it as `Authorization: Bearer <token>` to parentRegister. */
  token: string
}

/** POST /api/users/parentRegister */
export interface ParentRegisterResponse {
  success: true
  message: string
  user: { _id: string; username: string }
}

/** POST /api/admins/register */
export interface AdminRegisterResponse {
  message: string
  user: { _id: string; username: string; role: RegistrableRole; name: string }
  child?: { _id: string; name: string }
}

/** PUT /api/data/updateUser/:userId */
export interface UpdateProfileResponse {
  message: string
  user: UserDto
}

/** PUT /api/data/changePassword/:userId */
export interface ChangePasswordResponse {
  message: string
}

/** POST /api/users/forgot-password — the forgot-password form uses the same schema. */
export const ForgotPasswordSchema = v.object({
  email: emailField('Email is required', 'Please enter a valid email address'),
  /** The language the page speaks: the link's e-mail is written in it (decision 061). */
  language: languageField(),
})
export type ForgotPasswordInput = v.InferOutput<typeof ForgotPasswordSchema>

const resetPasswordEntries = {
  token: requiredText('This link is incomplete. Please open the link from your e-mail again.', { maxLength: 200 }),
  password: strongPassword('New password is required'),
}

/** POST /api/users/reset-password — a reset or set-password link's token and the new password. */
export const ResetPasswordSchema = v.object(resetPasswordEntries)
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordSchema>

/** The reset and set-password pages: the server's fields plus the confirmation the client checks. */
export const ResetPasswordFormSchema = v.pipe(
  v.object({ ...resetPasswordEntries, confirmPassword: confirmationField() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
)
export type ResetPasswordFormValues = v.InferInput<typeof ResetPasswordFormSchema>
