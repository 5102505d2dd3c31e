import type { Migration } from 'payload'
import type { DatabaseKind } from '@app/platform/config'

/**
 * The committed migrations (PostgreSQL's; MongoDB needs none). Loaded by path so the
 * generated files, which Payload writes against its own copy of drizzle's types, stay out of type checking.
 */
export async function migrationsFor(kind: DatabaseKind): Promise<Migration[]> {
  if (kind === 'mongodb') return []
  const folder: string = 'postgres'
  const { migrations } = (await import(`./${folder}/index.ts`)) as { migrations: Migration[] }
  return migrations
}
