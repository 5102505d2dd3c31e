import type { QueryClient } from '@tanstack/react-query'

// The roots of the query keys several features read or change. A mutation invalidates a root and every
// screen reading under it refreshes, without the features importing each other.

/** Every appointment list (admin pages, pending queue, parent's, doctor's). */
export const appointmentsKey = ['appointments'] as const
/** Every list or record of children. */
export const childrenKey = ['children'] as const
/** Every doctor's booked slots. */
export const bookedSlotsKey = ['booked-slots'] as const
/** Every user record (profile, header name, booking prefill). */
export const usersKey = ['users'] as const
/** The children assigned to the signed-in doctor or therapist (dashboards; their review clock follows IEP saves). */
export const assignedChildrenKey = ['assigned-children'] as const
/** Every list of a child's IEPs (doctor's, therapist's, admin's and parent's screens). */
export const iepsKey = ['ieps'] as const
/** Everything about the learning games: the catalogue, a child's reports, progress and plan. */
export const gamesKey = ['games'] as const

/**
 * After any change to an appointment (a decision, an edit, a move, a cancellation): every appointment view and
 * every doctor's booked slots are read again, whatever the answer (someone else may have changed it first).
 */
export function refreshAppointmentViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appointmentsKey }),
    queryClient.invalidateQueries({ queryKey: bookedSlotsKey }),
  ])
}
