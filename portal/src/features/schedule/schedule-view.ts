// The schedule screens' view logic (docs/product.md §5.2): the week shown Monday first, a doctor's pattern as
// seven rows of a form and back, and the words of a leave's slots. Pure functions, unit-tested.
import { SLOT_TIMES, type SlotTime } from '@app/appointments/slots'
import type { AffectedAppointment, ExtraDay, OpeningDay, PatternDay, Weekday } from '@app/schedule/schema'
import { formatSlotTime } from '../../i18n/format'

/** The week as the centres read it: Monday first, Sunday last. */
export const WEEK_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0]

/** The sections of the Schedule screen, as `?section=` names them. */
export const SCHEDULE_SECTIONS = ['hours', 'holidays', 'doctors'] as const
export type ScheduleSection = (typeof SCHEDULE_SECTIONS)[number]
export const isScheduleSection = (value: unknown): value is ScheduleSection =>
  typeof value === 'string' && (SCHEDULE_SECTIONS as readonly string[]).includes(value)

/** The opening-hours form: one row per weekday, Monday first. */
export interface OpeningFields {
  days: OpeningDay[]
}

/** The centre's saved week as the form's rows (a weekday the answer lacks is closed, with the eight slots). */
export function openingFields(days: readonly OpeningDay[]): OpeningFields {
  return {
    days: WEEK_ORDER.map((weekday) => {
      const saved = days.find((day) => day.weekday === weekday)
      return saved
        ? { weekday, open: saved.open, slots: [...saved.slots] }
        : { weekday, open: false, slots: [...SLOT_TIMES] }
    }),
  }
}

/** One weekday of a doctor's week in the form: whether they work, at which centre, which slots. */
export interface PatternRow {
  weekday: Weekday
  working: boolean
  centreId: string
  slots: string[]
}
export interface PatternFields {
  days: PatternRow[]
}

/**
 * A doctor's saved pattern as seven rows, Monday first. A day off keeps the home centre and the eight slots, so
 * ticking "Works" starts from a whole day there.
 */
export function patternFields(weekly: readonly PatternDay[], homeCentreId: string): PatternFields {
  return {
    days: WEEK_ORDER.map((weekday) => {
      const day = weekly.find((candidate) => candidate.weekday === weekday)
      return day
        ? { weekday, working: true, centreId: day.centreId, slots: [...day.slots] }
        : { weekday, working: false, centreId: homeCentreId, slots: [...SLOT_TIMES] }
    }),
  }
}

/** The rows back into the pattern the server takes: the working days only, Sunday first, slots in day order. */
export function patternOf(rows: readonly PatternRow[]): PatternDay[] {
  return rows
    .filter((row) => row.working)
    .map((row) => ({
      weekday: row.weekday,
      centreId: row.centreId,
      slots: SLOT_TIMES.filter((slot) => row.slots.includes(slot)),
    }))
    .sort((a, b) => a.weekday - b.weekday)
}

/**
 * A server field error of the pattern (`weekly.2.slots`, the third working day of what was sent) as the form's
 * field (`days.<row>.slots`); `weekly` itself is the whole week's error. Null when it names nothing the form has.
 */
export function patternFieldOf(name: string, sent: readonly PatternDay[]): string | null {
  if (name === 'weekly') return 'days'
  const match = /^weekly\.(\d+)(?:\.(centreId|slots))?$/.exec(name)
  if (!match) return null
  const day = sent[Number(match[1])]
  if (!day) return 'days'
  const row = WEEK_ORDER.indexOf(day.weekday)
  return match[2] ? `days.${row}.${match[2]}` : `days.${row}`
}

/** The opening hours' field error (`days.3.slots`, by the weekday sent third) as the form's row. */
export function openingFieldOf(name: string, sent: readonly OpeningDay[]): string | null {
  if (name === 'days') return 'days'
  const match = /^days\.(\d+)(?:\.(open|slots))?$/.exec(name)
  if (!match) return null
  const day = sent[Number(match[1])]
  if (!day) return 'days'
  const row = WEEK_ORDER.indexOf(day.weekday)
  return match[2] ? `days.${row}.${match[2]}` : `days.${row}`
}

/** The slots of a row in the day's order, kept to the eight (a checkbox group hands them in click order). */
export const orderedSlots = (slots: readonly string[]): SlotTime[] => SLOT_TIMES.filter((slot) => slots.includes(slot))

/** Slots in words, in the day's order, each written as the active language writes a time ("10:30 am" in Hindi). */
export const slotsText = (slots: readonly string[]): string => orderedSlots(slots).map(formatSlotTime).join(', ')

/** A leave's slots in words: null for whole days, else the times. */
export const leaveSlotsText = (slots: readonly string[] | null): string | null =>
  slots && slots.length > 0 ? slotsText(slots) : null

/**
 * Where the admin opens an affected appointment: the centre's appointments, searched by the child's name on that
 * one day (the list's own filters; the row's actions move, edit or cancel it).
 */
export function appointmentSearchOf(appointment: Pick<AffectedAppointment, 'childName' | 'appointmentDate'>): {
  search: string
  from: string
  to: string
} {
  return { search: appointment.childName, from: appointment.appointmentDate, to: appointment.appointmentDate }
}

/** The extra days with one more (replacing the one already on that date), by date. */
export function withExtraDay(days: readonly ExtraDay[], day: ExtraDay): ExtraDay[] {
  return [...days.filter((candidate) => candidate.date !== day.date), day].sort((a, b) => a.date.localeCompare(b.date))
}

/** The extra days without the one on that date. */
export const withoutExtraDay = (days: readonly ExtraDay[], date: string): ExtraDay[] =>
  days.filter((day) => day.date !== date)
