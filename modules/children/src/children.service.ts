import {
  badRequest,
  isRecordId,
  notFound,
  requestedPage,
  type Page,
  type SqlAccess,
  type TokenUser,
} from '@app/platform'
import { childFieldsSql } from './children-sql.ts'
import type { ChildrenRepository, StoredChild } from './children.repository.ts'
import type {
  AssignStaffInput,
  ChildDto,
  ChildSummary,
  ChildRecord,
  ChildrenListQuery,
  EditChildValues,
  NewChild,
  ParentRef,
  PersonRef,
} from './children.schema.ts'

/** A user as the children module needs to know them (from the accounts module). */
export interface PersonSummary {
  _id: string
  name: string | null
  mobilenumber: string | null
  email: string | null
  address: string | null
  role: string
  centreId: string | null
}

/** A person's fields as SQL expressions to select beside a child (the accounts module writes them). */
export interface PersonFieldsSql {
  /** The stored name, or null when the person has none or does not exist. */
  name: unknown
  /** '' for a person without a name, null only when there is no such person. */
  nameIfExists: unknown
  mobilenumber: unknown
  email: unknown
  address: unknown
  /** The role, and the centre's id (null for a parent or a superadmin): null too when there is no such person. */
  role: unknown
  centreId: unknown
}

/**
 * What the children module reads from the accounts module: several users in one lookup, or their fields
 * inside the query of a page of children (one round trip for both).
 */
export interface PeopleLookup {
  summariesOf(ids: string[]): Promise<PersonSummary[]>
  fieldsIn(access: SqlAccess, idColumn: unknown): PersonFieldsSql
}

/** What the children module reads from the centres module: names of several centres in one lookup. */
export interface CentreNames {
  namesOf(ids: string[]): Promise<Array<{ _id: string; name: string }>>
}

export const CHILD_NOT_FOUND_MESSAGE = 'Child not found.'
export const STAFF_ASSIGNED_MESSAGE = 'Staff assigned successfully!'
export const CHILD_UPDATED_MESSAGE = 'Child details updated successfully!'
export const DOCTOR_NOT_OF_CENTRE_MESSAGE = "Please choose a doctor of the child's centre"
export const THERAPIST_NOT_OF_CENTRE_MESSAGE = "Please choose a therapist of the child's centre"

/** Whether the caller may read a child: admin of its centre, its parent, its assigned doctor or therapist. */
export function maySeeChild(
  caller: TokenUser,
  child: Pick<ChildDto, 'centreId' | 'parentId' | 'doctorId' | 'therapistId'>,
) {
  switch (caller.role) {
    case 'admin':
      return Boolean(caller.centreId) && caller.centreId === child.centreId
    case 'parent':
      return caller._id === child.parentId
    case 'doctor':
      return caller._id === child.doctorId
    case 'therapist':
      return caller._id === child.therapistId
    default:
      return false
  }
}

/** Names compared as a person would: letter case and extra spaces do not make another child. */
const sameNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

export function createChildrenService({
  repository,
  people,
  centres,
}: {
  repository: ChildrenRepository
  people: PeopleLookup
  centres: CentreNames
}) {
  /** Dereferences a page of children with one lookup of users and one of centres (never one per row). */
  async function toRecords(children: StoredChild[]): Promise<ChildRecord[]> {
    if (children.length === 0) return []
    const userIds = new Set<string>()
    const centreIds = new Set<string>()
    for (const child of children) {
      // A page read with its people (listByCentre) needs no lookup of them.
      if (!child.people) for (const id of [child.parentId, child.doctorId, child.therapistId]) if (id) userIds.add(id)
      if (child.centreId) centreIds.add(child.centreId)
    }
    const [users, centreList] = await Promise.all([
      userIds.size ? people.summariesOf([...userIds]) : [],
      centres.namesOf([...centreIds]),
    ])
    const usersById = new Map(users.map((user) => [user._id, user]))
    const centreNames = new Map(centreList.map((centre) => [centre._id, centre.name]))
    const staffRef = (id: string | null, nameIfExists: string | null | undefined): PersonRef | null => {
      if (!id) return null
      if (nameIfExists !== undefined) return nameIfExists === null ? null : { _id: id, name: nameIfExists }
      const user = usersById.get(id)
      return user ? { _id: id, name: user.name ?? '' } : null
    }
    return children.map((child) => {
      const parent = child.people?.parent ?? usersById.get(child.parentId)
      const parentRef: ParentRef = {
        _id: child.parentId,
        name: parent?.name ?? child.parentName,
        mobilenumber: parent?.mobilenumber ?? null,
        email: parent?.email ?? null,
        address: parent?.address ?? null,
      }
      return {
        _id: child._id,
        name: child.name,
        dob: child.dob,
        gender: child.gender,
        schoolName: child.schoolName,
        schoolBoard: child.schoolBoard,
        classGrade: child.classGrade,
        admitStatus: child.admitStatus,
        createdAt: child.createdAt,
        parentName: parent?.name ?? child.parentName,
        parentId: parentRef,
        centreId: { _id: child.centreId, name: centreNames.get(child.centreId) ?? '' },
        doctorId: staffRef(child.doctorId, child.people?.doctorName),
        therapistId: staffRef(child.therapistId, child.people?.therapistName),
      }
    })
  }

  /** The child if the caller may see it; 404 otherwise, so nobody learns what exists elsewhere. */
  async function visibleChild(caller: TokenUser, childId: string): Promise<StoredChild> {
    const child = await repository.findById(childId)
    if (!child || !maySeeChild(caller, child)) throw notFound(CHILD_NOT_FOUND_MESSAGE)
    return child
  }

  return {
    /** Records a child for a parent at a centre (admitStatus pending unless given). */
    registerChild: (child: NewChild): Promise<ChildDto> => repository.create(child),

    /**
     * The parent's child with this name (any letter case and spacing) and date of birth, or null: booking
     * "a new child" twice for the same child then reuses the first record instead of making a twin.
     */
    async findParentsChild(parentId: string, name: string, dob: string): Promise<ChildDto | null> {
      const key = sameNameKey(name)
      const match = (await repository.listByParent(parentId)).find(
        (child) => child.dob === dob.slice(0, 10) && sameNameKey(child.name) === key,
      )
      if (!match) return null
      const { parentName: _parentName, ...dto } = match
      return dto
    },

    /** One child by id (no access check: callers decide who may see it), or null. */
    async findChild(id: string): Promise<ChildDto | null> {
      const child = await repository.findById(id)
      if (!child) return null
      const { parentName: _parentName, ...dto } = child
      return dto
    },

    /** A child's summary as SQL, to read inside the query of records that name the child (one round trip). */
    fieldsIn: childFieldsSql,

    /** Several children by id in one lookup, for records that name them (appointments). No access check. */
    childrenByIds: (ids: string[]): Promise<ChildSummary[]> =>
      repository.findManyByIds([...new Set(ids.filter(isRecordId))]),

    /**
     * Removes a child registered moments ago for a booking that was then refused (nothing else can
     * refer to it yet), so a refused booking leaves nothing behind.
     */
    discardNewChild: (id: string): Promise<void> => repository.deleteById(id),

    /** Whether a parent has a child at a centre: that centre's admins may then see the parent. */
    parentHasChildAtCentre: async (parentId: string, centreId: string) =>
      (await repository.countByParentAndCentre(parentId, centreId)) > 0,

    /** Keeps the parent's name copy on their children current (the list searches it). */
    renameParent: (parentId: string, name: string) => repository.renameParent(parentId, name),

    /** A centre's children, newest first; one page and the total when `page` or `limit` is given. */
    async listForCentre(
      centreId: string,
      query: ChildrenListQuery,
    ): Promise<{ children: ChildRecord[]; total: number | null }> {
      const page = requestedPage(query)
      const status = query.status === '' || query.status === 'all' ? undefined : query.status
      const { children, total } = await repository.listByCentre({
        centreId,
        status,
        search: query.search,
        page,
      })
      return { children: await toRecords(children), total: page ? total : null }
    },

    /** One child for the admin of its centre, its parent, or its assigned doctor or therapist. */
    async getChild(caller: TokenUser, childId: string): Promise<ChildRecord> {
      const [record] = await toRecords([await visibleChild(caller, childId)])
      return record
    },

    /**
     * The children assigned to this doctor or therapist, by name, as records (their dashboards): those whose
     * name contains `search` (any letter case), one page of them when `page` is given, and how many match.
     */
    async listAssignedTo(
      caller: TokenUser,
      query: { search?: string; page?: Page } = {},
    ): Promise<{ children: ChildRecord[]; total: number }> {
      if (caller.role !== 'doctor' && caller.role !== 'therapist') return { children: [], total: 0 }
      const { children, total } = await repository.listAssignedTo(caller.role, caller._id, query)
      return { children: await toRecords(children), total }
    },

    /** The parent's own children, newest first. */
    async listForParent(parentId: string): Promise<ChildRecord[]> {
      return toRecords(await repository.listByParent(parentId))
    },

    /**
     * The admin of the child's centre assigns a doctor and a therapist of that centre (each with that
     * role), which admits the child (active).
     */
    async assignStaff(caller: TokenUser, childId: string, input: AssignStaffInput): Promise<ChildRecord> {
      const child = await repository.findById(childId)
      if (!child || caller.role !== 'admin' || !caller.centreId || child.centreId !== caller.centreId) {
        throw notFound(CHILD_NOT_FOUND_MESSAGE)
      }
      const staff = await people.summariesOf([input.doctorId, input.therapistId])
      const isStaffOf = (id: string, role: string) =>
        staff.some((user) => user._id === id && user.role === role && user.centreId === child.centreId)
      const fieldErrors: Record<string, string> = {}
      if (!isStaffOf(input.doctorId, 'doctor')) fieldErrors.doctorId = DOCTOR_NOT_OF_CENTRE_MESSAGE
      if (!isStaffOf(input.therapistId, 'therapist')) fieldErrors.therapistId = THERAPIST_NOT_OF_CENTRE_MESSAGE
      const first = Object.values(fieldErrors)[0]
      if (first) throw badRequest(first, fieldErrors)
      const [record] = await toRecords([await repository.assignStaff(childId, input)])
      return record
    },

    /**
     * Seeding only (no access check): gives a parent's unassigned children at the staff's centre that
     * doctor and therapist, admitting them. Children already assigned are left alone.
     */
    async assignDemoStaff({
      parentId,
      doctor,
      therapist,
    }: {
      parentId: string
      doctor: PersonSummary
      therapist: PersonSummary
    }) {
      let assigned = 0
      for (const child of await repository.listByParent(parentId)) {
        if (
          child.doctorId ||
          child.therapistId ||
          child.centreId !== doctor.centreId ||
          child.centreId !== therapist.centreId
        ) {
          continue
        }
        await repository.assignStaff(child._id, { doctorId: doctor._id, therapistId: therapist._id })
        assigned += 1
      }
      return assigned
    },

    /** The parent's own child, any other caller 404. */
    async getOwnChild(parentId: string, childId: string): Promise<ChildRecord> {
      const child = await repository.findById(childId)
      if (!child || child.parentId !== parentId) throw notFound(CHILD_NOT_FOUND_MESSAGE)
      const [record] = await toRecords([child])
      return record
    },

    /** The parent changes the five editable fields of their own child; nothing else changes. */
    async editOwnChild(parentId: string, childId: string, values: EditChildValues): Promise<ChildRecord> {
      const child = await repository.findById(childId)
      if (!child || child.parentId !== parentId) throw notFound(CHILD_NOT_FOUND_MESSAGE)
      const [record] = await toRecords([await repository.updateDetails(childId, values)])
      return record
    },
  }
}

export type ChildrenService = ReturnType<typeof createChildrenService>
