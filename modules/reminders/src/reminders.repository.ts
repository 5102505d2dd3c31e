import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { isoDate, sqlOf } from '@app/platform'
import { REMINDER_ANSWERS_SLUG, REMINDER_SETTINGS_SLUG, REMINDERS_SLUG } from './reminders.collections.ts'
import type { ReminderChannel, ReminderMark, ReminderStatus } from './reminders.schema.ts'

const REMINDERS = 'reminders'
const ANSWERS = 'reminder_answers'

/** The names and address a reminder's message says, as they were when it was planned. */
export interface ReminderDetails {
  parentName: string
  childName: string
  doctorName: string
  centreName: string
  email: string
  consultationType: string
  appointmentTime: string
}

export interface NewReminder {
  reminderKey: string
  appointmentId: string
  parentId: string
  centreId: string
  doctorId: string | null
  appointmentDate: string
  startsAt: string
  leadHours: number
  channel: ReminderChannel
  dueAt: Date
  details: ReminderDetails
}

export interface StoredReminder extends Omit<NewReminder, 'dueAt'> {
  id: string
  status: ReminderStatus
  dueAt: string
  attempts: number
  claimToken: string | null
  sentAt: string | null
  deliveredAt: string | null
  providerMessageId: string | null
  sentTo: string | null
  lastError: string | null
}

const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : isoDate(value))

function reminderOf(row: Record<string, unknown>): StoredReminder {
  const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as ReminderDetails
  return {
    id: String(row.id),
    reminderKey: String(row.reminderKey),
    appointmentId: String(row.appointment),
    parentId: String(row.parent),
    centreId: String(row.centre),
    doctorId: row.doctor ? String(row.doctor) : null,
    appointmentDate: String(row.appointmentDate),
    startsAt: String(row.startsAt),
    leadHours: Number(row.leadHours),
    channel: row.channel as ReminderChannel,
    status: row.status as ReminderStatus,
    dueAt: isoDate(row.dueAt),
    attempts: Number(row.attempts ?? 0),
    claimToken: row.claimToken ? String(row.claimToken) : null,
    sentAt: dateOrNull(row.sentAt),
    deliveredAt: dateOrNull(row.deliveredAt),
    providerMessageId: row.providerMessageId ? String(row.providerMessageId) : null,
    sentTo: row.sentTo ? String(row.sentTo) : null,
    lastError: row.lastError ? String(row.lastError) : null,
    details,
  }
}

/** What a claimed reminder's outcome writes. */
export type Settlement =
  | { status: 'sent'; at: Date; providerMessageId?: string; sentTo?: string }
  | { status: 'retry'; dueAt: Date; error: string }
  | { status: 'refused' | 'failed' | 'cancelled' | 'skipped'; error: string }

/**
 * The only code touching the reminders' tables. Writes that must hold only while a condition does (the claim,
 * its outcome, a delivery status) are single conditional UPDATEs (docs/modules.md §6); the claim takes a batch
 * in one statement, each row locked and skipped by the other processes (FOR UPDATE SKIP LOCKED), which is what
 * lets one process hand 10,000 due reminders on within the minute (docs/api/reminders.md, "Exactly once").
 */
export function createRemindersRepository(payload: Payload) {
  const access = async () => {
    const sql = await sqlOf(payload)
    return { ...sql, r: sql.table(REMINDERS), answers: sql.table(ANSWERS) }
  }

  return {
    /** The saved settings (/admin), each null until saved. */
    async savedSettings(): Promise<{ leadHours: string | null; quietHours: string | null }> {
      const doc = (await payload.findGlobal({ slug: REMINDER_SETTINGS_SLUG, depth: 0 })) as {
        leadHours?: string | null
        quietHours?: string | null
      }
      return { leadHours: doc.leadHours ?? null, quietHours: doc.quietHours ?? null }
    },

    /** Of these appointments, the "<appointmentId>|<startsAt>" pairs that have reminder rows, whatever their status. */
    async plannedStarts(appointmentIds: string[]): Promise<Set<string>> {
      if (appointmentIds.length === 0) return new Set()
      const { db, op, r } = await access()
      const rows: Array<{ appointment: unknown; startsAt: unknown }> = await db
        .selectDistinct({ appointment: r.appointment, startsAt: r.startsAt })
        .from(r)
        .where(op.inArray(r.appointment, appointmentIds))
      return new Set(rows.map((row) => `${String(row.appointment)}|${String(row.startsAt)}`))
    },

    /** Adds the reminders not planned yet (the unique key keeps one of each, however often planning runs). */
    async addPlanned(reminders: NewReminder[]): Promise<number> {
      if (reminders.length === 0) return 0
      const { db, r } = await access()
      const now = new Date().toISOString()
      const rows: unknown[] = await db
        .insert(r)
        .values(
          reminders.map((reminder) => ({
            id: randomUUID(),
            reminderKey: reminder.reminderKey,
            appointment: reminder.appointmentId,
            parent: reminder.parentId,
            centre: reminder.centreId,
            doctor: reminder.doctorId,
            appointmentDate: reminder.appointmentDate,
            startsAt: reminder.startsAt,
            leadHours: String(reminder.leadHours),
            channel: reminder.channel,
            status: 'planned',
            dueAt: reminder.dueAt.toISOString(),
            attempts: '0',
            details: reminder.details,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing({ target: r.reminderKey })
        .returning({ id: r.id })
      return rows.length
    },

    /**
     * Cancels an appointment's reminders still waiting (planned, or to be retried), except those planned for the
     * start `keep` (a move keeps none of the old time's): one conditional UPDATE, so a row being sent is left to
     * its sender, who checks the appointment again before sending.
     */
    async cancelWaiting(appointmentId: string, keep: { startsAt: string; keys: string[] } | null): Promise<number> {
      const { op, r, updateWhere } = await access()
      const conditions = [op.eq(r.appointment, appointmentId), op.inArray(r.status, ['planned', 'retry'])]
      if (keep) {
        if (keep.keys.length) conditions.push(op.sql`not (${op.inArray(r.reminderKey, keep.keys)})`)
      }
      return updateWhere(r, { status: 'cancelled', lastError: 'The appointment changed' }, op.and(...conditions))
    },

    /**
     * Claims up to `limit` reminders due at `now` (waiting and due, or claimed by a process whose lease ran
     * out) for `leaseMs`, in one statement: each row is locked by the first process to reach it and skipped by
     * the others, and the UPDATE re-checks that it is still claimable.
     */
    async claimDue({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<StoredReminder[]> {
      const { db, op, r, claimOf } = await access()
      const at = now.toISOString()
      const claimable = op.or(
        op.and(op.inArray(r.status, ['planned', 'retry']), op.lte(r.dueAt, at)),
        op.and(op.eq(r.status, 'sending'), op.lt(r.leaseUntil, at)),
      )
      const claimToken = randomUUID()
      const rows: Array<Record<string, unknown>> = await db
        .update(r)
        .set({
          status: 'sending',
          claimToken,
          leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
          attempts: op.sql`${r.attempts} + 1`,
          updatedAt: new Date().toISOString(),
        })
        .where(
          op.and(
            claimOf(r, claimable, r.dueAt, limit),
            claimable,
          ),
        )
        .returning()
      return rows.map(reminderOf)
    },

    /** Records a claimed reminder's outcome; false when the claim was lost (its lease ran out and another took it). */
    async settle(claim: { id: string; claimToken: string | null }, outcome: Settlement): Promise<boolean> {
      const { op, r, updateWhere } = await access()
      const changes =
        outcome.status === 'sent'
          ? {
              status: 'sent',
              sentAt: outcome.at.toISOString(),
              lastError: null,
              providerMessageId: outcome.providerMessageId ?? null,
              sentTo: outcome.sentTo ?? null,
            }
          : outcome.status === 'retry'
            ? { status: 'retry', dueAt: outcome.dueAt.toISOString(), lastError: outcome.error.slice(0, 1000) }
            : { status: outcome.status, lastError: outcome.error.slice(0, 1000) }
      const changed = await updateWhere(
        r,
        { ...changes, claimToken: null, leaseUntil: null },
        op.and(op.eq(r.id, claim.id), op.eq(r.claimToken, claim.claimToken ?? ''), op.eq(r.status, 'sending')),
      )
      return changed > 0
    },

    async findById(id: string): Promise<StoredReminder | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null
      const { db, op, r } = await access()
      const rows: Array<Record<string, unknown>> = await db.select().from(r).where(op.eq(r.id, id)).limit(1)
      return rows[0] ? reminderOf(rows[0]) : null
    },

    /** A provider's delivery status, only forward (`from`: the statuses it may follow). */
    async recordDelivery(
      providerMessageId: string,
      change: { status: 'sent' | 'delivered' | 'read' | 'failed'; from: ReminderStatus[]; at: Date; error?: string },
    ): Promise<boolean> {
      const { op, r, updateWhere } = await access()
      const values: Record<string, unknown> = { status: change.status }
      if (change.status === 'delivered' || change.status === 'read') values.deliveredAt = change.at.toISOString()
      if (change.error) values.lastError = change.error.slice(0, 1000)
      const changed = await updateWhere(
        r,
        values,
        op.and(op.eq(r.providerMessageId, providerMessageId), op.inArray(r.status, change.from)),
      )
      return changed > 0
    },

    /** The reminders of a centre's appointments on a day, but the cancelled ones, oldest due first. */
    async marksOf(centreId: string, date: string): Promise<Array<ReminderMark & { appointmentId: string }>> {
      const { db, op, r } = await access()
      const rows: Array<Record<string, unknown>> = await db
        .select()
        .from(r)
        .where(op.and(op.eq(r.centre, centreId), op.eq(r.appointmentDate, date), op.sql`${r.status} <> 'cancelled'`))
        .orderBy(op.asc(r.dueAt))
      return rows.map(reminderOf).map((stored) => ({
        _id: stored.id,
        appointmentId: stored.appointmentId,
        channel: stored.channel,
        leadHours: stored.leadHours,
        status: stored.status,
        dueAt: stored.dueAt,
        sentAt: stored.sentAt,
        deliveredAt: stored.deliveredAt,
        lastError: stored.lastError,
      }))
    },

    /** An appointment's reminders (tests and checks). */
    async ofAppointment(appointmentId: string): Promise<StoredReminder[]> {
      const { db, op, r } = await access()
      const rows: Array<Record<string, unknown>> = await db
        .select()
        .from(r)
        .where(op.eq(r.appointment, appointmentId))
        .orderBy(op.asc(r.dueAt))
      return rows.map(reminderOf)
    },

    /**
     * Takes an answer once: true for the first of its key (a message id, a link), false for a repeat. Joins the
     * open transaction, so an answer whose action fails is not taken.
     */
    async takeAnswer(answer: {
      answerKey: string
      appointmentId: string
      answer: 'confirm' | 'cancel' | 'reschedule'
      via: 'link' | ReminderChannel
      reply: string
    }): Promise<boolean> {
      const { db, answers } = await access()
      const now = new Date().toISOString()
      const rows: unknown[] = await db
        .insert(answers)
        .values({
          id: randomUUID(),
          answerKey: answer.answerKey,
          appointment: answer.appointmentId,
          answer: answer.answer,
          via: answer.via,
          reply: answer.reply.slice(0, 1000),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: answers.answerKey })
        .returning({ id: answers.id })
      return rows.length > 0
    },

    /** The reply a taken answer got, or null when the key was never taken. */
    async replyOf(answerKey: string): Promise<string | null> {
      const { db, op, answers } = await access()
      const rows: Array<{ reply: string | null }> = await db
        .select({ reply: answers.reply })
        .from(answers)
        .where(op.eq(answers.answerKey, answerKey))
        .limit(1)
      return rows[0] ? (rows[0].reply ?? '') : null
    },
  }
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>
export { REMINDERS_SLUG, REMINDER_ANSWERS_SLUG }
