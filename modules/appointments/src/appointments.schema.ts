import * as v from 'valibot'
import type { CancellationQuote } from './refund-policy.ts'
import { GENDERS, SCHOOL_BOARDS, isCalendarDate } from '@app/children/schema'
import { addDays, clinicToday } from '@app/platform/clinic-time'
import { formatRupees, type Language } from '@app/platform/format'
import { PageQuerySchema } from '@app/platform/paging'
import {
  CONTROL_CHARACTERS_MESSAGE,
  emailField,
  languageField,
  noControlCharacters,
  optionalText as optionalTextField,
  phoneField,
  requiredText,
} from '@app/platform/schema'
import { SLOT_TIMES } from './slots.ts'

// Every schema here is used twice: by the server (parseInput → 400 with per-field messages) and by the
// portal's booking and edit forms (valibotResolver), so the wording is the same on both sides.
// Rules that depend on the current time beyond "today" (a slot already past) are checked by the
// service with its injected clock, and by the form with `isSlotInFuture`.

/**
 * An appointment's life (docs/product.md §5): pending → approved → arrived → completed, or no-show; rejected
 * from pending; cancelled (by the parent or the centre, with a reason) from pending or approved. A move keeps
 * the status and the one appointment, and is kept in its history.
 */
export const APPOINTMENT_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'arrived',
  'completed',
  'no-show',
  'cancelled',
] as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]

/** What one entry of an appointment's history says happened (`GET /api/appointments/:id/history`). */
export const HISTORY_ACTIONS = [
  'booked',
  'approved',
  'rejected',
  'edited',
  'moved',
  'cancelled',
  'arrived',
  'completed',
  'no-show',
  /** The parent confirmed they will come (a reminder's Confirm: link, WhatsApp button or reply). */
  'confirmed',
] as const
export type HistoryAction = (typeof HISTORY_ACTIONS)[number]

/** Where and when an appointment is: what a move changes. */
export interface AppointmentPlace {
  appointmentDate: string
  appointmentTime: string
  doctorId: string | null
  doctorName: string | null
}

/** One change of an appointment: who, when, what. */
export interface AppointmentHistoryEntry {
  _id: string
  appointmentId: string
  /** ISO timestamp. */
  at: string
  action: HistoryAction
  /** Who did it; null for the system (e.g. a seed). */
  by: { _id: string; name: string; role: string } | null
  /** For a move: the place before and after. */
  from?: AppointmentPlace
  to?: AppointmentPlace
  /** For a cancellation (and a rejection with a reason): why, and on whose side. */
  reason?: string
  cancelledBy?: 'parent' | 'centre'
  /** For a cancellation: what the refund policy gives back, stored for the front desk (payments are not online). */
  refund?: CancellationRefund
}

/** A cancellation's refund as quoted when it was made: rupees back of the fee, and the policy's rule that applied. */
export interface CancellationRefund {
  amount: number
  fee: number
  rule: 'pending' | 'booking-day' | 'early' | 'late' | 'centre'
}

/** `GET /api/appointments/:id/cancellation-quote`: what cancelling now would give back, before anyone confirms. */
export interface CancellationQuoteAnswer extends CancellationQuote {
  /** Whose cancellation the amounts are for: a parent's own, or the centre's (a parent always gets `parent`). */
  by: 'parent' | 'centre'
  /** "You will get back Rs 250 of Rs 700." */
  message: string
  /** Whether this caller may cancel it now; when not, `reason` says why (a parent past the cut-off). */
  allowed: boolean
  reason: string | null
  /** ISO time until which a parent may cancel or move it online. */
  parentCutoffAt: string
}

/** Consultation types and their fees in rupees (docs/product.md §9.1). */
export const CONSULTATION_TYPES = [
  { type: 'New Consultation', fee: 700 },
  { type: 'Assessment (IQ)', fee: 6000 },
  { type: 'For IB board Assessment (IQ)', fee: 12000 },
] as const
export const CONSULTATION_TYPE_NAMES = CONSULTATION_TYPES.map((c) => c.type) as [
  (typeof CONSULTATION_TYPES)[number]['type'],
  ...(typeof CONSULTATION_TYPES)[number]['type'][],
]
export type ConsultationType = (typeof CONSULTATION_TYPES)[number]['type']
export const consultationFee = (type: string): number | undefined =>
  CONSULTATION_TYPES.find((c) => c.type === type)?.fee

export const SLOT_TAKEN_MESSAGE = 'This slot has just been booked. Please choose another time.'

// What the calls answer (docs/api/appointments.md): the same words on the server and in the portal.
export const BOOKED_MESSAGE = 'Appointment booked successfully!'
export const UPDATED_MESSAGE = 'Appointment updated successfully'
export const APPROVED_MESSAGE = 'Appointment approved'
export const REJECTED_MESSAGE = 'Appointment rejected'
export const PRESCRIPTION_UPLOADED_MESSAGE = 'Prescription uploaded successfully'
export const ONLY_PENDING_MESSAGE = 'Only a pending appointment can be approved or rejected'
export const REJECTED_NOT_EDITABLE_MESSAGE = 'A rejected appointment cannot be edited'
export const PRESCRIPTION_NEEDS_APPROVAL_MESSAGE =
  'A prescription can only be uploaded to an approved appointment. Approve the appointment first.'
export const PRESCRIPTION_FILE_REQUIRED_MESSAGE = 'Please choose a prescription file'
export const APPOINTMENT_ID_REQUIRED_MESSAGE = 'appointmentId is required'
export const SLOT_PAST_MESSAGE = 'This time has already passed. Please choose a later slot.'
export const DATE_PAST_MESSAGE = 'Appointment date cannot be in the past'
export const INVALID_APPOINTMENT_DATE_MESSAGE = 'Please enter a valid appointment date'
export const DOCTOR_NOT_OF_BRANCH_MESSAGE = 'Please choose a doctor of this branch'
export const BRANCH_UNKNOWN_MESSAGE = 'Please choose a branch'
export const OWN_CENTRE_MESSAGE = 'You can only book appointments at your own centre.'
export const APPOINTMENT_NOT_FOUND = 'Appointment not found'
export const PAST_CUTOFF_MESSAGE = (hours: number) =>
  `It is less than ${hours} hours before the appointment, so it can no longer be changed online. Please call the centre.`
/** A parent moves their own appointment with the same doctor; another doctor is the centre's choice. */
export const PARENT_SAME_DOCTOR_MESSAGE = 'To change the doctor, please call the centre.'
/**
 * What a cancellation gives back, in the words the parent reads before confirming (English, the server's answer) or
 * in the language their mails and reminders are written in (decision 061).
 */
export function refundMessage(refund: number, fee: number, language: Language = 'en'): string {
  if (language === 'te') return `${formatRupees(fee)} లో ${formatRupees(refund)} మీకు తిరిగి వస్తుంది.`
  if (language === 'hi') return `${formatRupees(fee)} में से ${formatRupees(refund)} आपको वापस मिलेंगे।`
  return `You will get back Rs ${refund.toLocaleString('en-IN')} of Rs ${fee.toLocaleString('en-IN')}.`
}
export const CHILD_NOT_FOUND = 'Child not found'
export const DOCTOR_NOT_FOUND_MESSAGE = 'Doctor not found'
/** A slot outside the doctor's hours on a day they work (docs/api/schedule.md); a closed day says why instead. */
export const SLOT_NOT_OFFERED_MESSAGE =
  'This time is not available with this doctor on this day. Please choose another slot.'
export const FILE_NOT_FOUND_MESSAGE = 'File not found'

// The life of an appointment (docs/product.md §5, docs/api/appointments.md "The life of an appointment").
export const ARRIVED_MESSAGE = 'Appointment marked as arrived'
export const COMPLETED_MESSAGE = 'Appointment marked as completed'
export const NO_SHOW_MESSAGE = 'Appointment marked as a no-show'
export const CANCELLED_MESSAGE = 'Appointment cancelled'
export const CONFIRMED_MESSAGE = 'Thank you, your visit is confirmed.'
export const ONLY_APPROVED_CONFIRM_MESSAGE = 'Only an approved appointment that has not begun can be confirmed'
export const MOVED_MESSAGE = 'Appointment moved'
export const ONLY_APPROVED_ARRIVE_MESSAGE = 'Only an approved appointment can be marked as arrived'
export const ARRIVE_BEFORE_DAY_MESSAGE = 'An appointment cannot be marked as arrived before its day'
export const ONLY_SEEN_COMPLETE_MESSAGE = 'Only an approved or arrived appointment can be marked as completed'
export const COMPLETE_BEFORE_DAY_MESSAGE = 'An appointment cannot be marked as completed before its day'
export const ONLY_APPROVED_NO_SHOW_MESSAGE = 'Only an approved appointment can be marked as a no-show'
export const NO_SHOW_BEFORE_START_MESSAGE =
  'An appointment can be marked as a no-show only once its start time has passed'
export const ONLY_ACTIVE_CANCEL_MESSAGE = 'Only a pending or approved appointment can be cancelled'
export const ONLY_ACTIVE_MOVE_MESSAGE = 'Only a pending or approved appointment can be moved'
export const ONLY_ACTIVE_EDIT_MESSAGE = 'Only a pending or approved appointment can be edited'
export const CANCEL_REASON_MESSAGE = 'Please give a reason for the cancellation'
export const SAME_PLACE_MESSAGE = 'The appointment is already at this time. Please choose another slot.'
/** Another change of the same appointment landed between this call's read and its write. */
export const CHANGED_MEANWHILE_MESSAGE = 'This appointment has just been changed. Please reload it and try again.'
export const STATUS_CHOICE_MESSAGE = 'Status must be arrived, completed or no-show'

/** The statuses an appointment still holds its slot in, and may be moved, edited or cancelled in. */
export const ACTIVE_STATUSES = ['pending', 'approved'] as const
/** What `POST /api/appointments/:id/status` sets. */
export const ATTENDANCE_STATUSES = ['arrived', 'completed', 'no-show'] as const
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number]

/** How many days ahead a booking, or a move of one, may be (docs/product.md §9.5). */
export const BOOKING_HORIZON_DAYS = 120
export const BEYOND_HORIZON_MESSAGE = `Appointments can be booked up to ${BOOKING_HORIZON_DAYS} days ahead`
/** The last day a booking or a move may choose, counted from `today` (clinic time): the date inputs' `max`. */
export const lastBookableDay = (today: string) => addDays(today, BOOKING_HORIZON_DAYS)

/** Requests still waiting for a centre's answer that one parent may hold (docs/product.md §5.1). */
export const MAX_PENDING_PER_CHILD = 3
export const MAX_PENDING_PER_PARENT = 10
export const PENDING_PER_CHILD_MESSAGE = `This child already has ${MAX_PENDING_PER_CHILD} appointment requests waiting for the centre’s answer. Please wait for an answer before booking another.`
export const PENDING_PER_PARENT_MESSAGE = `You already have ${MAX_PENDING_PER_PARENT} appointment requests waiting for the centres’ answer. Please wait for an answer before booking another.`
export const TIME_REQUIRED_MESSAGE = 'Please select an appointment time'

const optionalText = (maxLength: number, { multiline = false } = {}) => optionalTextField({ maxLength, multiline })

/** An appointment day: a real calendar date, from today up to BOOKING_HORIZON_DAYS ahead (clinic time zone). */
const appointmentDateField = v.pipe(
  requiredText('Appointment date is required', { maxLength: 10 }),
  v.check(isCalendarDate, INVALID_APPOINTMENT_DATE_MESSAGE),
  v.check((value) => value >= clinicToday(), DATE_PAST_MESSAGE),
  v.check((value) => value <= lastBookableDay(clinicToday()), BEYOND_HORIZON_MESSAGE),
)

const slotField = v.pipe(v.optional(v.string(TIME_REQUIRED_MESSAGE), ''), v.picklist(SLOT_TIMES, TIME_REQUIRED_MESSAGE))

/**
 * POST /api/admins/bookAppointment (multipart fields; the optional report file travels beside them)
 * and the two booking forms. `childId` is an existing child's id, or '' / 'new' for a new child.
 * `childAge` is shown by the form but never trusted: the server derives it from `dob`.
 */
export const BookingInputSchema = v.object({
  childId: optionalText(64),
  childName: requiredText('Child name is required', { maxLength: 120 }),
  dob: v.pipe(
    requiredText('Date of birth is required', { maxLength: 10 }),
    v.check(isCalendarDate, 'Please enter a valid date of birth'),
    v.check((value) => value <= clinicToday(), 'Date of birth cannot be in the future'),
  ),
  gender: v.pipe(v.optional(v.string('Gender is required'), ''), v.picklist(GENDERS, 'Gender is required')),
  parentName: requiredText('Parent name is required', { maxLength: 120 }),
  email: emailField('Email is required', 'Please enter a valid email address'),
  parentPhoneNo: phoneField('Phone number is required', 'Please enter a valid 10-digit phone number'),
  alternativeNumber: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, 'Please enter a valid 10-digit phone number')),
    ]),
    '',
  ),
  address: optionalText(500, { multiline: true }),
  schoolName: optionalText(160),
  classGrade: optionalText(40),
  schoolBoard: v.optional(v.union([v.literal(''), v.picklist(SCHOOL_BOARDS, 'Please choose a school board')]), ''),
  childConcerns: requiredText('Please describe your concerns', { maxLength: 2000, multiline: true }),
  appointmentDate: appointmentDateField,
  time: slotField,
  branch: requiredText('Please choose a branch', { maxLength: 64 }),
  doctorId: requiredText('Please choose a doctor', { maxLength: 64 }),
  consultationType: v.pipe(
    v.optional(v.string('Please choose a consultation type'), ''),
    v.picklist(CONSULTATION_TYPE_NAMES, 'Please choose a consultation type'),
  ),
  referredBy: optionalText(120),
  /**
   * The language the parent reads, as the admin booking a walk-in records it: a new parent account's welcome is
   * written in it, and it is kept on the account. A parent's own booking leaves it out (their account has one).
   */
  language: languageField(),
})
export type BookingInput = v.InferOutput<typeof BookingInputSchema>

/** Report files a booking may carry (docs/product.md §5.8), checked by content as well as by name. */
export const REPORT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const
/** Prescription files an admin may upload. */
export const PRESCRIPTION_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const
/** Largest report or prescription file accepted. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024

/** PUT /api/admins/updateAppointment/:id and the admin's edit dialog: only these three change. */
export const UpdateAppointmentSchema = v.object({
  appointmentDate: appointmentDateField,
  appointmentTime: slotField,
  childConcerns: requiredText('Please describe your concerns', { maxLength: 2000, multiline: true }),
})
export type UpdateAppointmentInput = v.InferOutput<typeof UpdateAppointmentSchema>

/** PUT /api/admins/manageAppointment/:id */
export const ManageAppointmentSchema = v.object({
  status: v.pipe(
    v.optional(v.string(), ''),
    v.picklist(['approved', 'rejected'] as const, 'Status must be approved or rejected'),
  ),
  /** Why a request was rejected, told to the parent in the rejection e-mail (optional). */
  reason: v.optional(
    v.pipe(
      v.string('Reason must be text'),
      v.trim(),
      v.maxLength(500, 'Reason must be at most 500 characters'),
      noControlCharacters(CONTROL_CHARACTERS_MESSAGE, { multiline: true }),
    ),
  ),
})

/** POST /api/appointments/:id/status */
export const AttendanceSchema = v.object({
  status: v.pipe(v.optional(v.string(), ''), v.picklist(ATTENDANCE_STATUSES, STATUS_CHOICE_MESSAGE)),
})
export type AttendanceInput = v.InferOutput<typeof AttendanceSchema>

/** POST /api/appointments/:id/cancel: the reason is told to the parent and kept in the history. */
export const CancelAppointmentSchema = v.object({
  reason: requiredText(CANCEL_REASON_MESSAGE, { maxLength: 500, multiline: true }),
})
export type CancelAppointmentInput = v.InferOutput<typeof CancelAppointmentSchema>

/** A parent's own cancellation or withdrawal: a reason is welcome (the centre reads it) but not required. */
export const ParentCancelAppointmentSchema = v.object({
  reason: optionalText(500, { multiline: true }),
})

/** POST /api/appointments/:id/move: a new day and slot, and another doctor of the branch if chosen. */
export const MoveAppointmentSchema = v.object({
  appointmentDate: appointmentDateField,
  time: slotField,
  doctorId: optionalText(64),
})
export type MoveAppointmentInput = v.InferOutput<typeof MoveAppointmentSchema>

/** A list's `from` or `to` day (YYYY-MM-DD), both included; '' or left out for no bound. */
const listDayField = (key: 'from' | 'to') =>
  v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.check(isCalendarDate))], `${key} must be a date (YYYY-MM-DD)`),
    '',
  )

/** A list's `?search`: trimmed, at most its first 100 characters; '' when left out. */
const listSearchField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => value.slice(0, 100)),
  ),
  '',
)

/** GET /api/admins/getPendingAppointments/:centreId: `?page&limit&search&from&to`. */
export const PendingListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: listSearchField,
  from: listDayField('from'),
  to: listDayField('to'),
})
export type PendingListQuery = v.InferOutput<typeof PendingListQuerySchema>

/** GET /api/admins/getAppointments/:centreId: the pending queue's filters and `status`. */
export const CentreListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: listSearchField,
  status: v.optional(
    v.union(
      [v.literal(''), v.picklist(APPOINTMENT_STATUSES)],
      `status must be one of ${APPOINTMENT_STATUSES.join(', ')}`,
    ),
    '',
  ),
  from: listDayField('from'),
  to: listDayField('to'),
})
export type CentreListQuery = v.InferOutput<typeof CentreListQuerySchema>

interface NamedRef {
  _id: string
  name: string
}

/** An appointment as every list, dialog and PDF of the portal reads it (docs/api/appointments.md). */
export interface AppointmentDto {
  _id: string
  childId: NamedRef & { parentId: NamedRef | null; dob: string | null; gender: string | null }
  parentName: string
  email: string
  parentPhoneNo: string
  alternativeNumber: string
  address: string
  schoolName: string
  classGrade: string
  schoolBoard: string
  doctorId: NamedRef | null
  centreId: NamedRef | null
  appointmentDate: string
  appointmentTime: string
  consultationType: string
  status: AppointmentStatus
  referredBy: string
  childConcerns: string
  /** Download path of the prescription (authorised route), or null before one is uploaded. */
  prescription: string | null
  /** Download paths of the reports sent with the booking. */
  previousMedicalReports: string[]
  /** The SEQUENCE of the calendar invitation last sent (0 until a move or cancellation sends a newer one). */
  inviteSequence: number
  createdAt: string
  updatedAt: string
}

/** `?by=` of the cancellation quote: whose cancellation to price (the centre's admin may ask for either). */
export const QuoteQuerySchema = v.object({
  by: v.optional(v.picklist(['parent', 'centre'], 'by must be parent or centre')),
})
export * from './calendar.schema.ts'

/**
 * A child's next visit, as the parent's home screen shows it (`GET /api/parents/overview`, docs/api/parents.md):
 * the earliest pending, approved or arrived appointment from now (clinic time), with the names it shows and
 * whether the parent may still cancel or move it online (refund-policy.ts, the cut-off).
 */
export interface NextVisitDto {
  _id: string
  childId: string
  appointmentDate: string
  appointmentTime: string
  consultationType: string
  status: AppointmentStatus
  doctorName: string
  centreName: string
  /** A pending request any time; an approved appointment until the cut-off; never once arrived. */
  mayChange: boolean
  /** ISO time until which a parent may cancel or move an approved appointment online; null when not approved. */
  changeCutoffAt: string | null
  /** Whether the calendar file (`GET /api/appointments/:id/calendar.ics`) answers: approved appointments only. */
  hasCalendarFile: boolean
}

/** The statuses a next visit may have: a request, a confirmed appointment, or one the child has arrived for. */
export const UPCOMING_STATUSES = ['pending', 'approved', 'arrived'] as const

/** `GET /api/appointments/:id/calendar.ics` of an appointment that is not (or no longer) approved. */
/**
 * What the reminders module reads of appointments it reminds about (docs/api/reminders.md): whether each is
 * still approved and when it starts, whether the parent confirmed it, and what cancelling now would give back.
 */
export interface ReminderFacts {
  _id: string
  status: AppointmentStatus
  /** "YYYY-MM-DD HH:MM", clinic time. */
  startsAt: string
  parentId: string | null
  centreId: string | null
  doctorId: string | null
  /** ISO time the parent confirmed, or null. */
  confirmedByParentAt: string | null
  /** The parent's cancellation now: "You will get back Rs 250 of Rs 700.", and whether it is still allowed online. */
  refund: { amount: number; fee: number; message: string; allowed: boolean }
}

/** One month of a branch's doctor's appointments (the reminders' figures, docs/api/reminders.md). */
export interface MonthFigureRow {
  centreId: string
  doctorId: string
  /** Appointments of the month that were approved at some point (approved, arrived, completed, no-show, cancelled after approval). */
  appointments: number
  confirmed: number
  cancelled: number
  noShow: number
}

export const CALENDAR_ONLY_APPROVED_MESSAGE = 'Only a confirmed appointment can be added to a calendar'
