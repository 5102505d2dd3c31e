import type { Payload } from 'payload'
import {
  createRateLimiter,
  systemClock,
  type Clock,
  type Logger,
  type Mailer,
  type RateLimitStore,
} from '@app/platform'
import { createContactRepository } from './contact.repository.ts'
import { createContactRouter } from './contact.routes.ts'
import { createContactService } from './contact.service.ts'

export { ContactMessages, CONTACT_MESSAGES_SLUG } from './contact.collections.ts'
export { CONTACT_MESSAGES, ContactMessageSchema, type ContactMessageInput } from './contact.schema.ts'
export type { ContactResult, ContactService } from './contact.service.ts'

/** At most 8 messages per visitor (IP) in 10 minutes, counting invalid ones (refused ones are not counted). */
export const CONTACT_RATE_LIMIT = { limit: 8, windowMs: 10 * 60_000 }

/** The contact form: stores messages for the office and e-mails the head office. */
export function createContact(deps: {
  payload: Payload
  mailer: Mailer
  recipient: () => Promise<string>
  log: Logger
  rateLimit?: { limit: number; windowMs: number }
  /** Where the counts live: Redis shared by every server process, or this process's memory when left out. */
  rateLimitStore?: RateLimitStore
  clock?: Clock
}) {
  const service = createContactService({ ...deps, repository: createContactRepository(deps.payload) })
  const limiter = createRateLimiter({
    name: 'contact:ip',
    ...(deps.rateLimit ?? CONTACT_RATE_LIMIT),
    clock: deps.clock ?? systemClock,
    store: deps.rateLimitStore,
  })
  return { service, limiter, router: createContactRouter(service, limiter) }
}

export type ContactModule = ReturnType<typeof createContact>
