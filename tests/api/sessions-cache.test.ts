import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, TEST_PASSWORD } from '../support/accounts.ts'
import { spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { redisAvailable, TEST_REDIS_URL } from '../support/redis.ts'
import { loginAs, startTestServer } from '../support/server.ts'
import { testDatabaseUrl, TEST_SECRET } from '../support/test-config.ts'

// Each process keeps the sessions it has checked for a few seconds (decision 023). These tests use a
// token first, so its session is kept, then end the session and expect the very next request refused.

const EXPIRED = { message: 'Your session has expired. Please log in again.' }

describe('a session kept in memory ends at once (one process)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let centres: Record<string, string>

  beforeAll(async () => {
    server = await startTestServer()
    centres = await centreIdsByName(server)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('when a token that was just used logs out, then its next request is refused', async () => {
    const { token } = await createSignedInUser(server, { role: 'parent' })
    expect((await server.request('/api/users/me', { token })).status).toBe(200)

    expect((await server.request('/api/users/logout', { method: 'POST', token })).status).toBe(200)

    const after = await server.request('/api/users/me', { token })
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject(EXPIRED)
  })

  it('when the password changes, then another device that was just used is refused at once', async () => {
    const { user, token } = await createSignedInUser(server, { role: 'doctor', centreId: centres['Nacharam Centre'] })
    const otherDevice = await loginAs(server.request, user.username, TEST_PASSWORD)
    expect((await server.request('/api/users/me', { token: otherDevice })).status).toBe(200)

    const changed = await server.request(`/api/data/changePassword/${user._id}`, {
      method: 'PUT',
      token,
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh$2026' },
    })
    expect(changed.status).toBe(200)

    expect((await server.request('/api/users/me', { token: otherDevice })).status).toBe(401)
    expect((await server.request('/api/users/me', { token })).status).toBe(200)
  })

  it('when a superadmin changes a role in the admin panel, then the account token that was just used is refused', async () => {
    const { user, token } = await createSignedInUser(server, {
      role: 'therapist',
      centreId: centres['Nacharam Centre'],
    })
    expect((await server.request('/api/users/me', { token })).status).toBe(200)

    // The admin panel's update runs the collection's hooks, as /admin does.
    await server.payload.update({ collection: 'users', id: user._id, data: { role: 'doctor' } })

    expect((await server.request('/api/users/me', { token })).status).toBe(401)
  })
})

const hasRedis = await redisAvailable()

describe.skipIf(!hasRedis)('a session kept in memory ends at once on every process sharing Redis', () => {
  let here: Awaited<ReturnType<typeof startTestServer>>
  let there: ServerProcess
  let thereUrl: string
  let centres: Record<string, string>
  const me = (token: string) => fetch(`${thereUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })

  beforeAll(async () => {
    here = await startTestServer({ REDIS_URL: TEST_REDIS_URL })
    there = spawnServer({
      DATABASE_URL: testDatabaseUrl(),
      PAYLOAD_SECRET: TEST_SECRET,
      REDIS_URL: TEST_REDIS_URL,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    })
    thereUrl = await waitForListening(there)
    centres = await centreIdsByName(here)
  })
  afterAll(async () => {
    there?.child.kill('SIGTERM')
    await there?.exited
    await here?.stop()
  })

  it('when a session used on one process logs out on the other, then the first refuses its very next request', async () => {
    const { token } = await createSignedInUser(here, { role: 'parent' })
    expect((await me(token)).status).toBe(200)

    expect((await here.request('/api/users/logout', { method: 'POST', token })).status).toBe(200)

    const after = await me(token)
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject(EXPIRED)
  })

  it('when the password changes on one process, then another device just used on the other process is refused at once', async () => {
    const { user, token } = await createSignedInUser(here, { role: 'admin', centreId: centres['Nacharam Centre'] })
    const otherDevice = await loginAs(here.request, user.username, TEST_PASSWORD)
    expect((await me(otherDevice)).status).toBe(200)

    const changed = await here.request(`/api/data/changePassword/${user._id}`, {
      method: 'PUT',
      token,
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh$2026' },
    })
    expect(changed.status).toBe(200)

    expect((await me(otherDevice)).status).toBe(401)
    expect((await me(token)).status).toBe(200)
  })
})
