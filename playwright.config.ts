import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

/** Port of the server the journeys run against; not 3000, so a stray dev server is never reused. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)

// End-to-end journeys through real Chromium. The caller builds first (`npx turbo run build`)
// and installs the browser with `bash scripts/ensure-chromium.sh`.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    // The server's data folder is known to the journeys (tests/e2e/support.ts E2E_DATABASE_FILE).
    env: { E2E_PORT: String(E2E_PORT), E2E_DATA_DIR: path.join(tmpdir(), `e2e-data-${E2E_PORT}`) },
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets serve.mjs stop the server and delete its temp database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
