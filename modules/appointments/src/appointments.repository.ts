import { ValidationError, type Payload } from 'payload'
import { currentTransactionId, offsetOf, sqlOf, type Page } from '@app/platform'
import type { Appointment } from '@app/platform/payload-types'
import { APPOINTMENTS_SLUG } from './appointments.collections.ts'
import type { AppointmentStatus } from './appointments.schema.ts'

/** An appointment as stored (read at depth 0). */
export type AppointmentDoc = Appointment

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

/** The unique slot key refused a write: another pending or approved appointment holds the slot. */
export class SlotTakenError extends Error {
  override name = 'SlotTakenError'
  constructor() {
    super('the slot is already held')
  }
}

/** Payload reports a unique-index violation as a ValidationError on the field ("Value must be unique"). */
function isSlotConflict(error: unknown): boolean {
  if (!(error instanceof ValidationError)) return false
  const errors = (error.data as { errors?: Array<{ path?: string; message?: string }> } | undefined)?.errors ?? []
  return errors.some((e) => e.path === 'slotKey')
}

const rethrowSlotConflict = (error: unknown): never => {
  throw isSlotConflict(error) ? new SlotTakenError() : error
}

/** Which appointments a list shows; every field given must match. */
export interface AppointmentFilter {
  centreId?: string
  parentId?: string
  doctorId?: string
  status?: AppointmentStatus
  /** Child or parent name contains this, in any letter case. */
  search?: string
  /** startsAt ("YYYY-MM-DD HH:MM") at or after this. */
  startsFrom?: string
  /** startsAt before this. */
  startsBefore?: string
  /** startsAt at or before this. */
  startsUpTo?: string
}

export interface ListQuery {
  filter: AppointmentFilter
  /** newest: latest day and time first; oldest-booking: booked earliest first (the pending queue). */
  order: 'newest' | 'oldest-booking'
  /** Server-side paging; without it, every matching row. */
  page?: Page
}

/** The advisory-lock key space of a parent's pending bookings (any int4; 'appt' in ASCII). */
const PENDING_LOCK_SPACE = 0x61707074

export function createAppointmentsRepository(payload: Payload) {
  return {
    /**
     * Makes the open transaction the only one counting and adding this parent's pending bookings until it
     * ends: on PostgreSQL a transaction-scoped advisory lock, which every server process honours. SQLite runs
     * in one process, where the service's in-process queue already lets one booking of a parent through at a
     * time (docs/decisions/024-pending-booking-limits.md).
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

    /** Stores a new appointment; a slot already held throws SlotTakenError. */
    async insert(appointment: NewAppointment): Promise<AppointmentDoc> {
      const { childId, parentId, centreId, doctorId, reportIds, ...rest } = appointment
      const doc = await payload
        .create({
          collection: APPOINTMENTS_SLUG,
          data: {
            ...rest,
            child: childId,
            parent: parentId,
            centre: centreId,
            doctor: doctorId,
            reports: reportIds,
          },
          depth: 0,
        })
        .catch(rethrowSlotConflict)
      return doc
    },

    async findById(id: string): Promise<AppointmentDoc | null> {
      const doc = await payload.findByID({ collection: APPOINTMENTS_SLUG, id, depth: 0, disableErrors: true })
      return doc ?? null
    },

    /** One update statement; moving onto a held slot throws SlotTakenError. */
    async update(id: string, changes: Partial<Omit<Appointment, 'id'>>): Promise<AppointmentDoc> {
      return payload.update({ collection: APPOINTMENTS_SLUG, id, data: changes, depth: 0 }).catch(rethrowSlotConflict)
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
    ): Promise<AppointmentDoc | null> {
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

    /** The slot labels a doctor's pending and approved appointments hold on a day. */
    async heldSlots(doctorId: string, date: string): Promise<string[]> {
      // Read on every slot picker change: straight from the table (see @app/platform sql.ts).
      const { db, table, op } = await sqlOf(payload)
      const appointments = table(APPOINTMENTS_SLUG)
      const rows: { time: string }[] = await db
        .select({ time: appointments.appointmentTime })
        .from(appointments)
        .where(
          op.and(
            op.eq(appointments.doctor, doctorId),
            op.eq(appointments.appointmentDate, date),
            op.inArray(appointments.status, ['pending', 'approved']),
          ),
        )
      return rows.map((row) => row.time)
    },

    /**
     * A page of appointments and the count of all matches in one query, straight from the tables
     * (the pending queue and the centre's list are read all day; see @app/platform sql.ts).
     */
    async list({ filter, order, page }: ListQuery): Promise<{ docs: AppointmentDoc[]; total: number }> {
      const { db, table, op, contains, column, isoDate, totalOver, columnsOf, dialect } = await sqlOf(payload)
      const appointments = table(APPOINTMENTS_SLUG)
      const conditions: unknown[] = []
      if (filter.centreId) conditions.push(op.eq(appointments.centre, filter.centreId))
      if (filter.parentId) conditions.push(op.eq(appointments.parent, filter.parentId))
      if (filter.doctorId) conditions.push(op.eq(appointments.doctor, filter.doctorId))
      if (filter.status) conditions.push(op.eq(appointments.status, filter.status))
      if (filter.search) {
        conditions.push(
          op.or(contains(appointments.childName, filter.search), contains(appointments.parentName, filter.search)),
        )
      }
      if (filter.startsFrom) conditions.push(op.gte(appointments.startsAt, filter.startsFrom))
      if (filter.startsBefore) conditions.push(op.lt(appointments.startsAt, filter.startsBefore))
      if (filter.startsUpTo) conditions.push(op.lte(appointments.startsAt, filter.startsUpTo))
      const where = conditions.length ? op.and(...(conditions as Parameters<typeof op.and>)) : undefined
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
      const reportIds =
        dialect === 'postgres'
          ? op.sql`(SELECT string_agg(${relFile}::text, ',' ORDER BY ${relOrder}) FROM ${rels} WHERE ${ofThisRow})`
          : op.sql`(SELECT group_concat(file, ',') FROM (SELECT ${relFile} AS file FROM ${rels} WHERE ${ofThisRow} ORDER BY ${relOrder}))`
      const selected = { ...columnsOf(appointments), reportIds }
      type Row = AppointmentDoc & { reportIds: unknown }
      let rows: Row[]
      let total: number
      if (page) {
        // The page and the count of every match in one query (count(*) over ()).
        const counted: Array<Row & { total: unknown }> = await db
          .select({ ...selected, total: totalOver() })
          .from(appointments)
          .where(where)
          .orderBy(...orderBy)
          .limit(page.limit)
          .offset(offsetOf(page))
        // Past the last page no row carries the count: ask for it alone.
        total = counted.length
          ? Number(counted[0].total)
          : offsetOf(page) === 0
            ? 0
            : Number((await db.select({ total: op.count() }).from(appointments).where(where))[0]?.total ?? 0)
        rows = counted.map(({ total: _total, ...row }) => row)
      } else {
        rows = await db
          .select(selected)
          .from(appointments)
          .where(where)
          .orderBy(...orderBy)
        total = rows.length
      }

      const docs = rows.map(({ reportIds, ...row }) => ({
        ...row,
        reports: reportIds ? String(reportIds).split(',') : [],
        createdAt: isoDate(row.createdAt),
        updatedAt: isoDate(row.updatedAt),
      }))
      return { docs, total }
    },
  }
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>
