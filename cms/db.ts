import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { databaseKindOf, ROOT_DIR } from '@app/platform/config'

const migrationsRoot = path.join(ROOT_DIR, 'cms', 'migrations')

/**
 * Picks Payload's database adapter from DATABASE_URL. Schema changes always go through the
 * committed migrations (push is off), so development, tests and production share one schema path.
 */
export function databaseAdapterFor(url: string): DatabaseAdapterObj {
  switch (databaseKindOf(url)) {
    case 'postgres':
      return postgresAdapter({
        pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
        idType: 'uuid',
        push: false,
        migrationDir: path.join(migrationsRoot, 'postgres'),
      })
    case 'mongodb':
      // Not exercised here: no MongoDB server runs on our machines (README, "Databases").
      return mongooseAdapter({ url })
  }
}
