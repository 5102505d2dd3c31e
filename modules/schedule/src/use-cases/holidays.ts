// A centre's holidays (docs/api/schedule.md, GET|POST /api/centres/:centreId/holidays and DELETE
// /api/centres/:centreId/holidays/:date). A new holiday answers the appointments it falls on, nothing dropped.
import { conflict, notFound, withTransaction, type TokenUser } from '@app/platform'
import { clinicToday } from '@app/platform/clinic-time'
import { assertMayAt, assertMayEver } from '../schedule.access.ts'
import type { ScheduleDeps } from '../schedule.deps.ts'
import { HolidayTakenError } from '../schedule.repository.ts'
import {
  HOLIDAY_EXISTS_MESSAGE,
  HOLIDAY_NOT_FOUND_MESSAGE,
  type AffectedAppointment,
  type HolidayDto,
  type HolidayInput,
} from '../schedule.schema.ts'
import { centreOf } from './load.ts'

/** The centre's holidays from `from` (default today) on. */
export async function listHolidays(
  deps: ScheduleDeps,
  actor: TokenUser | null,
  input: { centreId: string; from?: string },
): Promise<HolidayDto[]> {
  // access
  assertMayEver(actor, 'read-centre')
  // load
  const centreId = await centreOf(deps, input.centreId)
  // access
  assertMayAt(actor, 'read-centre', centreId)
  // load
  return deps.repository.holidaysOf(centreId, input.from ?? clinicToday(deps.clock()))
}

export async function addHoliday(
  deps: ScheduleDeps,
  actor: TokenUser | null,
  input: HolidayInput & { centreId: string },
): Promise<{ holiday: HolidayDto; affected: AffectedAppointment[] }> {
  // access
  assertMayEver(actor, 'manage-centre')
  // load
  const centreId = await centreOf(deps, input.centreId)
  // access
  assertMayAt(actor, 'manage-centre', centreId)
  // write: under the centre's lock held exclusively (see add-leave.ts)
  let result: { holiday: HolidayDto; affected: AffectedAppointment[] }
  try {
    result = await withTransaction(deps.payload, async () => {
      await deps.repository.lockCentre(centreId, 'exclusive')
      // checked under the lock, so the unique index is only the last word (an edit in /admin)
      if ((await deps.repository.holidaysOn([centreId], input.date)).has(centreId)) throw new HolidayTakenError()
      const holiday = await deps.repository.addHoliday({ centreId, date: input.date, name: input.name })
      const affected = await deps.appointments.activeIn({ centreId, from: input.date, to: input.date })
      return { holiday, affected }
    })
  } catch (error) {
    if (error instanceof HolidayTakenError) throw conflict(HOLIDAY_EXISTS_MESSAGE)
    throw error
  }
  // publish
  deps.publish.changed({ centreId, what: 'holiday', date: input.date })
  return result
}

export async function removeHoliday(
  deps: ScheduleDeps,
  actor: TokenUser | null,
  input: { centreId: string; date: string },
): Promise<void> {
  // access
  assertMayEver(actor, 'manage-centre')
  // load
  const centreId = await centreOf(deps, input.centreId)
  // access
  assertMayAt(actor, 'manage-centre', centreId)
  // write
  const removed = await withTransaction(deps.payload, async () => {
    await deps.repository.lockCentre(centreId, 'exclusive')
    return deps.repository.removeHoliday(centreId, input.date)
  })
  if (!removed) throw notFound(HOLIDAY_NOT_FOUND_MESSAGE)
  // publish
  deps.publish.changed({ centreId, what: 'holiday', date: input.date })
}
