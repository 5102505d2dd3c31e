import type { ADMIT_STATUSES, GENDERS } from './children.collections.ts'

export interface NewChild {
  name: string
  dob: string
  gender: (typeof GENDERS)[number]
  schoolName?: string
  schoolBoard?: string
  classGrade?: string
  parentId: string
  centreId: string
  admitStatus?: (typeof ADMIT_STATUSES)[number]
}

/** A child as the portal sees it. */
export interface ChildDto {
  _id: string
  name: string
  dob: string
  gender: string
  schoolName: string | null
  schoolBoard: string | null
  classGrade: string | null
  admitStatus: string
  parentId: string
  centreId: string
  doctorId: string | null
  therapistId: string | null
  createdAt: string
}
