import type { AppointmentDto, AppointmentStatus } from '@app/appointments/schema'
import type { QueryClient } from '@tanstack/react-query'
import { bookedSlotsKey } from '../../api/query-keys'
import { appointmentKeys, appointmentsKey } from './api/keys'
import { addToQueue, removeFromQueue, updateInQueue } from './appointment-view'

/** What the server pushes to a centre's admins over Socket.IO (docs/issue-5-api.md), as the cache sees it. */
export type CentreEvent =
  | { kind: 'pending'; appointment: AppointmentDto }
  | { kind: 'status'; change: { _id: string; status: AppointmentStatus } }
  | { kind: 'updated'; appointment: AppointmentDto }
  /** Any change of an appointment's life (APPOINTMENT_CHANGED): moved, cancelled, checked in, ... */
  | { kind: 'changed'; appointment: AppointmentDto }
  /** The socket (re)joined its rooms after being away: whatever was sent meanwhile is lost. */
  | { kind: 'resync' }

/**
 * Brings the query cache up to date with one event of the admin's centre. The pending queue is
 * edited in place (the event carries the row); the paged, filtered lists, the calendars and the booked slots are
 * refetched, since only the server knows where a row falls in them.
 */
export function applyCentreEvent(queryClient: QueryClient, centreId: string, event: CentreEvent): Promise<void> {
  if (event.kind === 'resync') return queryClient.invalidateQueries({ queryKey: appointmentsKey })

  const pendingKey = appointmentKeys.pending(centreId)
  const queue = queryClient.getQueryState(pendingKey)
  if (event.kind === 'pending' && (queue?.data === undefined || queue.fetchStatus === 'fetching')) {
    // The first load (or a reload) is under way and may not hold the new booking: load again.
    void queryClient.invalidateQueries({ queryKey: pendingKey })
  } else {
    queryClient.setQueryData<AppointmentDto[]>(pendingKey, (rows) => {
      if (!rows) return rows
      if (event.kind === 'pending') return addToQueue(rows, event.appointment)
      if (event.kind === 'status') return removeFromQueue(rows, event.change._id)
      if (event.kind === 'changed' && event.appointment.status !== 'pending') {
        return removeFromQueue(rows, event.appointment._id)
      }
      return updateInQueue(rows, event.appointment)
    })
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appointmentKeys.admin(centreId) }),
    queryClient.invalidateQueries({ queryKey: bookedSlotsKey }),
    // The calendars (features/calendar) read the same appointments by day.
    queryClient.invalidateQueries({ queryKey: [...appointmentsKey, 'calendar'] }),
  ]).then(() => undefined)
}
