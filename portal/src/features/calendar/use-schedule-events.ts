import { APPOINTMENT_CHANGED } from '@app/appointments/events'
import { onEvent } from '@app/platform/events'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useCentreSocket, type CentreSubscriber } from '../../lib/centre-socket'
import { calendarKeys } from './api/calendar-api'

/**
 * A doctor's schedule follows APPOINTMENT_CHANGED, which the server also sends to the room of the appointment's
 * doctor (every socket joins its user's room): a move, a check-in or a cancellation by an admin shows at once.
 * The one shared connection (useCentreSocket); a reconnect reloads, since events may have been missed.
 */
export function useScheduleEvents(): { isLive: boolean } {
  const queryClient = useQueryClient()
  const subscribe = useCallback<CentreSubscriber>(
    (socket, onResync) => {
      const reload = () => void queryClient.invalidateQueries({ queryKey: calendarKeys.all })
      onResync(reload)
      return onEvent(socket, APPOINTMENT_CHANGED, reload)
    },
    [queryClient],
  )
  return useCentreSocket(subscribe)
}
