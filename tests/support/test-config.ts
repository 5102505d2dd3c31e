import { loadConfig, type AppConfig } from '@app/platform'

/** The database every API test of this run uses (scripts/test.mjs makes it on the test PostgreSQL). */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set; tests/support/global-setup.ts sets it')
  return url
}

/** The test files that run on a copy of the seeded database of their own (tests/support/global-setup.ts). */
export const ISOLATED_DATABASES = [
  'bad_input',
  'seed',
  'enquiries_public',
  'iep_video',
  'control_characters',
  'connections',
  'backup',
  'crash',
] as const
export type IsolatedDatabase = (typeof ISOLATED_DATABASES)[number]

export const isolatedDatabaseVariable = (name: IsolatedDatabase) => `TEST_DATABASE_URL_${name.toUpperCase()}`

/** The copy of the seeded database that only the file named `name` uses: `startTestServer({ DATABASE_URL })`. */
export function isolatedDatabaseUrl(name: IsolatedDatabase): string {
  const url = process.env[isolatedDatabaseVariable(name)]
  if (!url) throw new Error(`${isolatedDatabaseVariable(name)} is not set; tests/support/global-setup.ts sets it`)
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
