import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { logger } from '@app/platform'
import { startServer } from '@app/server'
import { ISOLATED_DATABASES, isolatedDatabaseVariable, testConfig } from './test-config.ts'

/**
 * Runs once per test run: picks a fresh database when none was given, then migrates and seeds it
 * so that test files starting servers in parallel only ever read the schema and the seed.
 */
export default async function setup() {
  Object.assign(process.env, { NODE_ENV: 'test' })
  process.env.TEST_DATABASE_URL ??= `file:${path.join(mkdtempSync(path.join(tmpdir(), 'app-test-')), 'test.db')}`
  const server = await startServer({ config: testConfig(), log: logger, withCms: false, withSite: false })
  await server.stop()
  // Test files run two at a time on the one database. Those that count every row of a table (to show a refused
  // request stored nothing) or change what others read (the seed test edits the home page) each get a copy of
  // their own that no other file writes to: `isolatedDatabaseUrl(name)` in test-config.ts.
  // One after another: PostgreSQL copies a template only while nothing else is using it.
  const copies: Array<Awaited<ReturnType<typeof copyDatabase>>> = []
  for (const name of ISOLATED_DATABASES) {
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
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length)
    const dir = mkdtempSync(path.join(tmpdir(), 'app-test-copy-'))
    const copy = path.join(dir, `${suffix}.db`)
    copyFileSync(file, copy)
    if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`)
    return { url: `file:${copy}`, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const source = new URL(url)
  const name = source.pathname.slice(1)
  const copyName = `${name}_${suffix}`.slice(0, 63)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`)
  await run(`CREATE DATABASE "${copyName}" TEMPLATE "${name}"`)
  const copyUrl = new URL(url)
  copyUrl.pathname = `/${copyName}`
  return { url: copyUrl.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`) }
}
