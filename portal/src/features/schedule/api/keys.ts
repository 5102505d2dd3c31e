import type { QueryClient } from '@tanstack/react-query'
import { bookedSlotsKey } from '../../../api/query-keys'

/** Query keys of the schedule screens; everything under `scheduleKey` is a centre's or a doctor's schedule. */
export const scheduleKey = ['schedule'] as const

export const scheduleKeys = {
  openingHours: (centreId: string) => [...scheduleKey, 'opening-hours', centreId] as const,
  holidays: (centreId: string) => [...scheduleKey, 'holidays', centreId] as const,
  availability: (doctorId: string) => [...scheduleKey, 'availability', doctorId] as const,
}

/**
 * After a change to the schedule: the changed list, and every doctor's booked slots (a closed day's reason and
 * the open slots come with them), so the booking form says the day is closed without a reload.
 */
export function refreshAfterScheduleChange(queryClient: QueryClient, key: readonly unknown[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: key }),
    queryClient.invalidateQueries({ queryKey: bookedSlotsKey }),
  ])
}
