import { createClient } from 'redis'
import type { Logger, RedisClient } from '@app/platform'

/**
 * The server's one Redis connection (REDIS_URL): shared rate-limit counts, and duplicated by the
 * Socket.IO adapter. Its offline queue is off, so while Redis is unreachable a command fails at once
 * (the rate limiter then counts in memory) instead of waiting for a reconnect.
 */
export async function connectRedis(url: string, log: Logger): Promise<RedisClient> {
  const client: RedisClient = createClient({ url, disableOfflineQueue: true })
  let lastLogged = 0
  client.on('error', (err) => {
    // The client retries by itself; one line a minute is enough to tell an operator.
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    log.error({ err }, 'redis connection error')
  })
  await client.connect()
  return client
}
