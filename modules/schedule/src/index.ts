// The schedule module: when the centres and the doctors work — opening days, doctors' weeks, leave, branch
// holidays — and the one answer to "which slots of this doctor can be booked on this date"
// (docs/api/schedule.md). Built on the use-case skeleton (docs/modules.md).
import type { Payload } from 'payload'
import { cacheWhileUnchanged, type Clock, type EventBus, type Logger, type TableChanges } from '@app/platform'
import type { AppointmentsForSchedule, CentresForSchedule, PeopleForSchedule } from './schedule.deps.ts'
import { createSchedulePublisher } from './schedule.publisher.ts'
import { createScheduleRepository } from './schedule.repository.ts'
import { createScheduleRouter } from './schedule.routes.ts'
import { createScheduleSeeder } from './schedule.seed.ts'
import { createScheduleService } from './schedule.service.ts'
import { SCHEDULE_TABLES } from './use-cases/doctors-day.ts'
import type { DoctorsSchedule } from './use-cases/load.ts'

export * from './schedule.schema.ts'
export { SEEDED_HOLIDAYS } from './schedule.holidays.ts'
export { bookableSlots, branchDay, unbookableSlots, weekdayOf, DEFAULT_OPENING_DAYS } from './schedule.rules.ts'
export { SCHEDULE_CHANGED } from './schedule.events.ts'
export {
  scheduleCollections,
  AVAILABILITY_SLUG,
  HOLIDAYS_SLUG,
  LEAVE_SLUG,
  OPENING_HOURS_SLUG,
} from './schedule.collections.ts'
export type { ScheduleService } from './schedule.service.ts'
export type { BranchDay, BranchDaysQuery } from './use-cases/branch-days.ts'
export type { AppointmentsForSchedule, CentresForSchedule, DoctorRef, PeopleForSchedule } from './schedule.deps.ts'

export function createSchedule({
  payload,
  people,
  centres,
  appointments,
  bus,
  clock,
  log,
  tableChanges,
}: {
  payload: Payload
  people: PeopleForSchedule
  centres: CentresForSchedule
  /** The appointments a new leave or holiday falls on (appointments' `appointmentsOnDays`). */
  appointments: AppointmentsForSchedule
  bus: EventBus
  clock: Clock
  log: Logger
  /** The database's change notifications; without them nothing is kept. */
  tableChanges?: TableChanges
}) {
  const repository = createScheduleRepository(payload)
  const service = createScheduleService({
    payload,
    repository,
    people,
    centres,
    appointments,
    publish: createSchedulePublisher(bus),
    keptSchedules: tableChanges
      ? cacheWhileUnchanged<DoctorsSchedule>({ changes: tableChanges, tables: SCHEDULE_TABLES })
      : { get: (_key, compute) => compute() },
    clock,
    log,
  })
  return {
    service,
    router: createScheduleRouter(service),
    /** First start (production too): the branches' weeks and holidays and the doctors' weeks. */
    seedSchedule: createScheduleSeeder({ payload, repository }),
  }
}

export type ScheduleModule = ReturnType<typeof createSchedule>
