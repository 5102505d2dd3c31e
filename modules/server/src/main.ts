import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { ConfigError, loadConfig, logger, ROOT_DIR } from '@app/platform'
import { DatabaseUnavailableError } from './payload.ts'
import { startServer } from './server.ts'

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

async function main() {
  const startedAt = Date.now()
  ensureDevSecret()
  const config = loadConfig()
  if (config.databaseKind === 'sqlite') {
    mkdirSync(path.dirname(config.databaseUrl.replace(/^file:/, '')), { recursive: true })
  }
  const server = await startServer({ config, log: logger })
  logger.info({ url: server.url, database: config.databaseKind, ms: Date.now() - startedAt }, `serving on ${server.url}`)

  let signals = 0
  const shutdown = (signal: string) => {
    if (++signals > 1) process.exit(1)
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    server.stop().then(
      () => {
        logger.info('stopped cleanly')
        process.exit(0)
      },
      (err) => {
        logger.error({ err }, 'error while stopping')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    logger.fatal(`cannot start: ${error.message}`)
  } else {
    logger.fatal({ err: error }, 'cannot start')
  }
  process.exit(1)
})
