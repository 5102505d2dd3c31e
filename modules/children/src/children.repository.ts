import type { Payload } from 'payload'
import { idOfRef, offsetOf, sqlOf, type Page } from '@app/platform'
import type { Child } from '@app/platform/payload-types'
import { CHILDREN_SLUG } from './children.collections.ts'
import { childSummaryOf, type StoredChildFields } from './children-sql.ts'
import type { PeopleLookup } from './children.service.ts'
import {
  searchTermOf,
  type AdmitStatus,
  type ChildDto,
  type ChildSummary,
  type EditChildValues,
  type NewChild,
} from './children.schema.ts'

/** A child row with the parent's name copy, before its references are looked up. */
export interface StoredChild extends ChildDto {
  parentName: string
  /** The people it names, when they were read in the same query (a centre's page). */
  people?: ChildsPeople
}

/** The parent's contact details and the staff's names, read beside a child (PeopleLookup.fieldsIn). */
export interface ChildsPeople {
  /** null when the parent's account does not exist. */
  parent: { name: string | null; mobilenumber: string | null; email: string | null; address: string | null } | null
  /** '' when the doctor has no name; null when none is assigned or the account does not exist. */
  doctorName: string | null
  therapistName: string | null
}

// Payload keeps a date field as an instant (midnight UTC for a typed day); the portal wants the day.
const dayOf = (value: string) => (typeof value === 'string' ? value.slice(0, 10) : value)

const toStoredChild = (doc: Child): StoredChild => ({
  _id: doc.id,
  name: doc.name,
  dob: dayOf(doc.dob),
  gender: doc.gender,
  schoolName: doc.schoolName ?? null,
  schoolBoard: doc.schoolBoard ?? null,
  classGrade: doc.classGrade ?? null,
  admitStatus: doc.admitStatus,
  parentId: idOfRef(doc.parent) ?? '',
  parentName: doc.parentName ?? '',
  centreId: idOfRef(doc.centre) ?? '',
  doctorId: idOfRef(doc.doctor),
  therapistId: idOfRef(doc.therapist),
  createdAt: doc.createdAt,
})

const toChildDto = (doc: Child): ChildDto => {
  const { parentName: _parentName, ...dto } = toStoredChild(doc)
  return dto
}

export interface ChildrenPageQuery {
  centreId: string
  status?: AdmitStatus
  search?: string
  /** One page (1-based) of `limit` rows; without it every matching child. */
  page?: Page
}

/** The columns a centre's page reads beside each child (PeopleLookup.fieldsIn). */
interface PeopleColumns {
  parentAccountName: string | null
  parentAccountExists: string | null
  parentMobile: string | null
  parentEmail: string | null
  parentAddress: string | null
  doctorName: string | null
  therapistName: string | null
}

const peopleOf = (row: PeopleColumns): ChildsPeople => ({
  parent:
    row.parentAccountExists === null
      ? null
      : {
          name: row.parentAccountName,
          mobilenumber: row.parentMobile,
          email: row.parentEmail,
          address: row.parentAddress,
        },
  doctorName: row.doctorName,
  therapistName: row.therapistName,
})

/** The children collection's table. */
const CHILDREN_TABLE = CHILDREN_SLUG

export function createChildrenRepository(payload: Payload, people: Pick<PeopleLookup, 'fieldsIn'>) {
  /**
   * How many children match in all, from a page's rows (each carries the count); past the last page no
   * row carries it, so it is asked for alone (`where` is built only then).
   */
  async function totalOf(rows: Array<{ total: unknown }>, page: Page, where: () => unknown): Promise<number> {
    if (rows.length) return Number(rows[0].total)
    if (offsetOf(page) === 0) return 0
    const { db, table, op } = await sqlOf(payload)
    const children = table(CHILDREN_TABLE)
    return Number((await db.select({ total: op.count() }).from(children).where(where()))[0]?.total ?? 0)
  }

  /** Every child matching `where` in `order`, or one page of them and the count of every match in one query. */
  async function selectChildren(
    where: unknown,
    order: unknown[],
    page?: Page,
  ): Promise<{ children: StoredChild[]; total: number }> {
    const { db, table, isoDate, countOf, columnsOf } = await sqlOf(payload)
    const children = table(CHILDREN_TABLE)
    if (!page) {
      const rows: Child[] = await db
        .select()
        .from(children)
        .where(where)
        .orderBy(...order)
      const list = rows.map((row) => toStoredChild({ ...row, createdAt: isoDate(row.createdAt) }))
      return { children: list, total: list.length }
    }
    const rows: Array<Child & { total: unknown }> = await db
      .select({ ...columnsOf(children), total: countOf(children, where) })
      .from(children)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(offsetOf(page))
    const list = rows.map(({ total: _total, ...row }) => toStoredChild({ ...row, createdAt: isoDate(row.createdAt) }))
    return { children: list, total: await totalOf(rows, page, () => where) }
  }

  return {
    // A new child waits for staff to be assigned (the collection's default, which Payload's types leave required).
    async create({
      parentId,
      centreId,
      admitStatus = 'pending',
      knownParentName,
      ...child
    }: NewChild): Promise<ChildDto> {
      const doc = await payload.create({
        collection: CHILDREN_SLUG,
        data: { ...child, admitStatus, parent: parentId, centre: centreId },
        depth: 0,
        // The parent's name copy (copyParentName) without reading the account again when the caller has it.
        ...(knownParentName === undefined ? {} : { context: { knownParentName: { parentId, name: knownParentName } } }),
      })
      return toChildDto(doc)
    },
    async findById(id: string): Promise<StoredChild | null> {
      const doc = await payload.findByID({ collection: CHILDREN_SLUG, id, depth: 0, disableErrors: true })
      return doc ? toStoredChild(doc) : null
    },
    /**
     * Several children by id in one query (name, birth date, gender and parent only), read directly, one
     * prepared shape for any number of ids (sql.ts, decision 038).
     */
    async findManyByIds(ids: string[]): Promise<ChildSummary[]> {
      if (ids.length === 0) return []
      const { table, prepared, inList, listValue } = await sqlOf(payload)
      const children = table(CHILDREN_TABLE)
      const rows = await prepared<StoredChildFields & { id: string }>(
        'children_by_ids',
        (db) =>
          db
            .select({
              id: children.id,
              name: children.name,
              dob: children.dob,
              gender: children.gender,
              parentId: children.parent,
            })
            .from(children)
            .where(inList(children.id, 'ids')),
        { ids: listValue(ids) },
      )
      return rows.flatMap((row) => childSummaryOf(row.id, row) ?? [])
    },
    async deleteById(id: string): Promise<void> {
      await payload.delete({ collection: CHILDREN_SLUG, id })
    },
    /** Asked by every walk-in booking of an existing parent: read directly (sql.ts, decision 030). */
    async countByParentAndCentre(parentId: string, centreId: string): Promise<number> {
      const { db, table, op } = await sqlOf(payload)
      const children = table(CHILDREN_TABLE)
      const rows: Array<{ total: unknown }> = await db
        .select({ total: op.count() })
        .from(children)
        .where(op.and(op.eq(children.parent, parentId), op.eq(children.centre, centreId)))
      return Number(rows[0]?.total ?? 0)
    },
    /**
     * A centre's children, newest first: one query for the page and the count of every match. `search`
     * matches child name, parent name or school name in any letter case (Payload's `contains` is ILIKE).
     */
    async listByCentre({ centreId, status, search, page }: ChildrenPageQuery) {
      // A centre's list is the portal's busiest read: straight from the table (see @app/platform sql.ts).
      const access = await sqlOf(payload)
      const { table, op, contains, containsPattern, placeholder, prepared, isoDate, countOf, columnsOf } = access
      const children = table(CHILDREN_TABLE)
      const term = search ? searchTermOf(search) : ''
      // The conditions with their values, for the whole list or a count past the last page; a page's query
      // has them as placeholders below, so building them every time would be wasted.
      const whereOf = () => {
        const conditions: unknown[] = [op.eq(children.centre, centreId)]
        if (status) conditions.push(op.eq(children.admitStatus, status))
        if (term) {
          conditions.push(
            op.or(
              contains(children.name, term),
              contains(children.parentName, term),
              contains(children.schoolName, term),
            ),
          )
        }
        return op.and(...(conditions as Parameters<typeof op.and>))
      }
      const order = [op.desc(children.createdAt), op.desc(children.id)]
      if (!page) return selectChildren(whereOf(), order)
      // The page, the count of every match (counted once, sql.ts countOf) and the people it names in one query, its SQL
      // built once per shape (with or without status, with or without search) and kept prepared (030, 038).
      const rows: Array<Child & PeopleColumns & { total: unknown }> = await prepared(
        `children_page_${status ? 's' : ''}${term ? 'q' : ''}`,
        (on) => {
          const shape: unknown[] = [op.eq(children.centre, placeholder('centre'))]
          if (status) shape.push(op.eq(children.admitStatus, placeholder('status')))
          if (term) {
            const pattern = placeholder('pattern')
            shape.push(
              op.or(
                contains(children.name, pattern),
                contains(children.parentName, pattern),
                contains(children.schoolName, pattern),
              ),
            )
          }
          const parent = people.fieldsIn(access, children.parent)
          const peopleColumns: Record<keyof PeopleColumns, unknown> = {
            parentAccountName: parent.name,
            parentAccountExists: parent.nameIfExists,
            parentMobile: parent.mobilenumber,
            parentEmail: parent.email,
            parentAddress: parent.address,
            doctorName: people.fieldsIn(access, children.doctor).nameIfExists,
            therapistName: people.fieldsIn(access, children.therapist).nameIfExists,
          }
          const where = op.and(...(shape as Parameters<typeof op.and>))
          return on
            .select({ ...columnsOf(children), ...peopleColumns, total: countOf(children, where) })
            .from(children)
            .where(where)
            .orderBy(...order)
            .limit(placeholder('limit'))
            .offset(placeholder('offset'))
        },
        {
          centre: centreId,
          ...(status ? { status } : {}),
          ...(term ? { pattern: containsPattern(term) } : {}),
          limit: page.limit,
          offset: offsetOf(page),
        },
      )
      const list = rows.map((row) => ({
        ...toStoredChild({ ...row, createdAt: isoDate(row.createdAt) }),
        people: peopleOf(row),
      }))
      return { children: list, total: await totalOf(rows, page, whereOf) }
    },
    /** A parent's children, newest first; every booking asks it (a twin check), so read directly (sql.ts). */
    async listByParent(parentId: string): Promise<StoredChild[]> {
      const { db, table, op, isoDate } = await sqlOf(payload)
      const children = table(CHILDREN_TABLE)
      const rows: Child[] = await db
        .select()
        .from(children)
        .where(op.eq(children.parent, parentId))
        .orderBy(op.desc(children.createdAt), op.desc(children.id))
      return rows.map((row) => toStoredChild({ ...row, createdAt: isoDate(row.createdAt) }))
    },
    /**
     * The children assigned to a doctor or a therapist, by name (their dashboards): one query for the page
     * and the count of every match, straight from the table (sql.ts). `search` matches the child's name in
     * any letter case, as the centre's list does; without `page` every match.
     */
    async listAssignedTo(
      role: 'doctor' | 'therapist',
      staffId: string,
      { search, page }: { search?: string; page?: Page } = {},
    ): Promise<{ children: StoredChild[]; total: number }> {
      const { table, op, contains } = await sqlOf(payload)
      const children = table(CHILDREN_TABLE)
      const conditions: unknown[] = [op.eq(role === 'doctor' ? children.doctor : children.therapist, staffId)]
      const term = search ? searchTermOf(search) : ''
      if (term) conditions.push(contains(children.name, term))
      const where = op.and(...(conditions as Parameters<typeof op.and>))
      return selectChildren(where, [op.asc(children.name), op.asc(children.id)], page)
    },
    /** Assigns the staff and admits the child (status active). */
    async assignStaff(id: string, { doctorId, therapistId }: { doctorId: string; therapistId: string }) {
      const doc = await payload.update({
        collection: CHILDREN_SLUG,
        id,
        data: { doctor: doctorId, therapist: therapistId, admitStatus: 'active' },
        depth: 0,
      })
      return toStoredChild(doc)
    },
    /** The five fields a parent edits; an empty school name or board is stored as none. */
    async updateDetails(id: string, values: EditChildValues): Promise<StoredChild> {
      const doc = await payload.update({
        collection: CHILDREN_SLUG,
        id,
        data: {
          name: values.name,
          dob: values.dob,
          gender: values.gender,
          schoolName: values.schoolName || null,
          schoolBoard: values.schoolBoard || null,
        },
        depth: 0,
      })
      return toStoredChild(doc)
    },
    /** Refreshes the parent's name copy on every child of that parent. */
    async renameParent(parentId: string, parentName: string): Promise<void> {
      await payload.update({
        collection: CHILDREN_SLUG,
        where: { parent: { equals: parentId } },
        data: { parentName },
        depth: 0,
      })
    },
  }
}

export type ChildrenRepository = ReturnType<typeof createChildrenRepository>
