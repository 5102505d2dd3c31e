import { APPOINTMENT_PENDING, APPOINTMENT_STATUS, APPOINTMENT_UPDATED } from '@app/appointments/events'
import { onEvent } from '@app/platform/events'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { io } from 'socket.io-client'
import { useSession } from '../../hooks/use-session'
import { getStoredCentreId } from '../../lib/session'
import { applyCentreEvent } from './centre-events-cache'

/**
 * Listens to the signed-in admin's centre over Socket.IO (same origin, `auth: { token }`) while the
 * screen is mounted, and applies each event to the query cache (applyCentreEvent), so every screen
 * reading the centre's appointments shows it. The socket closes on unmount and on sign-out (the token
 * leaves the session), and a new sign-in opens a socket with the new token. `isLive` says whether
 * events are arriving.
 */
export function useCentreEvents(): { isLive: boolean } {
  const session = useSession()
  const token = session?.token ?? null
  const centreId = session?.centreId ?? getStoredCentreId()
  const queryClient = useQueryClient()
  const [liveToken, setLiveToken] = useState<string | null>(null)

  useEffect(() => {
    if (!token || !centreId) return
    // WebSocket first: with several server processes (WEB_CONCURRENCY) one connection stays on one
    // process, where long-polling's separate requests would land on different ones; polling remains
    // the fallback where a proxy refuses WebSocket.
    const socket = io({ auth: { token }, transports: ['websocket', 'polling'], tryAllTransports: true })
    let hasBeenReady = false
    socket.on('ready', () => {
      // Not on the first connection, which the screen's own load covers.
      if (hasBeenReady) void applyCentreEvent(queryClient, centreId, { kind: 'resync' })
      hasBeenReady = true
      setLiveToken(token)
    })
    socket.on('disconnect', () => setLiveToken(null))
    onEvent(socket, APPOINTMENT_PENDING, (appointment) =>
      applyCentreEvent(queryClient, centreId, { kind: 'pending', appointment }),
    )
    onEvent(socket, APPOINTMENT_STATUS, (change) => applyCentreEvent(queryClient, centreId, { kind: 'status', change }))
    onEvent(socket, APPOINTMENT_UPDATED, (appointment) =>
      applyCentreEvent(queryClient, centreId, { kind: 'updated', appointment }),
    )
    return () => {
      socket.removeAllListeners()
      socket.disconnect()
    }
  }, [token, centreId, queryClient])

  // Live only while the socket of the current token has joined its rooms.
  return { isLive: token !== null && liveToken === token }
}
