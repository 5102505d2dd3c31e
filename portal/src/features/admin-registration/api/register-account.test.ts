import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api'
import {
  adminRegistrationSchema,
  EMPTY_FORM,
  registrationFailureMessage,
  registrationPayload,
  type AdminRegistrationForm,
} from './register-account'

const doctor: AdminRegistrationForm = {
  ...EMPTY_FORM,
  username: 'dr-new',
  password: 'Secret@1',
  confirmPassword: 'Secret@1',
  role: 'doctor',
  name: 'Dr. New',
  mobilenumber: '9876543210',
  email: 'dr@example.org',
  address: 'typed before switching role',
  hasChild: true,
  child: { name: 'Left over', dob: '2020-01-01', gender: 'Male', schoolName: '', schoolBoard: '' },
}

function messages(form: AdminRegistrationForm): Record<string, string> {
  const result = v.safeParse(adminRegistrationSchema, registrationPayload(form, 'c1'))
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') ?? ''
    out[key] ??= issue.message
  }
  return out
}

describe('registrationPayload', () => {
  it("sends no address and no child for staff, and always the admin's centre", () => {
    const payload = registrationPayload(doctor, 'c1')
    expect(payload).not.toHaveProperty('address')
    expect(payload).not.toHaveProperty('language')
    expect(payload).not.toHaveProperty('child')
    expect(payload).not.toHaveProperty('hasChild')
    expect(payload.centreId).toBe('c1')
  })

  it('sends the address and the child for a parent who opened the child block, without empty optionals', () => {
    const payload = registrationPayload({ ...doctor, role: 'parent', language: 'te' }, 'c1')
    expect(payload.address).toBe('typed before switching role')
    expect(payload.language).toBe('te')
    expect(payload.child).toEqual({ name: 'Left over', dob: '2020-01-01', gender: 'Male' })
  })

  it('leaves the child out when the block is closed', () => {
    expect(registrationPayload({ ...doctor, role: 'parent', hasChild: false }, 'c1')).not.toHaveProperty('child')
  })
})

describe('the form rules (the server schema on what is sent)', () => {
  it('gives every message of docs/product.md §7.3 for an empty form', () => {
    expect(messages(EMPTY_FORM)).toMatchObject({
      username: 'Username is required',
      password: 'Password is required',
      role: 'Role is required',
      name: 'Name is required',
      mobilenumber: 'Mobile number is required',
      email: 'Email is required',
    })
  })

  it('checks the e-mail, the mobile number, the password length and the confirmation', () => {
    expect(messages({ ...doctor, email: 'nope', mobilenumber: '12345', password: 'Ab1@' })).toMatchObject({
      email: 'Email is invalid',
      mobilenumber: 'Mobile number must be 10 digits',
      password: 'Password must be at least 6 characters',
    })
    expect(messages({ ...doctor, confirmPassword: 'Secret@2' })).toEqual({ confirmPassword: 'Passwords do not match' })
  })

  it('requires an address for parents only, and the child fields once the block is open', () => {
    expect(messages(doctor)).toEqual({})
    const parent = { ...doctor, role: 'parent', address: '', child: { ...EMPTY_FORM.child } }
    expect(messages(parent)).toMatchObject({
      address: 'Address is required',
      'child.name': 'Child name is required',
      'child.dob': 'Date of birth is required',
      'child.gender': 'Gender is required',
    })
  })
})

describe('registrationFailureMessage', () => {
  it("shows the server's message, or 'Registration failed'", () => {
    const conflict = new ApiError({ status: 409, message: 'x', body: { message: 'Username already taken' } })
    expect(registrationFailureMessage(conflict)).toBe('Username already taken')
    expect(registrationFailureMessage(new ApiError({ status: 500, message: 'x', body: { message: 'stack' } }))).toBe(
      'Registration failed',
    )
    expect(registrationFailureMessage(new TypeError('Failed to fetch'))).toBe('Registration failed')
  })
})
