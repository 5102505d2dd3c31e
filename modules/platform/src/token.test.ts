import { describe, expect, it, vi } from 'vitest'
import { createTokenSigner, tokenFromAuthorization } from './token.ts'

const claims = { user: { _id: 'u1', role: 'admin' as const, centreId: 'c1' }, sid: 's1' }

describe('portal tokens', () => {
  it('round-trips the user and session it was signed with', async () => {
    const signer = createTokenSigner({ secret: 'secret-a', ttlSeconds: 60 })
    expect(await signer.verify(await signer.sign(claims))).toEqual(claims)
  })

  it('refuses a token signed with another secret', async () => {
    const token = await createTokenSigner({ secret: 'secret-a', ttlSeconds: 60 }).sign(claims)
    expect(await createTokenSigner({ secret: 'secret-b', ttlSeconds: 60 }).verify(token)).toBeUndefined()
  })

  it('refuses an expired token', async () => {
    const signer = createTokenSigner({ secret: 'secret-a', ttlSeconds: -10 })
    expect(await signer.verify(await signer.sign(claims))).toBeUndefined()
  })

  it('when a checked token is presented again after it expired, then it is refused', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] })
    try {
      const signer = createTokenSigner({ secret: 'secret-a', ttlSeconds: 60 })
      const token = await signer.sign(claims)
      expect(await signer.verify(token)).toEqual(claims)
      vi.setSystemTime(new Date('2026-11-25T10:01:01Z'))
      expect(await signer.verify(token)).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses garbage and a token whose role is not one of ours', async () => {
    const signer = createTokenSigner({ secret: 'secret-a', ttlSeconds: 60 })
    expect(await signer.verify('not.a.token')).toBeUndefined()
    // @ts-expect-error a role no account can have, as a forged or outdated token would carry
    const odd = await signer.sign({ ...claims, user: { ...claims.user, role: 'janitor' } })
    expect(await signer.verify(odd)).toBeUndefined()
  })

  it.each([
    ['abc.def.ghi', 'abc.def.ghi'],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc.def.ghi ', 'abc.def.ghi'],
    ['JWT abc.def.ghi', 'abc.def.ghi'],
    ['', undefined],
    [undefined, undefined],
  ])('reads the token from the Authorization header %j', (header, expected) => {
    expect(tokenFromAuthorization(header)).toBe(expected)
  })
})
