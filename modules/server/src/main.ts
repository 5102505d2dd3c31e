import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import cluster from 'node:cluster'
// Only the configuration, the logger and the embedded database are loaded before the configuration is checked: the
// server itself (Payload, every module, about 4 s of loading) is imported once the settings are known to be usable,
// so a misconfigured start says why at once.
import { ConfigError, EMBEDDED_PG_DATABASE, loadConfig, ROOT_DIR } from '@app/platform/config'
import { logger } from '@app/platform/logger'
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts'
import { DatabaseUnavailableError, RedisUnavailableError } from './startup-errors.ts'
import { runWorkers } from './cluster.ts'

/** In development the secret is generated once and kept in data/ (git-ignored), so sign-ins survive restarts. */
function ensureDevSecret() {
  if (process.env.NODE_ENV === 'production' || process.env.PAYLOAD_SECRET) return
  const file = path.join(ROOT_DIR, 'data', 'dev-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.DEV_PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

/** Reads .env at the repository root when there is one; variables already set in the environment win. */
function loadDotEnv() {
  const file = path.join(ROOT_DIR, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/** The PostgreSQL this process started (DATABASE_URL unset), stopped after the server on every way out. */
let embedded: EmbeddedPostgres | undefined

/**
 * Without DATABASE_URL the server starts PostgreSQL itself, its cluster in data/postgres (decision 042), and points
 * DATABASE_URL at it: WEB_CONCURRENCY's server processes inherit that and never start one of their own.
 */
async function startEmbeddedDatabase(settings: { dataDir: string; port: number }) {
  const startedAt = Date.now()
  embedded = await startEmbeddedPostgres({
    ...settings,
    database: EMBEDDED_PG_DATABASE,
    onLog: (line) => logger.debug({ postgres: line }, 'embedded PostgreSQL'),
  })
  process.env.DATABASE_URL = embedded.url
  logger.info(
    { dataDir: settings.dataDir, port: settings.port, pid: embedded.pid, ms: Date.now() - startedAt },
    'embedded PostgreSQL is running',
  )
}

async function stopEmbeddedDatabase() {
  if (!embedded) return
  await embedded.stop()
  logger.info('embedded PostgreSQL stopped')
}

async function main() {
  const startedAt = Date.now()
  loadDotEnv()
  ensureDevSecret()
  let config = loadConfig()
  if (config.embeddedPostgres) {
    await startEmbeddedDatabase(config.embeddedPostgres)
    config = loadConfig()
  }
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    // WEB_CONCURRENCY: this process only starts, replaces and stops the server processes (cluster.ts).
    runWorkers(config.webConcurrency, logger, { afterStop: stopEmbeddedDatabase })
    return
  }
  const { startServer, stopOnSignals } = await import('./server.ts')
  const server = await startServer({
    config,
    log: logger,
    // Operators and tests may run the API alone (no admin panel or site build needed).
    withCms: process.env.SERVE_CMS !== 'false',
    withSite: process.env.SERVE_SITE !== 'false',
  })
  logger.info(
    { url: server.url, database: config.databaseKind, ms: Date.now() - startedAt },
    `serving on ${server.url}`,
  )

  stopOnSignals(server, logger, { afterStop: stopEmbeddedDatabase })
}

main().catch(async (error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof RedisUnavailableError ||
    error instanceof EmbeddedPostgresError
  ) {
    logger.fatal(`cannot start: ${error.message}`)
  } else {
    logger.fatal({ err: error }, 'cannot start')
  }
  await stopEmbeddedDatabase().catch(() => undefined)
  process.exit(1)
})
