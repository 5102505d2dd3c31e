import { mkdtempSync, rmSync } from 'node:fs'
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
  process.env.TEST_DATABASE_URL ??= `file:${path.join(mkdtempSync(path.join(tmpdir(), 'app-test-')), 'test.db')}`
  const server = await startServer({ config: testConfig(), log: logger, withCms: false, withSite: false })
  await server.stop()
  // vitest.config.ts made a media directory for this run's uploads; remove it afterwards.
  return () => {
    const media = process.env.MEDIA_DIR
    if (media && path.basename(media).startsWith('app-test-media-')) rmSync(media, { recursive: true, force: true })
  }
}
