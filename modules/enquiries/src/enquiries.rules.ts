// Pure rules of the enquiries (docs/product.md, Enquiries), with unit tests beside them.
import { addDays } from '@app/platform/clinic-time'
import { REFERENCE_ALPHABET } from './enquiries.schema.ts'

/**
 * A reference id: 10 characters of A-Z and 0-9, each picked by `randomIndex(36)` (the service passes
 * crypto's unbiased `randomInt`).
 */
export function referenceIdFrom(randomIndex: (max: number) => number): string {
  let out = ''
  for (let i = 0; i < 10; i++) out += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)]
  return out
}

/**
 * Creates a record under a fresh reference id, drawing another when the database's unique key refuses one
 * (`isClash`), at most `attempts` times.
 */
export async function withFreshReference<T>(
  create: (referenceId: string) => Promise<T>,
  draw: () => string,
  isClash: (error: unknown) => boolean,
  attempts = 8,
  onClash: (attempt: number) => void = () => {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(draw())
    } catch (error) {
      if (!isClash(error) || attempt >= attempts) throw error
      onClash(attempt)
    }
  }
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/**
 * The contact-by day: one working day (Monday to Saturday, the centres' days) after the clinic day it arrived.
 * Friday -> Saturday, Saturday -> Monday, Sunday -> Monday.
 */
export function contactByDate(arrivedOn: string): string {
  let day = addDays(arrivedOn, 1)
  while (weekdayOf(day) === 0) day = addDays(day, 1)
  return day
}

/** Whether a contact-by day is still ahead, due today, or late (amber / red on the screens). */
export function contactDue(contactBy: string, today: string): 'ahead' | 'today' | 'late' {
  if (contactBy > today) return 'ahead'
  return contactBy === today ? 'today' : 'late'
}

/** The UTC instant a clinic day (Asia/Kolkata, UTC+05:30, no daylight saving) starts. */
export const clinicDayStart = (date: string): Date => new Date(Date.parse(`${date}T00:00:00+05:30`))

/** The Monday (YYYY-MM-DD) of the week of a clinic day. */
export function weekOf(date: string): string {
  const weekday = weekdayOf(date)
  return addDays(date, weekday === 0 ? -6 : 1 - weekday)
}

/** The median of some numbers, or null. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
