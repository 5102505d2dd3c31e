import { rmSync } from 'node:fs'
import path from 'node:path'
import { logger } from '@app/platform'
import { startServer } from '@app/server'
import { statementOnServerOf } from './fresh-database.ts'
import { ISOLATED_COPIES, isolatedDatabaseVariable, testConfig } from './test-config.ts'

/**
 * Runs once per test run: migrates and seeds the fresh database scripts/test.mjs made (TEST_DATABASE_URL)
 * so that test files starting servers in parallel only ever read the schema and the seed.
 */
export default async function setup() {
  Object.assign(process.env, { NODE_ENV: 'test' })
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'TEST_DATABASE_URL is not set: give a fresh PostgreSQL database (postgres://...), or run `npm run test:api`, ' +
        'which starts PostgreSQL (PG_TEST_URL, else an embedded one) and makes one.',
    )
  }
  // The API projects (`api`, `api-shared`, `api-s3`) all name this setup; run together (scripts/test.mjs) they share one database,
  // seeded and copied once.
  if (process.env.TEST_DATABASE_PREPARED === process.env.TEST_DATABASE_URL) return
  process.env.TEST_DATABASE_PREPARED = process.env.TEST_DATABASE_URL
  const server = await startServer({ config: testConfig(), log: logger, withCms: false, withSite: false })
  await server.stop()
  // Test files run two at a time on the one database. Those that count every row of a table (to show a refused
  // request stored nothing) or change what others read (the seed test edits the home page) each get a copy of
  // their own that no other file writes to: `isolatedDatabaseUrl(name)` in test-config.ts.
  // One after another: PostgreSQL copies a template only while nothing else is using it.
  const copies: Array<Awaited<ReturnType<typeof copyDatabase>>> = []
  for (const name of ISOLATED_COPIES) {
    const copy = await copyDatabase(process.env.TEST_DATABASE_URL as string, name)
    process.env[isolatedDatabaseVariable(name)] = copy.url
    copies.push(copy)
  }
  // vitest.config.ts made a media directory for this run's uploads; remove it afterwards.
  return async () => {
    for (const copy of copies) await copy.drop()
    const media = process.env.MEDIA_DIR
    if (media && path.basename(media).startsWith('app-test-media-')) rmSync(media, { recursive: true, force: true })
  }
}

/** A copy of the migrated, seeded database (made while nothing is connected to it), and how to drop it. */
async function copyDatabase(url: string, suffix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = new URL(url)
  const name = source.pathname.slice(1)
  const copyName = `${name}_${suffix}`.slice(0, 63)
  const run = statementOnServerOf(url)
  await run(`DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`)
  await run(`CREATE DATABASE "${copyName}" TEMPLATE "${name}"`)
  const copyUrl = new URL(url)
  copyUrl.pathname = `/${copyName}`
  return { url: copyUrl.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`) }
}
