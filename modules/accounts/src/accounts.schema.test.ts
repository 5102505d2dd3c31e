import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AdminRegisterSchema,
  ChangePasswordFormSchema,
  ChangePasswordSchema,
  CheckAvailabilitySchema,
  ParentRegisterSchema,
  passwordChecklist,
  SendOtpSchema,
  UpdateProfileSchema,
  VerifyOtpSchema,
} from './accounts.schema.ts'

/** The first message per field, the way the server's parseInput and the portal's form report them. */
function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? '_'] ??= issue.message
  return errors
}

const validParent = {
  parentName: 'Ravi Kumar',
  parentEmail: 'Ravi@Example.com',
  parentPhone: '9876543210',
  username: 'RaviK',
  password: 'Strong@123',
  confirmPassword: 'Strong@123',
  address: '12 MG Road, Hyderabad',
}

const validAdminRegistration = {
  username: 'dr-new',
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'doctor',
  name: 'Dr. New',
  mobilenumber: '9876543210',
  email: 'dr.new@example.com',
}

describe('parent registration schema', () => {
  it('accepts a complete form and lower-cases the username and e-mail', () => {
    const output = v.parse(ParentRegisterSchema, validParent)
    expect(output).toMatchObject({ username: 'ravik', parentEmail: 'ravi@example.com', parentName: 'Ravi Kumar' })
  })

  it.each([
    ['parentName', '  ', 'Parent name is required'],
    ['parentEmail', '', 'Email is required'],
    ['parentEmail', 'ravi.example.com', 'Please enter a valid email address'],
    ['parentEmail', 'ravi@example', 'Please enter a valid email address'],
    ['parentPhone', '', 'Phone number is required'],
    ['parentPhone', '98765', 'Please enter a valid 10-digit phone number'],
    ['parentPhone', '98765abcde', 'Please enter a valid 10-digit phone number'],
    ['username', '', 'Username is required'],
    ['username', 'abcd', 'Username must be at least 5 characters'],
    ['address', '', 'Address is required'],
  ])('when %s is %j, then it says %j', (field, value, message) => {
    expect(fieldErrors(ParentRegisterSchema, { ...validParent, [field]: value })[field]).toBe(message)
  })

  it.each([
    ['', 'Password is required'],
    ['Ab@1', 'Password must be at least 8 characters'],
    ['strong@123', 'Password must contain at least one uppercase letter'],
    ['STRONG@123', 'Password must contain at least one lowercase letter'],
    ['Strong@abc', 'Password must contain at least one number'],
    ['Strong1234', 'Password must contain at least one special character (@ or $)'],
    ['Strong!1234', 'Password must contain at least one special character (@ or $)'],
  ])('when the password is %j, then it says %j', (password, message) => {
    expect(fieldErrors(ParentRegisterSchema, { ...validParent, password, confirmPassword: password }).password).toBe(
      message,
    )
  })

  it('when the confirmation is empty or different, then it says so on confirmPassword', () => {
    expect(fieldErrors(ParentRegisterSchema, { ...validParent, confirmPassword: '' }).confirmPassword).toBe(
      'Please confirm your password',
    )
    expect(fieldErrors(ParentRegisterSchema, { ...validParent, confirmPassword: 'Strong@124' }).confirmPassword).toBe(
      'Passwords do not match',
    )
  })

  it('when every field is missing, then each field has its required message', () => {
    expect(fieldErrors(ParentRegisterSchema, {})).toEqual({
      parentName: 'Parent name is required',
      parentEmail: 'Email is required',
      parentPhone: 'Phone number is required',
      username: 'Username is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      address: 'Address is required',
    })
  })
})

describe('OTP schemas', () => {
  it('send-otp needs a valid e-mail', () => {
    expect(fieldErrors(SendOtpSchema, {})).toEqual({ otpEmail: 'Email is required' })
    expect(fieldErrors(SendOtpSchema, { otpEmail: 'nope' })).toEqual({ otpEmail: 'Please enter a valid email address' })
    expect(v.parse(SendOtpSchema, { otpEmail: ' A@B.co ' })).toEqual({ otpEmail: 'a@b.co', language: 'en' })
  })

  it("send-otp takes the registration page's language for the code's e-mail, and refuses one it cannot write in", () => {
    expect(v.parse(SendOtpSchema, { otpEmail: 'a@b.co', language: 'te' })).toEqual({
      otpEmail: 'a@b.co',
      language: 'te',
    })
    expect(fieldErrors(SendOtpSchema, { otpEmail: 'a@b.co', language: 'ur' })).toEqual({
      language: 'Please choose a language we can write in',
    })
  })

  it("verify-otp says 'Please enter the OTP.' for an empty code", () => {
    expect(fieldErrors(VerifyOtpSchema, { email: 'a@b.co', otp: ' ' })).toEqual({ otp: 'Please enter the OTP.' })
    expect(fieldErrors(VerifyOtpSchema, { email: 'a@b.co' })).toEqual({ otp: 'Please enter the OTP.' })
    expect(v.parse(VerifyOtpSchema, { email: 'A@b.co', otp: ' 123456 ' })).toEqual({ email: 'a@b.co', otp: '123456' })
  })

  it('check-availability takes either field, lower-cased', () => {
    expect(v.parse(CheckAvailabilitySchema, { username: ' Ravi ' })).toEqual({ username: 'ravi', email: '' })
  })
})

describe('admin registration schema', () => {
  it('accepts a doctor without address or child, and a parent with a child', () => {
    expect(v.safeParse(AdminRegisterSchema, validAdminRegistration).success).toBe(true)
    const parent = {
      ...validAdminRegistration,
      role: 'parent',
      address: 'Hyderabad',
      child: { name: 'Aarav', dob: '2018-06-14', gender: 'Male', schoolName: 'Sunrise', schoolBoard: 'CBSE' },
    }
    expect(v.parse(AdminRegisterSchema, parent).child).toMatchObject({ name: 'Aarav', dob: '2018-06-14' })
  })

  it.each([
    ['username', '', 'Username is required'],
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Email is invalid'],
    ['mobilenumber', '', 'Mobile number is required'],
    ['mobilenumber', '123456789', 'Mobile number must be 10 digits'],
    ['mobilenumber', '12345678901', 'Mobile number must be 10 digits'],
    ['password', '', 'Password is required'],
    ['password', 'abc12', 'Password must be at least 6 characters'],
    ['role', '', 'Role is required'],
    ['role', 'janitor', 'Role is required'],
    ['role', undefined, 'Role is required'],
  ])('when %s is %j, then it says %j', (field, value, message) => {
    expect(fieldErrors(AdminRegisterSchema, { ...validAdminRegistration, [field]: value })[field]).toBe(message)
  })

  it("when the confirmation differs, then it says 'Passwords do not match'", () => {
    expect(
      fieldErrors(AdminRegisterSchema, { ...validAdminRegistration, confirmPassword: 'other1' }).confirmPassword,
    ).toBe('Passwords do not match')
  })

  it('when a parent has no address, then it says Address is required; a doctor needs none', () => {
    expect(fieldErrors(AdminRegisterSchema, { ...validAdminRegistration, role: 'parent' }).address).toBe(
      'Address is required',
    )
    expect(fieldErrors(AdminRegisterSchema, { ...validAdminRegistration, role: 'therapist' })).toEqual({})
  })

  it('when the child block is incomplete, then each child field has its message', () => {
    const errors = fieldErrors(AdminRegisterSchema, {
      ...validAdminRegistration,
      role: 'parent',
      address: 'Hyderabad',
      child: {},
    })
    expect(errors).toEqual({
      'child.name': 'Child name is required',
      'child.dob': 'Date of birth is required',
      'child.gender': 'Gender is required',
    })
  })

  it('when the date of birth is not a date or is in the future, then it says so', () => {
    const withDob = (dob: string) =>
      fieldErrors(AdminRegisterSchema, {
        ...validAdminRegistration,
        role: 'parent',
        address: 'Hyderabad',
        child: { name: 'A', dob, gender: 'Female' },
      })['child.dob']
    expect(withDob('2020-02-30')).toBe('Please enter a valid date of birth')
    expect(withDob('14/06/2018')).toBe('Please enter a valid date of birth')
    expect(withDob(`${new Date().getUTCFullYear() + 1}-01-01`)).toBe('Date of birth cannot be in the future')
  })

  it('when a doctor is sent with a child, then it is refused', () => {
    const errors = fieldErrors(AdminRegisterSchema, {
      ...validAdminRegistration,
      child: { name: 'A', dob: '2018-01-01', gender: 'Male' },
    })
    expect(errors.child).toBe('Only a parent can be registered with a child')
  })

  it('the advisory checklist reports each rule without enforcing it', () => {
    expect(passwordChecklist('abc', 'abd')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: true,
      number: false,
      special: false,
      matches: false,
    })
    expect(Object.values(passwordChecklist('Abc#12', 'Abc#12')).every(Boolean)).toBe(true)
    // A space is not a special character: "Abc 12" still lacks one.
    expect(passwordChecklist('Abc 12', 'Abc 12').special).toBe(false)
  })
})

describe('profile and password schemas', () => {
  it('profile update keeps only name, email, mobilenumber and address', () => {
    const output = v.parse(UpdateProfileSchema, {
      name: 'Ravi',
      email: 'R@X.in',
      mobilenumber: '9876543210',
      address: 'Hyd',
      role: 'admin',
      username: 'hijack',
      centreId: 'x',
    })
    expect(output).toEqual({ name: 'Ravi', email: 'r@x.in', mobilenumber: '9876543210', address: 'Hyd' })
  })

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'x@', 'Email is invalid'],
    ['mobilenumber', '', 'Mobile number is required'],
    ['mobilenumber', '12', 'Mobile number must be 10 digits'],
  ])('profile: when %s is %j, then it says %j', (field, value, message) => {
    const valid = { name: 'Ravi', email: 'r@x.in', mobilenumber: '9876543210', address: 'Hyd' }
    expect(fieldErrors(UpdateProfileSchema, { ...valid, [field]: value })[field]).toBe(message)
  })

  it('change password needs the current password and a strong, different new one', () => {
    expect(fieldErrors(ChangePasswordSchema, {})).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    })
    expect(fieldErrors(ChangePasswordSchema, { currentPassword: 'Old@12345', newPassword: 'weak' }).newPassword).toBe(
      'Password must be at least 8 characters',
    )
    expect(
      fieldErrors(ChangePasswordSchema, { currentPassword: 'Same@12345', newPassword: 'Same@12345' }).newPassword,
    ).toBe('New password must be different from the current password')
    expect(fieldErrors(ChangePasswordSchema, { currentPassword: 'Old@12345', newPassword: 'New@12345' })).toEqual({})
  })

  it("the dialog's confirmation says 'New passwords do not match'", () => {
    expect(
      fieldErrors(ChangePasswordFormSchema, {
        currentPassword: 'Old@12345',
        newPassword: 'New@12345',
        confirmNewPassword: 'New@12346',
      }),
    ).toEqual({ confirmNewPassword: 'New passwords do not match' })
  })
})
