// Loads several use cases share: the doctor of a path, the centre of a path, and the facts of a doctor's day.
import { badRequest, notFound, isRecordId, readTogether } from '@app/platform'
import type { DoctorRef, ScheduleDeps } from '../schedule.deps.ts'
import { defaultPatternOf, type DoctorsDayFacts } from '../schedule.rules.ts'
import type { LeaveDto, OpeningDay } from '../schedule.schema.ts'
import { CENTRE_NOT_FOUND_MESSAGE, DOCTOR_NOT_FOUND_MESSAGE, UNKNOWN_CENTRE_MESSAGE } from '../schedule.schema.ts'

/** The doctor of a path: 404 for an id that is not a doctor's. */
export async function doctorOf(deps: ScheduleDeps, doctorId: string): Promise<DoctorRef> {
  const [person] = isRecordId(doctorId) ? await deps.people.summariesOf([doctorId]) : []
  if (!person || person.role !== 'doctor') throw notFound(DOCTOR_NOT_FOUND_MESSAGE)
  return { _id: person._id, name: person.name, centreId: person.centreId }
}

/** The centre of a path: 404 for an id that is not a centre's. */
export async function centreOf(deps: ScheduleDeps, centreId: string): Promise<string> {
  const [centre] = isRecordId(centreId) ? await deps.centres.namesOf([centreId]) : []
  if (!centre) throw notFound(CENTRE_NOT_FOUND_MESSAGE)
  return centre._id
}

/** Refuses (400 on `field`) centres in a body that do not exist. */
export async function refuseUnknownCentres(deps: ScheduleDeps, centreIds: string[], field: string): Promise<void> {
  const wanted = [...new Set(centreIds)]
  const known = wanted.every(isRecordId) ? await deps.centres.namesOf(wanted) : []
  if (known.length !== wanted.length) throw badRequest(UNKNOWN_CENTRE_MESSAGE, { [field]: UNKNOWN_CENTRE_MESSAGE })
}

/** Everything bookableSlots reads about a doctor for any date from `from` on (leave and holidays from then). */
export interface DoctorsSchedule {
  from: string
  doctor: DoctorRef
  centreId?: string
  weekly: DoctorsDayFacts['weekly']
  extraDays: DoctorsDayFacts['extraDays']
  leave: LeaveDto[]
  openingDays: Map<string, OpeningDay[]>
  /** "centreId|date" → the holiday's name. */
  holidays: Map<string, string>
}

/** The last date a schedule read "from a date on" covers: far enough that no booking reaches it. */
const FOREVER = '9999-12-31'

/**
 * A doctor's week (or the default one), extra days and leave from `from` to `to`, then the opening days and
 * holidays of the branches they involve. Two round trips.
 */
export async function scheduleOf(
  deps: ScheduleDeps,
  { doctor, centreId, from, to = FOREVER }: { doctor: DoctorRef; centreId?: string; from: string; to?: string },
): Promise<DoctorsSchedule> {
  // Also read under a booking's locks, inside its transaction: side by side only outside one.
  const [saved, leave] = await readTogether(deps.payload, [
    () => deps.repository.availabilityOf(doctor._id),
    () => deps.repository.leaveOf(doctor._id, { from, to }),
  ])
  const weekly = saved?.weekly ?? (doctor.centreId ? defaultPatternOf(doctor.centreId) : [])
  const extraDays = saved?.extraDays ?? []
  const centres = [
    centreId,
    doctor.centreId,
    ...weekly.map((day) => day.centreId),
    ...extraDays.map((day) => day.centreId),
  ]
  const involved = [...new Set(centres.filter((id): id is string => Boolean(id)))]
  const [openingDays, holidays] = await readTogether(deps.payload, [
    () => deps.repository.openingDaysOf(involved),
    () => deps.repository.holidaysBetween(involved, { from, to }),
  ])
  return { from, doctor, centreId, weekly, extraDays, leave, openingDays, holidays }
}

/** What bookableSlots needs of a schedule on one of its dates. */
export function factsOn(schedule: DoctorsSchedule, date: string): DoctorsDayFacts {
  return {
    date,
    centreId: schedule.centreId,
    doctor: schedule.doctor,
    weekly: schedule.weekly,
    extraDays: schedule.extraDays,
    leave: schedule.leave.filter((span) => span.from <= date && date <= span.to),
    openingDaysOf: (id) => schedule.openingDays.get(id) ?? [],
    holidayOf: (id, day) => (day === date ? (schedule.holidays.get(`${id}|${date}`) ?? null) : null),
  }
}

/** Everything bookableSlots reads about a doctor on one date, read now (inside the caller's transaction, if any). */
export async function factsOfDay(
  deps: ScheduleDeps,
  { doctor, date, centreId }: { doctor: DoctorRef; date: string; centreId?: string },
): Promise<DoctorsDayFacts> {
  return factsOn(await scheduleOf(deps, { doctor, centreId, from: date, to: date }), date)
}
