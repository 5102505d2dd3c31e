// Pure view logic of the calendars: the dates a view shows, a day's grid (a row per slot, a column per doctor),
// the phone's agenda, the day sheet, the actions an appointment's status allows and its colour. No React here.
import { isSlotInFuture } from '@app/appointments/slots'
import { clinicToday } from '@app/platform/clinic-time'
import type {
  AppointmentStatus,
  CalendarAppointment,
  CalendarDay,
  CalendarSlot,
  CentreCalendarDto,
} from '@app/appointments/schema'
import { SLOT_TIMES, slotMinutes } from '@app/appointments/slots'
import { addDays } from '@app/platform/clinic-time'

export type CalendarViewMode = 'day' | 'week'

/** The Monday of the week a date is in (the week view runs Monday to Sunday). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return addDays(date, weekday === 0 ? -6 : 1 - weekday)
}

/** The range a view of `date` reads: the day itself, or its week. */
export function rangeOf(mode: CalendarViewMode, date: string): { from: string; to: string } {
  if (mode === 'day') return { from: date, to: date }
  const from = mondayOf(date)
  return { from, to: addDays(from, 6) }
}

/** The date the Previous / Next buttons go to. */
export const stepDate = (mode: CalendarViewMode, date: string, direction: 1 | -1): string =>
  addDays(date, direction * (mode === 'day' ? 1 : 7))

/** One cell of a day's grid: a doctor's slots at one time (usually one; two when a slot was re-booked). */
export interface GridCell {
  doctorId: string
  slots: CalendarSlot[]
}

/** A row of the grid: one time, a cell per doctor column. */
export interface GridRow {
  time: string
  cells: GridCell[]
}

/**
 * A day of the centre's calendar as a grid: a row for each slot time any doctor works or holds an appointment in,
 * in the day's order, and a cell per column (empty when that doctor has nothing at that time).
 */
export function gridOf(day: CalendarDay): GridRow[] {
  const times = SLOT_TIMES.filter((time) =>
    day.doctors.some((doctor) => doctor.slots.some((slot) => slot.time === time)),
  )
  return times.map((time) => ({
    time,
    cells: day.doctors.map((doctor) => ({
      doctorId: doctor.doctorId,
      slots: doctor.slots.filter((slot) => slot.time === time),
    })),
  }))
}

/** An appointment of a day with the name of its doctor column (the agenda, the day sheet). */
export interface AgendaEntry {
  time: string
  doctorName: string
  appointment: CalendarAppointment
}

const isTaken = (slot: CalendarSlot): slot is CalendarSlot & { appointment: CalendarAppointment } =>
  slot.appointment !== null

/** A day's appointments by time, then doctor: the phone's list and reception's day sheet. */
export function agendaOf(calendar: Pick<CentreCalendarDto, 'doctors'>, day: CalendarDay): AgendaEntry[] {
  const names = new Map(calendar.doctors.map((doctor) => [doctor._id, doctor.name]))
  return day.doctors
    .flatMap((doctor) =>
      doctor.slots.filter(isTaken).map((slot) => ({
        time: slot.time,
        doctorName: names.get(doctor.doctorId) ?? '',
        appointment: slot.appointment,
      })),
    )
    .sort(
      (a, b) =>
        slotMinutes(a.time) - slotMinutes(b.time) ||
        a.doctorName.localeCompare(b.doctorName) ||
        a.appointment.child.name.localeCompare(b.appointment.child.name),
    )
}

/** How many appointments a doctor holds on a day, and how many free slots can still be booked. */
export function dayCounts(day: CalendarDay): { booked: number; free: number } {
  let booked = 0
  let free = 0
  for (const doctor of day.doctors) {
    for (const slot of doctor.slots) {
      if (slot.appointment) booked += 1
      else if (slot.bookable) free += 1
    }
  }
  return { booked, free }
}

/** The free, bookable slots of one doctor on one day of a calendar (the move dialog's choices). */
export function freeSlotsOf(calendar: CentreCalendarDto | undefined, date: string, doctorId: string): string[] {
  const day = calendar?.days.find((candidate) => candidate.date === date)
  const doctor = day?.doctors.find((candidate) => candidate.doctorId === doctorId)
  if (!day?.open || !doctor?.working) return []
  return doctor.slots.filter((slot) => !slot.appointment && slot.bookable).map((slot) => slot.time)
}

/** Why a move target offers no slot: the branch's or the doctor's reason, if the calendar gives one. */
export function closedReasonOf(calendar: CentreCalendarDto | undefined, date: string, doctorId: string): string | null {
  const day = calendar?.days.find((candidate) => candidate.date === date)
  if (!day) return null
  if (!day.open) return day.closedReason ?? null
  return day.doctors.find((candidate) => candidate.doctorId === doctorId)?.reason ?? null
}

/** What an admin can do with an appointment in its status (the dialog's buttons). */
export type CalendarAction = 'approve' | 'reject' | 'arrived' | 'completed' | 'no-show' | 'move' | 'cancel'

/**
 * The server's timing rules (docs/decisions/051), so the dialog offers only what it would accept: check-in
 * and completion from the appointment's day, a no-show once its start has passed. Without `when`, every
 * action its status allows.
 */
export function actionsFor(
  status: AppointmentStatus,
  when?: { appointmentDate: string; appointmentTime: string; now: Date },
): CalendarAction[] {
  const dayHasCome = !when || clinicToday(when.now) >= when.appointmentDate
  const hasStarted = !when || !isSlotInFuture(when.appointmentDate, when.appointmentTime, when.now)
  const onTime = (action: CalendarAction) =>
    action === 'arrived' || action === 'completed' ? dayHasCome : action === 'no-show' ? hasStarted : true
  const byStatus: CalendarAction[] =
    status === 'pending'
      ? ['approve', 'reject', 'move', 'cancel']
      : status === 'approved'
        ? ['arrived', 'no-show', 'move', 'cancel']
        : status === 'arrived'
          ? ['completed']
          : []
  return byStatus.filter(onTime)
}

export type StatusTone = 'yellow' | 'green' | 'blue' | 'slate' | 'red' | 'orange'

/** Each status's colour; the badge always says the status in words too. */
export function toneOf(status: AppointmentStatus): StatusTone {
  switch (status) {
    case 'pending':
      return 'yellow'
    case 'approved':
      return 'green'
    case 'arrived':
      return 'blue'
    case 'completed':
      return 'slate'
    case 'no-show':
      return 'orange'
    default:
      return 'red'
  }
}

/** A schedule's appointments grouped by day, every day of the range present (an empty day says so). */
export function byDay(
  from: string,
  to: string,
  appointments: readonly CalendarAppointment[],
): Array<{ date: string; appointments: CalendarAppointment[] }> {
  const days: Array<{ date: string; appointments: CalendarAppointment[] }> = []
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.push({
      date,
      appointments: appointments
        .filter((appointment) => appointment.appointmentDate === date)
        .sort((a, b) => slotMinutes(a.appointmentTime) - slotMinutes(b.appointmentTime)),
    })
  }
  return days
}

/** A status or action as a message's select key ("no-show" → "noShow": ICU keys take no hyphen). */
export const selectKey = (value: string): string => value.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
