import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import {
  createLocalBroadcast,
  createMemoryRateLimitStore,
  createRedisBroadcast,
  createRedisRateLimitStore,
  ROOT_DIR,
  type AppConfig,
  type Clock,
  type Logger,
} from '@app/platform'
import { fileStorageFromEnv } from '@app/files'
import { createSiteRenderer, type SiteRenderer } from '@app/site'
import { createApp, type AppInstance } from './app.ts'
import { closeDatabase, startPayload } from './payload.ts'
import { attachRealtime, type Realtime } from './realtime.ts'
import { connectRedis } from './redis.ts'
import { seedFirstStart } from './seed.ts'

export interface RunningServer {
  url: string
  httpServer: Server
  payload: Payload
  app: AppInstance
  realtime: Realtime
  /** Stops accepting, finishes requests in flight, then closes sockets and the database. */
  stop(): Promise<void>
}

export interface StartOptions {
  config: AppConfig
  log: Logger
  /** Serve Payload's admin panel through Next.js (needs `next build`); off in API tests. */
  withCms?: boolean
  /** Serve the built public site; off in API tests. */
  withSite?: boolean
  /** A site renderer to use instead of the built site (API tests render the site from its source). */
  site?: SiteRenderer
  /** Seed branches, home content and (outside production) demo accounts. */
  seed?: boolean
  /** The time the rules read (OTP expiry, throttling); tests move it forward. */
  clock?: Clock
  /** The built portal to serve (default portal/dist); tests give a small one of their own. */
  portalDir?: string
}

/** Starts the whole product in this process: database, seed, HTTP, Socket.IO and (optionally) Next.js. */
export async function startServer({
  config,
  log,
  withCms = true,
  withSite = true,
  site: givenSite,
  seed = true,
  clock,
  portalDir,
}: StartOptions): Promise<RunningServer> {
  process.env.APP_ROOT ??= ROOT_DIR
  // With REDIS_URL, one connection shared by the rate limits (counts shared by every server process)
  // and the Socket.IO adapter; without it, both stay inside this process. Asked first: a wrong REDIS_URL
  // is told within its timeout, not after the database and the admin panel have started.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined

  let payload: Payload
  let nextHandler: RequestHandler | undefined
  let closeNext: (() => Promise<void>) | undefined
  try {
    payload = await startPayload(config, log)
    if (withCms) {
      const { default: next } = await import('next')
      const nextApp = next({ dev: false, dir: path.join(ROOT_DIR, 'cms'), quiet: true })
      await nextApp.prepare()
      const handle = nextApp.getRequestHandler()
      nextHandler = (req, res) => void handle(req, res)
      closeNext = () => nextApp.close()
    }
  } catch (error) {
    // A start that fails here must not leave the Redis connection holding the process (or a test worker) open.
    redis?.destroy()
    throw error
  }

  const rateLimitStore = redis ? createRedisRateLimitStore({ client: redis, log }) : createMemoryRateLimitStore()
  // Ended sessions are announced to every process (their session caches), over Redis pub/sub.
  const broadcast = redis ? await createRedisBroadcast({ client: redis, log }) : createLocalBroadcast()

  const site = givenSite ?? (withSite ? await createSiteRenderer() : undefined)
  // Private files on local disk, or in S3 when FILES_STORE=s3 (README, "Private files").
  const fileStorage = await fileStorageFromEnv(process.env)
  const instance = createApp({
    payload,
    config,
    log,
    site,
    nextHandler,
    clock,
    rateLimitStore,
    broadcast,
    fileStorage,
    ...(portalDir ? { portalDir } : {}),
  })
  if (seed) await seedFirstStart({ payload, config, log, ...instance.modules })
  // The dispatcher and its catch-up start once the seed has written its appointments, so the seed's approved visits
  // are planned by the first catch-up.
  if (config.reminders.dispatch) instance.modules.reminders.start()
  // Files a crash left staged (docs/decisions/054): promoted before the first request when their record was
  // committed. A store that cannot be reached does not stop the start: reads promote too, and the sweep retries.
  await instance.modules.files
    .settleStaged()
    .catch((err: unknown) => log.error({ err }, 'could not settle the staged files at start-up'))

  const httpServer = createServer(instance.app)
  // Requests in flight finish on shutdown; idle keep-alive connections must not hold it open.
  httpServer.keepAliveTimeout = 5000
  const realtime = await attachRealtime({
    httpServer,
    signer: instance.signer,
    isSessionActive: instance.isSessionActive,
    redis,
    bus: instance.bus,
    log,
  })

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(config.port, config.host, () => resolve())
  })
  const { port } = httpServer.address() as AddressInfo
  const url = `http://localhost:${port}`

  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()))
      httpServer.closeIdleConnections()
      await realtime.close()
      instance.modules.files.stop()
      instance.modules.enquiries.stop()
      await instance.modules.reminders.stop()
      await closed
      // Deliveries in flight get a moment; a cut-off one is retried (by another process, or the next start).
      await instance.outbox.worker?.stop()
      instance.outbox.close()
      await instance.bus.settled()
      await instance.tableChanges.close()
      await broadcast.close()
      // close() waits for replies; while Redis is unreachable, destroy() stops the reconnect loop.
      await redis?.close().catch(() => redis.destroy())
      await closeNext?.()
      await closeDatabase(payload)
      // getPayload caches its instance process-wide; forget it so a later start in this process
      // (tests, or an embedding host) opens the database again instead of reusing a closed one.
      ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
    })())

  return { url, httpServer, payload, app: instance, realtime, stop }
}

/** SIGTERM or SIGINT stops the server gracefully; a second signal, or 10 s without finishing, exits at once. */
export function stopOnSignals(
  server: RunningServer,
  log: Logger,
  { afterStop }: { afterStop?: () => Promise<void> } = {},
): void {
  let signals = 0
  const shutdown = (signal: string) => {
    if (++signals > 1) process.exit(1)
    log.info({ signal }, 'shutting down: finishing requests in flight')
    const force = setTimeout(() => {
      log.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    server
      .stop()
      // The embedded PostgreSQL, once no request needs it.
      .then(() => afterStop?.())
      .then(
        () => {
          log.info('stopped cleanly')
          process.exit(0)
        },
        (err: unknown) => {
          log.error({ err }, 'error while stopping')
          process.exit(1)
        },
      )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}
