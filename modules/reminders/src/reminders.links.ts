import { createHmac, timingSafeEqual } from 'node:crypto'

// The one-click Confirm and Cancel links of a reminder (docs/api/reminders.md, "One-click links"): what they
// may do is inside the link, signed with the server's secret (HMAC-SHA256), for one appointment and its parent,
// until the appointment's start. Nothing is stored per link; a link's first use is recorded when it is used.

export type LinkAction = 'confirm' | 'cancel'

export interface LinkClaims {
  reminderId: string
  appointmentId: string
  parentId: string
  action: LinkAction
  /** The appointment's start (ms since the epoch): the link is refused from then on. */
  expiresAt: number
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export function createReminderLinks(secret: string) {
  const key = `${secret}:reminder-links`
  const signatureOf = (body: string) => createHmac('sha256', key).update(body).digest()
  return {
    sign(claims: LinkClaims): string {
      const body = b64(
        JSON.stringify([claims.reminderId, claims.appointmentId, claims.parentId, claims.action, claims.expiresAt]),
      )
      return `${body}.${b64(signatureOf(body))}`
    },
    /** The claims of a link signed here, or null for anything else (forged, changed, cut short). Expiry is the caller's. */
    verify(token: string): LinkClaims | null {
      const [body, signature, extra] = token.split('.')
      if (!body || !signature || extra !== undefined) return null
      const given = Buffer.from(signature, 'base64url')
      const expected = signatureOf(body)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      try {
        const [reminderId, appointmentId, parentId, action, expiresAt] = JSON.parse(
          Buffer.from(body, 'base64url').toString('utf8'),
        ) as unknown[]
        if (
          typeof reminderId !== 'string' ||
          typeof appointmentId !== 'string' ||
          typeof parentId !== 'string' ||
          (action !== 'confirm' && action !== 'cancel') ||
          typeof expiresAt !== 'number'
        ) {
          return null
        }
        return { reminderId, appointmentId, parentId, action, expiresAt }
      } catch {
        return null
      }
    },
    /** The key a link's use is recorded under (its signature: one per link). */
    useKeyOf: (token: string) => `link:${token.split('.')[1] ?? ''}`,
  }
}

export type ReminderLinks = ReturnType<typeof createReminderLinks>
