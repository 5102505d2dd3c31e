import type { Payload } from 'payload'
import { idOfRef, type Ref } from '@app/platform'
import { CHILDREN_SLUG } from './children.collections.ts'
import type { ChildDto, NewChild } from './children.schema.ts'

interface ChildDoc {
  id: string
  name: string
  dob: string
  gender: string
  schoolName?: string | null
  schoolBoard?: string | null
  classGrade?: string | null
  admitStatus: string
  parent: Ref
  centre: Ref
  doctor?: Ref
  therapist?: Ref
  createdAt: string
}

const toChildDto = (doc: ChildDoc): ChildDto => ({
  _id: doc.id,
  name: doc.name,
  dob: doc.dob,
  gender: doc.gender,
  schoolName: doc.schoolName ?? null,
  schoolBoard: doc.schoolBoard ?? null,
  classGrade: doc.classGrade ?? null,
  admitStatus: doc.admitStatus,
  parentId: idOfRef(doc.parent) ?? '',
  centreId: idOfRef(doc.centre) ?? '',
  doctorId: idOfRef(doc.doctor),
  therapistId: idOfRef(doc.therapist),
  createdAt: doc.createdAt,
})

export function createChildrenRepository(payload: Payload) {
  return {
    async create({ parentId, centreId, ...child }: NewChild): Promise<ChildDto> {
      const doc = await payload.create({
        collection: CHILDREN_SLUG,
        data: { ...child, parent: parentId, centre: centreId } as never,
        depth: 0,
      })
      return toChildDto(doc as unknown as ChildDoc)
    },
    async findById(id: string): Promise<ChildDto | null> {
      const doc = await payload.findByID({ collection: CHILDREN_SLUG, id, depth: 0, disableErrors: true })
      return doc ? toChildDto(doc as unknown as ChildDoc) : null
    },
    async countByParentAndCentre(parentId: string, centreId: string): Promise<number> {
      const { totalDocs } = await payload.count({
        collection: CHILDREN_SLUG,
        where: { and: [{ parent: { equals: parentId } }, { centre: { equals: centreId } }] },
      })
      return totalDocs
    },
  }
}

export type ChildrenRepository = ReturnType<typeof createChildrenRepository>
