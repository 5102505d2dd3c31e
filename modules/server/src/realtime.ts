import type { Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-adapter'
import { Server as SocketServer } from 'socket.io'
import { SESSION_ENDED } from '@app/accounts/events'
import {
  rooms,
  roomsOf,
  type EventBus,
  type Logger,
  type RedisClient,
  type SessionCheck,
  type TokenSigner,
} from '@app/platform'

/** The room every admin of a centre joins; pending appointments and enquiries are pushed there. */
export const centreRoom = rooms.centre

export interface Realtime {
  /** Sends an event to every signed-in admin of a centre, on every server process. */
  emitToCentre(centreId: string, event: string, payload: unknown): void
  close(): Promise<void>
}

/**
 * Socket.IO on the app's own http.Server. A socket must present a valid portal token in its
 * handshake (`auth: { token }`); with REDIS_URL set, rooms are shared across server processes.
 */
export async function attachRealtime({
  httpServer,
  signer,
  isSessionActive,
  redis,
  bus,
  log,
}: {
  httpServer: HttpServer
  signer: TokenSigner
  isSessionActive: SessionCheck
  /** The server's Redis connection (REDIS_URL), duplicated here for the adapter's publish and subscribe. */
  redis: RedisClient | undefined
  /** Every event with a room is delivered to that room; an ended session closes its sockets. */
  bus: EventBus
  log: Logger
}): Promise<Realtime> {
  const io = new SocketServer(httpServer, { serveClient: false, cors: { origin: false } })
  // Long-polling answers do not pass through Express: they get its nosniff and no-store here (decision 022).
  io.engine.on('headers', (headers: Record<string, string>) => {
    headers['X-Content-Type-Options'] = 'nosniff'
    headers['Cache-Control'] = 'no-store'
  })
  const redisClients: RedisClient[] = []

  if (redis) {
    // The adapter does not catch failed publishes, so its connections queue commands while offline.
    const pub = redis.duplicate({ disableOfflineQueue: false })
    const sub = redis.duplicate({ disableOfflineQueue: false })
    for (const client of [pub, sub]) client.on('error', (err) => log.error({ err }, 'redis connection error'))
    await Promise.all([pub.connect(), sub.connect()])
    io.adapter(createAdapter(pub, sub))
    redisClients.push(pub, sub)
    log.info('realtime uses the Redis adapter')
  }

  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : ''
      const claims = token ? await signer.verify(token) : undefined
      if (!claims || !(await isSessionActive(claims))) return next(new Error('unauthorized'))
      socket.data.user = claims.user
      socket.data.sid = claims.sid
      next()
    } catch (error) {
      next(error as Error)
    }
  })

  io.on('connection', (socket) => {
    const user = socket.data.user as { _id: string; role: string; centreId: string | null }
    void socket.join([rooms.user(user._id), rooms.session(socket.data.sid as string)])
    if (user.role === 'admin' && user.centreId) void socket.join(rooms.centre(user.centreId))
    socket.emit('ready', {
      rooms: [...socket.rooms].filter((room) => room !== socket.id && !room.startsWith('session:')),
    })
  })

  // A token is checked when its socket connects; when its session ends, the socket goes too, on every
  // process (through the Redis adapter). The client is told 'io server disconnect' and does not reconnect.
  const stopSessions = bus.subscribe(SESSION_ENDED, ({ sessionId }) => {
    io.in(rooms.session(sessionId)).disconnectSockets(true)
  })
  // Socket.IO delivery is one subscriber of the bus: it runs once the response that caused the event is sent.
  const stopDelivery = bus.subscribeAll((event, payload) => {
    const to = roomsOf(event.room?.(payload))
    if (to.length > 0) io.to(to).emit(event.name, payload)
  })

  return {
    emitToCentre(centreId, event, payload) {
      io.to(rooms.centre(centreId)).emit(event, payload)
    },
    async close() {
      stopSessions()
      stopDelivery()
      await io.close()
      await Promise.all(redisClients.map((client) => client.close().catch(() => client.destroy())))
    },
  }
}
