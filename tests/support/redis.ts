import { createClient } from 'redis'

/** The Redis the tests that need one use (the machine's own, unless TEST_REDIS_URL says otherwise). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/**
 * Whether Redis answers. Under CI=true it must: a missing Redis fails the run instead of skipping tests.
 * Locally, tests that need it are skipped when it is not running.
 */
export async function redisAvailable(url = TEST_REDIS_URL): Promise<boolean> {
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 2000 } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.quit()
    return true
  } catch {
    if (process.env.CI === 'true') throw new Error(`Redis is not reachable at ${url}; CI needs it`)
    return false
  }
}
