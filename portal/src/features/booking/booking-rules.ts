import { REPORT_EXTENSIONS, MAX_DOCUMENT_BYTES } from '@app/appointments/schema'
import type { SlotPeriodId } from '@app/appointments/slots'
import { ageInYears } from '@app/platform/clinic-time'
import { bookingMessages } from './messages'

// The booking form's rules that are not validation (docs/product.md §5.3): which fields a change
// clears, the derived age, what filling in a chosen child means, and when Submit is enabled.
// Pure functions of their arguments, so the form and the unit tests share them.

/** The booking form as typed: the fields of `BookingInputSchema` plus the derived age and the period. */
export interface BookingFormValues {
  childId: string
  childName: string
  dob: string
  /** Whole years from `dob`, shown read-only; '' until a valid date of birth is given. */
  childAge: string
  gender: string
  parentName: string
  email: string
  parentPhoneNo: string
  alternativeNumber: string
  address: string
  schoolName: string
  classGrade: string
  schoolBoard: string
  branch: string
  doctorId: string
  appointmentDate: string
  /** The time-of-day period whose slots are offered; not sent. */
  period: SlotPeriodId
  time: string
  consultationType: string
  referredBy: string
  childConcerns: string
  /** The parent's language, as an admin booking a walk-in records it: a new account's welcome is written in it. */
  language: string
}

export type BookingField = keyof BookingFormValues

/** A blank form; the date is given by the caller (tomorrow in the clinic's time zone). */
export function emptyBookingForm(appointmentDate: string): BookingFormValues {
  return {
    childId: '',
    childName: '',
    dob: '',
    childAge: '',
    gender: '',
    parentName: '',
    email: '',
    parentPhoneNo: '',
    alternativeNumber: '',
    address: '',
    schoolName: '',
    classGrade: '',
    schoolBoard: '',
    branch: '',
    doctorId: '',
    appointmentDate,
    period: 'morning',
    time: '',
    consultationType: '',
    referredBy: '',
    childConcerns: '',
    language: 'en',
  }
}

/** What each field clears when it changes: a branch has other doctors; a doctor, day or period other slots. */
const CLEARS: Partial<Record<BookingField, readonly BookingField[]>> = {
  branch: ['doctorId', 'time'],
  doctorId: ['time'],
  appointmentDate: ['time'],
  period: ['time'],
}

/** The age shown for a date of birth on `today` (YYYY-MM-DD): whole years, or '' when it cannot be one. */
export function derivedAge(dob: string, today: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) return ''
  const age = ageInYears(dob, today)
  return Number.isFinite(age) && age >= 0 ? String(age) : ''
}

/**
 * The form after `field` changes to `value`: changing the branch clears the doctor and the time;
 * changing the date, the doctor or the period clears the time; the date of birth sets the age.
 * Setting a field to the value it already has changes nothing else.
 */
export function applyFieldChange<F extends BookingField>(
  state: BookingFormValues,
  field: F,
  value: BookingFormValues[F],
  today: string,
): BookingFormValues {
  if (state[field] === value) return state
  const next: BookingFormValues = { ...state, [field]: value }
  for (const cleared of CLEARS[field] ?? []) next[cleared] = '' as never
  if (field === 'dob') next.childAge = derivedAge(String(value), today)
  return next
}

/** A child as the lookups return it (GET /api/parents/children, GET /api/data/{childId}). */
export interface ChildDetails {
  _id: string
  name: string
  dob: string | null
  gender: string | null
  schoolName: string | null
  schoolBoard: string | null
  classGrade: string | null
}

/** The form with a chosen child's details filled in, or, for `null` (a new child), the child fields emptied. */
export function applyChild(state: BookingFormValues, child: ChildDetails | null, today: string): BookingFormValues {
  if (!child) {
    return {
      ...state,
      childId: 'new',
      childName: '',
      dob: '',
      childAge: '',
      gender: '',
      schoolName: '',
      classGrade: '',
      schoolBoard: '',
    }
  }
  const dob = child.dob ? child.dob.slice(0, 10) : ''
  return {
    ...state,
    childId: child._id,
    childName: child.name,
    dob,
    childAge: derivedAge(dob, today),
    gender: child.gender ?? '',
    schoolName: child.schoolName ?? '',
    classGrade: child.classGrade ?? '',
    schoolBoard: child.schoolBoard ?? '',
  }
}

/** The fields that must be filled before Submit is enabled (docs/product.md §5.3). */
export const SUBMIT_REQUIRED_FIELDS = [
  'childName',
  'childAge',
  'parentName',
  'email',
  'parentPhoneNo',
  'appointmentDate',
  'time',
  'doctorId',
] as const satisfies readonly BookingField[]

/** Submit is enabled only when the required fields are filled and nothing is being submitted. */
export function canSubmit(values: Partial<BookingFormValues>, isSubmitting: boolean): boolean {
  return !isSubmitting && SUBMIT_REQUIRED_FIELDS.every((field) => String(values[field] ?? '').trim() !== '')
}

/** What the report input accepts (its `accept` attribute). */
export const REPORT_ACCEPT = REPORT_EXTENSIONS.join(',')

/** Why a chosen report file cannot be sent, or null when it can (the server checks its content too). */
export function reportFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase()
  if (!REPORT_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return bookingMessages.t('booking.report.wrongType')
  if (file.size > MAX_DOCUMENT_BYTES) return bookingMessages.t('booking.report.tooLarge')
  return null
}
