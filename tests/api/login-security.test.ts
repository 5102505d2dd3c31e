import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, TEST_PASSWORD, unique } from '../support/accounts.ts'
import { createTestClock } from '../support/clock.ts'
import { startTestServer } from '../support/server.ts'

const LOCKED = 'Too many failed login attempts. This account is locked for 15 minutes; please try again later.'

describe('sign-in throttling and the audit log', () => {
  const clock = createTestClock()
  let server: Awaited<ReturnType<typeof startTestServer>>
  let centres: Record<string, string>
  beforeAll(async () => {
    server = await startTestServer({}, { clock: clock.now })
    centres = await centreIdsByName(server)
  })
  afterAll(() => server?.stop())

  let clientCounter = 0
  const newClient = () => ({ 'x-forwarded-for': `192.0.2.${++clientCounter}` })
  const login = (username: string, password: string, headers = newClient()) =>
    server.request<{ success: boolean; message?: string; token?: string }>('/api/users/login', {
      json: { username, password },
      headers,
    })
  const userNamed = async (username: string) =>
    (await server.payload.find({ collection: 'users', depth: 0, where: { username: { equals: username } } })).docs[0]
  const auditOf = async (where: Record<string, unknown>) =>
    (await server.payload.find({ collection: 'audit-log', depth: 0, sort: '-createdAt', where: where as never })).docs

  describe('throttling', () => {
    it('when one client fails 20 sign-ins, then it gets 429 even with a right password, until 15 minutes pass; other clients are not affected', async () => {
      const { user } = await createSignedInUser(server, { role: 'parent' })
      const headers = newClient()
      for (let attempt = 0; attempt < 20; attempt++) {
        const { status } = await login(`nobody-${unique()}`, 'Wrong@123', headers)
        expect(status).toBe(401)
      }
      const blocked = await login(user.username, TEST_PASSWORD, headers)
      expect(blocked.status).toBe(429)
      expect(blocked.body).toEqual({
        success: false,
        message: expect.stringMatching(
          /^Too many failed login attempts from your network\. Please try again in \d+ minutes?\.$/,
        ),
      })
      expect((await login(user.username, TEST_PASSWORD)).status).toBe(200)
      clock.advance(15 * 60_000 + 1000)
      expect((await login(user.username, TEST_PASSWORD, headers)).status).toBe(200)
    })

    it('when an unknown username fails five times, then it is "locked" exactly like a real account, so a lock reveals nothing', async () => {
      const ghost = `ghost-${unique()}`
      const { user } = await createSignedInUser(server, { role: 'parent' })
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await login(ghost, 'Wrong@123')).status).toBe(401)
        expect((await login(user.username, 'Wrong@123')).status).toBe(401)
      }
      const ghostLocked = await login(ghost, 'Wrong@123')
      const realLocked = await login(user.username, TEST_PASSWORD)
      expect(ghostLocked.status).toBe(429)
      expect(realLocked.status).toBe(429)
      expect(ghostLocked.body).toEqual({ success: false, message: LOCKED })
      expect(realLocked.body).toEqual(ghostLocked.body)
    })

    it('when a user signs in successfully, then their own failure count starts again', async () => {
      const { user } = await createSignedInUser(server, { role: 'parent' })
      // 3 + 3 failures: over the limit of 5 unless the success in between starts the count again.
      for (let attempt = 0; attempt < 3; attempt++) await login(user.username, 'Wrong@123')
      expect((await login(user.username, TEST_PASSWORD)).status).toBe(200)
      for (let attempt = 0; attempt < 3; attempt++) await login(user.username, 'Wrong@123')
      expect((await login(user.username, TEST_PASSWORD)).status).toBe(200)
    })
  })

  describe('audit log', () => {
    it('when a sign-in fails, then who, when, which account and from where are recorded, never the password tried', async () => {
      const { user } = await createSignedInUser(server, { role: 'parent' })
      await login(user.username.toUpperCase(), 'Guess@9876', { 'x-forwarded-for': '203.0.113.99' })
      const [entry] = await auditOf({
        and: [{ action: { equals: 'login.failed' } }, { targetUsername: { equals: user.username } }],
      })
      expect(entry).toMatchObject({
        action: 'login.failed',
        actorUsername: user.username,
        target: user._id,
        ip: '203.0.113.99',
        details: { reason: 'wrong username or password' },
        createdAt: expect.any(String),
      })
      expect(JSON.stringify(entry)).not.toContain('Guess@9876')
    })

    it("when a superadmin changes a role, a password or creates an account in /admin, then each is recorded with the superadmin as actor and the user's old tokens stop working", async () => {
      const superadmin = await userNamed('demo-superadmin')
      const { user, token } = await createSignedInUser(server, { role: 'parent' })
      expect((await server.request('/api/users/me', { token })).status).toBe(200)
      await server.payload.update({
        collection: 'users',
        id: user._id,
        data: { role: 'doctor', centre: centres['Champapet Centre'] } as never,
        overrideAccess: false,
        user: superadmin,
      })
      await server.payload.update({
        collection: 'users',
        id: user._id,
        data: { password: 'Reset@2026' } as never,
        overrideAccess: false,
        user: superadmin,
      })
      const created = await server.payload.create({
        collection: 'users',
        data: { username: `cms-${unique()}`, password: 'Made@2026', role: 'editor', name: 'New Editor' } as never,
        overrideAccess: false,
        user: superadmin,
      })

      // The token still says "parent": it must not outlive the change.
      expect((await server.request('/api/users/me', { token })).status).toBe(401)

      const roleChanges = await auditOf({
        and: [{ action: { equals: 'role.changed' } }, { target: { equals: user._id } }],
      })
      expect(roleChanges).toHaveLength(1)
      expect(roleChanges[0]).toMatchObject({
        actor: superadmin.id,
        actorUsername: 'demo-superadmin',
        targetUsername: user.username,
        details: { from: 'parent', to: 'doctor', via: 'cms' },
      })
      const passwordChanges = await auditOf({
        and: [{ action: { equals: 'password.changed' } }, { target: { equals: user._id } }],
      })
      expect(passwordChanges).toHaveLength(1)
      expect(passwordChanges[0]).toMatchObject({ actorUsername: 'demo-superadmin', details: { via: 'cms' } })
      const creations = await auditOf({
        and: [{ action: { equals: 'account.created' } }, { target: { equals: created.id } }],
      })
      expect(creations).toHaveLength(1)
      expect(creations[0]).toMatchObject({ actorUsername: 'demo-superadmin', details: { role: 'editor', via: 'cms' } })
      // A profile edit that changes neither role nor password is not an audit event.
      const before = (await auditOf({ target: { equals: user._id } })).length
      await server.payload.update({
        collection: 'users',
        id: user._id,
        data: { name: 'Renamed' } as never,
        overrideAccess: false,
        user: superadmin,
      })
      expect((await auditOf({ target: { equals: user._id } })).length).toBe(before)
    })

    it('when anyone tries to change or delete an entry, then it is refused; editors cannot read or see it; superadmins read it', async () => {
      const superadmin = await userNamed('demo-superadmin')
      const editor = await userNamed('demo-editor')
      await login(`nobody-${unique()}`, 'Wrong@123')
      const [entry] = await auditOf({ action: { equals: 'login.failed' } })

      const asSuperadmin = await server.payload.find({
        collection: 'audit-log',
        overrideAccess: false,
        user: superadmin,
      })
      expect(asSuperadmin.totalDocs).toBeGreaterThan(0)
      await expect(
        server.payload.update({
          collection: 'audit-log',
          id: entry.id,
          data: { ip: '0.0.0.0' } as never,
          overrideAccess: false,
          user: superadmin,
        }),
      ).rejects.toThrow(/not allowed/)
      await expect(
        server.payload.delete({ collection: 'audit-log', id: entry.id, overrideAccess: false, user: superadmin }),
      ).rejects.toThrow(/not allowed/)
      await expect(
        server.payload.create({
          collection: 'audit-log',
          data: { action: 'login.failed' } as never,
          overrideAccess: false,
          user: superadmin,
        }),
      ).rejects.toThrow(/not allowed/)
      await expect(
        server.payload.find({ collection: 'audit-log', overrideAccess: false, user: editor }),
      ).rejects.toThrow(/not allowed/)

      const config = server.payload.collections['audit-log'].config
      const hidden = config.admin.hidden as (args: { user: unknown }) => boolean
      expect(hidden({ user: editor })).toBe(true)
      expect(hidden({ user: superadmin })).toBe(false)
      expect((await server.payload.findByID({ collection: 'audit-log', id: entry.id })).ip).toBe(entry.ip)
    })
  })
})
