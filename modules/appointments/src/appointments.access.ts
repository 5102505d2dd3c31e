import { defineAccess, forbidden, notFound, type TokenUser } from '@app/platform'

// Pure: who may do what with appointments (docs/product.md §6, docs/api/appointments.md). Every check of a
// centre, a parent or a doctor the use cases make is answered by this table and relationsTo, written once.

/** What a caller does with appointments, one action per kind of call. */
export type AppointmentsAction =
  /** Read the slots a doctor's appointments hold on a day (the slot picker): the doctor's centre counts. */
  | 'read-slots'
  /** A parent's own request, at any branch. */
  | 'book-as-parent'
  /** An admin's walk-in booking, at their own centre. */
  | 'book-walk-in'
  /** Book for an existing child: a parent for their own, an admin for one of their centre. */
  | 'book-for-child'
  /** Read one appointment, its prescription and its reports. */
  | 'read'
  /** Edit, approve or reject, mark arrived or no-show, or attach a prescription to one appointment. */
  | 'manage'
  /** Cancel one appointment: its centre, or the parent their own (within the refund policy's cut-off). */
  | 'cancel'
  /** Move one appointment to another slot: its centre, or the parent their own (within the cut-off). */
  | 'move'
  /** Mark an appointment completed: its centre, or its doctor at the end of the consultation. */
  | 'complete'
  /** Read an appointment's history (who changed what, when). */
  | 'read-history'
  /** A centre's lists (all its appointments, the pending queue). */
  | 'list-centre'
  /** A parent's own list. */
  | 'list-as-parent'
  /** A doctor's own list of completed appointments. */
  | 'list-as-doctor'
  /** Confirm one's own approved appointment (a reminder's Confirm). */
  | 'confirm'
  /** Ask what cancelling one appointment would give back (refund-policy.ts). */
  | 'quote-cancellation'
  /** A centre's calendar: every doctor's day and slots (docs/api/appointments.md, "Calendars"). */
  | 'read-calendar'
  /** The caller's own schedule: a doctor's appointments, a therapist's assigned children's. */
  | 'read-own-schedule'

/** How a caller stands to a record: its centre is theirs, it is their child's (or their own) booking, ... */
export type AppointmentsRelation = 'own-centre' | 'parent-of-child' | 'assigned-doctor' | 'self'

/** The module's access rules: a role missing from a row may never take that action. */
export const APPOINTMENTS_ACCESS = defineAccess<AppointmentsAction, AppointmentsRelation>({
  admin: {
    'read-slots': ['own-centre'],
    'book-walk-in': ['own-centre'],
    'book-for-child': ['own-centre'],
    read: ['own-centre'],
    manage: ['own-centre'],
    cancel: ['own-centre'],
    move: ['own-centre'],
    complete: ['own-centre'],
    'read-history': ['own-centre'],
    'list-centre': ['own-centre'],
    'quote-cancellation': ['own-centre'],
    'read-calendar': ['own-centre'],
  },
  parent: {
    'read-slots': ['any'],
    'book-as-parent': ['any'],
    'book-for-child': ['parent-of-child'],
    read: ['parent-of-child'],
    cancel: ['parent-of-child'],
    move: ['parent-of-child'],
    'list-as-parent': ['self'],
    'quote-cancellation': ['parent-of-child'],
    confirm: ['parent-of-child'],
  },
  doctor: {
    read: ['assigned-doctor'],
    complete: ['assigned-doctor'],
    'read-history': ['assigned-doctor'],
    'list-as-doctor': ['self'],
    'read-own-schedule': ['any'],
  },
  therapist: {
    'read-own-schedule': ['any'],
  },
})

/**
 * The ids of a record that access depends on: an appointment, a child, a doctor (its centre), a centre or
 * person named in the path. Fields left out play no part.
 */
export interface AccessSubject {
  centreId?: string | null
  parentId?: string | null
  doctorId?: string | null
  /** The person a path names (`/parents/getappointments/:parentId`, `/doctors/getAppointments/:doctorId`). */
  personId?: string | null
}

/** How `actor` stands to `subject`; an admin without a centre has no own centre. */
export function relationsTo(actor: TokenUser, subject: AccessSubject): AppointmentsRelation[] {
  const relations: AppointmentsRelation[] = []
  if (actor.centreId && subject.centreId === actor.centreId) relations.push('own-centre')
  if (subject.parentId === actor._id) relations.push('parent-of-child')
  if (subject.doctorId === actor._id) relations.push('assigned-doctor')
  if (subject.personId === actor._id) relations.push('self')
  return relations
}

/** How a refusal answers: 403 with `message` (platform's default without one), or 404 `hideAs` for a record. */
export interface Refusal {
  message?: string
  /** A record the caller may not see answers as missing, so refusals do not tell which ids exist. */
  hideAs?: string
}

const refuse = ({ message, hideAs }: Refusal) => (hideAs !== undefined ? notFound(hideAs) : forbidden(message))

/**
 * Before a record is loaded: refuses an actor whose role may never take `action` (nor anyone signed out), so no
 * read is spent on them.
 */
export function assertMayEver(
  actor: TokenUser | null,
  action: AppointmentsAction,
  refusal: Refusal = {},
): asserts actor is TokenUser {
  if (!actor || !APPOINTMENTS_ACCESS.mayEver(actor.role, action)) throw refuse(refusal)
}

/** Refuses `action` unless the table allows it for the actor's role and relations to `subject`. */
export function assertMay(
  actor: TokenUser | null,
  action: AppointmentsAction,
  subject: AccessSubject,
  refusal: Refusal = {},
): asserts actor is TokenUser {
  if (!actor || !APPOINTMENTS_ACCESS.may(actor.role, action, relationsTo(actor, subject))) throw refuse(refusal)
}
