import * as v from 'valibot'
import { clinicToday } from '@app/platform/clinic-time'
import { PageQuerySchema, searchField } from '@app/platform/paging'
import { optionalText, requiredText } from '@app/platform/schema'

// The vocabulary lives here, not in the collection file, so browser code importing the schema never
// pulls in Payload's collection config.
export const GENDERS = ['Male', 'Female', 'Others'] as const
export const SCHOOL_BOARDS = ['CBSE', 'SSC', 'ICSE', 'Cambridge (IB)', 'NIOS', 'Others'] as const
export const ADMIT_STATUSES = ['active', 'inactive', 'pending'] as const

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date typed as YYYY-MM-DD that exists (no 2024-02-30). */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * A child as a registration form sends it (docs/product.md §7.3 messages). Shared by the admin's
 * registration form in the portal and the server.
 */
export const ChildInputSchema = v.object({
  name: requiredText('Child name is required', { maxLength: 120 }),
  dob: v.pipe(
    requiredText('Date of birth is required', { maxLength: 10 }),
    v.check(isCalendarDate, 'Please enter a valid date of birth'),
    v.check((value) => value <= clinicToday(), 'Date of birth cannot be in the future'),
  ),
  gender: v.pipe(v.optional(v.string('Gender is required'), ''), v.picklist(GENDERS, 'Gender is required')),
  schoolName: optionalText({ maxLength: 160 }),
  schoolBoard: v.optional(v.union([v.literal(''), v.picklist(SCHOOL_BOARDS)], 'Please choose a school board'), ''),
})
export type ChildInput = v.InferOutput<typeof ChildInputSchema>

export interface NewChild {
  name: string
  dob: string
  gender: (typeof GENDERS)[number]
  schoolName?: string
  schoolBoard?: (typeof SCHOOL_BOARDS)[number]
  classGrade?: string
  parentId: string
  centreId: string
  admitStatus?: (typeof ADMIT_STATUSES)[number]
  /**
   * The parent's name as the caller has just read it from the parent's account (a walk-in booking): the
   * child's copy of it is then not looked up again. Leave it out when not read from the account.
   */
  knownParentName?: string
}

/** A child as another module's records name it (an appointment's child). */
export interface ChildSummary {
  _id: string
  name: string
  dob: string | null
  gender: string | null
  parentId: string | null
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

/** Page sizes the children list offers (docs/product.md §9.3): every paged list's (@app/platform/paging). */
export { PAGE_SIZES } from '@app/platform/paging'
export type AdmitStatus = (typeof ADMIT_STATUSES)[number]

// The parent's edit screen says male, female, other (docs/product.md §5.4); the stored words are Male, Female, Others.
const GENDER_ALIASES: Record<string, (typeof GENDERS)[number]> = {
  male: 'Male',
  female: 'Female',
  other: 'Others',
  others: 'Others',
}

/**
 * The five fields a parent may change on their child (PUT /api/parents/edit-child-details/:childId).
 * Shared by the parent's edit form and the server; anything else sent is ignored.
 */
export const EditChildSchema = v.object({
  ...ChildInputSchema.entries,
  gender: v.pipe(
    v.optional(v.string('Gender is required'), ''),
    v.transform((value) => GENDER_ALIASES[value.trim().toLowerCase()] ?? value),
    v.picklist(GENDERS, 'Gender is required'),
  ),
})
export type EditChildInput = v.InferInput<typeof EditChildSchema>
export type EditChildValues = v.InferOutput<typeof EditChildSchema>

/** PUT /api/admins/assign/:childId: one doctor and one therapist of the child's centre. */
export const AssignStaffSchema = v.object({
  doctorId: requiredText('Please select a doctor', { maxLength: 64 }),
  therapistId: requiredText('Please select a therapist', { maxLength: 64 }),
})
export type AssignStaffInput = v.InferOutput<typeof AssignStaffSchema>

/**
 * The children list's query (`?page&limit&search&status`). Without page and limit the whole list is
 * answered; with either, one page (page 1, 10 rows by default).
 */
export const ChildrenListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: searchField,
  status: v.optional(
    v.pipe(
      v.string('Status must be one of active, inactive, pending'),
      v.trim(),
      v.toLowerCase(),
      v.union(
        [v.literal(''), v.literal('all'), v.picklist(ADMIT_STATUSES)],
        'Status must be one of active, inactive, pending',
      ),
    ),
    '',
  ),
})
export type ChildrenListQuery = v.InferOutput<typeof ChildrenListQuerySchema>

/** A person a child record names: the parent with contact details, staff with a name only. */
export interface PersonRef {
  _id: string
  name: string
}
export interface ParentRef extends PersonRef {
  mobilenumber: string | null
  email: string | null
  address: string | null
}

/** A child as the portal's screens read it (docs/api/children.md, ChildRecord). */
export interface ChildRecord {
  _id: string
  name: string
  dob: string
  gender: string
  schoolName: string | null
  schoolBoard: string | null
  classGrade: string | null
  admitStatus: string
  createdAt: string
  parentName: string
  parentId: ParentRef
  centreId: PersonRef
  doctorId: PersonRef | null
  therapistId: PersonRef | null
}

/** The search words the list matches: LIKE wildcards are dropped, so '%' or '_' never match everything. */
export const searchTermOf = (search: string): string =>
  search
    .replace(/[%_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
