import { isCalendarDate } from '@app/children/schema'
import { useBookedSlotsQuery } from '../api/get-booked-slots'
import { common } from '../lib/common-messages'

export interface BookedSlots {
  /** The held slots of this doctor and day, or null while they load (or before both are chosen). */
  booked: string[] | null
  /** Why the day cannot be booked with this doctor ("Closed: Sunday"); null when it can or is unknown. */
  closedReason: string | null
  isLoading: boolean
  /** Fetches them again (after a booking lost its slot to someone else). */
  reload: () => void
}

/** The slots already held for a doctor on a day; none when they cannot be loaded (the server checks again). */
export function useBookedSlots(doctorId: string, date: string): BookedSlots {
  const isReady = Boolean(doctorId) && isCalendarDate(date)
  const query = useBookedSlotsQuery(doctorId, date, isReady, { errorToast: common.t('common.slots.loadFailed') })
  const booked = !isReady ? null : (query.data?.bookedSlots ?? (query.isError ? [] : null))
  const closedReason = isReady ? (query.data?.closedReason ?? null) : null
  return { booked, closedReason, isLoading: isReady && booked === null, reload: () => void query.refetch() }
}
