// Playwright's webServer command: the built app on the e2e port against a fresh PostgreSQL database of its own on
// the test PostgreSQL (PG_TEST_URL, which `npm test` sets; else an embedded one started here), so every run starts
// from the seed and leaves nothing behind.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startTestPostgres } from '../../scripts/test-postgres.mjs'

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
const admin = async (statement) => {
  const client = new pg.Client({ connectionString: `${postgres.baseUrl}/postgres` })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
await admin(`CREATE DATABASE ${database}`)
const databaseUrl = `${postgres.baseUrl}/${database}`
writeFileSync(path.join(dataDir, 'database-url'), databaseUrl, { mode: 0o600 })

const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    WHATSAPP_API_URL: `http://127.0.0.1:${whatsAppPort}/v21.0`,
    WHATSAPP_TOKEN: 'fake-whatsapp-token',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210',
    WHATSAPP_APP_SECRET: 'fake-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'fake-verify-token',
    DATABASE_URL: databaseUrl,
    // Uploaded images go with the database, so every run starts from the seed's pictures.
    MEDIA_DIR: path.join(dataDir, 'media'),
    PAYLOAD_SECRET: 'e2e-secret-that-is-long-enough-for-payload',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
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
