import { beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { decodeToken, loginAs, sharedTestServer, type TestServer } from '../support/server.ts'

type UserDto = { _id: string; username: string; email: string | null; role: string; centreId: string | null }

describe('reading accounts: /users/me, check-availability, allusers, allUsers/:id', () => {
  let server: TestServer
  let centres: Record<string, string>
  beforeAll(async () => {
    server = await sharedTestServer()
    centres = await centreIdsByName(server)
  })

  describe('GET /api/users/me', () => {
    it('when a signed-in user asks, then it answers with their own profile and never a hash', async () => {
      const token = await loginAs(server.request, 'demo-doctor')
      const { status, body } = await server.request<{ success: boolean; user: Record<string, unknown> }>(
        '/api/users/me',
        { token },
      )
      expect(status).toBe(200)
      expect(body.success).toBe(true)
      expect(body.user).toEqual({
        _id: decodeToken(token).user._id,
        username: 'demo-doctor',
        name: 'Dr. Meera Iyer',
        email: 'demo-doctor@example.com',
        mobilenumber: '9000000000',
        address: null,
        role: 'doctor',
        centreId: centres['Barkatpura Centre'],
      })
    })

    it('when there is no token, then 401 with success false', async () => {
      const { status, body } = await server.request('/api/users/me')
      expect(status).toBe(401)
      expect(body).toMatchObject({ success: false, message: 'Authentication required' })
    })

    it('when the token is tampered with or garbage, then 401 saying the session expired', async () => {
      const token = await loginAs(server.request, 'demo-parent')
      const [header, payload, signature] = token.split('.')
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
      claims.user._id = decodeToken(await loginAs(server.request, 'demo-admin')).user._id
      const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.')
      for (const bad of [forged, 'garbage', `${token}x`]) {
        const { status, body } = await server.request('/api/users/me', { token: bad })
        expect(status).toBe(401)
        expect(body).toMatchObject({ success: false, message: 'Your session has expired. Please log in again.' })
      }
    })

    it('when the user has logged out, then the old token gets 401', async () => {
      const { token } = await createSignedInUser(server, { role: 'parent' })
      expect((await server.request('/api/users/me', { token })).status).toBe(200)
      await server.request('/api/users/logout', { method: 'POST', token })
      expect((await server.request('/api/users/me', { token })).status).toBe(401)
    })
  })

  describe('POST /api/users/check-availability', () => {
    it('when a username or e-mail exists in any letter case, then it is reported taken; free ones are not', async () => {
      const check = (json: unknown) =>
        server.request<{ success: boolean; usernameTaken: boolean; emailTaken: boolean }>(
          '/api/users/check-availability',
          { json },
        )
      expect((await check({ username: 'DEMO-Parent', email: 'Demo-Parent@Example.COM' })).body).toEqual({
        success: true,
        usernameTaken: true,
        emailTaken: true,
      })
      expect((await check({ username: `free-${unique()}`, email: `free-${unique()}@example.test` })).body).toEqual({
        success: true,
        usernameTaken: false,
        emailTaken: false,
      })
      // A public call ignores a stale or foreign token in the Authorization header.
      const withStaleToken = await server.request('/api/users/check-availability', {
        json: { username: 'demo-admin' },
        token: 'garbage',
      })
      expect(withStaleToken.status).toBe(200)
      expect((await check({ email: 'demo-admin@example.com' })).body).toMatchObject({
        usernameTaken: false,
        emailTaken: true,
      })
    })

    it('when one client checks too often, then the 61st check in a minute gets 429 with a clear message; another client is not affected', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.7' }
      const statuses: number[] = []
      let last = await server.request('/api/users/check-availability', { json: { username: 'x' }, headers })
      statuses.push(last.status)
      while (statuses.length < 61) {
        last = await server.request('/api/users/check-availability', { json: { username: 'x' }, headers })
        statuses.push(last.status)
      }
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
      expect(last.status).toBe(429)
      expect(last.body).toMatchObject({
        success: false,
        message: expect.stringMatching(/^Too many checks\. Please try again in \d+ (seconds?|minutes?)\.$/),
      })
      const other = await server.request('/api/users/check-availability', {
        json: { username: 'x' },
        headers: { 'x-forwarded-for': '203.0.113.8' },
      })
      expect(other.status).toBe(200)
    })
  })

  describe('GET /api/users/allusers', () => {
    it('when nobody is signed in, then 401: the list of parents and their e-mails is not public', async () => {
      const { status, body } = await server.request('/api/users/allusers')
      expect(status).toBe(401)
      expect(body).toMatchObject({ success: false })
    })

    it.each(['demo-parent', 'demo-doctor', 'demo-therapist', 'demo-editor'])(
      'when %s asks, then 403',
      async (username) => {
        const token = await loginAs(server.request, username)
        const { status } = await server.request('/api/users/allusers', { token })
        expect(status).toBe(403)
      },
    )

    it('when an admin asks, then only usernames and e-mails of their own centre come back', async () => {
      const token = await loginAs(server.request, 'demo-admin')
      const { status, body } = await server.request<{ success: boolean; users: Record<string, unknown>[] }>(
        '/api/users/allusers',
        { token },
      )
      expect(status).toBe(200)
      expect(body.success).toBe(true)
      const names = body.users.map((user) => user.username)
      expect(names).toEqual(expect.arrayContaining(['demo-admin', 'demo-doctor', 'demo-therapist']))
      expect(names).not.toContain('demo-admin2')
      expect(names).not.toContain('demo-superadmin')
      for (const user of body.users) expect(Object.keys(user).sort()).toEqual(['email', 'username'])
    })

    it('when a superadmin asks, then every user is listed', async () => {
      const token = await loginAs(server.request, 'demo-superadmin')
      const { body } = await server.request<{ users: { username: string }[] }>('/api/users/allusers', { token })
      expect(body.users.map((user) => user.username)).toEqual(
        expect.arrayContaining(['demo-admin', 'demo-admin2', 'demo-parent', 'demo-editor', 'demo-superadmin']),
      )
    })
  })

  describe('GET /api/data/allUsers/:userId', () => {
    it('when a user asks for themselves, then they get their profile', async () => {
      const { user, token } = await createSignedInUser(server, {
        role: 'therapist',
        centreId: centres['Suchitra Centre'],
      })
      const { status, body } = await server.request<UserDto>(`/api/data/allUsers/${user._id}`, { token })
      expect(status).toBe(200)
      expect(body).toMatchObject({ _id: user._id, username: user.username, role: 'therapist' })
    })

    it("when an admin asks for staff of their centre or the parent of one of its children, then yes; another centre's, then 404", async () => {
      const adminToken = await loginAs(server.request, 'demo-admin')
      const ids = Object.fromEntries(
        await Promise.all(
          ['demo-doctor', 'demo-parent', 'demo-parent2', 'demo-admin2'].map(
            async (username) => [username, decodeToken(await loginAs(server.request, username)).user._id] as const,
          ),
        ),
      )
      const statusOf = async (id: string) =>
        (await server.request(`/api/data/allUsers/${id}`, { token: adminToken })).status
      expect(await statusOf(ids['demo-doctor'])).toBe(200)
      // demo-parent's child is at Barkatpura, demo-admin's centre; demo-parent2's is at Kukatpally.
      expect(await statusOf(ids['demo-parent'])).toBe(200)
      expect(await statusOf(ids['demo-parent2'])).toBe(404)
      expect(await statusOf(ids['demo-admin2'])).toBe(404)
    })

    it('when a doctor asks for another user, or anyone asks for an unknown id, then 404 User not found', async () => {
      const token = await loginAs(server.request, 'demo-doctor')
      const adminId = decodeToken(await loginAs(server.request, 'demo-admin')).user._id
      const other = await server.request(`/api/data/allUsers/${adminId}`, { token })
      expect(other.status).toBe(404)
      expect(other.body).toEqual({ message: 'User not found' })
      const unknown = await server.request('/api/data/allUsers/00000000-0000-4000-8000-000000000000', { token })
      expect(unknown.status).toBe(404)
    })
  })
})
