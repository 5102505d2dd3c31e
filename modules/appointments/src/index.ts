// The appointments module: booking, the pending queue, approvals, prescriptions (docs/api/appointments.md).
import type { Payload } from 'payload'
import type { PrivateFiles } from '@app/files'
import {
  cacheWhileUnchanged,
  type Clock,
  type EventBus,
  type Logger,
  type Mailer,
  type TableChanges,
} from '@app/platform'
import type {
  CentresForAppointments,
  ChildrenForAppointments,
  PeopleForAppointments,
  ScheduleForAppointments,
  WalkInParentFinder,
} from './appointments.deps.ts'
import { createAppointmentDtos } from './appointments.dto.ts'
import { createAppointmentMail, organizerOf, type MailLanguage } from './appointments.mail.ts'
import { createAppointmentPublisher } from './appointments.publisher.ts'
import { appointmentsOnDays, createAppointmentsRepository } from './appointments.repository.ts'
import { createAppointmentsRouter } from './appointments.routes.ts'
import { createDemoAppointmentsSeeder } from './appointments.seed.ts'
import { createAppointmentsService } from './appointments.service.ts'
import { createKeyedQueue } from './one-at-a-time.ts'
import { BOOKED_SLOTS_TABLES } from './use-cases/read-booked-slots.ts'
import { CENTRE_CALENDAR_TABLES } from './use-cases/read-centre-calendar.ts'
import { readRefundPolicy } from './refund-policy.global.ts'
import { refundPolicyRows } from './refund-policy.ts'

export * from './slots.ts'
export * from './appointments.schema.ts'
export { APPOINTMENTS_SLUG, appointmentsCollections } from './appointments.collections.ts'
export {
  APPOINTMENT_CHANGED,
  APPOINTMENT_PENDING,
  APPOINTMENT_STATUS,
  APPOINTMENT_UPDATED,
} from './appointments.events.ts'
export type { AppointmentsService } from './appointments.service.ts'
export type {
  CentresForAppointments,
  ChildrenForAppointments,
  FilesForAppointments,
  PeopleForAppointments,
  ScheduleDay,
  ScheduleForAppointments,
  WalkInParentFinder,
} from './appointments.deps.ts'
export type { AppointmentOnDay } from './appointments.repository.ts'
export type { DemoPatient } from './appointments.seed.ts'

/**
 * Builds the module: the dependencies of its use cases (once), its service and the /api router. Events go to
 * the bus (Socket.IO delivers them).
 */
/**
 * The pending and approved appointments of a doctor or a centre over some days, for the schedule module (the
 * appointments a new leave or holiday falls on). Made apart from the module so the schedule, which the booking
 * rules ask, can be built first.
 */
export const appointmentsOnDaysOf = (payload: Payload) => ({
  activeIn: (filter: Parameters<typeof appointmentsOnDays>[1]) => appointmentsOnDays(payload, filter),
})

/**
 * The refund policy in words for the Terms page (the content module's port), read from the same global the
 * cancellation quote reads. Made apart from the module so the content module can be built without it.
 */
export const refundTermsOf = (payload: Payload) => ({
  terms: async () => ({
    rows: refundPolicyRows(await readRefundPolicy(payload)).map(({ when, refund, example }) => ({
      when,
      refund,
      example,
    })),
  }),
})

export function createAppointments({
  payload,
  mailer,
  clock,
  log,
  children,
  people,
  centres,
  schedule,
  walkInParent,
  bus,
  files,
  mailFrom,
  replyToOf,
  languageOf = async () => 'en',
  tableChanges,
}: {
  payload: Payload
  mailer: Mailer
  clock: Clock
  log: Logger
  children: ChildrenForAppointments
  people: PeopleForAppointments
  centres: CentresForAppointments
  /** The schedule module's service: which slots can be booked on a day. */
  schedule: ScheduleForAppointments
  walkInParent: WalkInParentFinder
  bus: EventBus
  /** The files module's port: reports and prescriptions are kept there. */
  files: PrivateFiles
  /** The From address of the server's mail: the organizer of the calendar invitations. */
  mailFrom: string
  /** The address a parent's reply to a centre's appointment mail goes to (the branch's, else the head office's). */
  replyToOf: (centreId: string) => Promise<string | undefined>
  /** The language a parent reads their mails in (the messaging module keeps it); English when not given. */
  languageOf?: (parentId: string) => Promise<MailLanguage>
  /** The database's change notifications; without them nothing is cached. */
  tableChanges?: TableChanges
}) {
  const repository = createAppointmentsRepository(payload, { children, people })
  const service = createAppointmentsService({
    payload,
    repository,
    children,
    people,
    centres,
    schedule,
    walkInParent,
    files,
    toDtos: createAppointmentDtos({ people, centres, children }),
    publish: createAppointmentPublisher(bus),
    send: createAppointmentMail({ mailer, replyToOf, languageOf, log }),
    organizer: organizerOf(mailFrom),
    oneAtATime: createKeyedQueue(),
    refundPolicy: () => readRefundPolicy(payload),
    centreCalendars: tableChanges
      ? cacheWhileUnchanged<string>({ changes: tableChanges, tables: CENTRE_CALENDAR_TABLES })
      : { get: (_key, compute) => compute() },
    slotAnswers: tableChanges
      ? cacheWhileUnchanged<{ centreId: string | null; json: string }>({
          changes: tableChanges,
          tables: BOOKED_SLOTS_TABLES,
          // Every doctor-day a picker may show: ten branches' doctors over the booking horizon, a few MB at most. A
          // smaller cache read in date order (a parent paging through days) would forget each day before its turn.
          maxEntries: 20_000,
        })
      : { get: (_key, compute) => compute() },
    clock,
    log,
  })
  return {
    service,
    router: createAppointmentsRouter(service, files),
    /** Development only: a demo doctor's past, pending, upcoming and rejected appointments. */
    seedDemoAppointments: createDemoAppointmentsSeeder({ repository, clock }),
  }
}

export type AppointmentsModule = ReturnType<typeof createAppointments>
