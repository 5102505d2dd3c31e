// `npm run migrate:create -- <name>`: generates the PostgreSQL migration for a schema change (cms/migrations/postgres),
// on a scratch database of the test PostgreSQL (PG_TEST_URL, else an embedded one: scripts/test-postgres.mjs).
// `npm run migrate:create -- <name> --replace` first deletes the migration called <name>
// so a schema still being worked on on a branch keeps exactly one migration of its own.
import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startTestPostgres } from './test-postgres.mjs'

const args = process.argv.slice(2)
const replace = args.includes('--replace')
const name = args.find((arg) => !arg.startsWith('--'))
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case> [--replace]')
  process.exit(1)
}
const root = path.resolve(import.meta.dirname, '..')

if (replace) {
  const dir = path.join(root, 'cms', 'migrations', 'postgres')
  for (const file of readdirSync(dir)) {
    // Generated names are <yyyymmdd>_<hhmmss>_<name>.(ts|json)
    if (new RegExp(`^\\d{8}_\\d{6}_${name}\\.(ts|json)$`).test(file)) {
      rmSync(path.join(dir, file))
      console.log(`removed postgres/${file}`)
    }
  }
  writeIndex(dir)
}

/** Rewrites a migrations index.ts the way Payload writes it, listing the migrations left in `dir`. */
function writeIndex(dir) {
  const names = readdirSync(dir)
    .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
    .sort()
  const imports = names.map((n) => `import * as migration_${n} from './${n}';`).join('\n')
  const entries = names
    .map((n) => `  {\n    up: migration_${n}.up,\n    down: migration_${n}.down,\n    name: '${n}'\n  },`)
    .join('\n')
  writeFileSync(path.join(dir, 'index.ts'), `${imports}\n\nexport const migrations = [\n${entries}\n];\n`)
}
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
  if (result.status !== 0) throw new Error(`payload migrate:create exited with ${result.status}`)
}

// The adapter compares the config with the previous migration's snapshot, so an empty database suffices.
const postgres = await startTestPostgres()
const admin = new pg.Client({ connectionString: `${postgres.baseUrl}/postgres` })
try {
  await admin.connect()
  await admin.query(`CREATE DATABASE ${database}`)
  try {
    create(`${postgres.baseUrl}/${database}`)
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  }
} finally {
  await admin.end().catch(() => undefined)
  await postgres.stop()
}
