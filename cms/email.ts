import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * Payload's own mail (the admin panel's "forgot password") over the same SMTP server as the rest of the
 * app. Payload's nodemailer adapter package is not released for this Payload version, and this is all of it.
 */
export function smtpEmailAdapter({ smtpUrl, from }: { smtpUrl: string; from: string }): EmailAdapter {
  const { name, address } = parseFrom(from)
  return () => {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      name: 'smtp',
      defaultFromAddress: address,
      defaultFromName: name,
      sendEmail: (message) => transport.sendMail({ from, ...message }),
    }
  }
}

/** `"Centres <office@x.org>"` → its name and address; a bare address is both. */
function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1] || match[2], address: match[2] } : { name: from, address: from }
}
