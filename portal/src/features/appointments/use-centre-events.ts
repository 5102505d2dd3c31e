import type { AppointmentDto, AppointmentStatus } from '@app/appointments/schema'
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
    const socket = io({ auth: { token } })
    let hasBeenReady = false
    socket.on('ready', () => {
      // Not on the first connection, which the screen's own load covers.
      if (hasBeenReady) void applyCentreEvent(queryClient, centreId, { kind: 'resync' })
      hasBeenReady = true
      setLiveToken(token)
    })
    socket.on('disconnect', () => setLiveToken(null))
    socket.on('appointment:pending', (appointment: AppointmentDto) =>
      applyCentreEvent(queryClient, centreId, { kind: 'pending', appointment }),
    )
    socket.on('appointment:status', (change: { _id: string; status: AppointmentStatus }) =>
      applyCentreEvent(queryClient, centreId, { kind: 'status', change }),
    )
    socket.on('appointment:updated', (appointment: AppointmentDto) =>
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
