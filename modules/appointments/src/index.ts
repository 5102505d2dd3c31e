// The appointments module: booking, the pending queue, approvals, prescriptions (docs/api/appointments.md).
import type { Payload } from 'payload'
import type { PrivateFiles } from '@app/files'
import { withTransaction, type Clock, type EventBus, type Logger, type Mailer } from '@app/platform'
import { createAppointmentMail, organizerOf } from './appointments.mail.ts'
import { createAppointmentsRepository } from './appointments.repository.ts'
import { createAppointmentsRouter } from './appointments.routes.ts'
import { createDemoAppointmentsSeeder } from './appointments.seed.ts'
import type { CentresForAppointments, PeopleForAppointments } from './appointments.dto.ts'
import {
  createAppointmentsService,
  type ChildrenForAppointments,
  type WalkInParentFinder,
} from './appointments.service.ts'

export * from './slots.ts'
export * from './appointments.schema.ts'
export { APPOINTMENTS_SLUG, appointmentsCollections } from './appointments.collections.ts'
export { APPOINTMENT_PENDING, APPOINTMENT_STATUS, APPOINTMENT_UPDATED } from './appointments.events.ts'
export {
  BOOKED_MESSAGE,
  ONLY_PENDING_MESSAGE,
  REJECTED_NOT_EDITABLE_MESSAGE,
  type AppointmentsService,
  type ChildrenForAppointments,
  type FilesForAppointments,
  type WalkInParentFinder,
} from './appointments.service.ts'
export type { CentresForAppointments, PeopleForAppointments } from './appointments.dto.ts'
export type { DemoPatient } from './appointments.seed.ts'

/** Builds the module: its service and the /api router. Events go to the bus (Socket.IO delivers them). */
export function createAppointments({
  payload,
  mailer,
  clock,
  log,
  children,
  people,
  centres,
  walkInParent,
  bus,
  files,
  mailFrom,
  replyToOf,
}: {
  payload: Payload
  mailer: Mailer
  clock: Clock
  log: Logger
  children: ChildrenForAppointments
  people: PeopleForAppointments
  centres: CentresForAppointments
  walkInParent: WalkInParentFinder
  bus: EventBus
  /** The files module's port: reports and prescriptions are kept there. */
  files: PrivateFiles
  /** The From address of the server's mail: the organizer of the calendar invitations. */
  mailFrom: string
  /** The address a parent's reply to a centre's appointment mail goes to (the branch's, else the head office's). */
  replyToOf: (centreId: string) => Promise<string | undefined>
}) {
  const repository = createAppointmentsRepository(payload, { children, people })
  const service = createAppointmentsService({
    repository,
    children,
    people,
    centres,
    walkInParent,
    bus,
    files,
    transaction: (work) => withTransaction(payload, work),
    send: createAppointmentMail({ mailer, replyToOf, log }),
    organizer: organizerOf(mailFrom),
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
