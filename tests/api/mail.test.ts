import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../support/server.ts'
import { outboxDrained, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

describe('outgoing mail', () => {
  describe('with SMTP_URL set', () => {
    let smtp: TestSmtpServer
    let server: Awaited<ReturnType<typeof startTestServer>>
    beforeAll(async () => {
      smtp = await startSmtpServer()
      server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Centres <office@centres.test>' })
    })
    afterAll(async () => {
      await server?.stop()
      await smtp?.stop()
    })

    it('when a message with a calendar invitation is sent, then the SMTP server receives text and invitation', async () => {
      await server.app.mailer.send({
        to: 'parent@example.com',
        subject: 'Your appointment is confirmed',
        text: 'See you on Monday.',
        calendar: { filename: 'appointment.ics', content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' },
      })
      const mail = await smtp.waitFor((m) => m.to.includes('parent@example.com'))
      expect(mail.from).toBe('office@centres.test')
      expect(mail.subject).toBe('Your appointment is confirmed')
      expect(mail.text.trim()).toBe('See you on Monday.')
      // Written by the server, not a person (RFC 3834): auto-responders do not answer it.
      expect(mail.headers['auto-submitted']).toBe('auto-generated')
      expect(
        mail.attachments.some((a) => a.contentType === 'text/calendar' && a.content.includes('BEGIN:VCALENDAR')),
      ).toBe(true)
    })

    it('when mail goes over SMTP, then there is no development mailbox to read', async () => {
      const { status } = await server.request('/api/dev/mailbox')
      expect(status).toBe(404)
    })
  })

  describe('in development without SMTP_URL', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>
    beforeAll(async () => {
      server = await startTestServer()
    })
    afterAll(() => server?.stop())

    it('when a message is sent, then it can be read from the development mailbox, newest first', async () => {
      await server.app.mailer.send({ to: 'a@example.com', subject: 'first', text: 'one' })
      await server.app.mailer.send({ to: 'b@example.com', subject: 'second', text: 'two' })
      // Both went into the outbox; the worker hands them to the mailbox just after.
      await outboxDrained(server)
      const { status, body } = await server.request<{ messages: { to: string; subject: string }[] }>('/api/dev/mailbox')
      expect(status).toBe(200)
      expect(body.messages.slice(0, 2).map((m) => m.subject)).toEqual(['second', 'first'])
    })
  })
})
