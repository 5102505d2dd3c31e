// The only code that reads and writes the schedule's collections (docs/modules.md §6). Reads are direct SQL
// (sqlOf): the booked-slots call and every booking read a doctor's day, so they are the hot path of the
// module; writes go through Payload's Local API. Everything joins the open transaction.
import type { Payload } from 'payload'
import { currentTransactionId, isRecordId, isUniqueClash, sqlOf, type SqlTable } from '@app/platform'
import type { SlotTime } from '@app/appointments/slots'
import { AVAILABILITY_SLUG, HOLIDAYS_SLUG, LEAVE_SLUG, OPENING_HOURS_SLUG } from './schedule.collections.ts'
import { completeWeek } from './schedule.rules.ts'
import type { ExtraDay, HolidayDto, LeaveDto, OpeningDay, PatternDay } from './schedule.schema.ts'

/** The day's holiday is already kept for the centre (the unique index on centre and date refused a second). */
export class HolidayTakenError extends Error {}

/** The advisory-lock key spaces (any int4): 'schd' for a doctor's days, 'schc' for a centre's. */
const DOCTOR_LOCK_SPACE = 0x73636864
const CENTRE_LOCK_SPACE = 0x73636863

/** Payload's table of a collection: its slug with underscores ('doctor-leave' → doctor_leave). */
const tableOf = (slug: string) => slug.replaceAll('-', '_')
const text = (value: unknown) => (value == null ? '' : String(value))
const slotsOf = (value: unknown): SlotTime[] => (Array.isArray(value) ? (value as SlotTime[]) : [])

/** The columns a leave is read from, in the shape leaveOf takes. */
const leaveColumns = (leave: SqlTable) => ({
  id: leave.id,
  doctor: leave.doctor,
  from: leave.from,
  to: leave.to,
  slots: leave.slots,
  reason: leave.reason,
})

function leaveOf(row: Record<string, unknown>): LeaveDto {
  const slots = Array.isArray(row.slots) && row.slots.length > 0 ? (row.slots as SlotTime[]) : null
  return {
    _id: text(row.id),
    doctorId: text(row.doctor),
    from: text(row.from),
    to: text(row.to),
    slots,
    reason: text(row.reason),
  }
}

export function createScheduleRepository(payload: Payload) {
  async function lock(space: number, key: string, mode: 'shared' | 'exclusive') {
    if (currentTransactionId(payload) === undefined) {
      throw new Error('a schedule lock needs an open transaction: it would end with its own statement')
    }
    const { db, op } = await sqlOf(payload)
    await (mode === 'shared'
      ? db.execute(op.sql`select pg_advisory_xact_lock_shared(${space}, hashtext(${key}))`)
      : db.execute(op.sql`select pg_advisory_xact_lock(${space}, hashtext(${key}))`))
  }

  return {
    /**
     * Holds a doctor's and a centre's schedule until the open transaction ends. A booking holds both shared
     * (bookings do not wait for each other); a new leave holds the doctor and a new holiday the centre
     * exclusively, so a booking in flight either commits before the leave lists the affected appointments, or
     * reads the leave after it committed and is refused (docs/api/schedule.md, "Leave while booking").
     */
    lockDoctor: (doctorId: string, mode: 'shared' | 'exclusive') => lock(DOCTOR_LOCK_SPACE, doctorId, mode),
    lockCentre: (centreId: string, mode: 'shared' | 'exclusive') => lock(CENTRE_LOCK_SPACE, centreId, mode),
    /** Holds the first-start seed until the open transaction ends: processes starting at once seed one at a time. */
    lockSeed: () => lock(CENTRE_LOCK_SPACE, 'schedule-seed', 'exclusive'),

    /** The week of each centre asked (the product's week for a centre that never saved one). */
    async openingDaysOf(centreIds: string[]): Promise<Map<string, OpeningDay[]>> {
      const ids = [...new Set(centreIds.filter(isRecordId))]
      const found = new Map<string, OpeningDay[]>()
      if (ids.length > 0) {
        const { db, table, op } = await sqlOf(payload)
        const hours = table(tableOf(OPENING_HOURS_SLUG))
        const rows: { centre: unknown; days: unknown }[] = await db
          .select({ centre: hours.centre, days: hours.days })
          .from(hours)
          .where(op.inArray(hours.centre, ids))
        for (const row of rows) found.set(text(row.centre), completeWeek(row.days as OpeningDay[]))
      }
      return new Map(centreIds.map((id) => [id, found.get(id) ?? completeWeek(null)]))
    },

    /** Saves a centre's week, replacing the one it had. */
    async saveOpeningDays(centreId: string, days: OpeningDay[]): Promise<void> {
      const existing = await payload.find({
        collection: OPENING_HOURS_SLUG,
        where: { centre: { equals: centreId } },
        depth: 0,
        limit: 1,
        pagination: false,
      })
      if (existing.docs[0]) {
        await payload.update({ collection: OPENING_HOURS_SLUG, id: existing.docs[0].id, data: { days }, depth: 0 })
      } else {
        await payload.create({ collection: OPENING_HOURS_SLUG, data: { centre: centreId, days }, depth: 0 })
      }
    },

    /** The holidays of these centres on one date, by centre id. */
    async holidaysOn(centreIds: string[], date: string): Promise<Map<string, string>> {
      const ids = [...new Set(centreIds.filter(isRecordId))]
      if (ids.length === 0) return new Map()
      const { db, table, op } = await sqlOf(payload)
      const holidays = table(tableOf(HOLIDAYS_SLUG))
      const rows: { centre: unknown; name: unknown }[] = await db
        .select({ centre: holidays.centre, name: holidays.name })
        .from(holidays)
        .where(op.and(op.inArray(holidays.centre, ids), op.eq(holidays.date, date)))
      return new Map(rows.map((row) => [text(row.centre), text(row.name)]))
    },

    /** A centre's holidays from `from` on, by date. */
    async holidaysOf(centreId: string, from: string): Promise<HolidayDto[]> {
      const { db, table, op } = await sqlOf(payload)
      const holidays = table(tableOf(HOLIDAYS_SLUG))
      const rows: { date: unknown; name: unknown }[] = await db
        .select({ date: holidays.date, name: holidays.name })
        .from(holidays)
        .where(op.and(op.eq(holidays.centre, centreId), op.gte(holidays.date, from)))
        .orderBy(op.asc(holidays.date))
      return rows.map((row) => ({ centreId, date: text(row.date), name: text(row.name) }))
    },

    /** Adds a holiday; HolidayTakenError when the centre already has one that day. */
    async addHoliday(holiday: HolidayDto): Promise<HolidayDto> {
      try {
        await payload.create({
          collection: HOLIDAYS_SLUG,
          data: { centre: holiday.centreId, date: holiday.date, name: holiday.name },
          depth: 0,
        })
      } catch (error) {
        if (isUniqueClash(error, { index: 'centre_date' })) throw new HolidayTakenError()
        throw error
      }
      return holiday
    },

    /** Removes a centre's holiday on a date; false when it had none. */
    async removeHoliday(centreId: string, date: string): Promise<boolean> {
      const { docs } = await payload.delete({
        collection: HOLIDAYS_SLUG,
        where: { and: [{ centre: { equals: centreId } }, { date: { equals: date } }] },
        depth: 0,
      })
      return docs.length > 0
    },

    /** A doctor's week as saved; null when never saved (the rule's default applies). */
    async availabilityOf(doctorId: string): Promise<{ weekly: PatternDay[]; extraDays: ExtraDay[] } | null> {
      if (!isRecordId(doctorId)) return null
      const { db, table, op } = await sqlOf(payload)
      const availability = table(tableOf(AVAILABILITY_SLUG))
      const [row]: { weekly: unknown; extraDays: unknown }[] = await db
        .select({ weekly: availability.weekly, extraDays: availability.extraDays })
        .from(availability)
        .where(op.eq(availability.doctor, doctorId))
        .limit(1)
      if (!row) return null
      return {
        weekly: (Array.isArray(row.weekly) ? row.weekly : []).map((day: PatternDay) => ({
          ...day,
          slots: slotsOf(day.slots),
        })),
        extraDays: (Array.isArray(row.extraDays) ? row.extraDays : []).map((day: ExtraDay) => ({
          ...day,
          slots: slotsOf(day.slots),
        })),
      }
    },

    /** The saved weeks of several doctors (a centre's calendar), by doctor id; a doctor never saved is absent. */
    async availabilitiesOf(doctorIds: string[]): Promise<Map<string, { weekly: PatternDay[]; extraDays: ExtraDay[] }>> {
      const ids = [...new Set(doctorIds.filter(isRecordId))]
      const found = new Map<string, { weekly: PatternDay[]; extraDays: ExtraDay[] }>()
      if (ids.length === 0) return found
      const { db, table, op } = await sqlOf(payload)
      const availability = table(tableOf(AVAILABILITY_SLUG))
      const rows: { doctor: unknown; weekly: unknown; extraDays: unknown }[] = await db
        .select({ doctor: availability.doctor, weekly: availability.weekly, extraDays: availability.extraDays })
        .from(availability)
        .where(op.inArray(availability.doctor, ids))
      for (const row of rows) {
        found.set(text(row.doctor), {
          weekly: (Array.isArray(row.weekly) ? row.weekly : []).map((day: PatternDay) => ({
            ...day,
            slots: slotsOf(day.slots),
          })),
          extraDays: (Array.isArray(row.extraDays) ? row.extraDays : []).map((day: ExtraDay) => ({
            ...day,
            slots: slotsOf(day.slots),
          })),
        })
      }
      return found
    },

    /** The leave of several doctors that touches the days from `from` to `to` (a centre's calendar). */
    async leaveOfDoctors(doctorIds: string[], { from, to }: { from: string; to: string }): Promise<LeaveDto[]> {
      const ids = [...new Set(doctorIds.filter(isRecordId))]
      if (ids.length === 0) return []
      const { db, table, op } = await sqlOf(payload)
      const leave = table(tableOf(LEAVE_SLUG))
      const rows: Record<string, unknown>[] = await db
        .select(leaveColumns(leave))
        .from(leave)
        .where(op.and(op.inArray(leave.doctor, ids), op.gte(leave.to, from), op.lte(leave.from, to)))
        .orderBy(op.asc(leave.from))
      return rows.map(leaveOf)
    },

    /** The holidays of these centres from `from` to `to`, as "centreId|date" → name. */
    async holidaysBetween(
      centreIds: string[],
      { from, to }: { from: string; to: string },
    ): Promise<Map<string, string>> {
      const ids = [...new Set(centreIds.filter(isRecordId))]
      if (ids.length === 0) return new Map()
      const { db, table, op } = await sqlOf(payload)
      const holidays = table(tableOf(HOLIDAYS_SLUG))
      const rows: { centre: unknown; date: unknown; name: unknown }[] = await db
        .select({ centre: holidays.centre, date: holidays.date, name: holidays.name })
        .from(holidays)
        .where(op.and(op.inArray(holidays.centre, ids), op.gte(holidays.date, from), op.lte(holidays.date, to)))
      return new Map(rows.map((row) => [`${text(row.centre)}|${text(row.date)}`, text(row.name)]))
    },

    async saveAvailability(doctorId: string, week: { weekly: PatternDay[]; extraDays: ExtraDay[] }): Promise<void> {
      const existing = await payload.find({
        collection: AVAILABILITY_SLUG,
        where: { doctor: { equals: doctorId } },
        depth: 0,
        limit: 1,
        pagination: false,
      })
      if (existing.docs[0]) {
        await payload.update({ collection: AVAILABILITY_SLUG, id: existing.docs[0].id, data: week, depth: 0 })
      } else {
        await payload.create({ collection: AVAILABILITY_SLUG, data: { doctor: doctorId, ...week }, depth: 0 })
      }
    },

    /** The doctor's leave that ends on `from` or later (with `to`, that starts on `to` or before), by first day. */
    async leaveOf(doctorId: string, { from, to }: { from: string; to?: string }): Promise<LeaveDto[]> {
      if (!isRecordId(doctorId)) return []
      const { db, table, op } = await sqlOf(payload)
      const leave = table(tableOf(LEAVE_SLUG))
      const rows: Record<string, unknown>[] = await db
        .select(leaveColumns(leave))
        .from(leave)
        .where(op.and(op.eq(leave.doctor, doctorId), op.gte(leave.to, from), ...(to ? [op.lte(leave.from, to)] : [])))
        .orderBy(op.asc(leave.from))
      return rows.map(leaveOf)
    },

    async addLeave(leave: Omit<LeaveDto, '_id'> & { createdBy: string }): Promise<LeaveDto> {
      const created = await payload.create({
        collection: LEAVE_SLUG,
        data: {
          doctor: leave.doctorId,
          from: leave.from,
          to: leave.to,
          slots: leave.slots,
          reason: leave.reason,
          createdBy: leave.createdBy,
        },
        depth: 0,
      })
      return leaveOf({ ...created, doctor: leave.doctorId })
    },

    async findLeave(id: string): Promise<LeaveDto | null> {
      if (!isRecordId(id)) return null
      const { db, table, op } = await sqlOf(payload)
      const leave = table(tableOf(LEAVE_SLUG))
      const [row]: Record<string, unknown>[] = await db
        .select(leaveColumns(leave))
        .from(leave)
        .where(op.eq(leave.id, id))
        .limit(1)
      return row ? leaveOf(row) : null
    },

    async removeLeave(id: string): Promise<void> {
      await payload.delete({ collection: LEAVE_SLUG, id, depth: 0 })
    },

    /** Which of these centres have holidays at all (the seed adds the list only to centres without any). */
    async centresWithHolidays(): Promise<Set<string>> {
      const { db, table } = await sqlOf(payload)
      const holidays = table(tableOf(HOLIDAYS_SLUG))
      const rows: { centre: unknown }[] = await db.selectDistinct({ centre: holidays.centre }).from(holidays)
      return new Set(rows.map((row) => text(row.centre)))
    },

    /** Which of these doctors have a saved week. */
    async doctorsWithAvailability(): Promise<Set<string>> {
      const { db, table } = await sqlOf(payload)
      const availability = table(tableOf(AVAILABILITY_SLUG))
      const rows: { doctor: unknown }[] = await db.select({ doctor: availability.doctor }).from(availability)
      return new Set(rows.map((row) => text(row.doctor)))
    },

    /** Which centres have a saved week. */
    async centresWithOpeningHours(): Promise<Set<string>> {
      const { db, table } = await sqlOf(payload)
      const hours = table(tableOf(OPENING_HOURS_SLUG))
      const rows: { centre: unknown }[] = await db.select({ centre: hours.centre }).from(hours)
      return new Set(rows.map((row) => text(row.centre)))
    },
  }
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>
