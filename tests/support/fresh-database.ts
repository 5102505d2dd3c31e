import pg from 'pg'
import { testDatabaseUrl } from './test-config.ts'

let made = 0

/**
 * An empty database of its own on the test run's PostgreSQL (nothing migrated or seeded), for a test of what a
 * server does on its first start; `drop` removes it (and ends connections a server left behind).
 */
export async function freshDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(testDatabaseUrl())
  const name = `${base.pathname.slice(1)}_${label}_${process.pid}_${++made}`.slice(0, 63)
  const run = statementOnServerOf(base)
  await run(`CREATE DATABASE "${name}"`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

/** Runs one statement on the maintenance database of `url`'s server (CREATE / DROP DATABASE cannot run inside it). */
export function statementOnServerOf(url: URL | string): (statement: string) => Promise<void> {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  return async (statement) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
}
