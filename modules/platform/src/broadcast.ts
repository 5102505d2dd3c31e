import type { Logger } from './logger.ts'
import type { RedisClient } from './rate-limit.ts'

/**
 * Short messages to every server process: Redis pub/sub when REDIS_URL is set, this process alone
 * otherwise. For state a process keeps for itself and must drop when another process changes it (the
 * session cache: a session ended on one process must be refused at once on all of them).
 */
export interface Broadcast {
  /**
   * Delivers `message` to this process's handlers at once, then to every other process. Resolves when
   * Redis has handed it to every subscribed process; rejects when Redis does not answer.
   */
  publish(channel: string, message: string): Promise<void>
  /** Runs `handler` for every message on `channel`, this process's own included; returns the unsubscribe. */
  subscribe(channel: string, handler: (message: string) => void): () => void
  /**
   * Whether messages from other processes reach this one now. False while the Redis subscription is
   * down: a process must then not trust what it kept (it may have missed a message).
   */
  isLive(): boolean
  /** Runs `handler` whenever the subscription comes (back) up: messages may have been missed meanwhile. */
  onResubscribed(handler: () => void): () => void
  close(): Promise<void>
}

function createHandlers() {
  const byChannel = new Map<string, Set<(message: string) => void>>()
  return {
    add(channel: string, handler: (message: string) => void) {
      const set = byChannel.get(channel) ?? new Set()
      byChannel.set(channel, set)
      set.add(handler)
      return () => {
        set.delete(handler)
      }
    },
    deliver(channel: string, message: string) {
      for (const handler of byChannel.get(channel) ?? []) handler(message)
    },
    channels: () => [...byChannel.keys()],
  }
}

/** One process: messages reach this process's handlers only. */
export function createLocalBroadcast(): Broadcast {
  const handlers = createHandlers()
  return {
    async publish(channel, message) {
      handlers.deliver(channel, message)
    },
    subscribe: handlers.add,
    isLive: () => true,
    onResubscribed: () => () => undefined,
    async close() {},
  }
}

/**
 * Every process sharing REDIS_URL. Publishes on `client` (the server's connection, offline queue off, so
 * a publish while Redis is away fails at once) and listens on a connection of its own. Channels are
 * prefixed so several apps can share one Redis.
 */
export async function createRedisBroadcast({
  client,
  log,
  prefix = 'app:broadcast:',
}: {
  client: RedisClient
  log: Logger
  prefix?: string
}): Promise<Broadcast> {
  const handlers = createHandlers()
  const resubscribed = new Set<() => void>()
  const subscriber = client.duplicate()
  let live = false
  let lastLogged = 0
  subscriber.on('error', (err) => {
    live = false
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    log.error({ err }, 'redis broadcast: connection error')
  })
  subscriber.on('end', () => (live = false))
  subscriber.on('reconnecting', () => (live = false))
  // node-redis subscribes again by itself after a reconnect; 'ready' comes before it has, so the
  // subscription is live again once a ping through it (queued after the SUBSCRIBE) answers.
  subscriber.on('ready', () => {
    if (live) return
    void subscriber
      .ping()
      .then(() => {
        live = true
        for (const handler of resubscribed) handler()
      })
      .catch(() => undefined)
  })
  await subscriber.connect()
  // A channel counts once Redis has confirmed its SUBSCRIBE; until then the broadcast is not live.
  const listened = new Set<string>()
  let unconfirmed = 0
  let failed = false
  const listen = async (channel: string) => {
    if (listened.has(channel)) return
    listened.add(channel)
    unconfirmed++
    try {
      await subscriber.subscribe(prefix + channel, (message) => handlers.deliver(channel, message))
    } catch (error) {
      // Not listening: never live again, so whoever relies on the messages reads the source instead.
      listened.delete(channel)
      failed = true
      throw error
    } finally {
      unconfirmed--
    }
  }
  live = true

  return {
    async publish(channel, message) {
      handlers.deliver(channel, message)
      await client.publish(prefix + channel, message)
    },
    subscribe(channel, handler) {
      const stop = handlers.add(channel, handler)
      void listen(channel).catch((err: unknown) => log.error({ err, channel }, 'redis broadcast: cannot subscribe'))
      return stop
    },
    isLive: () => live && unconfirmed === 0 && !failed,
    onResubscribed(handler) {
      resubscribed.add(handler)
      return () => {
        resubscribed.delete(handler)
      }
    },
    async close() {
      live = false
      await subscriber.close().catch(() => subscriber.destroy())
    },
  }
}
