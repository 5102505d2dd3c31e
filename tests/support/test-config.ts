import { loadConfig, type AppConfig } from '@app/platform'

/** The database every API test of this run uses (scripts/test.mjs picks SQLite or PostgreSQL). */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set; tests/support/global-setup.ts sets it')
  return url
}

/** The secret every server of a test run signs with, so processes accept each other's tokens. */
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-tests'

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabaseUrl(),
    PAYLOAD_SECRET: TEST_SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
    ...overrides,
  })
}
