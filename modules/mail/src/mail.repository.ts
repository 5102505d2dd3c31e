import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { sqlOf, type MailMessage } from '@app/platform'
import { MAIL_OUTBOX_SLUG, MAX_SUBJECT_LENGTH, MAX_TO_LENGTH, type MailStatus } from './mail.collections.ts'

const TABLE = 'mail_outbox'

/** A row this worker has claimed: only the holder of `claimToken` may record how its delivery went. */
export interface ClaimedMail {
  id: string
  claimToken: string
  /** Tries including this one. */
  attempts: number
  message: MailMessage
}

/** One row as /admin and the tests see it. */
export interface OutboxEntry {
  id: string
  to: string
  subject: string
  status: MailStatus
  attempts: number
  lastError: string | null
}

const iso = (at: Date) => at.toISOString()

/**
 * The only code touching the outbox table. Claims and outcomes are single conditional UPDATEs (decisions
 * 010, 059). Every query is limited to one `route` (the SMTP server, or one process's development mailbox): the
 * processes of one deployment share theirs, and a worker never delivers a row meant for another route.
 */
export function createMailOutboxRepository(payload: Payload, route: string) {
  /** Rows a worker may take at `now`: queued and due, or claimed by a worker whose lease ran out. */
  const claimable = async (now: Date) => {
    const { table, op } = await sqlOf(payload)
    const outbox = table(TABLE)
    return op.and(
      op.eq(outbox.route, route),
      op.or(
        op.and(op.eq(outbox.status, 'queued'), op.lte(outbox.nextAttemptAt, iso(now))),
        op.and(op.eq(outbox.status, 'sending'), op.lt(outbox.leaseUntil, iso(now))),
      ),
    )
  }

  return {
    /**
     * Stores a message to be delivered from `now` on. Every booking and every decision queues mail, so the row is
     * written straight into the table: one statement, where Payload's create took a transaction of its own, the
     * insert and a read back (four round trips, and its field hooks). The collection's own limits still hold.
     */
    async add(message: MailMessage, now: Date): Promise<{ id: string }> {
      if (!message.to || message.to.length > MAX_TO_LENGTH) {
        throw new Error(`A mail's recipient must be 1-${MAX_TO_LENGTH} characters`)
      }
      if (!message.subject || message.subject.length > MAX_SUBJECT_LENGTH) {
        throw new Error(`A mail's subject must be 1-${MAX_SUBJECT_LENGTH} characters`)
      }
      const { db, table } = await sqlOf(payload)
      const id = randomUUID()
      const stamp = iso(new Date())
      await db.insert(table(TABLE)).values({
        id,
        to: message.to,
        subject: message.subject,
        route,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: iso(now),
        message,
        createdAt: stamp,
        updatedAt: stamp,
      })
      return { id }
    },

    /**
     * Claims up to `limit` due rows for `leaseMs` in one statement: the rows are picked with FOR UPDATE SKIP
     * LOCKED, so two processes claiming at once take different rows, and the UPDATE repeats the condition, so a
     * row another process settled in between is left alone. One statement for the batch, where a claim per row
     * took a round trip each (decision 059).
     */
    async claimDue({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
      const { db, table, op, claimOf } = await sqlOf(payload)
      const outbox = table(TABLE)
      const isClaimable = await claimable(now)
      const claimToken = randomUUID()
      const rows: { id: unknown; attempts: number; message: unknown }[] = await db
        .update(outbox)
        .set({
          status: 'sending',
          claimToken,
          leaseUntil: iso(new Date(now.getTime() + leaseMs)),
          attempts: op.sql`${outbox.attempts} + 1`,
          updatedAt: iso(now),
        })
        .where(
          op.and(
            claimOf(outbox, isClaimable, outbox.nextAttemptAt, limit),
            isClaimable,
          ),
        )
        .returning({ id: outbox.id, attempts: outbox.attempts, message: outbox.message })
      return rows.map((row) => {
        const stored = row.message
        const message = (typeof stored === 'string' ? JSON.parse(stored) : stored) as MailMessage
        return { id: String(row.id), claimToken, attempts: Number(row.attempts), message }
      })
    },

    /** Records the outcome of a claimed delivery; false when the claim was lost (its lease ran out and another took it). */
    async settle(
      claim: ClaimedMail,
      outcome:
        | { status: 'sent'; at: Date }
        | { status: 'queued'; nextAttemptAt: Date; error: string; at: Date }
        | { status: 'failed'; error: string; at: Date },
    ): Promise<boolean> {
      const { db, table, op } = await sqlOf(payload)
      const outbox = table(TABLE)
      const changes =
        outcome.status === 'sent'
          ? { status: 'sent', sentAt: iso(outcome.at), lastError: null }
          : outcome.status === 'queued'
            ? { status: 'queued', nextAttemptAt: iso(outcome.nextAttemptAt), lastError: outcome.error.slice(0, 1000) }
            : { status: 'failed', lastError: outcome.error.slice(0, 1000) }
      const rows: unknown[] = await db
        .update(outbox)
        .set({ ...changes, claimToken: null, leaseUntil: null, updatedAt: iso(outcome.at) })
        .where(op.and(op.eq(outbox.id, claim.id), op.eq(outbox.claimToken, claim.claimToken)))
        .returning({ id: outbox.id })
      return rows.length > 0
    },

    /** When the next row becomes claimable (due, or a lease running out), or null when none waits. */
    async nextDueAt(): Promise<Date | null> {
      const { db, table, op, isoDate } = await sqlOf(payload)
      const outbox = table(TABLE)
      const [queued, sending] = await Promise.all([
        db
          .select({ at: outbox.nextAttemptAt })
          .from(outbox)
          .where(op.and(op.eq(outbox.route, route), op.eq(outbox.status, 'queued')))
          .orderBy(op.asc(outbox.nextAttemptAt))
          .limit(1),
        db
          .select({ at: outbox.leaseUntil })
          .from(outbox)
          .where(op.and(op.eq(outbox.route, route), op.eq(outbox.status, 'sending')))
          .orderBy(op.asc(outbox.leaseUntil))
          .limit(1),
      ])
      const times = [...queued, ...sending]
        .map((row: { at: unknown }) => (row.at ? new Date(isoDate(row.at)).getTime() : NaN))
        .filter((ms: number) => !Number.isNaN(ms))
      return times.length ? new Date(Math.min(...times)) : null
    },

    /** How many rows of this route are queued or being sent (not yet delivered nor given up). */
    async undelivered(): Promise<number> {
      const { db, table, op } = await sqlOf(payload)
      const outbox = table(TABLE)
      const [row]: { n: number }[] = await db
        .select({ n: op.count() })
        .from(outbox)
        .where(op.and(op.eq(outbox.route, route), op.inArray(outbox.status, ['queued', 'sending'])))
      return Number(row?.n ?? 0)
    },

    /** Rows by id, for tests and checks. */
    async find(ids: string[]): Promise<OutboxEntry[]> {
      if (ids.length === 0) return []
      const { docs } = await payload.find({
        collection: MAIL_OUTBOX_SLUG,
        where: { id: { in: ids } },
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: true,
      })
      return docs.map((doc) => {
        const row = doc as unknown as Record<string, unknown>
        return {
          id: String(row.id),
          to: String(row.to),
          subject: String(row.subject),
          status: row.status as MailStatus,
          attempts: Number(row.attempts),
          lastError: (row.lastError as string | null) ?? null,
        }
      })
    },
  }
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>
