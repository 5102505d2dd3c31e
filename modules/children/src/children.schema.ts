import * as v from 'valibot'
import { requiredText } from '@app/platform/schema'

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

/** Today in the clinic's time zone (Asia/Kolkata), as YYYY-MM-DD; such dates compare as text. */
export const clinicToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)

/**
 * A child as a registration form sends it (SPEC section 5 messages). Shared by the admin's
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
  schoolName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(160, 'Must be at most 160 characters')), ''),
  schoolBoard: v.optional(v.union([v.literal(''), v.picklist(SCHOOL_BOARDS, 'Please choose a school board')]), ''),
})
export type ChildInput = v.InferOutput<typeof ChildInputSchema>

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
