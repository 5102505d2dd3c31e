import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.ts'
import { createMailer, MailNotConfiguredError } from './mail.ts'

const log = createLogger('mail-test')

describe('createMailer', () => {
  it('refuses to send in production without SMTP_URL rather than writing the message to the log', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@example.com', isProduction: true, log })
    await expect(mailer.send({ to: 'p@example.com', subject: 's', text: 'code 123456' })).rejects.toBeInstanceOf(
      MailNotConfiguredError,
    )
    expect(mailer.devMailbox).toBeUndefined()
  })

  it('keeps only the newest hundred messages in the development mailbox', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@example.com', isProduction: false, log })
    for (let i = 0; i < 105; i++) await mailer.send({ to: 'p@example.com', subject: `m${i}`, text: '' })
    expect(mailer.devMailbox).toHaveLength(100)
    expect(mailer.devMailbox?.[0].subject).toBe('m5')
  })
})
