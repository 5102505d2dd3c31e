import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api'
import { availabilityQuery } from '../hooks/use-availability'
import { PARENT_REGISTRATION_MESSAGES as M, registrationErrorMessage, stepErrorMessage } from './parent-registration'

describe('availabilityQuery', () => {
  it('asks only about values that could be valid', () => {
    expect(availabilityQuery('abcd', 'not-an-email')).toBeNull()
    expect(availabilityQuery('abcde', 'not-an-email')).toEqual({ username: 'abcde' })
    expect(availabilityQuery('', ' asha@example.org ')).toEqual({ email: 'asha@example.org' })
    expect(availabilityQuery(' asha1 ', 'asha@example.org')).toEqual({ username: 'asha1', email: 'asha@example.org' })
  })
})

describe('stepErrorMessage', () => {
  it("shows the server's message when it refused (success false)", () => {
    const taken = new ApiError({ status: 409, message: 'x', body: { success: false, message: M.emailTaken } })
    expect(stepErrorMessage(taken, M.otpSendFailed)).toBe(M.emailTaken)
    const wait = new ApiError({ status: 429, message: 'x', body: { success: false, message: 'Wait 60 s' } })
    expect(stepErrorMessage(wait, M.otpSendFailed)).toBe('Wait 60 s')
  })

  it('falls back to the step message when the request itself failed', () => {
    expect(stepErrorMessage(new TypeError('Failed to fetch'), M.otpSendFailed)).toBe(M.otpSendFailed)
    expect(stepErrorMessage(new ApiError({ status: 502, message: 'x', body: '<html>' }), M.otpVerifyFailed)).toBe(
      M.otpVerifyFailed,
    )
  })
})

describe('registrationErrorMessage', () => {
  it('tells a refusal, an odd answer and a failed request apart (docs/product.md §8.2)', () => {
    const refused = new ApiError({ status: 409, message: 'x', body: { success: false, message: M.usernameTaken } })
    expect(registrationErrorMessage(refused)).toBe(M.usernameTaken)
    expect(registrationErrorMessage(new ApiError({ status: 200, message: 'x', body: { success: false } }))).toBe(
      'Registration failed. Please try again.',
    )
    expect(registrationErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Error during registration. Please try again.',
    )
  })
})
