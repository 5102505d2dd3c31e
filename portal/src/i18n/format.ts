import { slotTimeIn } from '@app/appointments/slots'
import {
  formatDay as formatCalendarDay,
  formatMoment,
  formatMonthYear as formatCalendarMonthYear,
} from '@app/platform/format'
import { activeIntlLocale, i18n } from './messages'

/** "24 Nov 2026" in the active language for a YYYY-MM-DD day or an ISO date-time; "—" when there is none. */
export function formatDay(day: string | Date | null | undefined): string {
  if (!day) return '—'
  return formatCalendarDay(day, activeIntlLocale())
}

/**
 * "24 Nov 2026, 2:05 PM" for a moment (an ISO date-time), in India's time, as the centres keep it, in the active
 * language; `withYear: false` gives "24 Nov, 2:05 PM".
 */
export function formatDateTime(moment: string | Date | null | undefined, options?: { withYear?: boolean }): string {
  if (!moment) return '—'
  const date = typeof moment === 'string' ? new Date(moment) : moment
  if (Number.isNaN(date.getTime())) return String(moment)
  return formatMoment(date, activeIntlLocale(), options)
}

/**
 * An appointment slot's time ("10:30 AM", as the API carries it) in the active language, as formatDateTime writes
 * the time of a moment there ("10:30 am" in Hindi; the product's "10:30 AM" in English).
 */
export const formatSlotTime = (time: string): string => slotTimeIn(time, i18n.locale)

/** A count or amount written the active language's way ("1,00,000" in Indian English). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(activeIntlLocale()).format(value)
}

/** "November 2026" for a month (1–12) of a year, in the active language. */
export const formatMonthYear = (month: number, year: number): string =>
  formatCalendarMonthYear(month, year, activeIntlLocale())

/** "Monday" for a calendar day (YYYY-MM-DD), in the active language. */
export function formatWeekday(day: string): string {
  return new Intl.DateTimeFormat(activeIntlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  )
}

/** "November" for a month number (1–12), in the active language. */
export function formatMonthName(month: number): string {
  return new Intl.DateTimeFormat(activeIntlLocale(), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  )
}
