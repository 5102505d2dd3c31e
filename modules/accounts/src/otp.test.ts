import { describe, expect, it } from 'vitest'
import { createTokenSigner } from '@app/platform'
import { generateOtp, hashOtp, otpMatches } from './otp.ts'
import { createVerificationTokens, VERIFICATION_TOKEN_TTL_SECONDS } from './verification-token.ts'

describe('one-time codes', () => {
  it('are six digits, zero-padded, and vary', () => {
    const codes = Array.from({ length: 200 }, generateOtp)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(190)
  })

  it('are stored as a keyed hash bound to the address, which matches only the right code', () => {
    const stored = hashOtp('secret', 'a@b.co', '123456')
    expect(stored).not.toContain('123456')
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(otpMatches('secret', 'a@b.co', '123456', stored)).toBe(true)
    expect(otpMatches('secret', 'a@b.co', '123457', stored)).toBe(false)
    expect(otpMatches('secret', 'other@b.co', '123456', stored)).toBe(false)
    expect(otpMatches('another-secret', 'a@b.co', '123456', stored)).toBe(false)
  })
})

describe('verification tokens', () => {
  let now = Date.UTC(2026, 10, 21, 12)
  const clock = () => new Date(now)

  it('carry the verified address and expire', async () => {
    const tokens = createVerificationTokens({ secret: 's', clock })
    const token = await tokens.issue('a@b.co')
    expect(await tokens.verify(token)).toBe('a@b.co')
    now += (VERIFICATION_TOKEN_TTL_SECONDS + 1) * 1000
    expect(await tokens.verify(token)).toBeUndefined()
  })

  it('are not login tokens, and login tokens are not verification tokens', async () => {
    const tokens = createVerificationTokens({ secret: 's', clock: () => new Date() })
    const signer = createTokenSigner({ secret: 's', ttlSeconds: 60 })
    const login = await signer.sign({ user: { _id: 'u', role: 'parent', centreId: null }, sid: 'x' })
    expect(await tokens.verify(login)).toBeUndefined()
    expect(await signer.verify(await tokens.issue('a@b.co'))).toBeUndefined()
    expect(await tokens.verify('garbage')).toBeUndefined()
  })
})
