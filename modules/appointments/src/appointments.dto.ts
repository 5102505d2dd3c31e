import type { ChildFieldsSql, ChildSummary } from '@app/children'
import { idOfRef, type Ref, type SqlAccess } from '@app/platform'
import type { AppointmentDoc } from './appointments.repository.ts'
import type { AppointmentDto } from './appointments.schema.ts'

/**
 * What the module reads from the accounts module: users by id, in one lookup, or a person's name as SQL
 * ('' without a name, null without the person) read inside the query of a page (one round trip for both).
 */
export interface PeopleForAppointments {
  summariesOf(
    ids: string[],
  ): Promise<Array<{ _id: string; name: string | null; role: string; centreId: string | null }>>
  fieldsIn(
    access: SqlAccess,
    idColumn: unknown,
  ): { name: unknown; nameIfExists: unknown; role: unknown; centreId: unknown }
}

/** What the module reads from the centres module: centre names by id, in one lookup. */
export interface CentresForAppointments {
  namesOf(ids: string[]): Promise<Array<{ _id: string; name: string }>>
}

/**
 * What the module reads from the children module to name an appointment's child: several by id, or one's
 * summary as SQL read inside the query of a page.
 */
export interface ChildNames {
  childrenByIds(ids: string[]): Promise<ChildSummary[]>
  fieldsIn(access: SqlAccess, idColumn: unknown): ChildFieldsSql
}

const downloadBase = (id: string) => `/api/appointments/${id}`

/**
 * Turns stored appointments into what the portal reads, naming the child, parent, doctor and centre
 * through their own modules: one lookup per module for a whole page, never one per row.
 */
export function createAppointmentDtos({
  people,
  centres,
  children,
}: {
  people: PeopleForAppointments
  centres: CentresForAppointments
  children: ChildNames
}) {
  /**
   * `known`: children and people the caller has just read (a booking has its child, doctor and parent at
   * hand); only the others are looked up.
   */
  return async function toDtos(
    docs: AppointmentDoc[],
    known: { children?: ChildSummary[]; people?: Array<{ _id: string; name: string | null }> } = {},
  ): Promise<AppointmentDto[]> {
    if (docs.length === 0) return []
    const ids = (refs: Ref[], at: Array<{ _id: string }> = []) => {
      const atHand = new Set(at.map((one) => one._id))
      return [...new Set(refs.map(idOfRef).filter((id): id is string => Boolean(id) && !atHand.has(id as string)))]
    }
    // A page read with its names (AppointmentDoc.namedAlong) needs no lookup of them.
    const unnamed = docs.filter((doc) => !doc.namedAlong)
    const childIds = ids(
      unnamed.map((d) => d.child),
      known.children,
    )
    const peopleIds = ids([...unnamed.map((d) => d.doctor), ...unnamed.map((d) => d.parent)], known.people)
    const [childRows, peopleRows, centreRows] = await Promise.all([
      childIds.length ? children.childrenByIds(childIds) : Promise.resolve([]),
      peopleIds.length ? people.summariesOf(peopleIds) : Promise.resolve([]),
      centres.namesOf(ids(docs.map((d) => d.centre))),
    ])
    const childrenNamed: ChildSummary[] = [...childRows, ...(known.children ?? [])]
    const peopleNamed: Array<{ _id: string; name: string | null }> = [...peopleRows, ...(known.people ?? [])]
    const childById = new Map(childrenNamed.map((c) => [c._id, c]))
    const personName = new Map(peopleNamed.map((p) => [p._id, p.name ?? '']))
    const centreName = new Map(centreRows.map((c) => [c._id, c.name]))
    const named = (ref: Ref, names: Map<string, string>) => {
      const id = idOfRef(ref)
      return id ? { _id: id, name: names.get(id) ?? '' } : null
    }
    return docs.map((doc) => {
      const childId = idOfRef(doc.child) ?? ''
      const along = doc.namedAlong
      const child = along ? (along.child ?? undefined) : childById.get(childId)
      const parentId = child?.parentId ?? idOfRef(doc.parent)
      const parentName = along ? (along.parentName ?? undefined) : parentId ? personName.get(parentId) : undefined
      const doctorId = idOfRef(doc.doctor)
      const reports = (doc.reports ?? []).filter(Boolean)
      return {
        _id: doc.id,
        childId: {
          _id: childId,
          name: child?.name ?? doc.childName,
          parentId: parentId ? { _id: parentId, name: parentName ?? doc.parentName } : null,
          dob: child?.dob ?? null,
          gender: child?.gender ?? null,
        },
        parentName: doc.parentName,
        email: doc.email,
        parentPhoneNo: doc.parentPhoneNo ?? '',
        alternativeNumber: doc.alternativeNumber ?? '',
        address: doc.address ?? '',
        schoolName: doc.schoolName ?? '',
        classGrade: doc.classGrade ?? '',
        schoolBoard: doc.schoolBoard ?? '',
        doctorId: along
          ? doctorId
            ? { _id: doctorId, name: along.doctorName ?? '' }
            : null
          : named(doc.doctor, personName),
        centreId: named(doc.centre, centreName),
        appointmentDate: doc.appointmentDate,
        appointmentTime: doc.appointmentTime,
        consultationType: doc.consultationType,
        status: doc.status,
        referredBy: doc.referredBy ?? '',
        childConcerns: doc.childConcerns ?? '',
        prescription: idOfRef(doc.prescription) ? `${downloadBase(doc.id)}/prescription` : null,
        previousMedicalReports: reports.map((_, index) => `${downloadBase(doc.id)}/reports/${index}`),
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
      }
    })
  }
}
