import { getPayload, type Payload } from 'payload'
import type { AppConfig, Logger } from '@app/platform'

/** Why the server could not reach its database, in words an operator can act on. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@')

/**
 * Starts Payload on the configured database and applies the committed migrations.
 * The environment is set first because the same config file is also evaluated inside Next's bundle.
 */
export async function startPayload(config: AppConfig, log: Logger): Promise<Payload> {
  process.env.PAYLOAD_SECRET = config.payloadSecret
  process.env.DATABASE_URL = config.databaseUrl
  process.env.PUBLIC_URL ??= config.publicUrl
  // Payload's own HMR socket is for `next dev` only; our server never runs it.
  process.env.DISABLE_PAYLOAD_HMR = 'true'

  const { default: payloadConfig } = await import('@app/cms/payload.config')
  const { migrationsFor } = await import('@app/cms/migrations')
  let payload: Payload
  try {
    payload = await getPayload({ config: payloadConfig })
  } catch (error) {
    throw new DatabaseUnavailableError(
      `Cannot open the ${config.databaseKind} database at ${redact(config.databaseUrl)}: ${(error as Error).message}`,
    )
  }
  const migrations = migrationsFor(config.databaseKind)
  if (migrations.length > 0) {
    await payload.db.migrate({ migrations })
    log.info({ count: migrations.length }, 'database migrations are up to date')
  }
  return payload
}
