import { describe, expect, it } from 'vitest'
import { contactFieldErrors } from './contact.schema.ts'

const valid = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Please call me back.' }

describe('contact form validation', () => {
  it.each(['9876543210', '+91 98765 43210', '098765-43210', '(+91) 98765 43210', '919876543210'])(
    'accepts the Indian mobile number %s',
    (phone) => {
      expect(contactFieldErrors({ ...valid, phone })).toEqual({})
    },
  )

  it.each(['12345', '98765432101', '1234567890', 'call me', '+1 415 555 0100'])('refuses the number %s', (phone) => {
    expect(contactFieldErrors({ ...valid, phone })).toEqual({ phone: 'Please enter a valid 10-digit contact number' })
  })

  it('gives each missing field its own message, and treats blanks as missing', () => {
    expect(contactFieldErrors({ name: '  ', email: '', message: '\n' })).toEqual({
      name: 'Full name is required',
      email: 'Email address is required',
      phone: 'Contact number is required',
      message: 'Message is required',
    })
  })

  it('checks the e-mail address and the length of the message', () => {
    expect(contactFieldErrors({ ...valid, email: 'asha@', message: 'Hi' })).toEqual({
      email: 'Please enter a valid email address',
      message: 'Please tell us a little more (at least 10 characters)',
    })
    expect(contactFieldErrors({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      message: 'Must be at most 2000 characters',
    })
  })
})
