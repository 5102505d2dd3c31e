import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { childSummaryOf, type ChildSummary } from '@app/children'
import { currentTransactionId, idOfRef, isUniqueClash, offsetOf, sqlOf, type Page } from '@app/platform'
import type { Appointment } from '@app/platform/payload-types'
import { APPOINTMENT_HISTORY_SLUG, APPOINTMENTS_SLUG } from './appointments.collections.ts'
import type { ChildNames, PeopleForAppointments } from './appointments.deps.ts'
import type { AppointmentFilter } from './appointments.rules.ts'
import type {
  AppointmentPlace,
  AppointmentStatus,
  CalendarAppointment,
  CancellationRefund,
  HistoryAction,
} from './appointments.schema.ts'
import { addDays } from '@app/platform/clinic-time'

/**
 * An appointment as the module reads it: its own fields, and the records it names by id (never Payload's
 * relationship values). A page's rows also carry the names read in the same query (`namedAlong`).
 */
export interface AppointmentRecord {
  id: string
  childId: string
  parentId: string | null
  centreId: string | null
  doctorId: string | null
  appointmentDate: string
  appointmentTime: string
  startsAt: string
  /** ISO time the parent confirmed they will come, or null. */
  confirmedByParentAt: string | null
  /** Null for a rejected appointment (it holds no slot). */
  slotKey: string | null
  /** The SEQUENCE of the calendar invitation last sent. */
  inviteSequence: number
  consultationType: Appointment['consultationType']
  status: AppointmentStatus
  referredBy: string | null
  childConcerns: string | null
  childName: string
  parentName: string
  email: string
  parentPhoneNo: string | null
  alternativeNumber: string | null
  address: string | null
  schoolName: string | null
  classGrade: string | null
  schoolBoard: string | null
  prescriptionId: string | null
  reportIds: string[]
  createdAt: string
  updatedAt: string
  namedAlong?: NamedAlong
}

// Ids are UUIDs on both SQL databases (cms/db.ts): any other value names no row, and PostgreSQL would refuse it
// as a uuid (a 500) rather than find nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isStoredId = (id: string) => UUID.test(id)

/** The module's record of a stored appointment (read at depth 0, or written by insert). */
function recordOf(doc: Appointment, namedAlong?: NamedAlong): AppointmentRecord {
  return {
    id: doc.id,
    childId: idOfRef(doc.child) ?? '',
    parentId: idOfRef(doc.parent),
    centreId: idOfRef(doc.centre),
    doctorId: idOfRef(doc.doctor),
    appointmentDate: doc.appointmentDate,
    appointmentTime: doc.appointmentTime,
    startsAt: doc.startsAt,
    confirmedByParentAt: doc.confirmedByParentAt ?? null,
    slotKey: doc.slotKey ?? null,
    // A number field is NUMERIC in PostgreSQL: a page's direct read answers it as text.
    inviteSequence: Number(doc.inviteSequence ?? 0),
    consultationType: doc.consultationType,
    status: doc.status,
    referredBy: doc.referredBy ?? null,
    childConcerns: doc.childConcerns ?? null,
    childName: doc.childName,
    parentName: doc.parentName,
    email: doc.email,
    parentPhoneNo: doc.parentPhoneNo ?? null,
    alternativeNumber: doc.alternativeNumber ?? null,
    address: doc.address ?? null,
    schoolName: doc.schoolName ?? null,
    classGrade: doc.classGrade ?? null,
    schoolBoard: doc.schoolBoard ?? null,
    prescriptionId: idOfRef(doc.prescription),
    reportIds: (doc.reports ?? []).map(idOfRef).filter((id): id is string => Boolean(id)),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    ...(namedAlong ? { namedAlong } : {}),
  }
}

/** The child, the parent's name and the doctor's name as read beside an appointment on a page. */
export interface NamedAlong {
  /** null when the child no longer exists. */
  child: ChildSummary | null
  /** '' for a person without a name; null when there is no such person. */
  parentName: string | null
  doctorName: string | null
}

/** The columns a page reads beside each appointment (ChildNames.fieldsIn, PeopleForAppointments.fieldsIn). */
interface NamedColumns {
  alongChildName: string | null
  alongChildDob: unknown
  alongChildGender: string | null
  alongChildParent: string | null
  alongParentName: string | null
  alongDoctorName: string | null
}

/** A page's row split into the appointment as stored and the names read beside it. */
function splitNamedColumns<T extends NamedColumns & Pick<Appointment, 'child'>>(
  row: T,
): { stored: Omit<T, keyof NamedColumns>; namedAlong: NamedAlong } {
  const {
    alongChildName,
    alongChildDob,
    alongChildGender,
    alongChildParent,
    alongParentName,
    alongDoctorName,
    ...stored
  } = row
  const child = childSummaryOf(idOfRef(row.child) ?? '', {
    name: alongChildName,
    dob: alongChildDob,
    gender: alongChildGender,
    parentId: alongChildParent,
  })
  return { stored, namedAlong: { child, parentName: alongParentName, doctorName: alongDoctorName } }
}

export interface NewAppointment {
  childId: string
  parentId: string
  centreId: string
  doctorId: string
  appointmentDate: string
  appointmentTime: string
  startsAt: string
  /** Null for a rejected appointment (it holds no slot). */
  slotKey: string | null
  consultationType: Appointment['consultationType']
  status: AppointmentStatus
  referredBy: string
  childConcerns: string
  childName: string
  parentName: string
  email: string
  parentPhoneNo: string
  alternativeNumber: string
  address: string
  schoolName: string
  classGrade: string
  schoolBoard: string
  reportIds: string[]
}

/** The history's table: Payload names it after the slug, in snake case. */
const HISTORY_TABLE = APPOINTMENT_HISTORY_SLUG.replaceAll('-', '_')

/** The unique slot key refused a write: another pending or approved appointment holds the slot. */
export class SlotTakenError extends Error {
  override name = 'SlotTakenError'
  constructor() {
    super('the slot is already held')
  }
}

/** The slot key's unique index refused the write, through Payload (the field) or a direct insert (the index). */
const isSlotConflict = (error: unknown) => isUniqueClash(error, { field: 'slotKey', index: 'slot_key' })

const rethrowSlotConflict = (error: unknown): never => {
  throw isSlotConflict(error) ? new SlotTakenError() : error
}

/** One change of an appointment as it is written (in the change's transaction). */
export interface NewHistoryEntry {
  appointmentId: string
  action: HistoryAction
  /** Who did it; null for the system. */
  byId: string | null
  byRole: string | null
  from?: AppointmentPlace
  to?: AppointmentPlace
  reason?: string
  cancelledBy?: 'parent' | 'centre'
  refund?: CancellationRefund
}

/** One change of an appointment as it is read back: the entry written, when it was written. */
export interface StoredHistoryEntry extends NewHistoryEntry {
  id: string
  at: string
}

/** What a conditional change expects the appointment still to be when its one statement runs. */
export interface Expected {
  statusIn: readonly AppointmentStatus[]
  /** The slot key read (a move or a cancellation since changes it). */
  slotKey?: string | null
  /** The invitation's sequence read (every move and cancellation raises it). */
  inviteSequence?: number
}

/**
 * The statuses whose appointments are among those a new leave or holiday falls on (the schedule's port): the
 * ones still to happen, the child possibly already at the desk.
 */
const UPCOMING_STATUSES = ['pending', 'approved', 'arrived'] as const

/** The statuses of appointments that took place, or were agreed to and have begun (a doctor's list). */
const SEEN_STATUSES = ['approved', 'arrived', 'completed'] as const

export interface ListQuery {
  filter: AppointmentFilter
  /** newest: latest day and time first; oldest-booking: booked earliest first (the pending queue). */
  order: 'newest' | 'oldest-booking'
  /** Server-side paging; without it, every matching row. */
  page?: Page
}

/** The advisory-lock key space of a parent's pending bookings (any int4; 'appt' in ASCII). */
const PENDING_LOCK_SPACE = 0x61707074

/** Reading a page's names inside its query: the children and accounts modules' SQL fragments. */
export interface NamesInQuery {
  children: Pick<ChildNames, 'fieldsIn'>
  people: Pick<PeopleForAppointments, 'fieldsIn'>
}

/** A pending or approved appointment a day that closes falls on (the schedule module's port). */
export interface AppointmentOnDay {
  _id: string
  appointmentDate: string
  appointmentTime: string
  status: string
  childName: string
  doctorId: string
}

/**
 * The pending and approved appointments of a doctor or a centre from `from` to `to`, by day and time: the ones
 * a new leave or holiday falls on. Read inside the caller's transaction (the schedule's lock is held then).
 */
export async function appointmentsOnDays(
  payload: Payload,
  { doctorId, centreId, from, to }: { doctorId?: string; centreId?: string; from: string; to: string },
): Promise<AppointmentOnDay[]> {
  const { db, table, op } = await sqlOf(payload)
  const appointments = table(APPOINTMENTS_SLUG)
  const rows: Array<Record<string, unknown>> = await db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      status: appointments.status,
      childName: appointments.childName,
      doctor: appointments.doctor,
    })
    .from(appointments)
    .where(
      op.and(
        ...(doctorId ? [op.eq(appointments.doctor, doctorId)] : []),
        ...(centreId ? [op.eq(appointments.centre, centreId)] : []),
        op.gte(appointments.appointmentDate, from),
        op.lte(appointments.appointmentDate, to),
        op.inArray(appointments.status, [...UPCOMING_STATUSES]),
      ),
    )
    .orderBy(op.asc(appointments.startsAt))
  return rows.map((row) => ({
    _id: String(row.id),
    appointmentDate: String(row.appointmentDate),
    appointmentTime: String(row.appointmentTime),
    status: String(row.status),
    childName: String(row.childName ?? ''),
    doctorId: String(row.doctor ?? ''),
  }))
}

export function createAppointmentsRepository(payload: Payload, names: NamesInQuery) {
  return {
    /**
     * Makes the open transaction the only one counting and adding this parent's pending bookings until it
     * ends: a transaction-scoped advisory lock, which every server process honours
     * (docs/decisions/024-pending-booking-limits.md).
     */
    async lockPendingOf(parentId: string): Promise<void> {
      if (payload.db.name !== 'postgres') return
      if (currentTransactionId(payload) === undefined) {
        throw new Error('lockPendingOf needs an open transaction: the lock would end with its own statement')
      }
      const { db, op } = await sqlOf(payload)
      await db.execute(op.sql`select pg_advisory_xact_lock(${PENDING_LOCK_SPACE}, hashtext(${parentId}))`)
    },

    /** The child of each of a parent's pending appointments on `fromDate` or later (one entry per appointment). */
    async pendingChildrenOf(parentId: string, fromDate: string): Promise<string[]> {
      const { db, table, op } = await sqlOf(payload)
      const appointments = table(APPOINTMENTS_SLUG)
      const rows: { child: unknown }[] = await db
        .select({ child: appointments.child })
        .from(appointments)
        .where(
          op.and(
            op.eq(appointments.parent, parentId),
            op.eq(appointments.status, 'pending'),
            op.gte(appointments.appointmentDate, fromDate),
          ),
        )
      return rows.map((row) => String(row.child))
    },

    /**
     * Stores a new appointment; a slot already held throws SlotTakenError. Every booking writes one, so it is
     * one INSERT (and one for its reports) inside the booking's transaction instead of Payload's create, which
     * reads the row back and walks every field's hooks (decision 030). The collection has no hooks; the booking
     * schema checks every field as the collection would (lengths, choices), and the database holds the slot.
     */
    async insert(appointment: NewAppointment): Promise<AppointmentRecord> {
      const { childId, parentId, centreId, doctorId, reportIds, ...rest } = appointment
      const { db, table, keyOf } = await sqlOf(payload)
      const appointments = table(APPOINTMENTS_SLUG)
      const now = new Date().toISOString()
      const doc: Appointment = {
        id: randomUUID(),
        ...rest,
        child: childId,
        parent: parentId,
        centre: centreId,
        doctor: doctorId,
        inviteSequence: 0,
        prescription: null,
        reports: reportIds,
        createdAt: now,
        updatedAt: now,
      }
      const { reports: _reports, ...row } = doc
      try {
        await db.insert(appointments).values(row)
      } catch (error) {
        throw isSlotConflict(error) ? new SlotTakenError() : error
      }
      if (reportIds.length > 0) {
        // The reports relationship as Payload keeps it: one row per file in the _rels table, in order from 1.
        const rels = table(`${APPOINTMENTS_SLUG}_rels`)
        const [parent, path, order, file] = ['parent_id', 'path', 'order', 'private_uploads_id'].map((name) =>
          keyOf(rels, name),
        )
        await db
          .insert(rels)
          .values(
            reportIds.map((id, index) => ({ [parent]: doc.id, [path]: 'reports', [order]: index + 1, [file]: id })),
          )
      }
      return recordOf(doc)
    },

    /** Approved appointments starting after `startsAfter` (clinic time, "YYYY-MM-DD HH:MM"): ids and starts only. */
    async approvedStartingAfter(startsAfter: string): Promise<Array<{ id: string; startsAt: string }>> {
      const { db, table, op } = await sqlOf(payload)
      const appointments = table(APPOINTMENTS_SLUG)
      const rows: Array<{ id: unknown; startsAt: unknown }> = await db
        .select({ id: appointments.id, startsAt: appointments.startsAt })
        .from(appointments)
        .where(op.and(op.eq(appointments.status, 'approved'), op.gt(appointments.startsAt, startsAfter)))
      return rows.map((row) => ({ id: String(row.id), startsAt: String(row.startsAt) }))
    },

    /** Several appointments by id, in one read (the reminders' port); ids that cannot be ids are left out. */
    async findByIds(ids: string[]): Promise<AppointmentRecord[]> {
      const wanted = ids.filter(isStoredId)
      if (wanted.length === 0) return []
      const { docs } = await payload.find({
        collection: APPOINTMENTS_SLUG,
        where: { id: { in: wanted } },
        depth: 0,
        limit: wanted.length,
        pagination: false,
      })
      return docs.map((doc) => recordOf(doc))
    },

    /**
     * A month's appointments per branch and doctor (the reminders' figures): every one that was agreed
     * (approved and what follows it, and cancelled), how many the parent confirmed, cancelled, no-shows. One
     * GROUP BY on the (doctor, appointmentDate) index's table; an aggregate Payload cannot express.
     */
    async monthFigures({ from, to, centreId }: { from: string; to: string; centreId?: string }): Promise<
      Array<{
        centreId: string
        doctorId: string
        appointments: number
        confirmed: number
        cancelled: number
        noShow: number
      }>
    > {
      const { db, table, op } = await sqlOf(payload)
      const a = table(APPOINTMENTS_SLUG)
      const rows: Array<Record<string, unknown>> = await db
        .select({
          centre: a.centre,
          doctor: a.doctor,
          appointments: op.sql<number>`count(*)`,
          confirmed: op.sql<number>`count(*) filter (where ${a.confirmedByParentAt} is not null)`,
          cancelled: op.sql<number>`count(*) filter (where ${a.status} = 'cancelled')`,
          noShow: op.sql<number>`count(*) filter (where ${a.status} = 'no-show')`,
        })
        .from(a)
        .where(
          op.and(
            op.gte(a.appointmentDate, from),
            op.lte(a.appointmentDate, to),
            op.inArray(a.status, ['approved', 'arrived', 'completed', 'no-show', 'cancelled']),
            ...(centreId ? [op.eq(a.centre, centreId)] : []),
          ),
        )
        .groupBy(a.centre, a.doctor)
      return rows.map((row) => ({
        centreId: String(row.centre),
        doctorId: String(row.doctor),
        appointments: Number(row.appointments),
        confirmed: Number(row.confirmed),
        cancelled: Number(row.cancelled),
        noShow: Number(row.noShow),
      }))
    },

    async findById(id: string): Promise<AppointmentRecord | null> {
      if (!isStoredId(id)) return null
      const doc = await payload.findByID({ collection: APPOINTMENTS_SLUG, id, depth: 0, disableErrors: true })
      return doc ? recordOf(doc) : null
    },

    /** Marks an approved, not yet confirmed appointment confirmed by the parent, in one conditional UPDATE; null when it was not. */
    async confirmIfApproved(id: string, at: string): Promise<AppointmentRecord | null> {
      const { table, op, updateWhere } = await sqlOf(payload)
      const appointments = table(APPOINTMENTS_SLUG)
      const changed = await updateWhere(
        appointments,
        { confirmedByParentAt: at },
        op.and(
          op.eq(appointments.id, id),
          op.eq(appointments.status, 'approved'),
          op.sql`${appointments.confirmedByParentAt} is null`,
        ),
      )
      return changed === 0 ? null : this.findById(id)
    },

    /** Attaches a stored file as the appointment's prescription (the Local API: it keeps the upload relation). */
    async setPrescription(id: string, fileId: string): Promise<AppointmentRecord> {
      return recordOf(
        await payload.update({ collection: APPOINTMENTS_SLUG, id, data: { prescription: fileId }, depth: 0 }),
      )
    },

    /**
     * Writes an edit (the concerns; a new day, slot and slot key when moved) only while the appointment is not
     * rejected, in one conditional UPDATE, so a rejection landing between the use case's read and this write is
     * never overwritten (a rejected appointment would otherwise take a slot back). Null when it is rejected by
     * now; moving onto a held slot throws SlotTakenError. SQL rather than Payload's update, which reads the row
     * and then writes it by id (docs/modules.md §6).
     */
    async editUnlessRejected(id: string, changes: Record<string, string>): Promise<AppointmentRecord | null> {
      const { table, op, updateWhere } = await sqlOf(payload)
      const appointments = table(APPOINTMENTS_SLUG)
      const changed = await updateWhere(
        appointments,
        changes,
        op.and(op.eq(appointments.id, id), op.inArray(appointments.status, ['pending', 'approved'])),
      ).catch(rethrowSlotConflict)
      return changed === 0 ? null : this.findById(id)
    },

    /**
     * Writes `changes` only while the appointment is still as `expected`, in one conditional UPDATE, so a change
     * landing between the use case's read and this write is never overwritten: null when it did (the caller
     * answers 409). A new slot key already held throws SlotTakenError. Joins the open transaction.
     */
    async updateIf(
      id: string,
      expected: Expected,
      changes: Record<string, unknown>,
    ): Promise<AppointmentRecord | null> {
      const { table, op, updateWhere } = await sqlOf(payload)
      const appointments = table(APPOINTMENTS_SLUG)
      const conditions = [op.eq(appointments.id, id), op.inArray(appointments.status, [...expected.statusIn])]
      if (expected.slotKey !== undefined) {
        conditions.push(
          expected.slotKey === null
            ? op.sql`${appointments.slotKey} is null`
            : op.eq(appointments.slotKey, expected.slotKey),
        )
      }
      if (expected.inviteSequence !== undefined) {
        conditions.push(op.eq(appointments.inviteSequence, expected.inviteSequence))
      }
      const changed = await updateWhere(appointments, changes, op.and(...conditions)).catch(rethrowSlotConflict)
      return changed === 0 ? null : this.findById(id)
    },

    /**
     * Adds one entry to an appointment's history. Inside the change's transaction, so the entry and the change
     * commit or roll back together; one INSERT (a booking writes one too, decision 030).
     */
    async addHistory(entry: NewHistoryEntry): Promise<StoredHistoryEntry> {
      const { db, table } = await sqlOf(payload)
      const now = new Date().toISOString()
      const id = randomUUID()
      await db.insert(table(HISTORY_TABLE)).values({
        id,
        appointment: entry.appointmentId,
        at: now,
        action: entry.action,
        by: entry.byId,
        byRole: entry.byRole,
        from: entry.from ?? null,
        to: entry.to ?? null,
        reason: entry.reason ?? null,
        cancelledBy: entry.cancelledBy ?? null,
        refund: entry.refund ?? null,
        createdAt: now,
        updatedAt: now,
      })
      return { ...entry, id, at: now }
    },

    /** An appointment's history, oldest first (entries of one instant in the order written). */
    async historyOf(appointmentId: string): Promise<StoredHistoryEntry[]> {
      if (!isStoredId(appointmentId)) return []
      const { db, table, op } = await sqlOf(payload)
      const history = table(HISTORY_TABLE)
      const rows: Array<Record<string, unknown>> = await db
        .select()
        .from(history)
        .where(op.eq(history.appointment, appointmentId))
        .orderBy(op.asc(history.at), op.asc(history.createdAt))
      return rows.map((row) => ({
        id: String(row.id),
        appointmentId,
        at: String(row.at),
        action: row.action as HistoryAction,
        byId: row.by ? String(row.by) : null,
        byRole: row.byRole ? String(row.byRole) : null,
        ...(row.from ? { from: row.from as AppointmentPlace } : {}),
        ...(row.to ? { to: row.to as AppointmentPlace } : {}),
        ...(row.reason ? { reason: String(row.reason) } : {}),
        ...(row.cancelledBy ? { cancelledBy: row.cancelledBy as 'parent' | 'centre' } : {}),
        ...(row.refund ? { refund: row.refund as CancellationRefund } : {}),
      }))
    },

    /**
     * Changes the status only while it is still `from`, in one conditional UPDATE, so two admins
     * deciding the same appointment at once cannot both succeed: null when another request got there
     * first. (Payload's update-by-where selects and then updates, which leaves that window open.)
     */
    async updateStatus(
      id: string,
      from: AppointmentStatus,
      changes: { status: AppointmentStatus; slotKey?: null },
    ): Promise<AppointmentRecord | null> {
      const { db, table, op } = await sqlOf(payload)
      const appointments = table(APPOINTMENTS_SLUG)
      const changed: unknown[] = await db
        .update(appointments)
        .set({ ...changes, updatedAt: new Date().toISOString() })
        .where(op.and(op.eq(appointments.id, id), op.eq(appointments.status, from)))
        .returning({ id: appointments.id })
      if (changed.length === 0) return null
      return this.findById(id)
    },

    /**
     * The slot picker's read, on every change of doctor or day, and a booking's first look: who the doctor is
     * (name, role and centre, through the accounts module's fields) and the slot labels the doctor's pending
     * and approved appointments hold that day, in one prepared query, one round trip instead of two (decision
     * 038). An aggregate without GROUP BY answers one row even when nothing is held; the doctor is null when
     * there is no such user.
     */
    async doctorsDay(
      doctorId: string,
      date: string,
    ): Promise<{
      doctor: { _id: string; name: string | null; role: string; centreId: string | null } | null
      held: string[]
    }> {
      if (!isStoredId(doctorId)) return { doctor: null, held: [] }
      const sqlAccess = await sqlOf(payload)
      const { table, op, placeholder, prepared } = sqlAccess
      const appointments = table(APPOINTMENTS_SLUG)
      const [row] = await prepared<{
        name: string | null
        role: string | null
        centreId: string | null
        held: string | null
      }>(
        'appointments_doctors_day_held',
        (db) => {
          const doctor = names.people.fieldsIn(sqlAccess, placeholder('doctor'))
          const time = appointments.appointmentTime
          const held = op.sql`string_agg(${time}, ',')`
          return db
            .select({ name: doctor.name, role: doctor.role, centreId: doctor.centreId, held })
            .from(appointments)
            .where(
              op.and(
                op.eq(appointments.doctor, placeholder('doctor')),
                op.eq(appointments.appointmentDate, placeholder('date')),
                // Every appointment whose unique slot key still holds the slot (all but rejected and cancelled).
                op.sql`${appointments.slotKey} is not null`,
              ),
            )
        },
        { doctor: doctorId, date },
      )
      return {
        doctor: row?.role ? { _id: doctorId, name: row.name, role: row.role, centreId: row.centreId ?? null } : null,
        // A slot's time ('10:30 AM') has no comma.
        held: row?.held ? String(row.held).split(',') : [],
      }
    },

    /**
     * A page of appointments and the count of all matches in one query, straight from the tables
     * (the pending queue and the centre's list are read all day; see @app/platform sql.ts).
     */
    async list({ filter, order, page }: ListQuery): Promise<{ records: AppointmentRecord[]; total: number }> {
      const sqlAccess = await sqlOf(payload)
      const { db, table, op, contains, column, isoDate, countOf, columnsOf } = sqlAccess
      const appointments = table(APPOINTMENTS_SLUG)
      /** The conditions, each value given as it is or, for a prepared page, as a placeholder of that name. */
      const conditionsOf = (value: (name: string, given: unknown) => unknown) => {
        const conditions: unknown[] = []
        if (filter.centreId) conditions.push(op.eq(appointments.centre, value('centre', filter.centreId)))
        if (filter.parentId) conditions.push(op.eq(appointments.parent, value('parent', filter.parentId)))
        if (filter.doctorId) conditions.push(op.eq(appointments.doctor, value('doctor', filter.doctorId)))
        if (filter.status) conditions.push(op.eq(appointments.status, value('status', filter.status)))
        // A fixed list (no value to give), so a prepared page's shape stays one.
        if (filter.seen) conditions.push(op.inArray(appointments.status, [...SEEN_STATUSES]))
        if (filter.search) {
          const term = value('pattern', filter.search) as string
          conditions.push(op.or(contains(appointments.childName, term), contains(appointments.parentName, term)))
        }
        if (filter.startsFrom) conditions.push(op.gte(appointments.startsAt, value('from', filter.startsFrom)))
        if (filter.startsBefore) conditions.push(op.lt(appointments.startsAt, value('before', filter.startsBefore)))
        if (filter.startsUpTo) conditions.push(op.lte(appointments.startsAt, value('upTo', filter.startsUpTo)))
        return conditions.length ? op.and(...(conditions as Parameters<typeof op.and>)) : undefined
      }
      const whereWithValues = () => conditionsOf((_name, given) => given)
      // The order and the columns: built when a query is (a prepared page's only once per shape).
      const shapeOf = () => {
        const orderBy =
          order === 'newest'
            ? [op.desc(appointments.startsAt), op.desc(appointments.id)]
            : [op.asc(appointments.createdAt), op.asc(appointments.id)]
        // The reports sent with each booking (a has-many relationship kept in the _rels table), in order, as
        // one column of the same query: "id,id,...".
        const rels = table(`${APPOINTMENTS_SLUG}_rels`)
        const relFile = column(rels, 'private_uploads_id')
        const relOrder = column(rels, 'order')
        const ofThisRow = op.sql`${column(rels, 'parent_id')} = ${appointments.id} AND ${column(rels, 'path')} = 'reports' AND ${relFile} IS NOT NULL`
        const reportIds = op.sql`(SELECT string_agg(${relFile}::text, ',' ORDER BY ${relOrder}) FROM ${rels} WHERE ${ofThisRow})`
        const selected = { ...columnsOf(appointments), reportIds }
        return { orderBy, selected }
      }
      type Row = Omit<Appointment, 'reports'> & { reportIds: unknown } & Partial<NamedColumns>
      let rows: Row[]
      let total: number
      if (page) {
        // The page, the count of every match (counted once, sql.ts countOf) and the names it shows in one query, its SQL
        // built once per shape (which filters, which order) and kept prepared (decisions 030, 038).
        const values: Record<string, unknown> = { limit: page.limit, offset: offsetOf(page) }
        const shape = ['centre', 'parent', 'doctor', 'status', 'seen', 'pattern', 'from', 'before', 'upTo']
          .filter((name) => {
            if (name === 'seen') return Boolean(filter.seen)
            const given = { centre: filter.centreId, parent: filter.parentId, doctor: filter.doctorId, status: filter.status, pattern: filter.search, from: filter.startsFrom, before: filter.startsBefore, upTo: filter.startsUpTo }[name] // prettier-ignore
            if (!given) return false
            values[name] = name === 'pattern' ? sqlAccess.containsPattern(given) : given
            return true
          })
          .join('_')
        const counted: Array<Row & { total: unknown }> = await sqlAccess.prepared(
          `appointments_page_${order}_${shape}`,
          (on) => {
            const { orderBy, selected } = shapeOf()
            const child = names.children.fieldsIn(sqlAccess, appointments.child)
            const namedColumns: Record<keyof NamedColumns, unknown> = {
              alongChildName: child.name,
              alongChildDob: child.dob,
              alongChildGender: child.gender,
              alongChildParent: child.parentId,
              // The child's parent names the booking; the appointment's own parent when the child is gone.
              alongParentName: names.people.fieldsIn(
                sqlAccess,
                op.sql`coalesce(${child.parentId}, ${appointments.parent})`,
              ).nameIfExists,
              alongDoctorName: names.people.fieldsIn(sqlAccess, appointments.doctor).nameIfExists,
            }
            const where = conditionsOf((name) => sqlAccess.placeholder(name))
            return on
              .select({ ...selected, ...namedColumns, total: countOf(appointments, where ?? op.sql`true`) })
              .from(appointments)
              .where(where)
              .orderBy(...orderBy)
              .limit(sqlAccess.placeholder('limit'))
              .offset(sqlAccess.placeholder('offset'))
          },
          values,
        )
        // Past the last page no row carries the count: ask for it alone.
        total = counted.length
          ? Number(counted[0].total)
          : offsetOf(page) === 0
            ? 0
            : Number(
                (await db.select({ total: op.count() }).from(appointments).where(whereWithValues()))[0]?.total ?? 0,
              )
        rows = counted.map(({ total: _total, ...row }) => row)
      } else {
        const { orderBy, selected } = shapeOf()
        rows = await db
          .select(selected)
          .from(appointments)
          .where(whereWithValues())
          .orderBy(...orderBy)
        total = rows.length
      }

      const records = rows.map((read) => {
        const { stored, namedAlong } = page
          ? splitNamedColumns(read as Row & NamedColumns)
          : { stored: read, namedAlong: undefined }
        const { reportIds, ...row } = stored
        const doc: Appointment = {
          ...row,
          reports: reportIds ? String(reportIds).split(',') : [],
          createdAt: isoDate(row.createdAt),
          updatedAt: isoDate(row.updatedAt),
        }
        return recordOf(doc, namedAlong)
      })
      return { records, total }
    },

    /**
     * The calendars' read (a centre's days, a doctor's or a therapist's children's schedule): the appointments
     * of these statuses starting from `from` to `to` (both days included), with the child's and the doctor's
     * names, in one prepared query of three shapes. The centre's week is read on every admin's screen and its
     * live redraws, so it is kept lean: the index on centre and startsAt answers it.
     */
    async calendarEntries({
      of,
      from,
      to,
      statuses,
    }: {
      of: { centreId: string } | { doctorId: string } | { childIds: string[] }
      from: string
      to: string
      statuses: readonly AppointmentStatus[]
    }): Promise<CalendarAppointment[]> {
      if ('childIds' in of && of.childIds.length === 0) return []
      const sqlAccess = await sqlOf(payload)
      const { table, op, placeholder, prepared, inList, listValue } = sqlAccess
      const appointments = table(APPOINTMENTS_SLUG)
      const shape = 'centreId' in of ? 'centre' : 'doctorId' in of ? 'doctor' : 'children'
      const values: Record<string, unknown> = {
        from,
        before: addDays(to, 1),
        statuses: listValue(statuses),
        ...('centreId' in of
          ? { who: of.centreId }
          : 'doctorId' in of
            ? { who: of.doctorId }
            : { who: listValue(of.childIds) }),
      }
      const rows = await prepared<{
        id: string
        appointmentDate: string
        appointmentTime: string
        status: AppointmentStatus
        consultationType: string
        child: string
        childName: string | null
        storedChildName: string
        parentName: string
        doctor: string | null
        doctorName: string | null
        centre: string | null
      }>(
        `appointments_calendar_${shape}`,
        (db) => {
          const who =
            shape === 'centre'
              ? op.eq(appointments.centre, placeholder('who'))
              : shape === 'doctor'
                ? op.eq(appointments.doctor, placeholder('who'))
                : inList(appointments.child, 'who')
          return db
            .select({
              id: appointments.id,
              appointmentDate: appointments.appointmentDate,
              appointmentTime: appointments.appointmentTime,
              status: appointments.status,
              consultationType: appointments.consultationType,
              child: appointments.child,
              childName: names.children.fieldsIn(sqlAccess, appointments.child).name,
              storedChildName: appointments.childName,
              parentName: appointments.parentName,
              doctor: appointments.doctor,
              doctorName: names.people.fieldsIn(sqlAccess, appointments.doctor).nameIfExists,
              centre: appointments.centre,
            })
            .from(appointments)
            .where(
              op.and(
                who,
                op.gte(appointments.startsAt, placeholder('from')),
                op.lt(appointments.startsAt, placeholder('before')),
                inList(appointments.status, 'statuses'),
              ),
            )
            .orderBy(op.asc(appointments.startsAt), op.asc(appointments.id))
        },
        values,
      )
      return rows.map((row) => ({
        _id: String(row.id),
        appointmentDate: String(row.appointmentDate),
        appointmentTime: String(row.appointmentTime),
        status: row.status,
        consultationType: String(row.consultationType),
        // The child's current name; the booking's copy when the child is gone.
        child: { _id: String(row.child), name: row.childName ?? row.storedChildName },
        parentName: String(row.parentName ?? ''),
        doctor: row.doctor ? { _id: String(row.doctor), name: String(row.doctorName ?? '') } : null,
        centreId: row.centre ? String(row.centre) : null,
      }))
    },
  }
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>
