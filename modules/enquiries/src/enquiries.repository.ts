// The only code that reads and writes the enquiries' collections (docs/modules.md §6).
import { randomUUID } from 'node:crypto'
import type { Payload, Where } from 'payload'
import { countCodeTry, currentTransactionId, idOfRef, isUniqueClash, sqlOf } from '@app/platform'
import { inLanguage, type Language } from '@app/platform/format'
import type { EnquiryQuestion as EnquiryQuestionDoc, JwlEnquiry } from '@app/platform/payload-types'
import {
  ENQUIRIES_SLUG,
  ENQUIRY_ACTIVITY_TABLE,
  ENQUIRY_PROGRAMME_SLUG,
  ENQUIRY_QUESTIONS_SLUG,
} from './enquiries.collections.ts'
import type {
  AnswerOption,
  ChildGender,
  EnquiryQuestion,
  EnquiryState,
  PipelineStage,
  VideoState,
} from './enquiries.schema.ts'

export interface StoredActivity {
  at: string
  byId: string | null
  byName: string | null
  action: string
  detail: string
}

export interface StoredQuestion extends EnquiryQuestion {
  key: string
}

export interface StoredConsent {
  version: string
  text: string
  videoConsent: boolean
  givenAt: string
  ip: string
}

export interface StoredEnquiry {
  _id: string
  referenceId: string
  state: EnquiryState
  centreId: string
  childName: string
  childAge: number
  childGender: ChildGender
  parentName: string
  parentEmail: string
  parentPhoneNo: string
  checklist: Record<string, { answer: AnswerOption; comment: string }>
  questions: StoredQuestion[]
  additionalNotes: string
  withVideo: boolean
  videoFile: string | null
  videoState: VideoState | null
  consent: StoredConsent | null
  codeHash: string | null
  codeExpiresAt: string | null
  codeAttempts: number
  codeUsedAt: string | null
  verifiedAt: string | null
  stage: PipelineStage
  ownerId: string | null
  contactBy: string
  firstContactAt: string | null
  reason: string
  appointmentId: string | null
  previousReferenceId: string | null
  activity: StoredActivity[]
  reducedAt: string | null
  createdAt: string
}

/** A new entry of an enquiry's activity log (its time is the caller's clock). */
export type NewActivity = StoredActivity

/** `activity` here is the field of entries from before decision 028: only the retention job writes it. */
export type EnquiryChanges = Partial<Omit<StoredEnquiry, '_id' | 'createdAt' | 'centreId' | 'ownerId'>> & {
  ownerId?: string | null
}

/** The unique reference id refused an insert: another enquiry drew the same one. */
export class ReferenceTakenError extends Error {
  override name = 'ReferenceTakenError'
}

/** The enquiries' table (Payload names tables after slugs, in snake case). */
const ENQUIRIES_TABLE = ENQUIRIES_SLUG.replace(/-/g, '_')

/** Writers that drew the same `seq` at once retry; each retry reads the new largest one. */
const ACTIVITY_INSERT_ATTEMPTS = 50

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

const toStored = (doc: JwlEnquiry): StoredEnquiry => ({
  _id: doc.id,
  referenceId: doc.referenceId,
  state: doc.state as EnquiryState,
  centreId: idOfRef(doc.centre) ?? '',
  childName: doc.childName ?? '',
  childAge: doc.childAge ?? 0,
  childGender: (doc.childGender ?? 'Others') as ChildGender,
  parentName: doc.parentName ?? '',
  parentEmail: doc.parentEmail ?? '',
  parentPhoneNo: doc.parentPhoneNo ?? '',
  checklist: (doc.checklist as StoredEnquiry['checklist'] | null) ?? {},
  questions: (doc.questions as StoredQuestion[] | null) ?? [],
  additionalNotes: doc.additionalNotes ?? '',
  withVideo: doc.withVideo ?? false,
  videoFile: doc.videoFile ?? null,
  videoState: (doc.videoState as VideoState | null) ?? null,
  consent: (doc.consent as StoredConsent | null) ?? null,
  codeHash: doc.codeHash ?? null,
  codeExpiresAt: iso(doc.codeExpiresAt),
  codeAttempts: doc.codeAttempts ?? 0,
  codeUsedAt: iso(doc.codeUsedAt),
  verifiedAt: iso(doc.verifiedAt),
  stage: (doc.stage ?? 'new') as PipelineStage,
  ownerId: idOfRef(doc.owner as never),
  contactBy: doc.contactBy ?? '',
  firstContactAt: iso(doc.firstContactAt),
  reason: doc.reason ?? '',
  appointmentId: doc.appointmentId ?? null,
  previousReferenceId: doc.previousReferenceId ?? null,
  activity: (doc.activity as StoredActivity[] | null) ?? [],
  reducedAt: iso(doc.reducedAt),
  createdAt: doc.createdAt,
})

/** What the list's search looks in, lower-cased. */
export const searchTextOf = (
  e: Pick<StoredEnquiry, 'childName' | 'parentName' | 'parentEmail' | 'parentPhoneNo' | 'referenceId'>,
) => [e.childName, e.parentName, e.parentEmail, e.parentPhoneNo, e.referenceId].join(' ').toLowerCase().slice(0, 600)

const toDocData = (changes: EnquiryChanges) => {
  const { ownerId, ...rest } = changes
  const data: Record<string, unknown> = { ...rest }
  if (ownerId !== undefined) data.owner = ownerId
  return data
}

export interface ListFilters {
  centreId: string
  status: 'active' | 'archived'
  search: string
  /** UTC instants bounding verifiedAt (from inclusive, before exclusive). */
  from?: Date
  before?: Date
}

export function createEnquiriesRepository(payload: Payload) {
  /**
   * The adapter's own calls (`db.updateOne`) are not Payload's Local API, which joins the open transaction by
   * itself (platform's joinTransactions): they are told its id, so an enquiry's change commits with its log.
   */
  const inOpenTransaction = () => {
    const transactionID = currentTransactionId(payload)
    return (transactionID === undefined ? undefined : { transactionID }) as never
  }
  return {
    // --- questions and programme (CMS content) ---
    /** The questions in a language (English for one not translated); answers are stored with the English. */
    async activeQuestions(language: Language = 'en'): Promise<StoredQuestion[]> {
      const { docs } = await payload.find({
        collection: ENQUIRY_QUESTIONS_SLUG,
        depth: 0,
        ...inLanguage(language),
        where: { active: { not_equals: false } },
        sort: 'number',
        pagination: false,
      })
      return docs.map((doc: EnquiryQuestionDoc) => ({
        key: `q${doc.number}`,
        number: doc.number,
        question: doc.question,
        example: doc.example ?? '',
      }))
    },
    async countQuestions(): Promise<number> {
      return (await payload.count({ collection: ENQUIRY_QUESTIONS_SLUG })).totalDocs
    },
    async createQuestion(question: EnquiryQuestion): Promise<void> {
      await payload.create({ collection: ENQUIRY_QUESTIONS_SLUG, data: { ...question, active: true } })
    },
    /** The programme's words in a language; a field without a translation reads as its English (decision 063). */
    async programme(language: Language = 'en'): Promise<{ name: string; intro: string }> {
      const doc = await payload.findGlobal({ slug: ENQUIRY_PROGRAMME_SLUG, depth: 0, ...inLanguage(language) })
      return { name: doc.name ?? '', intro: doc.intro ?? '' }
    },

    /** Writes the programme's English words (the first start's seed). */
    async storeProgramme(words: { name: string; intro: string }): Promise<void> {
      await payload.updateGlobal({ slug: ENQUIRY_PROGRAMME_SLUG, locale: 'en', data: words, depth: 0 })
    },

    // --- enquiries ---
    async create(data: Omit<StoredEnquiry, '_id' | 'createdAt' | 'ownerId'>): Promise<StoredEnquiry> {
      const doc = await payload
        .create({
          collection: ENQUIRIES_SLUG,
          depth: 0,
          data: { ...toDocData(data), centre: data.centreId, searchText: searchTextOf(data) } as never,
        })
        .catch((error: unknown) => {
          throw isUniqueClash(error, { field: 'referenceId' }) ? new ReferenceTakenError() : error
        })
      return toStored(doc)
    },
    async findById(id: string): Promise<StoredEnquiry | null> {
      const doc = await payload.findByID({ collection: ENQUIRIES_SLUG, id, depth: 0, disableErrors: true })
      return doc ? toStored(doc) : null
    },
    async findByReference(referenceId: string): Promise<StoredEnquiry | null> {
      const { docs } = await payload.find({
        collection: ENQUIRIES_SLUG,
        depth: 0,
        where: { referenceId: { equals: referenceId } },
        limit: 1,
      })
      return docs[0] ? toStored(docs[0]) : null
    },
    /**
     * Writes only the given fields (`UPDATE … SET <these columns> WHERE id = ?`), not the whole document as
     * read: Payload's update writes back every field it read, so two admins changing different things at
     * once (one archives, one moves the stage) would undo each other (docs/decisions/028).
     */
    async update(id: string, changes: EnquiryChanges): Promise<StoredEnquiry> {
      const data: Record<string, unknown> = { ...toDocData(changes), updatedAt: new Date().toISOString() }
      if ('childName' in changes || 'parentName' in changes || 'parentEmail' in changes) {
        const current = await payload.findByID({ collection: ENQUIRIES_SLUG, id, depth: 0, disableErrors: true })
        if (current) data.searchText = searchTextOf({ ...toStored(current), ...changes })
      }
      const doc = (await payload.db.updateOne({
        collection: ENQUIRIES_SLUG,
        where: { id: { equals: id } },
        data,
        options: { atomic: true },
        req: inOpenTransaction(),
      })) as unknown as JwlEnquiry | null
      if (!doc) throw new Error(`No enquiry ${id} to update`)
      return toStored(doc)
    },
    /** Archives the enquiry unless it already is (two admins archiving at once: one of them does it). */
    async archiveIfActive(id: string): Promise<boolean> {
      const doc = await payload.db.updateOne({
        collection: ENQUIRIES_SLUG,
        where: { and: [{ id: { equals: id } }, { state: { equals: 'active' } }] },
        data: { state: 'archived', updatedAt: new Date().toISOString() },
        options: { atomic: true },
        req: inOpenTransaction(),
      })
      return !!doc
    },
    /**
     * Counts one try at the enquiry's code in one statement (platform's countCodeTry): the tries so far, this one
     * included, or null when `max` tries were already used.
     */
    countCodeTry: (id: string, max: number): Promise<number | null> =>
      countCodeTry(payload, { table: ENQUIRIES_TABLE, id, column: 'code_attempts', max }),
    /** Sets fields only while the enquiry is still unverified and its code unused (one verify wins a race). */
    async markVerified(id: string, changes: EnquiryChanges): Promise<boolean> {
      const result = await payload.update({
        collection: ENQUIRIES_SLUG,
        depth: 0,
        where: {
          and: [{ id: { equals: id } }, { state: { equals: 'unverified' } }, { codeUsedAt: { exists: false } }],
        },
        data: toDocData(changes) as never,
      })
      return result.docs.length === 1
    },
    /**
     * A centre's enquiries, newest first. The page's ids and the count of every match come from one direct query,
     * because Payload's `contains` passes `%` and `_` on as wildcards (a search for "50%" matched "500"); sql.ts
     * `contains` takes them literally on both databases. The page's documents are then read by id.
     */
    async list(filters: ListFilters, page?: { offset: number; limit: number }) {
      const { db, table, op, column, contains, countOf } = await sqlOf(payload)
      const rows = table(ENQUIRIES_TABLE)
      const verifiedAt = column(rows, 'verified_at')
      const conditions = [op.eq(column(rows, 'centre_id'), filters.centreId), op.eq(rows.state, filters.status)]
      if (filters.search) conditions.push(contains(column(rows, 'search_text'), filters.search.toLowerCase()))
      if (filters.from) conditions.push(op.gte(verifiedAt, filters.from.toISOString()))
      if (filters.before) conditions.push(op.lt(verifiedAt, filters.before.toISOString()))
      const where = op.and(...conditions)
      let query = db
        .select({ id: rows.id, total: countOf(rows, where) })
        .from(rows)
        .where(where)
        .orderBy(op.desc(verifiedAt), op.desc(rows.id))
      if (page) query = query.limit(page.limit).offset(page.offset)
      const found: Array<{ id: string; total: unknown }> = await query
      const ids = found.map((row) => String(row.id))
      // Past the last page no row carries the count: it is asked for alone.
      const total =
        found.length || !page?.offset
          ? Number(found[0]?.total ?? 0)
          : Number((await db.select({ total: op.count() }).from(rows).where(where))[0]?.total ?? 0)
      if (ids.length === 0) return { rows: [], total }
      const { docs } = await payload.find({
        collection: ENQUIRIES_SLUG,
        depth: 0,
        where: { id: { in: ids } },
        pagination: false,
      })
      const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
      return { rows: ids.flatMap((id) => (byId.has(id) ? [toStored(byId.get(id)!)] : [])), total }
    },
    async countNew(centreId: string): Promise<number> {
      const { totalDocs } = await payload.count({
        collection: ENQUIRIES_SLUG,
        where: {
          and: [{ centre: { equals: centreId } }, { state: { equals: 'active' } }, { stage: { equals: 'new' } }],
        },
      })
      return totalDocs
    },
    /** Verified enquiries (active or archived) with this e-mail or phone, newest first. */
    async verifiedByContact(email: string, phone: string, centreId?: string): Promise<StoredEnquiry[]> {
      const and: Where[] = [
        { state: { in: ['active', 'archived'] } },
        { or: [{ parentEmail: { equals: email } }, { parentPhoneNo: { equals: phone } }] },
      ]
      if (centreId) and.push({ centre: { equals: centreId } })
      const { docs } = await payload.find({
        collection: ENQUIRIES_SLUG,
        depth: 0,
        where: { and },
        sort: '-verifiedAt',
        pagination: false,
      })
      return docs.map(toStored)
    },
    async verifiedOfParentAt(centreId: string, email: string): Promise<StoredEnquiry[]> {
      const { docs } = await payload.find({
        collection: ENQUIRIES_SLUG,
        depth: 0,
        where: {
          and: [
            { centre: { equals: centreId } },
            { parentEmail: { equals: email } },
            { state: { in: ['active', 'archived'] } },
          ],
        },
        sort: '-verifiedAt',
        pagination: false,
      })
      return docs.map(toStored)
    },
    /** Verified enquiries that arrived before `before`, not yet reduced, never booked. */
    async dueForRetention(before: Date): Promise<StoredEnquiry[]> {
      const { docs } = await payload.find({
        collection: ENQUIRIES_SLUG,
        depth: 0,
        where: {
          and: [
            { state: { in: ['active', 'archived'] } },
            { verifiedAt: { less_than: before.toISOString() } },
            { reducedAt: { exists: false } },
            { stage: { not_in: ['assessment-booked', 'enrolled'] } },
          ],
        },
        pagination: false,
      })
      return docs.map(toStored)
    },
    async unverifiedBefore(before: Date): Promise<StoredEnquiry[]> {
      const { docs } = await payload.find({
        collection: ENQUIRIES_SLUG,
        depth: 0,
        where: { and: [{ state: { equals: 'unverified' } }, { createdAt: { less_than: before.toISOString() } }] },
        pagination: false,
      })
      return docs.map(toStored)
    },
    async remove(id: string): Promise<void> {
      const { db, table, op, column } = await sqlOf(payload)
      const rows = table(ENQUIRY_ACTIVITY_TABLE)
      await db.delete(rows).where(op.eq(column(rows, 'enquiry_id'), id))
      await payload.delete({ collection: ENQUIRIES_SLUG, id })
    },

    // --- the activity log (docs/decisions/028) ---
    /**
     * Appends one entry: a single INSERT whose `seq` is one more than the enquiry's largest, computed by the
     * database in the same statement. Two writers that compute the same number at once meet the unique
     * (enquiry, seq) index, and the loser tries again. Nothing is
     * read and written back, so no entry can overwrite another.
     */
    async appendActivity(enquiryId: string, entry: NewActivity): Promise<void> {
      const { db, table, op, column, keyOf } = await sqlOf(payload)
      const rows = table(ENQUIRY_ACTIVITY_TABLE)
      const enquiryColumn = column(rows, 'enquiry_id')
      const seqColumn = column(rows, 'seq')
      const now = new Date().toISOString()
      // Inside a transaction a refused statement would abort all of it (PostgreSQL): each try gets a savepoint.
      const attemptOnce = (run: (write: typeof db) => Promise<unknown>) =>
        currentTransactionId(payload) === undefined ? run(db) : db.transaction(run)
      for (let attempt = 1; ; attempt++) {
        try {
          await attemptOnce((write) =>
            write.insert(rows).values({
              id: randomUUID(),
              [keyOf(rows, 'enquiry_id')]: enquiryId,
              seq: op.sql`(SELECT COALESCE(MAX(${seqColumn}), 0) + 1 FROM ${rows} WHERE ${enquiryColumn} = ${enquiryId})`,
              at: entry.at,
              byId: entry.byId,
              byName: entry.byName,
              action: entry.action,
              detail: entry.detail,
              updatedAt: now,
              createdAt: now,
            }),
          )
          return
        } catch (error) {
          if (!isUniqueClash(error) || attempt >= ACTIVITY_INSERT_ATTEMPTS) throw error
        }
      }
    },
    /** The enquiry's log, oldest first: entries from before decision 028 (the JSON field), then the rows. */
    async activityOf(enquiry: Pick<StoredEnquiry, '_id' | 'activity'>): Promise<StoredActivity[]> {
      const { db, table, op, column, isoDate } = await sqlOf(payload)
      const rows = table(ENQUIRY_ACTIVITY_TABLE)
      const found: Array<Record<string, unknown>> = await db
        .select()
        .from(rows)
        .where(op.eq(column(rows, 'enquiry_id'), enquiry._id))
        .orderBy(op.asc(column(rows, 'seq')))
      return [
        ...enquiry.activity,
        ...found.map((row) => ({
          at: isoDate(row.at),
          byId: (row.byId as string | null) ?? null,
          byName: (row.byName as string | null) ?? null,
          action: String(row.action),
          detail: (row.detail as string | null) ?? '',
        })),
      ]
    },
    /** The retention job: notes keep their time and author, not their words. */
    async blankNotes(enquiryId: string): Promise<void> {
      const { db, table, op, column } = await sqlOf(payload)
      const rows = table(ENQUIRY_ACTIVITY_TABLE)
      await db
        .update(rows)
        .set({ detail: '' })
        .where(op.and(op.eq(column(rows, 'enquiry_id'), enquiryId), op.eq(column(rows, 'action'), 'note')))
    },
    async verifiedSince(centreId: string, since: Date): Promise<StoredEnquiry[]> {
      const { docs } = await payload.find({
        collection: ENQUIRIES_SLUG,
        depth: 0,
        where: {
          and: [
            { centre: { equals: centreId } },
            { state: { in: ['active', 'archived'] } },
            { verifiedAt: { greater_than_equal: since.toISOString() } },
          ],
        },
        pagination: false,
      })
      return docs.map(toStored)
    },
  }
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>
