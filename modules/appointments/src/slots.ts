// The clinic's appointment calendar (docs/product.md §5.2, §5.3): the eight slot labels, how they are
// grouped into periods and which of them can still be booked. Pure functions of their arguments (the
// current time is passed in), shared by the server's rules and the booking forms. Clinic time itself
// (today, adding days, a child's age) is @app/platform/clinic-time.
import { addDays, clinicClock } from '@app/platform/clinic-time'
import { formatTimeOfDay, INTL_OF, ofLanguage } from '@app/platform/format'

/** The bookable slots, in the 12-hour form the API carries (`appointmentTime`). */
export const SLOT_TIMES = [
  '10:30 AM',
  '11:30 AM',
  '12:30 PM',
  '2:00 PM',
  '3:00 PM',
  '3:30 PM',
  '4:30 PM',
  '5:30 PM',
] as const
export type SlotTime = (typeof SLOT_TIMES)[number]
/** The slots' minutes read once: calendars sort and compare hundreds of slots a request. */
const SLOT_MINUTES: ReadonlyMap<string, number> = new Map(SLOT_TIMES.map((time) => [time, parseSlotMinutes(time)]))

/** The booking form's periods: morning 10:30 AM to 12:30 PM, afternoon/evening 2:00 PM to 5:30 PM. */
export const SLOT_PERIODS = [
  { id: 'morning', label: 'Morning (10:30 AM - 12:30 PM)', times: ['10:30 AM', '11:30 AM', '12:30 PM'] },
  {
    id: 'afternoon',
    label: 'Afternoon/Evening (2:00 PM - 5:30 PM)',
    times: ['2:00 PM', '3:00 PM', '3:30 PM', '4:30 PM', '5:30 PM'],
  },
] as const satisfies readonly { id: string; label: string; times: readonly SlotTime[] }[]
export type SlotPeriodId = (typeof SLOT_PERIODS)[number]['id']

export const isSlotTime = (value: unknown): value is SlotTime =>
  typeof value === 'string' && (SLOT_TIMES as readonly string[]).includes(value)

/** Minutes after midnight of a 12-hour label ("2:00 PM" → 840); NaN when it is not one. */
export function slotMinutes(label: string): number {
  return SLOT_MINUTES.get(label) ?? parseSlotMinutes(label)
}

/**
 * A slot's time as a reader of `language` reads it, through formatTimeOfDay as every other time on their screens and
 * in their mails (Hindi "10:30 am", as its cut-off times). English comes out as the product labels its slots
 * ("10:30 AM", docs/product.md §5.2): that helper writes English's day period in capitals. Anything that is not a
 * slot's label is returned as it is.
 */
export function slotTimeIn(label: string, language: string | null | undefined): string {
  const minutes = slotMinutes(label)
  return Number.isNaN(minutes) ? label : formatTimeOfDay(minutes, ofLanguage(INTL_OF, language))
}

const pad = (n: number) => String(n).padStart(2, '0')
const clockText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** "YYYY-MM-DD HH:MM", clinic time, of a day and slot label: an appointment's `startsAt`, which orders by time. */
export const startsAtOf = (date: string, time: string) => `${date} ${clockText(slotMinutes(time))}`

/** Now as a startsAt ("YYYY-MM-DD HH:MM", clinic time): a slot at or before it has begun. */
export function startsAtNow(now: Date): string {
  const { date, minutes } = clinicClock(now)
  return `${date} ${clockText(minutes)}`
}

function parseSlotMinutes(label: string): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label)
  if (!match) return Number.NaN
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)
  return hours * 60 + Number(match[2])
}

/**
 * The booking form's first date: tomorrow in the clinic's time zone, or the Monday after when tomorrow is a
 * Sunday (the branches' week, docs/product.md §5.2). Once a doctor is chosen, the form moves on to their next
 * open day if this one is closed (a holiday, leave).
 */
export function defaultAppointmentDate(now: Date): string {
  const tomorrow = addDays(clinicClock(now).date, 1)
  return new Date(`${tomorrow}T00:00:00Z`).getUTCDay() === 0 ? addDays(tomorrow, 1) : tomorrow
}

/**
 * Whether a slot may still be booked at `now`: a known label, a day not before today, and for today
 * a time strictly after the current minute (a slot at the current time is already unavailable).
 */
export function isSlotInFuture(date: string, time: string, now: Date): boolean {
  return isSlotAfter(date, time, clinicClock(now))
}

/** isSlotInFuture with the clinic's clock read once by the caller (a calendar asks it for hundreds of slots). */
export function isSlotAfter(date: string, time: string, clinic: { date: string; minutes: number }): boolean {
  if (!isSlotTime(time)) return false
  if (date > clinic.date) return true
  if (date < clinic.date) return false
  return slotMinutes(time) > clinic.minutes
}

export type SlotState = 'open' | 'booked' | 'past'

/** Every slot of a period (or of the day) with whether it can be chosen. */
export function slotStates({
  date,
  bookedSlots,
  now,
  period,
}: {
  date: string
  bookedSlots: readonly string[]
  now: Date
  period?: SlotPeriodId
}): { time: SlotTime; state: SlotState }[] {
  const times = period ? (SLOT_PERIODS.find((p) => p.id === period)?.times ?? []) : SLOT_TIMES
  return times.map((time) => ({
    time,
    state: bookedSlots.includes(time) ? 'booked' : isSlotInFuture(date, time, now) ? 'open' : 'past',
  }))
}
