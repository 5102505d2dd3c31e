import { isCalendarDate } from '@app/children/schema'
import { useCallback, useEffect, useState } from 'react'
import { toast } from '../../../hooks/use-toast'
import { BOOKING_MESSAGES, getBookedSlots } from '../api/booking'

export interface BookedSlots {
  /** The held slots of this doctor and day, or null while they load (or before both are chosen). */
  booked: string[] | null
  isLoading: boolean
  /** Fetches them again (after a booking lost its slot to someone else). */
  reload: () => void
}

/** The slots already held for a doctor on a day (GET /api/admins/getBookedSlots/{doctorId}/{date}). */
export function useBookedSlots(doctorId: string, date: string): BookedSlots {
  const [result, setResult] = useState<{ key: string; booked: string[] } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const isReady = Boolean(doctorId) && isCalendarDate(date)
  const key = `${doctorId}|${date}|${attempt}`

  useEffect(() => {
    if (!isReady) return
    const controller = new AbortController()
    getBookedSlots(doctorId, date, controller.signal)
      .then((booked) => setResult({ key, booked }))
      .catch(() => {
        if (controller.signal.aborted) return
        setResult({ key, booked: [] })
        toast({ title: BOOKING_MESSAGES.slotsFailed, variant: 'error' })
      })
    return () => controller.abort()
  }, [doctorId, date, isReady, key])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const booked = isReady && result?.key === key ? result.booked : null
  return { booked, isLoading: isReady && booked === null, reload }
}
