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
  // Their servers send reminders: on the shared database they would send every other file's too.
  'reminders',
  'reminders_once',
  'reminders_whatsapp',
  // Edits the home page's Telugu and lists what lacks a translation, which other files' documents would change.
  'languages',
  // Takes the content migration down and up again.
  'localization_migration',
] as const
export type IsolatedDatabase = (typeof ISOLATED_DATABASES)[number]

/**
 * Of those, the files the `api-s3` project runs again: in the same vitest run as `api`, the S3 run of a file is
 * beside its local one, so it gets a copy of its own too (`<name>_s3`).
 */
export const ISOLATED_ON_S3 = ['enquiries_public', 'iep_video', 'backup'] as const satisfies IsolatedDatabase[]

/** Every copy global-setup.ts makes. */
export const ISOLATED_COPIES: string[] = [...ISOLATED_DATABASES, ...ISOLATED_ON_S3.map((name) => `${name}_s3`)]

export const isolatedDatabaseVariable = (copy: string) => `TEST_DATABASE_URL_${copy.toUpperCase()}`

/** The copy of the seeded database that only the file named `name` uses: `startTestServer({ DATABASE_URL })`. */
export function isolatedDatabaseUrl(name: IsolatedDatabase): string {
  const onS3 = process.env.FILES_STORE === 's3' && (ISOLATED_ON_S3 as readonly string[]).includes(name)
  const variable = isolatedDatabaseVariable(onS3 ? `${name}_s3` : name)
  const url = process.env[variable]
  if (!url) throw new Error(`${variable} is not set; tests/support/global-setup.ts sets it`)
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
    // The API files share one database: a server that dispatched reminders would send those of every other file's
    // approvals to its own SMTP server. Only the reminders files dispatch, each on a database of its own.
    REMINDER_DISPATCH: 'off',
    ...overrides,
  })
}
