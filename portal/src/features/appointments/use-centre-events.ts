import type { AppointmentDto } from '@app/appointments/schema'
import { APPOINTMENT_PENDING, APPOINTMENT_STATUS, APPOINTMENT_UPDATED } from '@app/appointments/events'
import { onEvent, type EventPayload } from '@app/platform/events'
import { useEffect, useRef, useState } from 'react'
import { io } from 'socket.io-client'
import { useSession } from '../../hooks/use-session'

/** The events the server pushes to a centre's admins (the descriptors of `@app/appointments/events`). */
export interface CentreEventHandlers {
  /** A parent's booking arrived. */
  onPending?: (appointment: AppointmentDto) => void
  /** An admin approved or rejected a booking. */
  onStatus?: (change: EventPayload<typeof APPOINTMENT_STATUS>) => void
  /** An admin edited, uploaded a prescription or booked a walk-in. */
  onUpdated?: (appointment: AppointmentDto) => void
  /**
   * The socket (re)joined its rooms: events sent while it was away are lost, so the screen reloads
   * its list here (not on the first connection, which the screen's own load covers).
   */
  onResync?: () => void
}

/**
 * Listens to the signed-in admin's centre over Socket.IO (same origin, `auth: { token }`) while the
 * screen is mounted. The socket closes on unmount and on sign-out (the token leaves the session), and
 * a new sign-in opens a socket with the new token. `isLive` says whether events are arriving.
 */
export function useCentreEvents(handlers: CentreEventHandlers): { isLive: boolean } {
  const token = useSession()?.token ?? null
  const [liveToken, setLiveToken] = useState<string | null>(null)
  // The latest handlers, so a re-render does not reconnect.
  const handlersRef = useRef(handlers)
  useEffect(() => {
    handlersRef.current = handlers
  })

  useEffect(() => {
    if (!token) return
    const socket = io({ auth: { token } })
    let hasBeenReady = false
    socket.on('ready', () => {
      if (hasBeenReady) handlersRef.current.onResync?.()
      hasBeenReady = true
      setLiveToken(token)
    })
    socket.on('disconnect', () => setLiveToken(null))
    onEvent(socket, APPOINTMENT_PENDING, (appointment) => handlersRef.current.onPending?.(appointment))
    onEvent(socket, APPOINTMENT_STATUS, (change) => handlersRef.current.onStatus?.(change))
    onEvent(socket, APPOINTMENT_UPDATED, (appointment) => handlersRef.current.onUpdated?.(appointment))
    return () => {
      socket.removeAllListeners()
      socket.disconnect()
    }
  }, [token])

  // Live only while the socket of the current token has joined its rooms.
  return { isLive: token !== null && liveToken === token }
}
