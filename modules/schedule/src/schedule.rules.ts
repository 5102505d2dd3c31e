// Pure rules of the schedule (docs/product.md §5.2): which slots of a doctor can be booked on a date, the
// defaults a centre or a doctor has before anyone edits them, and which appointments a leave falls on.
import { SLOT_TIMES, type SlotTime } from '@app/appointments/slots'
import {
  HOLIDAY_CLOSED_REASON,
  NOT_WORKING_REASON,
  ON_LEAVE_REASON,
  OTHER_BRANCH_REASON,
  WEEKDAY_CLOSED_REASON,
  type DayAnswer,
  type ExtraDay,
  type OpeningDay,
  type PatternDay,
  type Weekday,
} from './schedule.schema.ts'

/** The weekday of a calendar date (YYYY-MM-DD), 0 = Sunday. */
export const weekdayOf = (date: string): Weekday => new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday

/** The product's week before a centre edits it: Monday to Saturday with the eight slots, Sunday closed. */
export const DEFAULT_OPENING_DAYS: readonly OpeningDay[] = ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => ({
  weekday,
  open: weekday !== 0,
  slots: weekday === 0 ? [] : [...SLOT_TIMES],
}))

/** A doctor's week before the centre edits it: the eight slots Monday to Saturday at their own centre. */
export const defaultPatternOf = (centreId: string): PatternDay[] =>
  ([1, 2, 3, 4, 5, 6] as const).map((weekday) => ({ weekday, centreId, slots: [...SLOT_TIMES] }))

/** A leave as the rule reads it: its days and, for part of each day, the slots it takes off. */
export interface LeaveSpan {
  from: string
  to: string
  slots: readonly SlotTime[] | null
}

/** Everything the rule reads about one doctor on one date, loaded by the caller. */
export interface DoctorsDayFacts {
  date: string
  /** The branch asked about (a booking's branch); without it, the branch the doctor works at that day. */
  centreId?: string
  doctor: { name: string | null; centreId: string | null }
  /** The doctor's weekly pattern (defaultPatternOf their centre when never edited). */
  weekly: readonly PatternDay[]
  extraDays: readonly ExtraDay[]
  /** The doctor's leave (those not covering the date play no part). */
  leave: readonly LeaveSpan[]
  /** The opening days of the branches involved, by centre id (DEFAULT_OPENING_DAYS when never edited). */
  openingDaysOf: (centreId: string) => readonly OpeningDay[]
  /** The holiday's name when the branch is closed for one on the date. */
  holidayOf: (centreId: string, date: string) => string | null
}

const inOrder = (slots: Iterable<string>): SlotTime[] => {
  const set = new Set(slots)
  return SLOT_TIMES.filter((slot) => set.has(slot))
}

/**
 * Which slots of this doctor can be booked on this date, or why none can. In this order: the branch's holiday
 * ("Closed: Republic Day"), the branch's closed weekday ("Closed: Sunday"), the doctor's week (an extra day
 * first, then the pattern: "… does not work on Wednesdays", or at another branch that day), then the leave
 * ("… is on leave", also when a partial leave takes every slot the doctor had). The slots are those both the
 * branch and the doctor offer that day, minus the leave's; whether a slot is booked or already past is the
 * caller's (appointments' slots.ts).
 */
export function bookableSlots(facts: DoctorsDayFacts): DayAnswer {
  const weekday = weekdayOf(facts.date)
  const place: { centreId: string; slots: readonly SlotTime[] } | undefined =
    facts.extraDays.find((day) => day.date === facts.date) ?? facts.weekly.find((day) => day.weekday === weekday)
  const centreId = facts.centreId ?? place?.centreId ?? facts.doctor.centreId
  const closed = (reason: string): DayAnswer => ({ open: false, closed: { reason } })

  if (centreId) {
    const holiday = facts.holidayOf(centreId, facts.date)
    if (holiday) return closed(HOLIDAY_CLOSED_REASON(holiday))
  }
  const branchDay = centreId ? facts.openingDaysOf(centreId).find((day) => day.weekday === weekday) : undefined
  if (!branchDay?.open || branchDay.slots.length === 0) return closed(WEEKDAY_CLOSED_REASON(weekday))
  if (!place || place.slots.length === 0) return closed(NOT_WORKING_REASON(facts.doctor.name, weekday))
  if (place.centreId !== centreId) return closed(OTHER_BRANCH_REASON(facts.doctor.name, weekday))

  const working = inOrder(place.slots).filter((slot) => branchDay.slots.includes(slot))
  if (working.length === 0) return closed(NOT_WORKING_REASON(facts.doctor.name, weekday))
  const onLeave = new Set<string>()
  for (const leave of facts.leave) {
    if (leave.from > facts.date || leave.to < facts.date) continue
    for (const slot of leave.slots ?? SLOT_TIMES) onLeave.add(slot)
  }
  const slots = working.filter((slot) => !onLeave.has(slot))
  if (slots.length === 0) return closed(ON_LEAVE_REASON(facts.doctor.name))
  return { open: true, centreId, slots }
}

/**
 * Whether a branch opens on a date, and why not: its holiday first ("Closed: Republic Day"), then its closed
 * weekday ("Closed: Sunday"), as bookableSlots reads them. The calendars' day headers.
 */
export function branchDay({
  date,
  openingDays,
  holiday,
}: {
  date: string
  openingDays: readonly OpeningDay[]
  holiday: string | null
}): { open: true } | { open: false; closed: { reason: string } } {
  if (holiday) return { open: false, closed: { reason: HOLIDAY_CLOSED_REASON(holiday) } }
  const weekday = weekdayOf(date)
  const day = openingDays.find((candidate) => candidate.weekday === weekday)
  if (!day?.open || day.slots.length === 0) return { open: false, closed: { reason: WEEKDAY_CLOSED_REASON(weekday) } }
  return { open: true }
}

/**
 * The slot picker's list of slots that cannot be booked (docs/api/appointments.md, getBookedSlots): the held
 * ones, and every slot outside the day's answer (all eight on a closed day), in the day's order.
 */
export function unbookableSlots(day: DayAnswer, held: readonly string[]): SlotTime[] {
  if (!day.open) return [...SLOT_TIMES]
  return inOrder([...held, ...SLOT_TIMES.filter((slot) => !day.slots.includes(slot))])
}

/** Whether an appointment on `date` at `time` falls within a leave (its days, and its slots if partial). */
export const leaveCovers = (leave: LeaveSpan, date: string, time: string): boolean =>
  leave.from <= date && date <= leave.to && (leave.slots === null || leave.slots.includes(time as SlotTime))

/** The opening days as stored, completed to seven with the defaults (a row written by hand may miss some). */
export function completeWeek(days: readonly OpeningDay[] | null | undefined): OpeningDay[] {
  return DEFAULT_OPENING_DAYS.map((fallback) => {
    const day = days?.find((candidate) => candidate.weekday === fallback.weekday)
    return day
      ? { weekday: fallback.weekday, open: day.open, slots: inOrder(day.slots) }
      : { ...fallback, slots: [...fallback.slots] }
  })
}

/** The first date from `from` on (at most `limit` days ahead) that `isOpen` accepts; null when none is. */
export function firstOpenDay(from: string, isOpen: (date: string) => boolean, limit = 60): string | null {
  let date = from
  for (let step = 0; step <= limit; step += 1) {
    if (isOpen(date)) return date
    date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  }
  return null
}
