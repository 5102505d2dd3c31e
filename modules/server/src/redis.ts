import { createClient } from 'redis'
import type { Logger, RedisClient } from '@app/platform'

import { RedisUnavailableError } from './startup-errors.ts'

export { RedisUnavailableError }

const redact = (url: string) => url.replace(/\/\/([^:@/]*):([^@/]+)@/, '//$1:***@')

/**
 * The server's one Redis connection (REDIS_URL): shared rate-limit counts, and duplicated by the
 * Socket.IO adapter. Its offline queue is off, so while Redis is unreachable a command fails at once
 * (the rate limiter then counts in memory) instead of waiting for a reconnect. At start, Redis must
 * answer within `timeoutMs`: a wrong REDIS_URL stops the start instead of leaving it waiting.
 */
export async function connectRedis(url: string, log: Logger, timeoutMs = 10_000): Promise<RedisClient> {
  const client: RedisClient = createClient({ url, disableOfflineQueue: true })
  let lastLogged = 0
  client.on('error', (err) => {
    // The client retries by itself; one line a minute is enough to tell an operator.
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    log.error({ err }, 'redis connection error')
  })
  let timer: NodeJS.Timeout | undefined
  const connecting = client.connect()
  try {
    await Promise.race([
      connecting,
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs)
      }),
    ])
  } catch (error) {
    connecting.catch(() => undefined)
    client.destroy()
    throw new RedisUnavailableError(`Cannot reach Redis at ${redact(url)} (REDIS_URL): ${(error as Error).message}`)
  } finally {
    clearTimeout(timer)
  }
  return client
}
