// `npm run types:generate`: writes Payload's document types (every collection and global of cms/payload.config.ts)
// to modules/platform/src/payload-types.ts, formatted like the rest of the code.
// `npm run types:check` (part of `npm run validate`): generates into a temporary file and fails when the committed
// file differs, so a collection changed without regenerating never lands.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'

const root = path.resolve(import.meta.dirname, '..')
const target = path.join(root, 'modules', 'platform', 'src', 'payload-types.ts')
const isCheck = process.argv.includes('--check')
const scratch = mkdtempSync(path.join(tmpdir(), 'payload-types-'))
const generated = path.join(scratch, 'payload-types.ts')

try {
  const result = spawnSync('npx', ['payload', 'generate:types'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
      PAYLOAD_TS_OUTPUT_PATH: generated,
      PAYLOAD_SECRET: 'types-only',
      // Generating reads the config only; the database is never opened, but the adapter needs an address, and
      // a PostgreSQL one since the server refuses SQLite (decision 042).
      DATABASE_URL: 'postgres://types-only@127.0.0.1:1/never-opened',
      LOG_LEVEL: 'silent',
    },
  })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    process.exit(result.status ?? 1)
  }
  const options = { ...(await prettier.resolveConfig(target)), filepath: target }
  const fresh = await prettier.format(readFileSync(generated, 'utf8'), options)
  const committed = (() => {
    try {
      return readFileSync(target, 'utf8')
    } catch {
      return ''
    }
  })()
  const relative = path.relative(root, target)
  if (isCheck) {
    if (fresh !== committed) {
      console.error(`${relative} is out of date with the Payload config: run \`npm run types:generate\` and commit it.`)
      process.exit(1)
    }
    console.log(`${relative} is up to date.`)
  } else if (fresh !== committed) {
    writeFileSync(target, fresh)
    console.log(`wrote ${relative}`)
  } else {
    console.log(`${relative} was already up to date.`)
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
