import { beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, TEST_PASSWORD } from '../support/accounts.ts'
import { DEMO_PASSWORD, sharedTestServer, type TestServer } from '../support/server.ts'

// One sign-in across tabs (decision 055): the sign-in also sets an HttpOnly cookie naming the session, and a tab
// without a token asks POST /api/users/resume for a fresh one.

const COOKIE = 'portal-session'

/** The resume cookie's Set-Cookie line of an answer, or undefined. */
const setCookieOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`))
/** The cookie as a browser sends it back, from its Set-Cookie line. */
const cookieHeaderOf = (setCookie: string | undefined) => {
  if (!setCookie) throw new Error('no resume cookie was set')
  return setCookie.split(';')[0]
}
const sidOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sid as string

describe('POST /api/users/resume: one sign-in across tabs', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await sharedTestServer()
  })

  /** Signs in as a browser would: the token, and the cookie the browser keeps. */
  const signIn = async (username: string, password = DEMO_PASSWORD) => {
    const { status, body, headers } = await server.request<{ token: string }>('/api/users/login', {
      json: { username, password },
    })
    expect(status).toBe(200)
    const setCookie = setCookieOf(headers)
    return { token: body.token, setCookie, cookie: cookieHeaderOf(setCookie) }
  }
  const resume = (cookie?: string, headers: Record<string, string> = {}) =>
    server.request<{ success: boolean; token?: string; role?: string; message?: string }>('/api/users/resume', {
      method: 'POST',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    })
  const me = (token: string) => server.request<{ user?: { _id: string } }>('/api/users/me', { token })

  it('when a parent signs in, then the session cookie is HttpOnly, SameSite=Strict, on /api only, and ends with the session', async () => {
    const { setCookie, token } = await signIn('demo-parent')
    const attributes = (setCookie ?? '').split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toContain('httponly')
    expect(attributes).toContain('samesite=strict')
    expect(attributes).toContain('path=/api')
    // Plain http here: Secure would make the browser drop it. Over https (req.secure) it is set.
    expect(attributes).not.toContain('secure')
    const expires = attributes.find((part) => part.startsWith('expires='))
    expect(expires).toBeDefined()
    const tokenExp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).exp as number
    expect(Math.abs(Date.parse(expires!.slice('expires='.length)) / 1000 - tokenExp)).toBeLessThan(5)
    // It names the session; it is not the bearer token.
    expect(cookieHeaderOf(setCookie)).not.toContain(token)
  })

  it('when a tab resumes with the cookie, then it gets a fresh token of the same session that works, never cached', async () => {
    const { cookie, token } = await signIn('demo-parent')
    const { status, body, headers } = await resume(cookie, { 'sec-fetch-site': 'same-origin' })
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, token: expect.any(String), role: 'parent' })
    expect(headers.get('cache-control')).toBe('no-store')
    expect(sidOf(body.token!)).toBe(sidOf(token))
    const { status: meStatus, body: user } = await me(body.token!)
    expect(meStatus).toBe(200)
    expect(user.user?._id).toBe((await me(token)).body.user?._id)
  })

  it('when a tab resumes without the cookie, or with a forged one, then it is 401 and the cookie is dropped', async () => {
    const none = await resume()
    expect(none.status).toBe(401)
    expect(none.body).toMatchObject({ success: false, message: 'Your session has expired. Please log in again.' })

    const { token } = await signIn('demo-parent')
    // A bearer token is signed with another key and audience: it cannot pass as the cookie.
    for (const forged of [`${COOKIE}=${token}`, `${COOKIE}=not-a-session`, `${COOKIE}=1`]) {
      const { status, headers } = await resume(forged)
      expect(status).toBe(401)
      expect(setCookieOf(headers)).toMatch(/^portal-session=;.*Expires=Thu, 01 Jan 1970/i)
    }
  })

  it('when the parent signs out, then the cookie is cleared and resumes nothing, and the resumed tab is signed out too', async () => {
    const { cookie, token } = await signIn('demo-parent')
    const other = await resume(cookie)
    expect(other.status).toBe(200)

    const logout = await server.request('/api/users/logout', { method: 'POST', token, headers: { cookie } })
    expect(logout.status).toBe(200)
    const cleared = setCookieOf(logout.headers)
    expect(cleared).toMatch(/^portal-session=;/)
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i)
    expect(cleared?.toLowerCase()).toContain('path=/api')

    expect((await resume(cookie)).status).toBe(401)
    // The other tab held a token of the same session: it ends with it.
    expect((await me(other.body.token!)).status).toBe(401)
  })

  it('when a second sign-in in the same browser signs out, then the session the cookie named ends too', async () => {
    const { user } = await createSignedInUser(server, { role: 'parent' })
    const first = await signIn(user.username, TEST_PASSWORD)
    const second = await signIn(user.username, TEST_PASSWORD)
    // The browser keeps the latest cookie; the first tab signs out with its own token.
    const logout = await server.request('/api/users/logout', {
      method: 'POST',
      token: first.token,
      headers: { cookie: second.cookie },
    })
    expect(logout.status).toBe(200)
    expect((await me(first.token)).status).toBe(401)
    expect((await me(second.token)).status).toBe(401)
    expect((await resume(second.cookie)).status).toBe(401)
  })

  it("when the password is changed from another session, then the old session's cookie resumes nothing; the changer's still does", async () => {
    const { user } = await createSignedInUser(server, { role: 'parent' })
    const elsewhere = await signIn(user.username, TEST_PASSWORD)
    const here = await signIn(user.username, TEST_PASSWORD)
    const change = await server.request(`/api/data/changePassword/${user._id}`, {
      method: 'PUT',
      token: here.token,
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Changed@123' },
    })
    expect(change.status).toBe(200)

    const refused = await resume(elsewhere.cookie)
    expect(refused.status).toBe(401)
    expect(setCookieOf(refused.headers)).toMatch(/^portal-session=;/)
    expect((await me(elsewhere.token)).status).toBe(401)

    const kept = await resume(here.cookie)
    expect(kept.status).toBe(200)
    expect((await me(kept.body.token!)).status).toBe(200)
  })

  it('when a page of another origin asks, then it is 403 and no token is minted', async () => {
    const { cookie } = await signIn('demo-parent')
    const crossOrigin: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      // Sec-Fetch-Site wins over a matching Origin: the browser sets both and the page can forge neither.
      { 'sec-fetch-site': 'cross-site', origin: server.url },
    ]
    for (const headers of crossOrigin) {
      const { status, body } = await resume(cookie, headers)
      expect(status, JSON.stringify(headers)).toBe(403)
      expect(body).toEqual({ success: false, message: 'A session can only be resumed from the portal itself' })
    }
    // The portal's own page: same origin by either header.
    expect((await resume(cookie, { 'sec-fetch-site': 'same-origin', origin: server.url })).status).toBe(200)
    expect((await resume(cookie, { origin: server.url })).status).toBe(200)
  })

  it('when an editor or a superadmin signs in at /login, then no portal session cookie is set (they work in /admin)', async () => {
    for (const username of ['demo-editor', 'demo-superadmin']) {
      const { headers } = await server.request('/api/users/login', { json: { username, password: DEMO_PASSWORD } })
      expect(setCookieOf(headers)).toBeUndefined()
    }
  })
})
