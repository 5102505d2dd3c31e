// Playwright's webServer command: the built app on the e2e port against a PostgreSQL database of its own on the
// test PostgreSQL (PG_TEST_URL, which `npm test` sets; else an embedded one started here), so every run starts from
// the seed and leaves nothing behind. Under `npm test` that database is a copy of the journeys' seeded template
// (E2E_TEMPLATE_DATABASE and its pictures in E2E_TEMPLATE_MEDIA, tests/e2e/template.mjs); without one, the server
// migrates and seeds a fresh database itself.
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestPostgres } from '../../scripts/test-postgres.mjs'
import { e2eServerEnv } from './server-env.mjs'
import { onServer } from './template.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
// E2E_DATA_DIR (set by playwright.config.ts from the port) holds the database's URL (database-url), which lets a
// journey open the database to move an enquiry back in time (tests/e2e/enquiries-support.ts); it is emptied first,
// like a fresh temp dir.
const dataDir = process.env.E2E_DATA_DIR ? freshDir(process.env.E2E_DATA_DIR) : mkdtempSync(path.join(tmpdir(), 'e2e-'))

function freshDir(dir) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  return dir
}

const port = process.env.E2E_PORT ?? '3210'
// Journeys that send mail start a real SMTP server on this port (tests/e2e/support.ts, mailbox()).
const smtpPort = process.env.E2E_SMTP_PORT ?? String(Number(port) + 1)
// Journeys that use WhatsApp start its fake on this port (tests/e2e/servers.ts, tests/support/fake-whatsapp.ts, whose
// default settings these are); the server is configured for it, and a journey that starts no fake never sends.
const whatsAppPort = process.env.E2E_WHATSAPP_PORT ?? String(Number(port) + 500)

const postgres = await startTestPostgres({ log: (line) => console.log(`e2e: ${line}`) })
const database = `e2e_${port}_${process.pid}`
const admin = (statement) => onServer(postgres.baseUrl, statement)
// The template lives on the run's PostgreSQL: an embedded one this script started has none.
const template = postgres.embedded ? undefined : process.env.E2E_TEMPLATE_DATABASE
const mediaDir = path.join(dataDir, 'media')
await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
if (template) {
  await admin(`CREATE DATABASE ${database} TEMPLATE ${template}`)
  cpSync(process.env.E2E_TEMPLATE_MEDIA, mediaDir, { recursive: true })
} else {
  await admin(`CREATE DATABASE ${database}`)
}
const databaseUrl = `${postgres.baseUrl}/${database}`
writeFileSync(path.join(dataDir, 'database-url'), databaseUrl, { mode: 0o600 })

const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: e2eServerEnv({ port, smtpPort, whatsAppPort, databaseUrl, mediaDir }),
})

const removeData = async () => {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
  await postgres.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal))
}
child.on('error', async (error) => {
  console.error(`e2e: could not start the server: ${error.message}`)
  await removeData()
  process.exit(1)
})
child.on('exit', async (code, signal) => {
  await removeData()
  process.exit(code ?? (signal ? 1 : 0))
})
