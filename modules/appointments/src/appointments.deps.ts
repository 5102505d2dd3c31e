import type { Payload } from 'payload'
import type { ChildDto, ChildFieldsSql, ChildSummary, NewChild } from '@app/children'
import type { PrivateFiles } from '@app/files'
import type { Clock, Logger, MailMessage, SqlAccess, TokenUser } from '@app/platform'
import type { Language } from '@app/platform/format'
import type { AppointmentDtos } from './appointments.dto.ts'
import type { MailLanguage, Organizer } from './appointments.mail.ts'
import type { AppointmentPublisher } from './appointments.publisher.ts'
import type { AppointmentsRepository } from './appointments.repository.ts'
import type { AppointmentDto } from './appointments.schema.ts'
import type { KeyedQueue } from './one-at-a-time.ts'
import type { RefundPolicy } from './refund-policy.ts'

// What the use cases receive (built once in index.ts), and the ports other modules fill in the composition root.

/**
 * What the module reads from the accounts module: users by id, in one lookup, or a person's name as SQL
 * ('' without a name, null without the person) read inside the query of a page (one round trip for both).
 */
export interface PeopleForAppointments {
  summariesOf(
    ids: string[],
  ): Promise<Array<{ _id: string; name: string | null; role: string; centreId: string | null }>>
  fieldsIn(
    access: SqlAccess,
    idColumn: unknown,
  ): { name: unknown; nameIfExists: unknown; role: unknown; centreId: unknown }
  /** A centre's doctors by name (the columns of its calendar). */
  listDoctors(centreId: string): Promise<{ doctors: Array<{ _id: string; name: string }> }>
}

/** What the module reads from the centres module: centre names by id, in one lookup. */
export interface CentresForAppointments {
  namesOf(ids: string[]): Promise<Array<{ _id: string; name: string }>>
}

/**
 * What the module reads from the children module to name an appointment's child: several by id, or one's
 * summary as SQL read inside the query of a page.
 */
export interface ChildNames {
  childrenByIds(ids: string[]): Promise<ChildSummary[]>
  fieldsIn(access: SqlAccess, idColumn: unknown): ChildFieldsSql
}

/** What booking needs from the children module. */
export interface ChildrenForAppointments extends ChildNames {
  registerChild(child: NewChild): Promise<ChildDto>
  findChild(id: string): Promise<ChildDto | null>
  findParentsChild(parentId: string, name: string, dob: string): Promise<ChildDto | null>
  /** The children assigned to the calling doctor or therapist (the therapist's schedule). */
  listAssignedTo(caller: TokenUser): Promise<{ children: Array<{ _id: string }> }>
}

/** What the module uses of the files module: reports and prescriptions are its private files. */
export type FilesForAppointments = Pick<PrivateFiles, 'check' | 'store' | 'find' | 'remove'>

/** The accounts module's walk-in parent (found by e-mail, or created with a welcome e-mail). */
export type WalkInParentFinder = (details: {
  email: string
  name: string
  mobilenumber: string
  address?: string
  adminId: string
  /** The admin's centre (an existing parent is used only when they have a child there). */
  centreId: string
  ip?: string
  linkBase?: string
  /** The language the admin recorded for the parent: a new account's welcome is written in it. */
  language?: Language
}) => Promise<WalkInParent>

/** A walk-in booking's parent, as the accounts module found or created it. */
export interface WalkInParent {
  _id: string
  name: string | null
  created: boolean
  welcome(): Promise<void>
  discard(): Promise<void>
}

/**
 * A doctor's day as the schedule module answers it (docs/api/schedule.md): the slots that can be booked, or why
 * none can ("Closed: Sunday", "Dr. … is on leave").
 */
export type ScheduleDay = { open: true; slots: readonly string[] } | { open: false; closed: { reason: string } }

/** What the module asks of the schedule module; the server fills it with the schedule's service. */
export interface ScheduleForAppointments {
  /** A doctor's bookable slots on a date (`centreId`: the branch booked at; else where they work that day). */
  doctorsDay(query: {
    doctor: { _id: string; name: string | null; centreId: string | null }
    date: string
    centreId?: string
  }): Promise<ScheduleDay>
  /**
   * The same, read inside the open transaction after holding the doctor's and the branch's schedule until it
   * ends: a leave or holiday being added either waits for the booking (and lists it) or is read by it.
   */
  holdDoctorsDay(query: {
    doctor: { _id: string; name: string | null; centreId: string | null }
    date: string
    centreId?: string
  }): Promise<ScheduleDay>
  /** A branch over several days: open or why not, and each doctor's bookable slots there (the calendar). */
  branchDays(query: {
    centreId: string
    doctors: Array<{ _id: string; name: string | null; centreId: string | null }>
    dates: string[]
  }): Promise<
    Array<{
      date: string
      branch: { open: true } | { open: false; closed: { reason: string } }
      doctors: Record<string, ScheduleDay>
    }>
  >
}

/** Everything the appointment use cases work with. */
export interface AppointmentsDeps {
  /** For withTransaction: a use case's writes, through any module, commit or roll back together. */
  payload: Payload
  repository: AppointmentsRepository
  children: ChildrenForAppointments
  people: PeopleForAppointments
  centres: CentresForAppointments
  /** When the centres and the doctors work: every booking, move and slot picker asks it. */
  schedule: ScheduleForAppointments
  walkInParent: WalkInParentFinder
  files: FilesForAppointments
  /** Stored appointments as the portal reads them, one lookup per module for a whole list. */
  toDtos: AppointmentDtos
  /** Events on the bus, delivered once the response is sent. */
  publish: AppointmentPublisher
  /**
   * Sends one appointment e-mail into the outbox, written by `compose` in the language the parent reads, with its
   * centre as Reply-To; never rejects (failures are logged).
   */
  send: (compose: (language: MailLanguage) => MailMessage, appointment: AppointmentDto) => Promise<void>
  /** Who the calendar invitations come from (the server's MAIL_FROM). */
  organizer: Organizer
  /** A parent's bookings take turns in this process (the pending limits are counted, then added to). */
  oneAtATime: KeyedQueue
  /** The refund policy in force (the `refund-policy` global, read each time: superadmins edit it). */
  refundPolicy: () => Promise<RefundPolicy>
  /**
   * Branch calendars as JSON, kept while none of the tables behind them changed (decision 064): an admin's screen
   * asks again on every live event of the centre, and most of those asks find nothing new.
   */
  centreCalendars: { get(key: string, compute: () => Promise<string>): Promise<string> }
  /** The slot picker's answers as JSON with the doctor's centre, kept the same way. */
  slotAnswers: {
    get(
      key: string,
      compute: () => Promise<{ centreId: string | null; json: string }>,
    ): Promise<{ centreId: string | null; json: string }>
  }
  clock: Clock
  log: Logger
}
