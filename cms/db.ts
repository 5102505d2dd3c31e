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
        // Transactions on SQLite stay off unless SQLITE_TRANSACTIONS=on: with them on, the second
        // connection they need read stale data beside the mail outbox's worker (a user just created could
        // not sign in), which is not yet understood (docs/decisions/012-transactions.md, "SQLite").
        transactionOptions: process.env.SQLITE_TRANSACTIONS === 'on' ? {} : false,
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
