import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// API tests upload the seed's pictures into a directory of the run's own, never into data/media.
// Set here (the main process) so the global setup and every test worker see the same directory.
process.env.MEDIA_DIR ??= mkdtempSync(path.join(tmpdir(), 'app-test-media-'))
// Reports and prescriptions too (modules/appointments keeps them outside the media directory).
process.env.PRIVATE_UPLOADS_DIR ??= mkdtempSync(path.join(tmpdir(), 'app-test-private-uploads-'))

/**
 * The API files that use only their worker's shared server (`sharedTestServer()`, tests/support/server.ts). They form
 * the `api-shared` project, which runs them without isolation so that a worker imports the server and starts
 * Payload once for all of them; every other API file starts servers of its own, with its own settings, isolated.
 */
const apiDir = 'tests/api'
const sharedServerFiles = readdirSync(apiDir)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `${apiDir}/${name}`)
  .filter((file) => readFileSync(file, 'utf8').includes('sharedTestServer('))

const apiTest: TestProjectInlineConfiguration['test'] = {
  globalSetup: ['tests/support/global-setup.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Private files on local disk here, whatever the shell says: the api-s3 project runs the files tests on S3.
  env: { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', FILES_STORE: 'local' },
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a two-core machine, while an API
    // test spends much of its time waiting on its own server and database. Two files at once halved the API stage
    // there (SQLite 536 s → 279 s); the files share one database, so each counts only the rows it made.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'modules/**/*.test.ts',
            'site/src/**/*.test.{ts,tsx}',
            'portal/src/**/*.test.{ts,tsx}',
            // The portal's build plugins (chunk groups, preloads, facades).
            'portal/*.test.ts',
            'cms/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      { test: { ...apiTest, name: 'api', include: ['tests/api/**/*.test.ts'], exclude: sharedServerFiles } },
      {
        // These files mostly wait (on their worker's server, the database, a password hash on the thread pool): two
        // workers kept about one core of two busy while they ran, so they get a worker more than the cores, in a
        // group of their own after the isolated files, which are bound by the CPU (decision 068).
        test: {
          ...apiTest,
          name: 'api-shared',
          include: sharedServerFiles,
          isolate: false,
          sequence: { groupOrder: 1 },
          maxWorkers: Math.max(3, availableParallelism() + 1),
        },
      },
      {
        // The tests that store private files, again with FILES_STORE=s3 against a local S3-compatible server
        // (s3rver, started by tests/support/s3-setup.ts): store, Range, signed links, tus uploads, removal, backup.
        test: {
          name: 'api-s3',
          include: [
            'tests/api/files-uploads.test.ts',
            'tests/api/files-staged.test.ts',
            'tests/api/iep-video.test.ts',
            'tests/api/appointments-booking.test.ts',
            'tests/api/enquiries-public.test.ts',
            'tests/api/backup-restore.test.ts',
          ],
          // global-setup.ts seeds the database once even when the `api` project runs in the same invocation.
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/s3-setup.ts'],
          setupFiles: ['tests/support/s3-env.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Each file starts its server while s3rver runs beside it.
          hookTimeout: 180_000,
          env: { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
        },
      },
    ],
  },
})
