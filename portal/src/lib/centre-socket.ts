import { useEffect, useState } from 'react'
import { io, type Socket } from 'socket.io-client'
import { useSession } from '../hooks/use-session'

// One Socket.IO connection per signed-in admin, shared by every screen that follows the centre's live events
// (the appointments' queue and tables, the enquiries' list, details and menu count). The server puts the
// connection in the admin's centre room on connecting and says `ready` once it has joined, so one connection
// carries every module's events; two would make the server send each event twice and hold two rooms' places.

interface SharedSocket {
  token: string
  socket: Socket
  /** Whether the server has said `ready` since the connection last (re)connected. */
  isReady: boolean
  users: number
}

let shared: SharedSocket | null = null

function acquire(token: string): SharedSocket {
  if (shared && shared.token !== token) {
    // Another sign-in's connection (its users are leaving too): the new token gets its own.
    shared.socket.disconnect()
    shared = null
  }
  if (!shared) {
    // WebSocket first: with several server processes (WEB_CONCURRENCY) one connection stays on one
    // process, where long-polling's separate requests would land on different ones; polling remains
    // the fallback where a proxy refuses WebSocket.
    const socket = io({ auth: { token }, transports: ['websocket', 'polling'], tryAllTransports: true })
    const entry: SharedSocket = { token, socket, isReady: false, users: 0 }
    socket.on('ready', () => {
      entry.isReady = true
    })
    socket.on('disconnect', () => {
      entry.isReady = false
    })
    shared = entry
  }
  shared.users++
  return shared
}

function release(entry: SharedSocket): void {
  entry.users--
  if (entry.users > 0) return
  entry.socket.removeAllListeners()
  entry.socket.disconnect()
  if (shared === entry) shared = null
}

/** What a screen does with the centre's connection: add its listeners, and take them off again. */
export type CentreSubscriber = (
  socket: Socket,
  /** Called on each `ready` after the first this screen saw: events may have been missed, so reload. */
  onResync: (listener: () => void) => void,
) => () => void

/**
 * Follows the signed-in admin's centre on the one shared connection while the screen is mounted: `subscribe`
 * (memoised by the caller; null while there is no centre) adds the screen's listeners, removed again on unmount. The connection closes once no screen uses it, and on
 * sign-out (the token leaves the session); a new sign-in opens one with the new token. `isLive` says whether
 * events are arriving.
 */
export function useCentreSocket(subscribe: CentreSubscriber | null): { isLive: boolean } {
  const session = useSession()
  const token = session?.token ?? null
  const [liveToken, setLiveToken] = useState<string | null>(null)

  useEffect(() => {
    if (!token || !subscribe) return
    const entry = acquire(token)
    const { socket } = entry
    // Joined before this screen came: its own load covers what happened so far, the next `ready` is a reconnect.
    let hasBeenReady = entry.isReady
    if (entry.isReady) setLiveToken(token)
    const resyncs: (() => void)[] = []
    const onReady = () => {
      if (hasBeenReady) for (const resync of resyncs) resync()
      hasBeenReady = true
      setLiveToken(token)
    }
    const onDisconnect = () => setLiveToken(null)
    socket.on('ready', onReady)
    socket.on('disconnect', onDisconnect)
    const unsubscribe = subscribe(socket, (listener) => resyncs.push(listener))
    return () => {
      unsubscribe()
      socket.off('ready', onReady)
      socket.off('disconnect', onDisconnect)
      release(entry)
    }
  }, [token, subscribe])

  // Live only while the connection of the current token has joined its rooms.
  return { isLive: token !== null && liveToken === token }
}
