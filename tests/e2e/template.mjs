// The journeys' template: one database migrated and seeded once per run, with the pictures the seed uploaded. Each
// journey server (serve.mjs) starts on a copy of it (CREATE DATABASE … TEMPLATE, and a copy of the pictures) instead
// of migrating and seeding a database of its own: two servers seeding at once took about a minute and a quarter of
// the end-to-end stage before its first journey (decision 068). `npm test` seeds it beside the build.
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { serverArgs } from '../../scripts/server-command.mjs'
import { freePort } from '../../scripts/test-postgres.mjs'
import { e2eServerEnv } from './server-env.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Runs one statement on the maintenance database of the PostgreSQL at `baseUrl` (no database in the URL). */
export async function onServer(baseUrl, statement) {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Migrates and seeds a new database on the PostgreSQL at `baseUrl` by starting the server on it once, as a journey
 * server would start (its settings, tests/e2e/server-env.mjs), then stopping it. Answers the database's name, the
 * folder of the seed's pictures, and `drop`. The reminders are left to each journey server's first start (it plans
 * and sends the seed's due ones, as it did when it seeded its own database); the admin panel and the site are not
 * served, so this needs no build and can run beside it.
 */
export async function seedE2eTemplate({ baseUrl, log = console.log, timeoutMs = 300_000 }) {
  const began = Date.now()
  const database = `e2e_template_${process.pid}`
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-template-'))
  // The server may run as another user than this script (PostgreSQL's does; the pictures are copied by serve.mjs).
  chmodSync(folder, 0o755)
  const mediaDir = path.join(folder, 'media')
  const drop = async () => {
    await onServer(baseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
    rmSync(folder, { recursive: true, force: true })
  }
  await onServer(baseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await onServer(baseUrl, `CREATE DATABASE ${database}`)
  const port = await freePort()
  // Nothing listens on these: a journey server's first start delivers what it queues, not this one.
  const [smtpPort, whatsAppPort] = [await freePort(), await freePort()]
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...e2eServerEnv({ port, smtpPort, whatsAppPort, databaseUrl: `${baseUrl}/${database}`, mediaDir }),
      SERVE_CMS: 'false',
      SERVE_SITE: 'false',
      REMINDER_DISPATCH: 'off',
    },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  try {
    const deadline = Date.now() + timeoutMs
    while (!(await healthy(port))) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`)
      if (Date.now() > deadline) throw new Error(`the server was not up within ${timeoutMs / 1000} s:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    child.kill('SIGTERM')
    const code = await exited
    if (code !== 0) throw new Error(`the server stopped with ${code}:\n${output}`)
  } catch (error) {
    child.kill('SIGKILL')
    await drop()
    throw error
  }
  log(`the journeys' template database ${database} is migrated and seeded, in ${Date.now() - began} ms`)
  return { database, mediaDir, drop }
}

async function healthy(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`)
    return response.status === 200
  } catch {
    return false
  }
}
