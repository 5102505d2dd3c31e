// What the schedule's use cases are given (docs/modules.md, "The use-case skeleton"), and the ports to the
// modules it reads: the accounts (who a doctor is), the centres (which exist), the appointments (which fall on a
// day that closes).
import type { Payload } from 'payload'
import type { Clock, Logger } from '@app/platform'
import type { SchedulePublisher } from './schedule.publisher.ts'
import type { DoctorsSchedule } from './use-cases/load.ts'
import type { ScheduleRepository } from './schedule.repository.ts'
import type { AffectedAppointment } from './schedule.schema.ts'

export interface PeopleForSchedule {
  summariesOf(
    ids: string[],
  ): Promise<Array<{ _id: string; name: string | null; role: string; centreId: string | null }>>
}

export interface CentresForSchedule {
  namesOf(ids: string[]): Promise<Array<{ _id: string; name: string }>>
  listCentres(): Promise<Array<{ _id: string; name: string }>>
}

/** The appointments module's read of the pending and approved appointments of a doctor or a centre over days. */
export interface AppointmentsForSchedule {
  activeIn(filter: { doctorId?: string; centreId?: string; from: string; to: string }): Promise<AffectedAppointment[]>
}

/** A doctor as the schedule names and places them. */
export interface DoctorRef {
  _id: string
  name: string | null
  centreId: string | null
}

export interface ScheduleDeps {
  /** For withTransaction around a use case's writes (decision 012). */
  payload: Payload
  repository: ScheduleRepository
  people: PeopleForSchedule
  centres: CentresForSchedule
  appointments: AppointmentsForSchedule
  publish: SchedulePublisher
  /** Doctors' schedules from today on, kept until one of their tables changes (decision 064). */
  keptSchedules: { get(key: string, compute: () => Promise<DoctorsSchedule>): Promise<DoctorsSchedule> }
  clock: Clock
  log: Logger
}
