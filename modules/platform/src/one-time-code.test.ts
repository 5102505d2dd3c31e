import { describe, expect, it } from 'vitest'
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from './one-time-code.ts'

describe('one-time codes', () => {
  it('are six digits and match only their own purpose, subject and code', () => {
    const code = newOneTimeCode()
    expect(code).toMatch(/^\d{6}$/)
    const stored = hashOneTimeCode('secret', 'phone-code', 'parent\n9876543210', code)
    expect(stored).not.toContain(code)
    expect(oneTimeCodeMatches('secret', 'phone-code', 'parent\n9876543210', code, stored)).toBe(true)
    const other = code === '000000' ? '000001' : '000000'
    expect(oneTimeCodeMatches('secret', 'phone-code', 'parent\n9876543210', other, stored)).toBe(false)
    expect(oneTimeCodeMatches('secret', 'email-otp', 'parent\n9876543210', code, stored)).toBe(false)
    expect(oneTimeCodeMatches('secret', 'phone-code', 'parent\n9000000000', code, stored)).toBe(false)
    expect(oneTimeCodeMatches('other', 'phone-code', 'parent\n9876543210', code, stored)).toBe(false)
    expect(oneTimeCodeMatches('secret', 'phone-code', 'parent\n9876543210', code, 'zz')).toBe(false)
  })
})
