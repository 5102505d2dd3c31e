import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../support/server.ts'
import { outboxDrained, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

describe("the admin panel's own e-mail", () => {
  let smtp: TestSmtpServer
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Centres CMS <cms@centres.test>' })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  it('when an editor asks to reset a forgotten password, then the reset link arrives over SMTP', async () => {
    await server.payload.forgotPassword({ collection: 'users', data: { username: 'demo-editor' } as never })
    const mail = await smtp.waitFor((m) => m.to.includes('demo-editor@example.com'))
    expect(mail.from).toBe('cms@centres.test')
    expect(mail.headers['auto-submitted']).toBe('auto-generated')
    expect(mail.html ?? mail.text).toMatch(/reset-password|reset/i)
    // Like every other mail, it went through the outbox.
    await outboxDrained(server)
    const { docs } = await server.payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: 'demo-editor@example.com' } },
      depth: 0,
    })
    expect(docs.map((doc) => doc.status)).toContain('sent')
  })
})
