import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { databaseKindOf, ROOT_DIR, SQLITE_BUSY_TIMEOUT_MS } from '@app/platform/config'

const migrationsRoot = path.join(ROOT_DIR, 'cms', 'migrations')

/**
 * Picks Payload's database adapter from DATABASE_URL. Schema changes always go through the
 * committed migrations (push is off), so development, tests and production share one schema path.
 */
export function databaseAdapterFor(url: string): DatabaseAdapterObj {
  switch (databaseKindOf(url)) {
    case 'sqlite':
      return sqliteAdapter({
        client: { url },
        idType: 'uuid',
        push: false,
        migrationDir: path.join(migrationsRoot, 'sqlite'),
        // Concurrent writers wait for the lock instead of failing at once with SQLITE_BUSY.
        busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
        wal: true,
        // Payload's transactions on SQLite too (off by default there): a use case's writes commit
        // together or not at all, as on PostgreSQL (docs/decisions/012-transactions.md).
        // SQLITE_TRANSACTIONS=off only for measuring the difference (scripts/bench-transactions.ts).
        transactionOptions: process.env.SQLITE_TRANSACTIONS === 'off' ? false : {},
      })
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
