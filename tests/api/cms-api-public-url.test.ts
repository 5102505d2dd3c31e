import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, TEST_PASSWORD } from '../support/accounts.ts'
import { startTestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

const PUBLIC_URL = 'https://centres.example.test'

// Payload reads its serverURL once per process, so this file has its own server (and process) with PUBLIC_URL.
describe('the admin panel with PUBLIC_URL configured (as production requires)', () => {
  let server: TestServer
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  it('when a page of another origin sends the admin panel’s cookie, then it is not accepted; from PUBLIC_URL it is', async () => {
    const { user } = await createSignedInUser(server, { role: 'editor' })
    const login = await server.request('/cms-api/users/login', {
      json: { username: user.username, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '192.0.2.10' },
    })
    expect(login.status).toBe(200)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^payload-token=/)

    const me = (origin: string) =>
      server.request<{ user: { id: string } | null }>('/cms-api/users/me', { headers: { cookie, origin } })
    expect((await me('https://attacker.example')).body.user).toBeNull()
    expect((await me(server.url)).body.user).toBeNull()
    expect((await me(PUBLIC_URL)).body.user?.id).toBe(user._id)
  })

  it('when an editor asks for a reset link, then the mailed link is on PUBLIC_URL', async () => {
    const { user } = await createSignedInUser(server, { role: 'editor' })
    const asked = await server.request('/cms-api/users/forgot-password', {
      json: { username: user.username },
      headers: { 'x-forwarded-for': '192.0.2.11' },
    })
    expect(asked.status).toBe(200)
    const mail = await smtp.waitFor((m) => m.to.includes(user.email as string))
    expect(mail.html).toMatch(new RegExp(`href="${PUBLIC_URL}/admin/reset/[0-9a-f]+"`))
  })
})
