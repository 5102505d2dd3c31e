// `npm run migrate:create -- <name>`: generates the migration for a schema change on both SQL databases.
// `npm run migrate:create -- <name> --replace` first deletes the migrations called <name> (both databases)
// so a schema still being worked on on a branch keeps exactly one migration of its own.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const args = process.argv.slice(2)
const replace = args.includes('--replace')
const name = args.find((arg) => !arg.startsWith('--'))
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case> [--replace]')
  process.exit(1)
}
const root = path.resolve(import.meta.dirname, '..')

if (replace) {
  for (const kind of ['sqlite', 'postgres']) {
    const dir = path.join(root, 'cms', 'migrations', kind)
    for (const file of readdirSync(dir)) {
      // Generated names are <yyyymmdd>_<hhmmss>_<name>.(ts|json)
      if (new RegExp(`^\\d{8}_\\d{6}_${name}\\.(ts|json)$`).test(file)) {
        rmSync(path.join(dir, file))
        console.log(`removed ${kind}/${file}`)
      }
    }
    writeIndex(dir)
  }
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
