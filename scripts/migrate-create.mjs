// `npm run migrate:create -- <name>`: generates the migration for a schema change on both SQL databases.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(1)
}
const root = path.resolve(import.meta.dirname, '..')
const pgBase = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432'
const scratch = mkdtempSync(path.join(tmpdir(), 'migrate-'))
const database = `migrate_${Date.now()}`

function create(databaseUrl) {
  const result = spawnSync('npx', ['payload', 'migrate:create', name], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'migrate-only',
      PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
    },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// Each adapter compares the config with the previous migration's snapshot, so empty databases suffice.
create(`file:${path.join(scratch, 'migrate.db')}`)
const admin = new pg.Client({ connectionString: `${pgBase}/postgres` })
await admin.connect()
await admin.query(`CREATE DATABASE ${database}`)
try {
  create(`${pgBase}/${database}`)
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin.end()
  rmSync(scratch, { recursive: true, force: true })
}
