import { loadConfig, type AppConfig } from '@app/platform'

/** The database every API test of this run uses (scripts/test.mjs picks SQLite or PostgreSQL). */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set; tests/support/global-setup.ts sets it')
  return url
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabaseUrl(),
    PAYLOAD_SECRET: 'test-secret-that-is-long-enough-for-tests',
    PORT: '0',
    HOST: '127.0.0.1',
    ...overrides,
  })
}
