import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { logger } from '@app/platform'
import { startServer } from '@app/server'
import { testConfig } from './test-config.ts'

/**
 * Runs once per test run: picks a fresh database when none was given, then migrates and seeds it
 * so that test files starting servers in parallel only ever read the schema and the seed.
 */
export default async function setup() {
  Object.assign(process.env, { NODE_ENV: 'test' })
  const dir = mkdtempSync(path.join(tmpdir(), 'app-test-'))
  process.env.TEST_DATABASE_URL ??= `file:${path.join(dir, 'test.db')}`
  // The seed's images are uploaded once per run, into a directory of the run's own.
  process.env.MEDIA_DIR ??= path.join(dir, 'media')
  const server = await startServer({ config: testConfig(), log: logger, withCms: false, withSite: false })
  await server.stop()
}
