// The calendars (docs/api/appointments.md, "Calendars"): the range query, the answers' shapes and the words the
// server and the portal share. Browser-safe; re-exported by appointments.schema.ts (`@app/appointments/schema`).
import * as v from 'valibot'
import { isCalendarDate } from '@app/children/schema'
import type { AppointmentStatus } from './appointments.schema.ts'

/** The most days one calendar call answers (a month). */
export const MAX_CALENDAR_DAYS = 31

export const CALENDAR_FROM_MESSAGE = 'from must be a date (YYYY-MM-DD)'
export const CALENDAR_TO_MESSAGE = 'to must be a date (YYYY-MM-DD)'
export const CALENDAR_ORDER_MESSAGE = 'to cannot be before from'
export const CALENDAR_TOO_LONG_MESSAGE = `A calendar shows at most ${MAX_CALENDAR_DAYS} days`
/** Why a free slot cannot be booked. */
export const SLOT_PASSED_REASON = 'Time has passed'

const dayField = (message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.check(isCalendarDate, message))

const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both included, at most MAX_CALENDAR_DAYS days. */
export const CalendarRangeSchema = v.pipe(
  v.object({ from: dayField(CALENDAR_FROM_MESSAGE), to: dayField(CALENDAR_TO_MESSAGE) }),
  v.forward(
    v.partialCheck([['from'], ['to']], (range) => range.to >= range.from, CALENDAR_ORDER_MESSAGE),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (range) => daysFrom(range.from, range.to) <= MAX_CALENDAR_DAYS,
      CALENDAR_TOO_LONG_MESSAGE,
    ),
    ['to'],
  ),
)
export type CalendarRange = v.InferOutput<typeof CalendarRangeSchema>

/** One appointment as the calendars show it. */
export interface CalendarAppointment {
  _id: string
  appointmentDate: string
  appointmentTime: string
  status: AppointmentStatus
  consultationType: string
  child: { _id: string; name: string }
  parentName: string
  doctor: { _id: string; name: string } | null
  centreId: string | null
}

/** A slot of a doctor's day: holding an appointment, or free (bookable, or why not). */
export type CalendarSlot =
  | { time: string; appointment: CalendarAppointment }
  | { time: string; appointment: null; bookable: boolean; reason?: string }

/** One doctor on one day of a branch's calendar. */
export interface CalendarDoctorDay {
  doctorId: string
  /** Whether the doctor works at this branch that day; `reason` says why not ("Dr. … is on leave"). */
  working: boolean
  reason?: string
  slots: CalendarSlot[]
}

export interface CalendarDay {
  date: string
  open: boolean
  /** Why the branch is closed ("Closed: Sunday", "Closed: Republic Day"). */
  closedReason?: string
  /** Every doctor of the branch, in the order of `doctors`. */
  doctors: CalendarDoctorDay[]
}

/** GET /api/centres/:centreId/calendar */
export interface CentreCalendarDto {
  centreId: string
  from: string
  to: string
  /** The columns: the branch's doctors (and any other doctor holding an appointment there), by name. */
  doctors: Array<{ _id: string; name: string }>
  days: CalendarDay[]
}

/** GET /api/doctors/schedule and /api/therapists/schedule: the appointments of the range by day and time. */
export interface ScheduleListDto {
  from: string
  to: string
  appointments: CalendarAppointment[]
}

export const CENTRE_NOT_FOUND_MESSAGE = 'Centre not found'
