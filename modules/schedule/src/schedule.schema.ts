// When the centres and the doctors work (docs/api/schedule.md, docs/product.md §5.2): the inputs of the calls as
// valibot schemas, the answers' types and every message the module shows. Browser-safe: the portal's booking form
// reads the same words.
import * as v from 'valibot'
import { isSlotTime, SLOT_TIMES, type SlotTime } from '@app/appointments/slots'
import { isCalendarDate } from '@app/children/schema'
import { requiredText } from '@app/platform/schema'

/** 0 = Sunday … 6 = Saturday, as `Date.getUTCDay()` counts them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly Weekday[]
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** A branch's day of the week: open or closed, and which of the eight slots it offers when open. */
export interface OpeningDay {
  weekday: Weekday
  open: boolean
  slots: SlotTime[]
}

/** One weekday of a doctor's pattern: the branch they work at that day and the slots they take there. */
export interface PatternDay {
  weekday: Weekday
  centreId: string
  slots: SlotTime[]
}

/** A day the doctor works outside the pattern (an extra Saturday, a day at another branch). */
export interface ExtraDay {
  date: string
  centreId: string
  slots: SlotTime[]
}

export interface LeaveDto {
  _id: string
  doctorId: string
  from: string
  to: string
  /** The slots taken off on each day of the leave; null for whole days. */
  slots: SlotTime[] | null
  reason: string
}

export interface HolidayDto {
  centreId: string
  date: string
  name: string
}

export interface AvailabilityDto {
  doctorId: string
  weekly: PatternDay[]
  extraDays: ExtraDay[]
  /** The doctor's leave from today on. */
  leave: LeaveDto[]
}

export interface OpeningHoursDto {
  centreId: string
  days: OpeningDay[]
}

/** An appointment a new leave or holiday falls on: the admin moves or cancels it, nothing is dropped. */
export interface AffectedAppointment {
  _id: string
  appointmentDate: string
  appointmentTime: string
  status: string
  childName: string
  doctorId: string
}

/**
 * Which slots of a doctor can be booked on a day: the open ones, or why the day is closed. The one answer the
 * booked-slots call, the booking and the move rules and the booking form all use.
 */
export type DayAnswer =
  { open: true; centreId: string; slots: SlotTime[] } | { open: false; closed: { reason: string } }

// Messages

/** A doctor, as the reasons name them (the seeded names already start with "Dr."). */
export const doctorLabel = (name: string | null | undefined): string => {
  const trimmed = (name ?? '').trim()
  if (!trimmed) return 'The doctor'
  return /^dr\.?\s/i.test(trimmed) ? trimmed : `Dr. ${trimmed}`
}
/** A branch holiday: "Closed: Republic Day". */
export const HOLIDAY_CLOSED_REASON = (name: string) => `Closed: ${name}`
/** A weekday the branch does not open: "Closed: Sunday". */
export const WEEKDAY_CLOSED_REASON = (weekday: Weekday) => `Closed: ${WEEKDAY_NAMES[weekday]}`
/** The doctor's leave covers the day (or every slot they had that day). The reason stays with the centre. */
export const ON_LEAVE_REASON = (doctorName: string | null | undefined) => `${doctorLabel(doctorName)} is on leave`
/** The doctor's pattern has no work that weekday. */
export const NOT_WORKING_REASON = (doctorName: string | null | undefined, weekday: Weekday) =>
  `${doctorLabel(doctorName)} does not work on ${WEEKDAY_NAMES[weekday]}s`
/** The doctor works that weekday, but at another branch. */
export const OTHER_BRANCH_REASON = (doctorName: string | null | undefined, weekday: Weekday) =>
  `${doctorLabel(doctorName)} does not work at this centre on ${WEEKDAY_NAMES[weekday]}s`

export const DOCTOR_NOT_FOUND_MESSAGE = 'Doctor not found'
export const CENTRE_NOT_FOUND_MESSAGE = 'Centre not found'
export const LEAVE_NOT_FOUND_MESSAGE = 'Leave not found'
export const HOLIDAY_NOT_FOUND_MESSAGE = 'Holiday not found'
export const OWN_CENTRE_ONLY_MESSAGE = "You can only change your own centre's schedule."
export const HOLIDAY_EXISTS_MESSAGE = 'This day is already a holiday at this centre.'
export const INVALID_DATE_MESSAGE = 'Please enter a valid date (YYYY-MM-DD)'
export const LEAVE_ORDER_MESSAGE = 'The last day of the leave cannot be before the first'
export const LEAVE_TOO_LONG_MESSAGE = 'A leave can be at most 366 days long'
export const REASON_REQUIRED_MESSAGE = 'Please give a reason'
export const HOLIDAY_NAME_REQUIRED_MESSAGE = 'Please give the holiday a name'
export const SLOTS_MESSAGE = `Slots must be some of: ${SLOT_TIMES.join(', ')}`
export const WEEKDAY_MESSAGE = 'Weekday must be 0 (Sunday) to 6 (Saturday)'
export const DAYS_MESSAGE = 'Give each of the seven weekdays once'
export const PATTERN_WEEKDAY_TWICE_MESSAGE = 'A doctor works at one centre per weekday: give each weekday at most once'
export const PATTERN_CENTRE_MESSAGE = 'Please choose a centre for each working day'
export const UNKNOWN_CENTRE_MESSAGE = 'Please choose one of our centres'
export const OPENING_HOURS_SAVED_MESSAGE = 'Opening hours saved'
export const AVAILABILITY_SAVED_MESSAGE = 'Working days saved'
export const LEAVE_ADDED_MESSAGE = 'Leave added'
export const LEAVE_REMOVED_MESSAGE = 'Leave removed'
export const HOLIDAY_ADDED_MESSAGE = 'Holiday added'
export const HOLIDAY_REMOVED_MESSAGE = 'Holiday removed'

// Inputs

const dateField = v.pipe(v.string(INVALID_DATE_MESSAGE), v.check(isCalendarDate, INVALID_DATE_MESSAGE))
const weekdayField = v.pipe(
  v.number(WEEKDAY_MESSAGE),
  v.integer(WEEKDAY_MESSAGE),
  v.minValue(0, WEEKDAY_MESSAGE),
  v.maxValue(6, WEEKDAY_MESSAGE),
)
/** Some of the eight slots, each once, kept in the day's order. */
const slotsField = v.pipe(
  v.array(v.string(SLOTS_MESSAGE), SLOTS_MESSAGE),
  v.check((slots) => slots.every(isSlotTime) && new Set(slots).size === slots.length, SLOTS_MESSAGE),
  v.transform((slots) => SLOT_TIMES.filter((slot) => slots.includes(slot))),
)
const centreField = requiredText(PATTERN_CENTRE_MESSAGE, { maxLength: 64 })

export const OpeningHoursSchema = v.object({
  days: v.pipe(
    v.array(
      v.object({ weekday: weekdayField, open: v.boolean('Open must be true or false'), slots: slotsField }),
      DAYS_MESSAGE,
    ),
    v.check((days) => days.length === 7 && new Set(days.map((day) => day.weekday)).size === 7, DAYS_MESSAGE),
    v.transform((days) => [...days].sort((a, b) => a.weekday - b.weekday) as OpeningDay[]),
  ),
})
export type OpeningHoursInput = v.InferOutput<typeof OpeningHoursSchema>

export const AvailabilitySchema = v.object({
  weekly: v.pipe(
    v.array(
      v.object({ weekday: weekdayField, centreId: centreField, slots: slotsField }),
      PATTERN_WEEKDAY_TWICE_MESSAGE,
    ),
    v.maxLength(7, PATTERN_WEEKDAY_TWICE_MESSAGE),
    v.check((days) => new Set(days.map((day) => day.weekday)).size === days.length, PATTERN_WEEKDAY_TWICE_MESSAGE),
    v.transform((days) => [...days].sort((a, b) => a.weekday - b.weekday) as PatternDay[]),
  ),
  extraDays: v.optional(
    v.pipe(
      v.array(v.object({ date: dateField, centreId: centreField, slots: slotsField }), 'Extra days must be a list'),
      v.maxLength(100, 'At most 100 extra days'),
    ),
    [],
  ),
})
export type AvailabilityInput = v.InferOutput<typeof AvailabilitySchema>

export const LeaveSchema = v.pipe(
  v.object({
    from: dateField,
    to: dateField,
    slots: v.optional(v.nullable(slotsField), null),
    reason: requiredText(REASON_REQUIRED_MESSAGE, { maxLength: 200 }),
  }),
  v.forward(
    v.check((leave) => leave.to >= leave.from, LEAVE_ORDER_MESSAGE),
    ['to'],
  ),
  v.forward(
    v.check((leave) => (Date.parse(leave.to) - Date.parse(leave.from)) / 86_400_000 < 366, LEAVE_TOO_LONG_MESSAGE),
    ['to'],
  ),
)
export type LeaveInput = v.InferOutput<typeof LeaveSchema>

export const HolidaySchema = v.object({
  date: dateField,
  name: requiredText(HOLIDAY_NAME_REQUIRED_MESSAGE, { maxLength: 80 }),
})
export type HolidayInput = v.InferOutput<typeof HolidaySchema>

export const isScheduleDate = (value: unknown): value is string => typeof value === 'string' && isCalendarDate(value)
