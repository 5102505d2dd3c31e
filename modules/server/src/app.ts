import path from 'node:path'
import express, { Router, type Express, type RequestHandler } from 'express'
import type { Payload } from 'payload'
import { createAccounts, createPeopleLookup, PARENT_RENAMED } from '@app/accounts'
import { APPOINTMENT_CHANGED, appointmentsOnDaysOf, createAppointments, refundTermsOf } from '@app/appointments'
import { createCentres } from '@app/centres'
import { createChildren } from '@app/children'
import { MEDIA_DIR } from '@app/cms'
import { createContact } from '@app/contact'
import { createContent } from '@app/content'
import { createMailOutbox, MAIL_SENT, mailRouteOf } from '@app/mail'
import { createMessaging } from '@app/messaging'
import { createFiles, type FileStorage } from '@app/files'
import { createIep } from '@app/iep'
import { createParents } from '@app/parents'
import { createGames } from '@app/games'
import { createEnquiries } from '@app/enquiries'
import { createSchedule } from '@app/schedule'
import { createReminders } from '@app/reminders'
import {
  attachEventBus,
  attachMailer,
  apiErrorHandler,
  apiNotFound,
  authenticate,
  createEventBus,
  createMailer,
  createLocalBroadcast,
  createMemoryRateLimitStore,
  createTokenSigner,
  joinTransactions,
  listenForTableChanges,
  refuseControlCharacters,
  requestLog,
  ROOT_DIR,
  systemClock,
  type AppConfig,
  type Broadcast,
  type Clock,
  type Logger,
  type RateLimitStore,
} from '@app/platform'
import type { Language } from '@app/platform/format'
import type { SiteRenderer } from '@app/site'
import { cmsApi, CMS_API_PATHS } from './cms-api.ts'
import { portalAssets, portalIndex, portalScriptHashes } from './portal-assets.ts'
import {
  adminContentSecurityPolicy,
  baseSecurityHeaders,
  noStoreWhenSignedIn,
  portalContentSecurityPolicy,
} from './security-headers.ts'
import { createSiteRouter } from './site.ts'

/**
 * The portal's prefixes (docs/product.md §4.2): every path under one is the portal's, answered with its index.html;
 * one its router does not know gets the portal's 404 page with status 404 (portal-assets.ts), not the site's.
 */
export const PORTAL_ROUTES = [
  '/login{/*rest}',
  '/register{/*rest}',
  '/forgot-password{/*rest}',
  '/reset-password{/*rest}',
  '/set-password{/*rest}',
  '/admindashboard{/*rest}',
  '/parentdashboard{/*rest}',
  '/doctordashboard{/*rest}',
  '/therapistdashboard{/*rest}',
  '/reports{/*rest}',
  '/iepreports{/*rest}',
  '/profile{/*rest}',
  '/games{/*rest}',
  '/parentwrapper{/*rest}',
]

export const PORTAL_DIST_DIR = path.join(ROOT_DIR, 'portal', 'dist')

export interface AppDeps {
  payload: Payload
  config: AppConfig
  log: Logger
  /** The built public site; tests of the API alone may leave it out. */
  site?: SiteRenderer
  /** Next.js's request handler for /admin and its assets; left out when the CMS UI is not needed. */
  nextHandler?: RequestHandler
  portalDir?: string
  /** The time rules read (OTP expiry, throttling); tests move it forward. */
  clock?: Clock
  /** Where throttling counts live: Redis (shared by every server process) or, by default, this process's memory. */
  rateLimitStore?: RateLimitStore
  /** Messages to every server process (Redis pub/sub): ended sessions; this process alone by default. */
  broadcast?: Broadcast
  /** Where private files live: local disk (PRIVATE_UPLOADS_DIR) unless given, e.g. S3 from fileStorageFromEnv. */
  fileStorage?: FileStorage
}

/** Builds the Express app: modules under /api, the CMS, the portal and the public site. */
export function createApp({
  payload: rawPayload,
  config,
  log,
  site,
  nextHandler,
  portalDir = PORTAL_DIST_DIR,
  clock = systemClock,
  rateLimitStore = createMemoryRateLimitStore(),
  broadcast = createLocalBroadcast(),
  fileStorage,
}: AppDeps) {
  // Every module's Payload calls join the transaction a use case opens with withTransaction.
  const payload = joinTransactions(rawPayload)
  const signer = createTokenSigner({ secret: config.tokenSecret, ttlSeconds: config.tokenTtlSeconds })
  // One bus for the process. It travels with the Payload instance so collection hooks (session ends,
  // also from the admin panel) publish on it; its side effects run after the response is sent.
  const bus = createEventBus({ log })
  attachEventBus(payload, bus)
  // Every module's mail goes to the outbox; its worker delivers through SMTP (or the development mailbox).
  const outbox = createMailOutbox({
    payload,
    route: mailRouteOf(config.smtpUrl),
    transport: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, isProduction: config.isProduction, log }),
    canDeliver: Boolean(config.smtpUrl) || !config.isProduction,
    bus,
    log,
    retry: { firstRetryMs: config.mailRetryFirstMs },
  })
  const mailer = outbox.mailer
  attachMailer(payload, mailer)
  // Which tables changed, from PostgreSQL to every process: what lets a calendar be kept until it is stale.
  const tableChanges = listenForTableChanges(rawPayload, { log })
  const centres = createCentres({ payload, broadcast, log })
  const children = createChildren({ payload, people: createPeopleLookup(payload), centres: centres.service })
  // Children keeps a copy of each parent's name (its list searches it).
  bus.subscribe(PARENT_RENAMED, ({ parentId, name }) => children.service.renameParent(parentId, name))
  // The language a parent reads is kept by the messaging module, made below; mails ask it when they are written.
  const languageOf = async (parentId: string): Promise<Language> =>
    (await messaging.service.reachOf([parentId])).get(parentId)?.language ?? 'en'
  const accounts = createAccounts({
    payload,
    signer,
    tokenTtlSeconds: config.tokenTtlSeconds,
    secret: config.payloadSecret,
    mailer,
    children: children.service,
    bus,
    publicUrl: config.publicUrl,
    configuredPublicUrl: config.configuredPublicUrl,
    clock,
    log,
    rateLimitStore,
    broadcast,
    languages: {
      of: languageOf,
      remember: (parentId, language) => messaging.service.rememberLanguage(parentId, language),
    },
  })
  const files = createFiles({ payload, clock, log, secret: config.payloadSecret, storage: fileStorage })
  // The schedule answers the booking rules, so it comes first; it reads the appointments a new leave or
  // holiday falls on through appointments' read of those days, made apart from the module.
  const schedule = createSchedule({
    payload,
    people: accounts.service,
    centres: centres.service,
    appointments: appointmentsOnDaysOf(payload),
    bus,
    clock,
    log,
    tableChanges,
  })
  const appointments = createAppointments({
    payload,
    mailer,
    clock,
    log,
    children: children.service,
    people: accounts.service,
    centres: centres.service,
    schedule: schedule.service,
    walkInParent: accounts.walkInParent,
    bus,
    files: files.files,
    mailFrom: config.mailFrom,
    // A parent's reply reaches the branch, or the head office when the branch has no address of its own.
    replyToOf: async (centreId) =>
      (await centres.service.emailOf(centreId)) ??
      ((await content.repository.settings()).headOffice.email || undefined),
    languageOf,
    tableChanges,
  })
  // A parent's reminder channels, the phone senders and WhatsApp's webhook (docs/api/messaging.md). Its port to
  // the reminders module is connected once that module is made (below): each needs the other's service.
  const peopleLookup = createPeopleLookup(payload)
  const messaging = createMessaging({
    payload,
    people: {
      mobileOf: async (parentId) => (await peopleLookup.summariesOf([parentId]))[0]?.mobilenumber ?? null,
      fieldsIn: peopleLookup.fieldsIn,
    },
    config: config.messaging,
    secret: config.payloadSecret,
    clock,
    log,
    rateLimitStore,
  })
  // Reminders of approved appointments (docs/api/reminders.md): planned on every change of an appointment, sent by
  // a dispatcher in every process, on the channels the messaging module says each parent can be reached on.
  const reminders = createReminders({
    payload,
    appointments: appointments.service,
    centres: centres.service,
    people: accounts.service,
    mailer,
    secret: config.payloadSecret,
    publicUrl: config.publicUrl,
    reach: { reachOf: messaging.service.reachOf, senders: messaging.senders },
    overrides: config.reminders,
    pollMs: config.reminders.pollMs,
    leaseMs: config.reminders.leaseMs,
    clock,
    log,
  })
  messaging.connectReminders(reminders.service)
  bus.subscribe(APPOINTMENT_CHANGED, ({ appointment }) => reminders.onAppointmentChanged(appointment))
  bus.subscribe(MAIL_SENT, (sent) => reminders.onMailSent(sent))
  const iep = createIep({
    payload,
    children: children.service,
    people: accounts.service,
    files: files.files,
    uploads: files.uploads,
    mailer,
    clock,
    log,
    publicUrl: config.publicUrl,
    languageOf,
  })
  const games = createGames({ payload, children: children.service, clock })
  const enquiries = createEnquiries({
    payload,
    centres: centres.service,
    people: accounts.service,
    files: files.files,
    appointments: appointments.service,
    uploads: files.uploads,
    mailer,
    bus,
    secret: config.payloadSecret,
    clock,
    log,
    publicUrl: config.publicUrl,
    retentionDays: config.enquiryRetentionDays,
    rateLimitStore,
  })
  // The parent's home screen composes the modules above through their services (docs/api/parents.md).
  const parents = createParents({
    children: children.service,
    appointments: appointments.service,
    iep: iep.service,
    games: games.service,
  })
  const content = createContent({
    payload,
    centres: centres.service,
    enquiries: enquiries.service,
    refunds: refundTermsOf(payload),
  })
  const contact = createContact({
    payload,
    mailer,
    log,
    clock,
    rateLimitStore,
    recipient: async () => (await content.repository.settings()).headOffice.email,
  })
  const isSessionActive = accounts.service.isSessionActive

  const app: Express = express()
  app.disable('x-powered-by')
  // HSTS, client addresses and e-mailed links believe X-Forwarded-* only from a proxy on this machine.
  app.set('trust proxy', 'loopback')
  // Security headers on every answer; each surface below sets its own Content-Security-Policy (decision 022).
  app.use(baseSecurityHeaders())
  app.use(['/api', '/cms-api'], noStoreWhenSignedIn())

  // Payload's REST API, straight from Payload (decision 020), and Next.js (the admin panel) come first and see
  // the raw request body.
  app.all(CMS_API_PATHS, cmsApi({ payload: rawPayload, log }))
  if (nextHandler) {
    app.use('/admin', adminContentSecurityPolicy())
    app.all(['/admin', '/admin/*rest', '/_next/*rest', '/__nextjs_original-stack-frames'], nextHandler)
  }

  app.use('/api', createApiRouter())

  // Precompressed (brotli or gzip), hashed assets cached for a year, index.html revalidated (decision 017).
  app.use('/app', portalAssets(portalDir))
  app.get(PORTAL_ROUTES, portalContentSecurityPolicy(portalScriptHashes(portalDir)), portalIndex(portalDir))

  if (site) app.use(createSiteRouter({ site, content, contact, config, log, mediaDir: MEDIA_DIR }).router)
  app.use((_req, res) => {
    res.status(404).type('text').send('Page Not Found')
  })

  function createApiRouter(): Router {
    const api = Router({ caseSensitive: false })
    api.use(requestLog(log))
    api.use(bus.afterResponse())
    api.use(refuseControlCharacters)
    api.use(authenticate({ signer, isSessionActive }))
    api.get('/health', async (_req, res) => {
      try {
        // Payload's own migrations table: asks the database without reaching into a module's data.
        await payload.count({ collection: 'payload-migrations' })
        res.json({ status: 'ok', database: 'up' })
      } catch (err) {
        log.error({ err }, 'health check: the database does not answer')
        res.status(503).json({ status: 'error', database: 'down' })
      }
    })
    api.use(accounts.router)
    api.use(centres.router)
    api.use(children.router)
    api.use(appointments.router)
    api.use(schedule.router)
    api.use(iep.router)
    api.use(games.router)
    api.use(parents.router)
    api.use(messaging.router)
    api.use(enquiries.router)
    api.use(contact.router)
    api.use(files.router)
    api.use(reminders.router)
    if (mailer.devMailbox) {
      // Development without SMTP_URL: the mail that would have been sent, so OTPs can be read.
      const mailbox = mailer.devMailbox
      api.get('/dev/mailbox', (_req, res) => {
        res.json({ messages: [...mailbox].reverse() })
      })
    }
    api.use(apiNotFound)
    api.use(apiErrorHandler(log))
    return api
  }

  return {
    app,
    signer,
    mailer,
    outbox,
    isSessionActive,
    bus,
    tableChanges,
    modules: {
      accounts,
      appointments,
      centres,
      children,
      content,
      contact,
      enquiries,
      files,
      games,
      iep,
      messaging,
      parents,
      reminders,
      schedule,
    },
  }
}

export type AppInstance = ReturnType<typeof createApp>
