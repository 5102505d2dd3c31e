// GET /api/centres/:centreId/calendar (docs/api/appointments.md, "Calendars"): a branch's days, each doctor's
// slots and the appointments in them, for the centre's admins.
import { isRecordId, notFound, WATCHED_TABLES, type TokenUser, type WatchedTable } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { buildCentreCalendar, CALENDAR_STATUSES, datesOf } from '../calendar.rules.ts'
import type { CalendarRange, CentreCalendarDto } from '../calendar.schema.ts'
import { CENTRE_NOT_FOUND_MESSAGE } from '../calendar.schema.ts'

type CentreRange = CalendarRange & { centreId: string }

/**
 * Every table a branch's calendar is made from: its appointments, the names of their children and doctors, the
 * branch's doctors, the centre, and the schedule's four tables. They are exactly the tables whose changes the
 * database announces (WATCHED_TABLES); a change to any of them makes a kept calendar stale.
 */
export const CENTRE_CALENDAR_TABLES: readonly WatchedTable[] = WATCHED_TABLES

export async function readCentreCalendar(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  range: CentreRange,
): Promise<CentreCalendarDto> {
  // access
  assertMayEver(actor, 'read-calendar')
  assertMay(actor, 'read-calendar', { centreId: range.centreId })
  return buildCalendar(deps, range, deps.clock())
}

/**
 * The same calendar as the JSON text the route sends. Kept while none of its tables changed, for the minute it
 * was made in (slots turn "past" as time goes): an admin's screen asks again on every live event of the centre.
 * Serialising a week of ten doctors costs about as much as making it, so the text is what is kept (decision 064).
 */
export async function readCentreCalendarJson(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  range: CentreRange,
): Promise<string> {
  // access
  assertMayEver(actor, 'read-calendar')
  assertMay(actor, 'read-calendar', { centreId: range.centreId })
  const now = deps.clock()
  const key = `${range.centreId}|${range.from}|${range.to}|${Math.floor(now.getTime() / 60_000)}`
  return deps.centreCalendars.get(key, async () => JSON.stringify(await buildCalendar(deps, range, now)))
}

async function buildCalendar(
  deps: AppointmentsDeps,
  { centreId, from, to }: CentreRange,
  now: Date,
): Promise<CentreCalendarDto> {
  // load: the centre's doctors and the range's appointments at once, then the schedule for all of them
  const [centre, { doctors: ofCentre }, appointments] = await Promise.all([
    isRecordId(centreId) ? deps.centres.namesOf([centreId]) : Promise.resolve([]),
    deps.people.listDoctors(centreId),
    deps.repository.calendarEntries({ of: { centreId }, from, to, statuses: CALENDAR_STATUSES }),
  ])
  if (centre.length === 0) throw notFound(CENTRE_NOT_FOUND_MESSAGE)
  // rule: a doctor of another branch holding an appointment here gets a column too
  const known = new Set(ofCentre.map((doctor) => doctor._id))
  const visitors = new Map<string, { _id: string; name: string }>()
  for (const { doctor } of appointments) if (doctor && !known.has(doctor._id)) visitors.set(doctor._id, doctor)
  const doctors = [...ofCentre.map(({ _id, name }) => ({ _id, name })), ...visitors.values()]
  const visitorCentres = visitors.size
    ? new Map((await deps.people.summariesOf([...visitors.keys()])).map((person) => [person._id, person.centreId]))
    : new Map<string, string | null>()
  // load
  const days = await deps.schedule.branchDays({
    centreId,
    doctors: doctors.map((doctor) => ({
      _id: doctor._id,
      name: doctor.name,
      centreId: known.has(doctor._id) ? centreId : (visitorCentres.get(doctor._id) ?? null),
    })),
    dates: datesOf(from, to),
  })
  // rule
  return buildCentreCalendar({ centreId, from, to, doctors, days, appointments, now })
}
