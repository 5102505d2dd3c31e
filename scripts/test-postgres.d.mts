/** The test PostgreSQL (scripts/test-postgres.mjs): PG_TEST_URL's server, else an embedded one. */
export interface TestPostgres {
  /** The cluster's URL without a database: append `/<name>`. */
  baseUrl: string
  /** Whether this process started it (PG_TEST_URL unset). */
  embedded: boolean
  /** Stops an embedded one and removes its folder; nothing for PG_TEST_URL's server. */
  stop(): Promise<void>
}
export function startTestPostgres(options?: { log?: (line: string) => void }): Promise<TestPostgres>
export function freePort(): Promise<number>
