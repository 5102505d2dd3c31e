import { describe, expect, it } from 'vitest'
import { createTokenSigner } from '@app/platform'
import { cookieFrom, createResumeCookies } from './resume-cookie.ts'

describe('the resume cookie', () => {
  const cookies = createResumeCookies({ secret: 'a-server-secret-of-enough-length' })
  const inAnHour = () => new Date(Date.now() + 3_600_000)

  it('names the session it was issued for', async () => {
    expect(await cookies.sessionOf(await cookies.issue('42', inAnHour()))).toBe('42')
  })

  it('is refused once the session has expired, or when signed with another secret', async () => {
    expect(await cookies.sessionOf(await cookies.issue('42', new Date(Date.now() - 1000)))).toBeUndefined()
    const other = createResumeCookies({ secret: 'another-server-secret-of-length' })
    expect(await cookies.sessionOf(await other.issue('42', inAnHour()))).toBeUndefined()
  })

  it('is never a bearer token, nor a bearer token a cookie (same secret, other key and audience)', async () => {
    const secret = 'a-server-secret-of-enough-length'
    const signer = createTokenSigner({ secret, ttlSeconds: 3600 })
    const token = await signer.sign({ user: { _id: '7', role: 'parent', centreId: null }, sid: '42' })
    expect(await cookies.sessionOf(token)).toBeUndefined()
    expect(await signer.verify(await cookies.issue('42', inAnHour()))).toBeUndefined()
  })

  it('is refused when tampered with or not a JWT at all', async () => {
    const value = await cookies.issue('42', inAnHour())
    const [header, , signature] = value.split('.')
    const forged = Buffer.from(JSON.stringify({ purpose: 'session-resume', sub: '1' })).toString('base64url')
    expect(await cookies.sessionOf(`${header}.${forged}.${signature}`)).toBeUndefined()
    expect(await cookies.sessionOf('42')).toBeUndefined()
    expect(await cookies.sessionOf('')).toBeUndefined()
  })
})

describe('cookieFrom', () => {
  it('reads one cookie of a Cookie header, wherever it stands', () => {
    expect(cookieFrom('a=1; portal-session=abc.def; b=2', 'portal-session')).toBe('abc.def')
    expect(cookieFrom('portal-session=x', 'portal-session')).toBe('x')
    expect(cookieFrom('my-portal-session=x', 'portal-session')).toBeUndefined()
    expect(cookieFrom(undefined, 'portal-session')).toBeUndefined()
    expect(cookieFrom('portal-session=%E0%A4', 'portal-session')).toBeUndefined()
  })
})
