// The clinic's calendar: every centre keeps Indian time, so "today", "tomorrow" and a child's age are
// reckoned in Asia/Kolkata whatever the server's or the browser's own zone. Browser-safe (no Node APIs):
// the server's rules and the portal's forms use the same functions. The current time is always passed
// in, so each is a pure function of its arguments.

export const CLINIC_TIME_ZONE = 'Asia/Kolkata'

// India has kept UTC+05:30 all year since 1945 (no daylight saving), so the clinic's clock is the UTC clock moved
// by a fixed offset. No Intl.DateTimeFormat here: a browser page's first Intl formatter initialises ICU's time
// zone data, about 50 ms of a page's start-up on a fast desktop (four times that on the phones Lighthouse
// imitates), and this module is imported by every portal page. Decision 037.
const CLINIC_OFFSET_MINUTES = 5 * 60 + 30

/** The calendar day (YYYY-MM-DD) and the minutes after midnight in the clinic's time zone. */
export function clinicClock(now: Date): { date: string; minutes: number } {
  const clinic = new Date(now.getTime() + CLINIC_OFFSET_MINUTES * 60_000)
  return {
    date: clinic.toISOString().slice(0, 10),
    minutes: clinic.getUTCHours() * 60 + clinic.getUTCMinutes(),
  }
}

/** The instant a clinic date and time ("YYYY-MM-DD HH:MM", an appointment's `startsAt`) stands for. */
export const clinicInstant = (dateTime: string): Date =>
  new Date(Date.parse(`${dateTime.replace(' ', 'T')}:00Z`) - CLINIC_OFFSET_MINUTES * 60_000)

/** Today in the clinic's time zone, as YYYY-MM-DD; such dates compare as text. */
export const clinicToday = (now = new Date()): string => clinicClock(now).date

/** Adds (or with a negative number, takes) whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return moved.toISOString().slice(0, 10)
}

/**
 * Whole years from a YYYY-MM-DD birth date to `today` (YYYY-MM-DD, see clinicToday), one less while this
 * year's birthday is still ahead. Someone born on 29 February has their birthday on 1 March in other years.
 */
export function ageInYears(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  if (![by, bm, bd, ty, tm, td].every(Number.isFinite)) return Number.NaN
  const hadBirthday = tm > bm || (tm === bm && td >= bd)
  return ty - by - (hadBirthday ? 0 : 1)
}
