import type { Payload } from 'payload'
import { idOfRef, isRecordId, isUniqueClash, sqlOf } from '@app/platform'
import type { Iep, IepSessionEntry, IepVersion } from '@app/platform/payload-types'
import { IEP_ENTRIES_SLUG, IEP_VERSIONS_SLUG, IEPS_SLUG } from './iep.collections.ts'
import type { MonthFields } from './iep.rules.ts'
import { GoalGameSchema, type GoalGame } from './iep.schema.ts'
import * as v from 'valibot'

/** A plan as stored, before its months are attached. */
export interface StoredIep {
  _id: string
  childId: string
  doctorId: string
  therapy: string
  therapistName: string
  feedback: string
  startingMonth: number
  startingYear: number
  createdAt: string
}

/** The fields a version holds that a save may change (the merge rules' `MonthFields`). */
export type VersionFields = MonthFields

export interface StoredVersion extends VersionFields {
  iepId: string
  monthIndex: number
  version: number
  month: number
  year: number
  authorName: string
  authorRole: 'doctor' | 'therapist'
  createdAt: string
}

export type NewVersion = Omit<StoredVersion, 'createdAt'> & { authorId: string }

export interface StoredEntry {
  _id: string
  iepId: string
  monthIndex: number
  goalIndex: number
  goal: string
  date: string
  percent: number
  note: string
  authorName: string
  createdAt: string
}

export type NewEntry = Omit<StoredEntry, '_id' | 'createdAt'> & { authorId: string; entryKey: string }

/**
 * What the review clock reads of one month of a plan (docs/api/iep.md, review clock): its calendar month, its
 * current version's performance and doctor's feedback, and whether it has any session entry.
 */
export interface MonthReviewInput {
  childId: string
  iepId: string
  /** Null for a plan without months (one row per plan then). */
  monthIndex: number | null
  month: number
  year: number
  performance: Array<number | null>
  doctorFeedback: string
  hasEntries: boolean
}

/** The database tables of the IEP collections (Payload names them after the slugs). */
const IEPS_TABLE = 'ieps'
const IEP_VERSIONS_TABLE = 'iep_versions'
const IEP_ENTRIES_TABLE = 'iep_session_entries'

/** A JSON column as read: node-postgres parses jsonb, but a value read through a text cast arrives as text. */
const jsonOf = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

/** The unique version key refused a write: another save made this version first. */
export class VersionTakenError extends Error {
  override name = 'VersionTakenError'
  constructor() {
    super('this version of the month already exists')
  }
}

const versionKeyOf = (iepId: string, monthIndex: number, version: number) => `${iepId}:${monthIndex}:${version}`

const toStoredIep = (doc: Iep): StoredIep => ({
  _id: doc.id,
  childId: idOfRef(doc.child) ?? '',
  doctorId: idOfRef(doc.doctor) ?? '',
  therapy: doc.therapy,
  therapistName: doc.therapistName ?? '',
  feedback: doc.feedback ?? '',
  startingMonth: doc.startingMonth,
  startingYear: doc.startingYear,
  createdAt: doc.createdAt,
})

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : []
const percentList = (value: unknown): Array<number | null> =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'number' ? item : null)) : []

/** Versions written before game targets existed have none; a stored entry that no longer parses is left out. */
const goalGameList = (value: unknown): GoalGame[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const parsed = v.safeParse(GoalGameSchema, item)
        return parsed.success ? [parsed.output] : []
      })
    : []

const toStoredVersion = (doc: IepVersion): StoredVersion => {
  const fileId = idOfRef(doc.video)
  return {
    iepId: idOfRef(doc.iep) ?? '',
    monthIndex: doc.monthIndex,
    version: doc.version,
    month: doc.month,
    year: doc.year,
    target: doc.target ?? '',
    goals: stringList(doc.goals),
    goalGames: goalGameList(doc.goalGames),
    performance: percentList(doc.performance),
    therapistFeedback: doc.therapistFeedback ?? '',
    doctorFeedback: doc.doctorFeedback ?? '',
    video: fileId ? { fileId, uploadDate: doc.videoUploadDate ?? '', description: doc.videoDescription ?? '' } : null,
    authorName: doc.authorName ?? '',
    authorRole: doc.authorRole === 'therapist' ? 'therapist' : 'doctor',
    createdAt: doc.createdAt,
  }
}

const toStoredEntry = (doc: IepSessionEntry): StoredEntry => ({
  _id: doc.id,
  iepId: idOfRef(doc.iep) ?? '',
  monthIndex: doc.monthIndex,
  goalIndex: doc.goalIndex,
  goal: doc.goal ?? '',
  date: doc.date,
  percent: doc.percent,
  note: doc.note ?? '',
  authorName: doc.authorName ?? '',
  createdAt: doc.createdAt,
})

export function createIepRepository(payload: Payload) {
  return {
    async createIep(iep: Omit<StoredIep, '_id' | 'createdAt'>): Promise<StoredIep> {
      const doc = await payload.create({
        collection: IEPS_SLUG,
        data: {
          child: iep.childId,
          doctor: iep.doctorId,
          therapy: iep.therapy,
          therapistName: iep.therapistName,
          feedback: iep.feedback,
          startingMonth: iep.startingMonth,
          startingYear: iep.startingYear,
        },
        depth: 0,
      })
      return toStoredIep(doc)
    },

    /** The plan with this id; null for an unknown id or a string that cannot be one. */
    async findIep(id: string): Promise<StoredIep | null> {
      if (!isRecordId(id)) return null
      const doc = await payload.findByID({ collection: IEPS_SLUG, id, depth: 0, disableErrors: true })
      return doc ? toStoredIep(doc) : null
    },

    /** A child's plans, newest first. */
    async listByChild(childId: string): Promise<StoredIep[]> {
      const { docs } = await payload.find({
        collection: IEPS_SLUG,
        depth: 0,
        where: { child: { equals: childId } },
        sort: ['-createdAt', '-id'],
        pagination: false,
      })
      return docs.map(toStoredIep)
    },

    /** Several children's plans in one query, newest first. */
    async listByChildren(childIds: string[]): Promise<StoredIep[]> {
      if (childIds.length === 0) return []
      const { docs } = await payload.find({
        collection: IEPS_SLUG,
        depth: 0,
        where: { child: { in: childIds } },
        sort: ['-createdAt', '-id'],
        pagination: false,
      })
      return docs.map(toStoredIep)
    },

    /**
     * The review clock's inputs for these children's plans, in one query (the dashboards, decision 034): per
     * plan and month, the current version's month, performance and doctor's feedback, and whether the month
     * has a session entry. Neither the history nor the entries themselves are read. Read directly (sql.ts).
     */
    async reviewInputsOf(childIds: string[]): Promise<MonthReviewInput[]> {
      if (childIds.length === 0) return []
      const { db, table, op, column } = await sqlOf(payload)
      const ieps = table(IEPS_TABLE)
      const versions = table(IEP_VERSIONS_TABLE)
      const entries = table(IEP_ENTRIES_TABLE)
      const childOfPlan = column(ieps, 'child_id')
      const planOfVersion = column(versions, 'iep_id')
      const monthIndex = column(versions, 'month_index')
      // The current version of each month is its highest; the unique (iep, month_index, version) index answers it.
      const current = op.sql`${column(versions, 'version')} = (select max(v2.version) from ${versions} v2 where v2.iep_id = ${planOfVersion} and v2.month_index = ${monthIndex})`
      const hasEntries = op.sql<unknown>`exists (select 1 from ${entries} e where e.iep_id = ${planOfVersion} and e.month_index = ${monthIndex})`
      const rows: Array<{
        childId: unknown
        iepId: unknown
        monthIndex: unknown
        month: unknown
        year: unknown
        performance: unknown
        doctorFeedback: unknown
        hasEntries: unknown
      }> = await db
        .select({
          childId: childOfPlan,
          iepId: column(ieps, 'id'),
          monthIndex,
          month: column(versions, 'month'),
          year: column(versions, 'year'),
          performance: column(versions, 'performance'),
          doctorFeedback: column(versions, 'doctor_feedback'),
          hasEntries,
        })
        .from(ieps)
        .leftJoin(versions, op.and(op.eq(planOfVersion, column(ieps, 'id')), current))
        .where(op.inArray(childOfPlan, childIds))
      return rows.map((row) => ({
        childId: String(row.childId),
        iepId: String(row.iepId),
        // The outer join answers a plan without months as one row whose month index is null.
        monthIndex: row.monthIndex === null ? null : Number(row.monthIndex),
        month: Number(row.month),
        year: Number(row.year),
        performance: percentList(jsonOf(row.performance)),
        doctorFeedback: typeof row.doctorFeedback === 'string' ? row.doctorFeedback : '',
        hasEntries: row.hasEntries === true || Number(row.hasEntries) === 1,
      }))
    },

    /** Every version of these plans' months, in one query. */
    async versionsOf(iepIds: string[]): Promise<StoredVersion[]> {
      if (iepIds.length === 0) return []
      const { docs } = await payload.find({
        collection: IEP_VERSIONS_SLUG,
        depth: 0,
        where: { iep: { in: iepIds } },
        sort: ['monthIndex', '-version'],
        pagination: false,
      })
      return docs.map(toStoredVersion)
    },

    /** Which of these files a month's version shows as its video (the others no save has taken). */
    async videosInUse(fileIds: string[]): Promise<string[]> {
      if (fileIds.length === 0) return []
      const { docs } = await payload.find({
        collection: IEP_VERSIONS_SLUG,
        depth: 0,
        where: { video: { in: fileIds } },
        select: { video: true },
        pagination: false,
      })
      return [...new Set(docs.map((doc) => idOfRef(doc.video)).filter((id): id is string => !!id))]
    },

    /** The current (highest) version of one month. */
    async latestVersion(iepId: string, monthIndex: number): Promise<StoredVersion | null> {
      const { docs } = await payload.find({
        collection: IEP_VERSIONS_SLUG,
        depth: 0,
        where: { and: [{ iep: { equals: iepId } }, { monthIndex: { equals: monthIndex } }] },
        sort: '-version',
        limit: 1,
        pagination: false,
      })
      return docs[0] ? toStoredVersion(docs[0]) : null
    },

    async findVersion(iepId: string, monthIndex: number, version: number): Promise<StoredVersion | null> {
      const { docs } = await payload.find({
        collection: IEP_VERSIONS_SLUG,
        depth: 0,
        where: { versionKey: { equals: versionKeyOf(iepId, monthIndex, version) } },
        limit: 1,
        pagination: false,
      })
      return docs[0] ? toStoredVersion(docs[0]) : null
    },

    /** Appends a version; one that already exists (a concurrent save got there first) throws VersionTakenError. */
    async insertVersion(version: NewVersion): Promise<StoredVersion> {
      const doc = await payload
        .create({
          collection: IEP_VERSIONS_SLUG,
          data: {
            iep: version.iepId,
            monthIndex: version.monthIndex,
            version: version.version,
            versionKey: versionKeyOf(version.iepId, version.monthIndex, version.version),
            month: version.month,
            year: version.year,
            target: version.target,
            goals: version.goals,
            goalGames: version.goalGames,
            performance: version.performance,
            therapistFeedback: version.therapistFeedback,
            doctorFeedback: version.doctorFeedback,
            video: version.video?.fileId ?? null,
            videoUploadDate: version.video?.uploadDate ?? null,
            videoDescription: version.video?.description ?? null,
            author: version.authorId,
            authorName: version.authorName,
            authorRole: version.authorRole,
          },
          depth: 0,
        })
        .catch((error: unknown) => {
          throw isUniqueClash(error, { field: 'versionKey' }) ? new VersionTakenError() : error
        })
      return toStoredVersion(doc)
    },

    /** These plans' session entries, oldest date first. */
    async entriesOf(iepIds: string[]): Promise<StoredEntry[]> {
      if (iepIds.length === 0) return []
      const { docs } = await payload.find({
        collection: IEP_ENTRIES_SLUG,
        depth: 0,
        where: { iep: { in: iepIds } },
        sort: ['date', 'createdAt'],
        pagination: false,
      })
      return docs.map(toStoredEntry)
    },

    async findEntryByKey(entryKey: string): Promise<StoredEntry | null> {
      const { docs } = await payload.find({
        collection: IEP_ENTRIES_SLUG,
        depth: 0,
        where: { entryKey: { equals: entryKey } },
        limit: 1,
        pagination: false,
      })
      return docs[0] ? toStoredEntry(docs[0]) : null
    },

    /**
     * Stores a session entry once: when its key is already stored (a retried send, even one racing the
     * first), the stored entry is answered and `created` is false.
     */
    async insertEntryOnce(entry: NewEntry): Promise<{ entry: StoredEntry; created: boolean }> {
      const existing = await this.findEntryByKey(entry.entryKey)
      if (existing) return { entry: existing, created: false }
      try {
        const doc = await payload.create({
          collection: IEP_ENTRIES_SLUG,
          data: {
            iep: entry.iepId,
            monthIndex: entry.monthIndex,
            goalIndex: entry.goalIndex,
            goal: entry.goal,
            date: entry.date,
            percent: entry.percent,
            note: entry.note,
            entryKey: entry.entryKey,
            author: entry.authorId,
            authorName: entry.authorName,
          },
          depth: 0,
        })
        return { entry: toStoredEntry(doc), created: true }
      } catch (error) {
        if (!isUniqueClash(error, { field: 'entryKey' })) throw error
        const stored = await this.findEntryByKey(entry.entryKey)
        if (!stored) throw error
        return { entry: stored, created: false }
      }
    },
  }
}

export type IepRepository = ReturnType<typeof createIepRepository>
