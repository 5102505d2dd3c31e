import type { Payload } from 'payload'
import type { Language } from '@app/platform/format'
import {
  createLocalBroadcast,
  isRecordId,
  type Broadcast,
  type Clock,
  type EventBus,
  type Logger,
  type Mailer,
  type RateLimitStore,
  type TokenSigner,
} from '@app/platform'
import {
  createAccountsRepository,
  createAuditRepository,
  createEmailVerificationsRepository,
  createPasswordLinksRepository,
} from './accounts.repository.ts'
import { personFieldsSql } from './people-sql.ts'
import { createAccountsRouter } from './accounts.routes.ts'
import { createAccountsService, LOCKED_MESSAGE, type ChildrenLookup } from './accounts.service.ts'
import { attachCmsAuthGuard } from './cms-auth.ts'
import { createPasswordLinksService } from './password-links.service.ts'
import { createRegistrationService, type ChildRegistrar } from './registration.service.ts'
import { createVerificationTokens } from './verification-token.ts'
import { createWalkInParents } from './walk-in.ts'
import { attachSessionCache, createSessionCache } from './session-cache.ts'
import { createResumeCookies } from './resume-cookie.ts'

export {
  accountsCollections,
  AUDIT_ACTIONS,
  AUDIT_LOG_SLUG,
  EMAIL_VERIFICATIONS_SLUG,
  USERS_SLUG,
  type AuditAction,
} from './accounts.collections.ts'
export { DEMO_ACCOUNTS, demoFamilies, type DemoAccount, type DemoFamily } from './accounts.seed.ts'
export { LoginSchema, type LoginInput, type UserDto } from './accounts.schema.ts'
export {
  LINK_EXPIRED_MESSAGE,
  LINK_INVALID_MESSAGE,
  PASSWORD_SET_MESSAGE,
  RESET_LINK_TTL_MS,
  RESET_REQUESTED_MESSAGE,
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  RESET_REQUESTS_PER_IP_PER_HOUR,
  SET_LINK_SENT_MESSAGE,
  SET_LINK_TTL_MS,
  type PasswordLinksService,
} from './password-links.service.ts'
export {
  INVALID_LOGIN_MESSAGE,
  LOCKED_MESSAGE,
  LOGIN_FAILURES_PER_IP,
  AVAILABILITY_CHECKS_PER_MINUTE,
  type AccountsService,
} from './accounts.service.ts'
export type { RegistrationService } from './registration.service.ts'
export { PARENT_RENAMED, SESSION_ENDED, type EndedSession } from './accounts.events.ts'
export {
  WALK_IN_NOT_LINKED_MESSAGE,
  WALK_IN_NOT_PARENT_MESSAGE,
  type FindOrCreateWalkInParent,
  type WalkInDetails,
  type WalkInParent,
} from './walk-in.ts'

/**
 * Users looked up by id (name, role, centre), for modules that name people on their records. Needs only
 * the database, so it is built before the modules that use it and the accounts module that uses them.
 */
export function createPeopleLookup(payload: Payload) {
  const repository = createAccountsRepository(payload)
  return {
    summariesOf: (ids: string[]) => repository.findManyByIds([...new Set(ids.filter(isRecordId))]),
    fieldsIn: personFieldsSql,
  }
}

/** The accounts module: sign-in, sessions, registration (OTP, admin), profiles, passwords and the audit log. */
export function createAccounts({
  payload,
  signer,
  tokenTtlSeconds,
  secret,
  mailer,
  children,
  bus,
  publicUrl,
  configuredPublicUrl,
  clock,
  log,
  rateLimitStore,
  broadcast = createLocalBroadcast(),
  languages,
}: {
  payload: Payload
  signer: TokenSigner
  tokenTtlSeconds: number
  /** The server secret: keys OTP hashes and verification tokens (each under its own derived key). */
  secret: string
  mailer: Mailer
  children: ChildrenLookup & ChildRegistrar
  /** Where the module publishes its events (PARENT_RENAMED; SESSION_ENDED comes from its collection hook). */
  bus: EventBus
  /** The address the welcome e-mail points to. */
  publicUrl: string
  /** PUBLIC_URL when it was configured: e-mailed links use it, else the origin the request came to. */
  configuredPublicUrl?: string
  clock: Clock
  log: Logger
  /** Where throttling counts live: Redis shared by every server process, or this process's memory when left out. */
  rateLimitStore?: RateLimitStore
  /** Tells every server process that sessions ended (Redis pub/sub); this process alone when left out. */
  broadcast?: Broadcast
  /**
   * The language a parent reads and how to keep one the centre recorded (the messaging module keeps it): the
   * welcome and set-password mails are written in it. English, and nothing kept, when left out.
   */
  languages?: {
    of(userId: string): Promise<Language>
    remember(parentId: string, language: Language): Promise<void>
  }
}) {
  const repository = createAccountsRepository(payload)
  const audit = createAuditRepository(payload)
  // The sessions collection's hook tells the cache (through the Payload instance) when a session ends.
  const sessions = createSessionCache({ read: repository.findSession, broadcast, log })
  attachSessionCache(payload, sessions)
  const service = createAccountsService({
    repository,
    sessions,
    audit,
    children,
    bus,
    signer,
    tokenTtlSeconds,
    clock,
    rateLimitStore,
    resumeCookies: createResumeCookies({ secret }),
  })
  // The admin panel's sign-in (/cms-api/users/login) counts failures with the portal's (decision 020).
  attachCmsAuthGuard(payload, {
    beginLogin: (username, ip) => service.beginCmsLogin(username, { ip }),
    lockedMessage: LOCKED_MESSAGE,
  })
  const registration = createRegistrationService({
    accounts: repository,
    verifications: createEmailVerificationsRepository(payload),
    audit,
    children,
    tokens: createVerificationTokens({ secret, clock }),
    mailer,
    secret,
    publicUrl,
    clock,
    log,
    rateLimitStore,
    rememberLanguage: languages?.remember,
  })
  const passwordLinks = createPasswordLinksService({
    accounts: repository,
    signInLock: { clear: (username) => service.clearSignInLock(username) },
    links: createPasswordLinksRepository(payload),
    audit,
    children,
    mailer,
    clock,
    log,
    rateLimitStore,
    languageOf: languages?.of,
  })
  /** The parent account a walk-in appointment is booked for (found by e-mail, or created). */
  const walkInParent = createWalkInParents({
    accounts: repository,
    audit,
    children,
    mailSetPasswordLink: (options) => passwordLinks.mailSetPasswordLink(options),
    publicUrl,
    configuredPublicUrl,
    log,
    rememberLanguage: languages?.remember,
  })
  return {
    service,
    registration,
    passwordLinks,
    walkInParent,
    router: createAccountsRouter({ accounts: service, registration, passwordLinks, configuredPublicUrl }),
  }
}

export type AccountsModule = ReturnType<typeof createAccounts>
