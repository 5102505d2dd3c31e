import type { Payload } from 'payload'
import type { Logger, Mailer } from '@app/platform'
import { createRateLimiter } from './contact.rate-limit.ts'
import { createContactRepository } from './contact.repository.ts'
import { createContactRouter } from './contact.routes.ts'
import { createContactService } from './contact.service.ts'

export { ContactMessages, CONTACT_MESSAGES_SLUG } from './contact.collections.ts'
export { CONTACT_MESSAGES, ContactMessageSchema, type ContactMessageInput } from './contact.schema.ts'
export { clientKey } from './contact.routes.ts'
export type { ContactResult, ContactService } from './contact.service.ts'

/** At most 8 messages per visitor (IP) in 10 minutes, counting rejected attempts. */
export const CONTACT_RATE_LIMIT = { max: 8, windowMs: 10 * 60_000 }

/** The contact form: stores messages for the office and e-mails the head office. */
export function createContact(deps: {
  payload: Payload
  mailer: Mailer
  recipient: () => Promise<string>
  log: Logger
  rateLimit?: { max: number; windowMs: number }
}) {
  const service = createContactService({ ...deps, repository: createContactRepository(deps.payload) })
  const limiter = createRateLimiter(deps.rateLimit ?? CONTACT_RATE_LIMIT)
  return { service, limiter, router: createContactRouter(service, limiter) }
}

export type ContactModule = ReturnType<typeof createContact>
