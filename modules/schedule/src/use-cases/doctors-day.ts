// The schedule's answer for other modules (appointments' slot picker, booking and move): which slots of a doctor
// can be booked on a date, or why the day is closed (docs/api/schedule.md, "For other modules").
import type { DoctorRef, ScheduleDeps } from '../schedule.deps.ts'
import { bookableSlots } from '../schedule.rules.ts'
import type { DayAnswer } from '../schedule.schema.ts'
import { clinicToday } from '@app/platform/clinic-time'
import type { WatchedTable } from '@app/platform'
import { factsOfDay, factsOn, scheduleOf } from './load.ts'

export interface DoctorsDayQuery {
  doctor: DoctorRef
  date: string
  /** The branch asked about (a booking's); without it, the branch the doctor works at that day. */
  centreId?: string
}

/** The tables a doctor's schedule is read from: a change to any of them makes a kept one stale. */
export const SCHEDULE_TABLES: readonly WatchedTable[] = [
  'doctor_availability',
  'doctor_leave',
  'centre_opening_hours',
  'centre_holidays',
]

/**
 * A read outside any lock: the slot picker, and a booking's first look before it writes
 * anything. From today on it reads the doctor's schedule kept since its tables last changed (decision 064): a
 * doctor's week, leave and branches change a few times a month and are asked on every slot picker's turn.
 */
export async function doctorsDay(deps: ScheduleDeps, query: DoctorsDayQuery): Promise<DayAnswer> {
  const today = clinicToday(deps.clock())
  if (query.date < today) return bookableSlots(await factsOfDay(deps, query))
  return bookableSlots(factsOn(await keptScheduleOf(deps, query, today), query.date))
}

function keptScheduleOf(deps: ScheduleDeps, { doctor, centreId }: Omit<DoctorsDayQuery, 'date'>, today: string) {
  const key = [doctor._id, doctor.centreId ?? '', centreId ?? '', today].join('|')
  return deps.keptSchedules.get(key, () => scheduleOf(deps, { doctor, centreId, from: today }))
}

/**
 * The same answer, read inside the caller's transaction after taking the doctor's and the branch's schedule
 * locks shared: a leave or holiday being added waits for this transaction, or this read sees it (the
 * repository's lockDoctor). The caller writes its appointment in the same transaction.
 */
export async function holdDoctorsDay(deps: ScheduleDeps, query: DoctorsDayQuery): Promise<DayAnswer> {
  const centreId = query.centreId ?? query.doctor.centreId
  if (centreId) await deps.repository.lockCentre(centreId, 'shared')
  await deps.repository.lockDoctor(query.doctor._id, 'shared')
  return bookableSlots(await factsOfDay(deps, query))
}
