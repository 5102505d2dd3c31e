import { beforeAll, describe, expect, it } from 'vitest'
import { decodeToken, DEMO_PASSWORD, loginAs, sharedTestServer, type TestServer } from '../support/server.ts'

describe('POST /api/users/login', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await sharedTestServer()
  })

  const centreIdOf = async (token: string, name: string) => {
    const { body } = await server.request<Array<{ _id: string; name: string }>>('/api/data/allcentres', { token })
    return body.find((centre) => centre.name === name)?._id
  }

  it.each([
    ['demo-admin', 'admin', 'Barkatpura Centre'],
    ['demo-admin2', 'admin', 'Kukatpally Centre'],
    ['demo-doctor', 'doctor', 'Barkatpura Centre'],
    ['demo-therapist', 'therapist', 'Barkatpura Centre'],
    ['demo-parent', 'parent', null],
    ['demo-parent2', 'parent', null],
    ['demo-editor', 'editor', null],
    ['demo-superadmin', 'superadmin', null],
  ])(
    'when %s signs in, then the answer is {success, token, role: %s} and the token carries user {_id, role, centreId}',
    async (username, role, centre) => {
      const { status, body } = await server.request<{ success: boolean; token: string; role: string }>(
        '/api/users/login',
        {
          json: { username, password: DEMO_PASSWORD },
        },
      )
      expect(status).toBe(200)
      expect(body).toEqual({ success: true, token: expect.any(String), role })
      const claims = decodeToken(body.token)
      expect(Object.keys(claims.user).sort()).toEqual(['_id', 'centreId', 'role'])
      expect(claims.user.role).toBe(role)
      expect(claims.exp * 1000).toBeGreaterThan(Date.now())
      const { body: me } = await server.request(`/api/data/allUsers/${claims.user._id}`, { token: body.token })
      expect(me).toMatchObject({ _id: claims.user._id, username, role })
      expect(me).not.toHaveProperty('hash')
      expect(me).not.toHaveProperty('salt')
      expect(me).not.toHaveProperty('password')
      expect(claims.user.centreId).toBe(centre ? await centreIdOf(body.token, centre) : null)
    },
  )

  it("when an editor signs in at /login, then the admin panel session cookie is set too; a portal user gets only the portal's", async () => {
    const editor = await server.request('/api/users/login', {
      json: { username: 'demo-editor', password: DEMO_PASSWORD },
    })
    const cookie = editor.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=[^;]+;/)
    expect(cookie).toMatch(/HttpOnly/i)
    const { user } = await server.payload.auth({ headers: new Headers({ cookie: cookie.split(';')[0] }) })
    expect(user).toMatchObject({ username: 'demo-editor', role: 'editor' })
    const parent = await server.request('/api/users/login', {
      json: { username: 'demo-parent', password: DEMO_PASSWORD },
    })
    // Only the cookie that lets another tab resume the portal session (decision 055, session-resume.test.ts).
    expect(parent.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual(['portal-session'])
  })

  it('when the username is typed in another letter case, then the sign-in still works', async () => {
    const { status } = await server.request('/api/users/login', {
      json: { username: 'DEMO-Doctor', password: DEMO_PASSWORD },
    })
    expect(status).toBe(200)
  })

  it('when the user is unknown or the password is wrong, then both get the same 401 answer', async () => {
    const unknown = await server.request('/api/users/login', {
      json: { username: 'nobody-here', password: 'Whatever@1' },
    })
    const wrong = await server.request('/api/users/login', {
      json: { username: 'demo-therapist', password: 'Wrong@12345' },
    })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.body).toEqual({ success: false, message: 'Invalid username or password' })
    expect(wrong.body).toEqual(unknown.body)
  })

  it('when username or password is missing, then it answers 400 with the field messages', async () => {
    const { status, body } = await server.request('/api/users/login', { json: { username: '  ' } })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      success: false,
      fieldErrors: { username: 'Username is required', password: 'Password is required' },
    })
  })

  it('when a password is wrong five times, then the account is locked with a 429 and even the right password waits', async () => {
    const username = `lockme-${Date.now()}`
    await server.payload.create({
      collection: 'users',
      data: { username, password: 'Right@12345', role: 'parent', name: 'Lock Test' } as never,
    })
    for (let attempt = 0; attempt < 5; attempt++) {
      await server.request('/api/users/login', { json: { username, password: 'Wrong@12345' } })
    }
    const locked = await server.request('/api/users/login', { json: { username, password: 'Right@12345' } })
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({ success: false, message: expect.stringMatching(/locked/i) })
  })

  it('when the token is sent raw, as Bearer or as JWT, then each is accepted', async () => {
    const token = await loginAs(server.request, 'demo-admin')
    for (const authorization of [token, `Bearer ${token}`, `JWT ${token}`]) {
      const { status } = await server.request('/api/data/allcentres', { authorization })
      expect(status).toBe(200)
    }
  })

  it('when a token is tampered with, then it is refused with 401', async () => {
    const token = await loginAs(server.request, 'demo-parent')
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    claims.user.role = 'admin'
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.')
    const { status } = await server.request('/api/data/allcentres', { token: forged })
    expect(status).toBe(401)
  })

  it('when a user logs out, then the same token no longer works', async () => {
    const token = await loginAs(server.request, 'demo-parent2')
    expect((await server.request('/api/data/allcentres', { token })).status).toBe(200)
    expect((await server.request('/api/users/logout', { method: 'POST', token })).status).toBe(200)
    expect((await server.request('/api/data/allcentres', { token })).status).toBe(401)
  })

  it('when a parent asks for another user, then it is not found for them', async () => {
    const parentToken = await loginAs(server.request, 'demo-parent')
    const doctorId = decodeToken(await loginAs(server.request, 'demo-doctor')).user._id
    const { status } = await server.request(`/api/data/allUsers/${doctorId}`, { token: parentToken })
    expect(status).toBe(404)
  })
})
