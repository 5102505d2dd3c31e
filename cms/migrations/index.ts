import type { DatabaseKind } from '@app/platform/config'
import { migrations as postgresMigrations } from './postgres/index.ts'
import { migrations as sqliteMigrations } from './sqlite/index.ts'

/** The committed migrations for a database kind (MongoDB needs none). */
export function migrationsFor(kind: DatabaseKind) {
  if (kind === 'sqlite') return sqliteMigrations
  if (kind === 'postgres') return postgresMigrations
  return []
}
