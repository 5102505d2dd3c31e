import {
  APPOINTMENT_CHANGED,
  APPOINTMENT_PENDING,
  APPOINTMENT_STATUS,
  APPOINTMENT_UPDATED,
} from '@app/appointments/events'
import { onEvent } from '@app/platform/events'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useCentreSocket, type CentreSubscriber } from '../../lib/centre-socket'
import { useSession } from '../../hooks/use-session'
import { getStoredCentreId } from '../../lib/session'
import { applyCentreEvent } from './centre-events-cache'

/**
 * Listens to the signed-in admin's centre for appointment events while the screen is mounted, on the admin's one
 * shared connection (useCentreSocket), and applies each event to the query cache (applyCentreEvent), so every
 * screen reading the centre's appointments shows it. `isLive` says whether events are arriving.
 */
export function useCentreEvents(): { isLive: boolean } {
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId()
  const queryClient = useQueryClient()
  const subscribe = useCallback<CentreSubscriber>(
    (socket, onResync) => {
      if (!centreId) return () => undefined
      // Not on the first connection, which the screen's own load covers.
      onResync(() => void applyCentreEvent(queryClient, centreId, { kind: 'resync' }))
      const offs = [
        onEvent(socket, APPOINTMENT_PENDING, (appointment) =>
          applyCentreEvent(queryClient, centreId, { kind: 'pending', appointment }),
        ),
        onEvent(socket, APPOINTMENT_STATUS, (change) =>
          applyCentreEvent(queryClient, centreId, { kind: 'status', change }),
        ),
        onEvent(socket, APPOINTMENT_UPDATED, (appointment) =>
          applyCentreEvent(queryClient, centreId, { kind: 'updated', appointment }),
        ),
        onEvent(socket, APPOINTMENT_CHANGED, ({ appointment }) =>
          applyCentreEvent(queryClient, centreId, { kind: 'changed', appointment }),
        ),
      ]
      return () => offs.forEach((off) => off())
    },
    [centreId, queryClient],
  )
  return useCentreSocket(centreId ? subscribe : null)
}
