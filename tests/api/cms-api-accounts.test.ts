import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCKED_MESSAGE, LOGIN_FAILURES_PER_IP } from '@app/accounts'
import { centreIdsByName, createSignedInUser, TEST_PASSWORD, unique } from '../support/accounts.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'
import type { ReceivedMail, TestSmtpServer } from '../support/smtp.ts'

type PayloadAnswer = { message?: string; errors?: { message: string }[]; token?: string; user?: { id: string } }

const NEW_PASSWORD = 'Fresh@2026x'
const WRONG_PASSWORD = 'Wrong@12345'
const PORTAL_ROLES = ['parent', 'admin', 'doctor', 'therapist'] as const

/** Payload's admin panel reset link in a mail: `<origin>/admin/reset/<token>`. */
const cmsResetLinkIn = (mail: ReceivedMail) => {
  const match = /(\S*\/admin\/reset\/[0-9a-f]+)/.exec(`${mail.html ?? ''} ${mail.text}`)
  if (!match) throw new Error(`no reset link in: ${mail.html ?? mail.text}`)
  return match[1].replace(/^href="/, '').replace(/".*$/, '')
}

describe("the admin panel's API (/cms-api) and portal accounts", () => {
  let server: TestServer
  let smtp: TestSmtpServer
  let centreId: string
  let clientNumber = 0
  /** Each test acts from its own client address (the app trusts X-Forwarded-For from loopback). */
  const newClient = () => ({ 'x-forwarded-for': `198.51.100.${++clientNumber}` })

  beforeAll(async () => {
    const shared = await sharedTestServer()
    server = shared
    smtp = shared.smtp
    centreId = (await centreIdsByName(server))['Barkatpura Centre']
  })

  const cms = (path: string, options: Parameters<TestServer['request']>[1] = {}) =>
    server.request<PayloadAnswer>(`/cms-api${path}`, options)
  const cmsLogin = (username: string, password: string, headers: Record<string, string>) =>
    cms('/users/login', { json: { username, password }, headers })
  const portalLogin = (username: string, password: string, headers: Record<string, string>) =>
    server.request<{ message: string }>('/api/users/login', { json: { username, password }, headers })
  const storedUser = async (id: string) =>
    (await server.payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as unknown as {
      resetPasswordToken?: string | null
      hash?: string
    }
  const auditOf = async (userId: string) =>
    (
      await server.payload.find({
        collection: 'audit-log',
        where: { target: { equals: userId } },
        depth: 0,
        pagination: false,
        sort: 'createdAt',
      })
    ).docs as unknown as { action: string; ip: string | null; details: Record<string, unknown> | null }[]
  const noMailTo = async (email: string) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    return !smtp.received.some((mail) => mail.to.includes(email))
  }
  const portalUser = (role: (typeof PORTAL_ROLES)[number]) =>
    createSignedInUser(server, { role, centreId: role === 'parent' ? null : centreId })

  describe('signing in (POST /cms-api/users/login)', () => {
    it.each(PORTAL_ROLES)(
      'when a portal account (%s) signs in there with the right password, then the answer is exactly that of a wrong password or an unknown username',
      async (role) => {
        const client = newClient()
        const { user } = await portalUser(role)
        const right = await cmsLogin(user.username, TEST_PASSWORD, client)
        const wrong = await cmsLogin(user.username, WRONG_PASSWORD, client)
        const unknown = await cmsLogin(`nobody-${unique()}`, WRONG_PASSWORD, client)
        for (const answer of [right, wrong, unknown]) {
          expect(answer.status).toBe(401)
          expect(answer.body).toEqual(right.body)
          expect(answer.headers.get('set-cookie')).toBeNull()
        }
        expect(right.body.errors?.[0].message).toMatch(/password provided is incorrect/)
        expect((await auditOf(user._id)).filter((entry) => entry.action === 'login.failed')).toHaveLength(2)
      },
    )

    it('when the admin panel’s own form sends it (form data with a `_payload` field), then the same rules hold', async () => {
      const viaForm = async (username: string, password: string, headers: Record<string, string>) => {
        const body = new FormData()
        body.set('_payload', JSON.stringify({ username, password }))
        const response = await fetch(`${server.url}/cms-api/users/login`, { method: 'POST', body, headers })
        return { status: response.status, body: (await response.json()) as PayloadAnswer }
      }
      const { user } = await portalUser('parent')
      const right = await viaForm(user.username, TEST_PASSWORD, newClient())
      const wrong = await cmsLogin(user.username, WRONG_PASSWORD, newClient())
      expect(right).toEqual({ status: 401, body: wrong.body })
      const ghost = `ghost-${unique()}`
      for (let i = 0; i < 5; i++) expect((await viaForm(ghost, WRONG_PASSWORD, newClient())).status).toBe(401)
      expect(await viaForm(ghost, WRONG_PASSWORD, newClient())).toEqual({
        status: 429,
        body: { errors: [{ message: LOCKED_MESSAGE }] },
      })
      const { user: editor } = await createSignedInUser(server, { role: 'editor' })
      expect((await viaForm(editor.username, TEST_PASSWORD, newClient())).status).toBe(200)
    })

    it('when an editor signs in there, then it works and sets the admin panel cookie', async () => {
      const { user } = await createSignedInUser(server, { role: 'editor' })
      const answer = await cmsLogin(user.username, TEST_PASSWORD, newClient())
      expect(answer.status).toBe(200)
      expect(answer.body.user?.id).toBe(user._id)
      expect(answer.headers.get('set-cookie')).toMatch(/payload-token=/)
    })

    it('when one client sends wrong passwords there, then they count with the portal sign-in’s failures, per username and per client', async () => {
      // Per username: failures there and at /api/users/login add up to one limit, even for unknown usernames.
      const ghost = `ghost-${unique()}`
      for (let i = 0; i < 3; i++) expect((await cmsLogin(ghost, WRONG_PASSWORD, newClient())).status).toBe(401)
      for (let i = 0; i < 2; i++) expect((await portalLogin(ghost, WRONG_PASSWORD, newClient())).status).toBe(401)
      const lockedThere = await cmsLogin(ghost, WRONG_PASSWORD, newClient())
      expect(lockedThere.status).toBe(429)
      expect(lockedThere.body.errors?.[0].message).toBe(LOCKED_MESSAGE)
      expect((await portalLogin(ghost, WRONG_PASSWORD, newClient())).body.message).toBe(LOCKED_MESSAGE)

      // Per client: wrong passwords for many usernames there stop this client's sign-in everywhere.
      const client = newClient()
      for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
        expect((await cmsLogin(`ghost-${unique()}`, WRONG_PASSWORD, client)).status).toBe(401)
      }
      const editor = await createSignedInUser(server, { role: 'editor' })
      const refused = await cmsLogin(editor.user.username, TEST_PASSWORD, client)
      expect(refused.status).toBe(429)
      expect(refused.body.errors?.[0].message).toMatch(/^Too many failed login attempts from your network/)
      expect((await portalLogin(editor.user.username, TEST_PASSWORD, client)).status).toBe(429)
      // Another client is not held back.
      expect((await cmsLogin(editor.user.username, TEST_PASSWORD, newClient())).status).toBe(200)
    })
  })

  describe('forgotten passwords (POST /cms-api/users/forgot-password and reset-password)', () => {
    it.each(PORTAL_ROLES)(
      'when a portal account’s (%s) username is sent to forgot-password, then the answer is that of an unknown username, and nothing is mailed or stored',
      async (role) => {
        const { user } = await portalUser(role)
        const known = await cms('/users/forgot-password', { json: { username: user.username }, headers: newClient() })
        const unknown = await cms('/users/forgot-password', {
          json: { username: `nobody-${unique()}` },
          headers: newClient(),
        })
        expect(known.status).toBe(200)
        expect(known.body).toEqual(unknown.body)
        expect(await noMailTo(user.email as string)).toBe(true)
        expect((await storedUser(user._id)).resetPasswordToken ?? null).toBeNull()
        expect(await auditOf(user._id)).toEqual([])
      },
    )

    it('when a portal account holds a reset token issued before, then reset-password refuses it like a bad token and changes nothing', async () => {
      const { user, token: session } = await portalUser('parent')
      const resetToken = 'a'.repeat(40)
      await server.payload.db.updateOne({
        collection: 'users',
        where: { id: { equals: user._id } },
        data: {
          resetPasswordToken: resetToken,
          resetPasswordExpiration: new Date(Date.now() + 3_600_000).toISOString(),
        },
      })
      const hashBefore = (await storedUser(user._id)).hash

      const refused = await cms('/users/reset-password', {
        json: { token: resetToken, password: NEW_PASSWORD },
        headers: newClient(),
      })
      const bogus = await cms('/users/reset-password', {
        json: { token: 'b'.repeat(40), password: NEW_PASSWORD },
        headers: newClient(),
      })
      expect(refused.status).toBe(bogus.status)
      expect(refused.body).toEqual(bogus.body)
      expect(refused.headers.get('set-cookie')).toBeNull()
      expect((await storedUser(user._id)).hash).toBe(hashBefore)
      expect((await portalLogin(user.username, NEW_PASSWORD, newClient())).status).toBe(401)
      expect((await server.request('/api/users/me', { token: session })).status).toBe(200)
    })

    it('when an editor resets a forgotten password there, then the mailed link is absolute, the new password works, their portal sessions end, and both steps are audited', async () => {
      const { user, token: portalSession } = await createSignedInUser(server, { role: 'editor' })
      const client = newClient()
      expect((await cms('/users/forgot-password', { json: { username: user.username }, headers: client })).status).toBe(
        200,
      )
      const link = cmsResetLinkIn(await smtp.waitFor((mail) => mail.to.includes(user.email as string)))
      // No PUBLIC_URL here: the origin the request came to.
      expect(new URL(link).origin).toBe(new URL(server.url).origin)
      const token = link.split('/').pop() as string

      const done = await cms('/users/reset-password', { json: { token, password: NEW_PASSWORD }, headers: client })
      expect(done.status, JSON.stringify(done.body)).toBe(200)
      expect((await server.request('/api/users/me', { token: portalSession })).status).toBe(401)
      expect((await portalLogin(user.username, NEW_PASSWORD, newClient())).status).toBe(200)

      const entries = await auditOf(user._id)
      expect(entries.map((entry) => entry.action)).toEqual(['password.reset-requested', 'password.reset'])
      expect(entries[1]).toMatchObject({
        ip: client['x-forwarded-for'],
        details: { via: 'cms-reset-link', endedSessions: 1 },
      })
    })
  })

  describe('changing a password in /admin (PATCH /cms-api/users/:id)', () => {
    it('when a superadmin sets a user’s password, or an editor their own, then that user’s portal sessions end and it is audited', async () => {
      const superadmin = await cmsLogin('demo-superadmin', 'Demo@12345', newClient())
      const { user: parent, token: parentSession } = await portalUser('parent')
      const changed = await cms(`/users/${parent._id}`, {
        method: 'PATCH',
        json: { password: NEW_PASSWORD },
        authorization: `JWT ${superadmin.body.token}`,
      })
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)
      expect((await server.request('/api/users/me', { token: parentSession })).status).toBe(401)
      expect((await auditOf(parent._id)).map((entry) => entry.action)).toContain('password.changed')

      const { user: editor, token: editorSession } = await createSignedInUser(server, { role: 'editor' })
      const editorCookie = await cmsLogin(editor.username, TEST_PASSWORD, newClient())
      const own = await cms(`/users/${editor._id}`, {
        method: 'PATCH',
        json: { password: NEW_PASSWORD },
        authorization: `JWT ${editorCookie.body.token}`,
      })
      expect(own.status, JSON.stringify(own.body)).toBe(200)
      expect((await server.request('/api/users/me', { token: editorSession })).status).toBe(401)
      expect((await auditOf(editor._id)).map((entry) => entry.action)).toContain('password.changed')
    })
  })

  describe('what the admin panel does through it', () => {
    it('when an editor uploads a picture as the admin panel does (form data: file and `_payload`), then it is stored, resized and listed', async () => {
      const editor = await cmsLogin('demo-editor', 'Demo@12345', newClient())
      const body = new FormData()
      const picture = await readFile(new URL('../../cms/seed/images/gallery-3.webp', import.meta.url))
      body.set('file', new Blob([picture], { type: 'image/webp' }), `upload-${unique()}.webp`)
      body.set('_payload', JSON.stringify({ alt: 'A test picture' }))
      const response = await fetch(`${server.url}/cms-api/media`, {
        method: 'POST',
        body,
        headers: { authorization: `JWT ${editor.body.token}` },
      })
      const created = (await response.json()) as { doc?: { id: string; alt: string; sizes?: Record<string, unknown> } }
      expect(response.status, JSON.stringify(created)).toBe(201)
      expect(created.doc?.alt).toBe('A test picture')
      expect(Object.keys(created.doc?.sizes ?? {}).length).toBeGreaterThan(0)
      const listed = await cms(`/media/${created.doc?.id}`, { authorization: `JWT ${editor.body.token}` })
      expect(listed.status).toBe(200)
    })
  })

  describe('paths the admin panel’s API does not have', () => {
    it.each([
      ['GET', '/payload-migrations'],
      ['POST', '/payload-migrations'],
      ['GET', '/no-such-collection'],
      ['DELETE', '/users/no/such/route'],
      ['GET', ''],
    ])(
      'when %s /cms-api%s is asked for, then the answer is 404 JSON { message } naming no internal address',
      async (method, path) => {
        const answer = await server.request<{ message: string }>(`/cms-api${path}`, {
          method,
          json: method === 'GET' ? undefined : {},
        })
        expect(answer.status).toBe(404)
        expect(answer.headers.get('content-type')).toMatch(/application\/json/)
        expect(typeof answer.body.message).toBe('string')
        expect(JSON.stringify(answer.body)).not.toMatch(/https?:\/\//)
      },
    )
  })
})
