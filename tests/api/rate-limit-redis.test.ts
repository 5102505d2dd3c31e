import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, unique } from '../support/accounts.ts'
import { spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { redisAvailable, TEST_REDIS_URL } from '../support/redis.ts'
import { startTestServer } from '../support/server.ts'
import { testDatabaseUrl, TEST_SECRET } from '../support/test-config.ts'

const LOCKED = 'Too many failed login attempts. This account is locked for 15 minutes; please try again later.'
const NEW_PASSWORD = 'Fresh@2026x'
const hasRedis = await redisAvailable()

/** A client address of its own (documentation range), so runs sharing one Redis never count each other's failures. */
const newClient = () => ({ 'x-forwarded-for': `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}` })

describe.skipIf(!hasRedis)('sign-in throttling shared by two server processes through REDIS_URL', () => {
  let serverA: Awaited<ReturnType<typeof startTestServer>>
  let processB: ServerProcess
  let urlB: string

  beforeAll(async () => {
    serverA = await startTestServer({ REDIS_URL: TEST_REDIS_URL })
    processB = spawnServer({
      DATABASE_URL: testDatabaseUrl(),
      PAYLOAD_SECRET: TEST_SECRET,
      REDIS_URL: TEST_REDIS_URL,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    })
    urlB = await waitForListening(processB)
  })
  afterAll(async () => {
    processB?.child.kill('SIGTERM')
    await processB?.exited
    await serverA?.stop()
  })

  const loginAt = async (
    baseUrl: string,
    username: string,
    headers: Record<string, string>,
    password = 'Wrong@123',
  ) => {
    const response = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username, password }),
    })
    return { status: response.status, body: (await response.json()) as { message?: string } }
  }

  it('when one client fails 10 sign-ins on server A and 10 on server B, then its next attempt gets 429 on either', async () => {
    const client = newClient()
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await loginAt(serverA.url, `nobody-${unique()}`, client)).status).toBe(401)
      expect((await loginAt(urlB, `nobody-${unique()}`, client)).status).toBe(401)
    }
    // Each process alone saw only 10 of the 20 allowed: the 429 proves the count is shared.
    for (const url of [serverA.url, urlB]) {
      const blocked = await loginAt(url, `nobody-${unique()}`, client)
      expect(blocked.status).toBe(429)
      expect(blocked.body.message).toMatch(
        /^Too many failed login attempts from your network\. Please try again in 15 minutes\.$/,
      )
    }
    // Another client is not affected.
    expect((await loginAt(urlB, `nobody-${unique()}`, newClient())).status).toBe(401)
  })

  it('when a username fails 3 times on server A and 2 times on server B, then it is locked on both', async () => {
    const ghost = `ghost-${unique()}`
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await loginAt(serverA.url, ghost, newClient())).status).toBe(401)
    for (let attempt = 0; attempt < 2; attempt++) expect((await loginAt(urlB, ghost, newClient())).status).toBe(401)
    for (const url of [urlB, serverA.url]) {
      const locked = await loginAt(url, ghost, newClient())
      expect(locked).toEqual({ status: 429, body: { success: false, message: LOCKED } })
    }
  })

  it('when many wrong sign-ins for one username arrive at both servers at once, then no more than 5 are tried', async () => {
    const ghost = `ghost-${unique()}`
    const statuses = await Promise.all(
      Array.from({ length: 16 }, (_, index) => loginAt(index % 2 ? urlB : serverA.url, ghost, newClient())),
    ).then((answers) => answers.map((answer) => answer.status))
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(11)
  })

  it('when a locked account gets a new password through a link on server B, then it signs in at once on A and B', async () => {
    const { user } = await createSignedInUser(serverA, { role: 'parent' })
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await loginAt(serverA.url, user.username, newClient())).status).toBe(401)
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await loginAt(urlB, user.username, newClient())).status).toBe(401)
    expect((await loginAt(serverA.url, user.username, newClient())).status).toBe(429)

    // The link as the reset mail would carry it (only its hash is stored); no mail server here.
    const token = randomBytes(32).toString('base64url')
    await serverA.payload.create({
      collection: 'password-links',
      data: {
        tokenHash: createHash('sha256').update(token).digest('hex'),
        user: user._id,
        purpose: 'reset',
        expiresAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
      } as never,
    })
    const reset = await fetch(`${urlB}/api/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...newClient() },
      body: JSON.stringify({ token, password: NEW_PASSWORD }),
    })
    expect(reset.status).toBe(200)
    for (const url of [serverA.url, urlB]) {
      const signedIn = await loginAt(url, user.username, newClient(), NEW_PASSWORD)
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
    }
  })
})
