// The PostgreSQL that the test, migration and benchmark scripts make their scratch databases on: the server at
// PG_TEST_URL when it is set (a system PostgreSQL, `postgres://postgres@127.0.0.1:5432`), else an embedded one this
// script starts in a temp folder on a free port of its own and stops at the end, so they run on a fresh machine
// with no PostgreSQL installed or running (decision 042).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'

/** A port nothing listens on now, chosen by the kernel. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts the test PostgreSQL: `{ baseUrl, embedded, stop }`, `baseUrl` without a database (append `/<name>`).
 * `stop` is a no-op for PG_TEST_URL's server, which this script did not start.
 */
export async function startTestPostgres({ log = console.log } = {}) {
  const given = process.env.PG_TEST_URL?.trim()
  if (given) return { baseUrl: given.replace(/\/+$/, ''), embedded: false, stop: async () => undefined }
  const began = Date.now()
  const { startEmbeddedPostgres } = await tsImport('../modules/server/src/embedded-postgres.ts', import.meta.url)
  const dir = mkdtempSync(path.join(tmpdir(), 'test-postgres-'))
  // PostgreSQL runs as the `postgres` user when this runs as root: it must be able to enter the folder.
  chmodSync(dir, 0o755)
  const port = await freePort()
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dir, 'cluster'), port, database: 'postgres' })
  log(`embedded PostgreSQL on 127.0.0.1:${port} (PG_TEST_URL is not set), ready in ${Date.now() - began} ms`)
  return {
    baseUrl: postgres.baseUrl,
    embedded: true,
    async stop() {
      await postgres.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
