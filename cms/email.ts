import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { AUTO_SUBMITTED_HEADERS, mailerOf } from '@app/platform/mail'

/**
 * Payload's own mail (the admin panel's "forgot password") goes through the server's outbox like every
 * other mail (decision 011), straight over SMTP only where Payload runs without the server (scripts).
 * Payload's nodemailer adapter package is not released for this Payload version, and this is all of it.
 */
export function smtpEmailAdapter({ smtpUrl, from }: { smtpUrl: string; from: string }): EmailAdapter {
  const { name, address } = parseFrom(from)
  return ({ payload }) => {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      name: 'smtp',
      defaultFromAddress: address,
      defaultFromName: name,
      sendEmail: async (message) => {
        const outbox = mailerOf(payload)
        if (!outbox) return transport.sendMail({ from, ...message, headers: AUTO_SUBMITTED_HEADERS })
        const html = typeof message.html === 'string' ? message.html : undefined
        return outbox.send({
          to: addresses(message.to),
          subject: message.subject ?? '',
          text: typeof message.text === 'string' ? message.text : textOf(html ?? ''),
          html,
        })
      },
    }
  }
}

type Recipients = SendEmailOptions['to']

/** Payload's recipients (a string, an address object, or a list of either) as one comma-separated string. */
function addresses(to: Recipients): string {
  const list = Array.isArray(to) ? to : to ? [to] : []
  return list.map((one) => (typeof one === 'string' ? one : one.address)).join(', ')
}

/** A plain-text part for an HTML-only message. */
const textOf = (html: string) =>
  html
    .replace(/<(br|\/p|\/div)\s*\/?>/gi, '\n')
    .replace(/<a [^>]*href="([^"]+)"[^>]*>/gi, '$1 ')
    .replace(/<[^>]+>/g, '')
    .trim()

/** `"Centres <office@x.org>"` → its name and address; a bare address is both. */
function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1] || match[2], address: match[2] } : { name: from, address: from }
}
