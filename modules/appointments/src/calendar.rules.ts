// Pure rules of the calendars (docs/api/appointments.md, "Calendars"): which days a range holds, which
// appointments a calendar shows, and how a branch's day is laid out per doctor and slot.
import { addDays, clinicClock } from '@app/platform/clinic-time'
import type { ScheduleDay } from './appointments.deps.ts'
import type { AppointmentStatus } from './appointments.schema.ts'
import {
  SLOT_PASSED_REASON,
  type CalendarAppointment,
  type CalendarDay,
  type CalendarSlot,
  type CentreCalendarDto,
} from './calendar.schema.ts'
import { isSlotAfter, SLOT_TIMES, slotMinutes } from './slots.ts'

/** The statuses a calendar shows: a rejected or cancelled appointment holds no time. */
export const CALENDAR_STATUSES = [
  'pending',
  'approved',
  'arrived',
  'completed',
  'no-show',
] as const satisfies readonly AppointmentStatus[]

/** Every date from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date)
  return dates
}

/** Appointments by day and time (then child name, so equal times keep one order). */
export const byTime = (a: CalendarAppointment, b: CalendarAppointment): number =>
  // YYYY-MM-DD dates order as plain text (localeCompare, many times slower, is for the names).
  (a.appointmentDate < b.appointmentDate ? -1 : a.appointmentDate > b.appointmentDate ? 1 : 0) ||
  slotMinutes(a.appointmentTime) - slotMinutes(b.appointmentTime) ||
  a.child.name.localeCompare(b.child.name)

/** A branch's schedule for one day as the schedule module answers it. */
export interface BranchDayFacts {
  date: string
  branch: { open: true } | { open: false; closed: { reason: string } }
  doctors: Record<string, ScheduleDay>
}

/**
 * The centre's calendar: one day per date, every doctor each day with the slots they offer there (free: bookable
 * unless past; taken: the appointment) and any appointment outside them (booked before a leave or a holiday, so
 * the admin sees it and moves it). A closed day keeps its reason and only its appointments.
 */
export function buildCentreCalendar({
  centreId,
  from,
  to,
  doctors,
  days,
  appointments,
  now,
}: {
  centreId: string
  from: string
  to: string
  doctors: Array<{ _id: string; name: string }>
  days: BranchDayFacts[]
  appointments: CalendarAppointment[]
  now: Date
}): CentreCalendarDto {
  // Read on every admin's screen and its live redraws: the clinic's clock once, each appointment grouped once.
  const clinicNow = clinicClock(now)
  const held = new Map<string, CalendarAppointment[]>()
  for (const appointment of [...appointments].sort(byTime)) {
    const key = `${appointment.appointmentDate}|${appointment.doctor?._id ?? ''}`
    const list = held.get(key)
    if (list) list.push(appointment)
    else held.set(key, [appointment])
  }
  const calendarDays: CalendarDay[] = days.map(({ date, branch, doctors: answers }) => ({
    date,
    open: branch.open,
    ...(branch.open ? {} : { closedReason: branch.closed.reason }),
    doctors: doctors.map((doctor) => {
      const answer: ScheduleDay = branch.open
        ? (answers[doctor._id] ?? { open: false, closed: { reason: '' } })
        : { open: false, closed: branch.closed }
      const taken = held.get(`${date}|${doctor._id}`) ?? []
      const offered: readonly string[] = answer.open ? answer.slots : []
      const times = SLOT_TIMES.filter((time) => offered.includes(time) || taken.some((a) => a.appointmentTime === time))
      const slots: CalendarSlot[] = times.flatMap((time): CalendarSlot[] => {
        const here = taken.filter((a) => a.appointmentTime === time)
        if (here.length > 0) return here.map((appointment) => ({ time, appointment }))
        const bookable = isSlotAfter(date, time, clinicNow)
        return [{ time, appointment: null, bookable, ...(bookable ? {} : { reason: SLOT_PASSED_REASON }) }]
      })
      return {
        doctorId: doctor._id,
        working: answer.open,
        ...(answer.open || !answer.closed.reason ? {} : { reason: answer.closed.reason }),
        slots,
      }
    }),
  }))
  return { centreId, from, to, doctors, days: calendarDays }
}
