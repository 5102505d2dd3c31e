import type { ChildSummary } from '@app/children'
import type { CentresForAppointments, ChildNames, PeopleForAppointments } from './appointments.deps.ts'
import type { AppointmentRecord } from './appointments.repository.ts'
import type { AppointmentDto } from './appointments.schema.ts'

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
    docs: AppointmentRecord[],
    known: { children?: ChildSummary[]; people?: Array<{ _id: string; name: string | null }> } = {},
  ): Promise<AppointmentDto[]> {
    if (docs.length === 0) return []
    const ids = (given: Array<string | null>, at: Array<{ _id: string }> = []) => {
      const atHand = new Set(at.map((one) => one._id))
      return [...new Set(given.filter((id): id is string => Boolean(id) && !atHand.has(id as string)))]
    }
    // A page read with its names (AppointmentRecord.namedAlong) needs no lookup of them.
    const unnamed = docs.filter((doc) => !doc.namedAlong)
    const childIds = ids(
      unnamed.map((d) => d.childId),
      known.children,
    )
    const peopleIds = ids([...unnamed.map((d) => d.doctorId), ...unnamed.map((d) => d.parentId)], known.people)
    const [childRows, peopleRows, centreRows] = await Promise.all([
      childIds.length ? children.childrenByIds(childIds) : Promise.resolve([]),
      peopleIds.length ? people.summariesOf(peopleIds) : Promise.resolve([]),
      centres.namesOf(ids(docs.map((d) => d.centreId))),
    ])
    const childrenNamed: ChildSummary[] = [...childRows, ...(known.children ?? [])]
    const peopleNamed: Array<{ _id: string; name: string | null }> = [...peopleRows, ...(known.people ?? [])]
    const childById = new Map(childrenNamed.map((c) => [c._id, c]))
    const personName = new Map(peopleNamed.map((p) => [p._id, p.name ?? '']))
    const centreName = new Map(centreRows.map((c) => [c._id, c.name]))
    const named = (id: string | null, names: Map<string, string>) =>
      id ? { _id: id, name: names.get(id) ?? '' } : null
    return docs.map((doc) => {
      const childId = doc.childId
      const along = doc.namedAlong
      const child = along ? (along.child ?? undefined) : childById.get(childId)
      const parentId = child?.parentId ?? doc.parentId
      const parentName = along ? (along.parentName ?? undefined) : parentId ? personName.get(parentId) : undefined
      const doctorId = doc.doctorId
      const reports = doc.reportIds
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
          : named(doc.doctorId, personName),
        centreId: named(doc.centreId, centreName),
        appointmentDate: doc.appointmentDate,
        appointmentTime: doc.appointmentTime,
        consultationType: doc.consultationType,
        status: doc.status,
        referredBy: doc.referredBy ?? '',
        childConcerns: doc.childConcerns ?? '',
        prescription: doc.prescriptionId ? `${downloadBase(doc.id)}/prescription` : null,
        previousMedicalReports: reports.map((_, index) => `${downloadBase(doc.id)}/reports/${index}`),
        inviteSequence: doc.inviteSequence,
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
      }
    })
  }
}

export type AppointmentDtos = ReturnType<typeof createAppointmentDtos>
