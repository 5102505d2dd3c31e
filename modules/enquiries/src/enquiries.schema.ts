// The enquiries' request schemas, DTO types, vocabularies and messages (docs/api/enquiries.md), shared by the
// public form on the site, the portal's screens and the server. Browser-safe: valibot and browser-safe subpaths.
import * as v from 'valibot'
import { MAX_VIDEO_BYTES, NOT_A_VIDEO_MESSAGE, VIDEO_EXTENSIONS, VIDEO_TOO_LARGE_MESSAGE } from '@app/files/kinds'
import { PageQuerySchema } from '@app/platform/paging'
import { emailField, languageField, phoneField, requiredText } from '@app/platform/schema'

export { MAX_VIDEO_BYTES, NOT_A_VIDEO_MESSAGE, VIDEO_EXTENSIONS, VIDEO_TOO_LARGE_MESSAGE }

/** The tus target enquiry videos are uploaded to (docs/api/files.md); also their stored kind. */
export const ENQUIRY_VIDEO_TARGET = 'jwl-enquiry-video'

// ---------------------------------------------------------------------------------------------------------
// Vocabularies

export const CHILD_GENDERS = ['Male', 'Female', 'Others'] as const
export type ChildGender = (typeof CHILD_GENDERS)[number]

/** The answer a parent gives to each question of the questionnaire. */
export const ANSWER_OPTIONS = ['Yes', 'Sometimes', 'No'] as const
export type AnswerOption = (typeof ANSWER_OPTIONS)[number]

/** The follow-up pipeline (docs/product.md, Enquiries): New -> Contacted -> Assessment booked -> Enrolled, or Not proceeding. */
export const PIPELINE_STAGES = ['new', 'contacted', 'assessment-booked', 'enrolled', 'not-proceeding'] as const
export type PipelineStage = (typeof PIPELINE_STAGES)[number]
export const STAGE_LABELS: Record<PipelineStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  'assessment-booked': 'Assessment booked',
  enrolled: 'Enrolled',
  'not-proceeding': 'Not proceeding',
}

/** Where an enquiry is in its life before the centre sees it, and after. */
export const ENQUIRY_STATES = ['unverified', 'active', 'archived'] as const
export type EnquiryState = (typeof ENQUIRY_STATES)[number]

/** The video of a verified enquiry: arrived, still awaited, or removed by the retention job. */
/** 'none': the parent chose to send no video; 'pending': they chose to, and it has not arrived. */
export const VIDEO_STATES = ['received', 'pending', 'deleted', 'none'] as const
export type VideoState = (typeof VIDEO_STATES)[number]

/** The list's Active/Archived toggle. */
export const LIST_STATUSES = ['active', 'archived'] as const

/** The reference id: 10 characters of A-Z and 0-9. */
export const REFERENCE_ID_PATTERN = /^[A-Z0-9]{10}$/
export const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** The version of the consent text below; stored with every enquiry, bumped whenever the wording changes. */
export const CONSENT_VERSION = '2026-11-1'
/** The consent the parent gives, in plain language (docs/product.md, Enquiries). */
export const CONSENT_TEXT = [
  'We collect your child’s name, age and gender, your name, e-mail address and phone number, your answers to the questionnaire, your notes and, if you send one, a short video of your child.',
  'We use them only to understand your child’s needs and to contact you about the programme. Only the staff of the centre you choose can see them; we never sell or share them, and this form sends nothing to advertisers or analytics services.',
  'If your enquiry does not lead to an assessment, we delete the video and reduce your details to anonymous counts after 180 days. You can ask the centre to delete them sooner at any time.',
  'I confirm that I am 18 or older and that I am the child’s parent or legal guardian.',
].join('\n\n')
export const VIDEO_CONSENT_TEXT =
  'I agree that the centre’s staff may watch the video I send, only to assess my child’s needs.'

// ---------------------------------------------------------------------------------------------------------
// Messages (docs/product.md, Enquiries)

export const CHILD_NAME_REQUIRED_MESSAGE = "Child's name is required"
export const CHILD_AGE_REQUIRED_MESSAGE = "Child's age is required"
export const CHILD_AGE_RANGE_MESSAGE = "Child's age must be a whole number from 0 to 18"
export const CHILD_GENDER_REQUIRED_MESSAGE = 'Gender is required'
export const PARENT_NAME_REQUIRED_MESSAGE = "Parent's name is required"
export const PARENT_EMAIL_REQUIRED_MESSAGE = 'Email is required'
export const PARENT_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address'
export const PARENT_PHONE_REQUIRED_MESSAGE = 'Phone number is required'
export const PARENT_PHONE_INVALID_MESSAGE = 'Phone number must be 10 digits'
export const CENTRE_REQUIRED_MESSAGE = 'Please select a preferred centre'
export const CENTRE_UNKNOWN_MESSAGE = 'Please select one of our centres'
export const ANSWER_REQUIRED_MESSAGE = 'Please answer this question'
export const answerRequiredMessage = (n: number) => `Please answer question ${n}`
export const ANSWERS_REQUIRED_MESSAGE = 'Please answer every question'
export const CONSENT_REQUIRED_MESSAGE = 'Please read and accept the consent to continue'
export const CONSENT_OUTDATED_MESSAGE = 'The consent text has changed. Please read it again and accept it.'
export const VIDEO_CONSENT_REQUIRED_MESSAGE = 'Please agree to the centre watching the video, or send no video'
export const OTP_REQUIRED_MESSAGE = 'Please enter the 6-digit code'
export const OTP_FORMAT_MESSAGE = 'The code is 6 digits'

export const CODE_SENT_MESSAGE = 'We have sent a 6-digit code to your e-mail address. It is valid for 5 minutes.'
export const INVALID_CODE_MESSAGE = 'Invalid code. Please check the code and try again.'
export const CODE_EXPIRED_MESSAGE = 'This code has expired. Please ask for a new one.'
export const CODE_USED_MESSAGE = 'This code has already been used. Please ask for a new one.'
export const CODE_TOO_MANY_ATTEMPTS_MESSAGE = 'Too many wrong codes. Please ask for a new one.'
export const CODE_SEND_FAILED_MESSAGE = 'We could not send the code just now. Please try again in a few minutes.'
export const ENQUIRY_SUBMITTED_MESSAGE = 'Thank you! Your enquiry has been sent to the centre.'

export const ENQUIRY_NOT_FOUND_MESSAGE = 'Enquiry not found'
export const VIDEO_NOT_FOUND_MESSAGE = 'Video not found'
export const FAILED_TO_FETCH_MESSAGE = 'Failed to fetch data'
export const OWN_CENTRE_ONLY_MESSAGE = "You can only see your own centre's enquiries."
export const ENQUIRY_ARCHIVED_MESSAGE = 'Enquiry archived successfully'
export const ARCHIVE_TARGET_MESSAGE = 'Please give the parent’s e-mail or the reference id'
export const ENQUIRY_UPDATED_MESSAGE = 'Enquiry updated'
export const NOTE_ADDED_MESSAGE = 'Note added'
export const REASON_REQUIRED_MESSAGE = 'Please give a reason'
export const STAGE_MESSAGE = 'Please choose a stage'
export const OWNER_NOT_FOUND_MESSAGE = "The owner must be one of your centre's admins"
export const APPOINTMENT_NOT_OF_FAMILY_MESSAGE =
  "The appointment must be one of your centre's appointments for this family"
export const NOTE_REQUIRED_MESSAGE = 'Note is required'
export const DATE_FILTER_MESSAGE = 'Please enter a valid date (YYYY-MM-DD)'
export const DATE_ORDER_MESSAGE = "'From' date must be on or before 'To' date"

// ---------------------------------------------------------------------------------------------------------
// Limits

export const MAX_QUESTIONS = 50
export const MAX_COMMENT_LENGTH = 500
export const MAX_NOTES_LENGTH = 2000
export const MAX_NOTE_LENGTH = 2000
export const MAX_REASON_LENGTH = 500
export const MAX_CHILD_AGE = 18

// ---------------------------------------------------------------------------------------------------------
// Schemas

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
/** A calendar date written YYYY-MM-DD that exists. */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** One answer: Yes / Sometimes / No, and an optional comment. */
export const AnswerSchema = v.object({
  answer: v.pipe(
    v.optional(v.string(ANSWER_REQUIRED_MESSAGE), ''),
    v.picklist(ANSWER_OPTIONS, ANSWER_REQUIRED_MESSAGE),
  ),
  comment: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(MAX_COMMENT_LENGTH, `Must be at most ${MAX_COMMENT_LENGTH} characters`),
  ),
})
export type AnswerInput = v.InferOutput<typeof AnswerSchema>

/** The child's age in whole years, typed as a number or as digits. */
const childAge = v.pipe(
  v.optional(v.union([v.number(), v.string()], CHILD_AGE_REQUIRED_MESSAGE), ''),
  v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
  v.check((value) => value !== '', CHILD_AGE_REQUIRED_MESSAGE),
  v.transform((value) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value)),
  v.check(
    (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CHILD_AGE,
    CHILD_AGE_RANGE_MESSAGE,
  ),
  v.transform((value) => value as number),
)

/**
 * The public form's body (POST /api/jwl/enquiries). `checklist` maps question keys (`q1`, `q2`, ... the
 * question's number) to answers; the server requires an answer to every question it serves.
 */
export const EnquirySubmitSchema = v.object({
  childName: requiredText(CHILD_NAME_REQUIRED_MESSAGE, { maxLength: 100 }),
  childAge,
  childGender: v.pipe(
    v.optional(v.string(CHILD_GENDER_REQUIRED_MESSAGE), ''),
    v.picklist(CHILD_GENDERS, CHILD_GENDER_REQUIRED_MESSAGE),
  ),
  parentName: requiredText(PARENT_NAME_REQUIRED_MESSAGE, { maxLength: 100 }),
  parentEmail: emailField(PARENT_EMAIL_REQUIRED_MESSAGE, PARENT_EMAIL_INVALID_MESSAGE),
  parentPhoneNo: phoneField(PARENT_PHONE_REQUIRED_MESSAGE, PARENT_PHONE_INVALID_MESSAGE),
  preferredCenter: requiredText(CENTRE_REQUIRED_MESSAGE, { maxLength: 64 }),
  checklist: v.pipe(
    v.optional(v.record(v.pipe(v.string(), v.regex(/^q\d{1,2}$/)), AnswerSchema, ANSWERS_REQUIRED_MESSAGE), {}),
    v.check((record) => Object.keys(record).length <= MAX_QUESTIONS, ANSWERS_REQUIRED_MESSAGE),
  ),
  additionalNotes: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(MAX_NOTES_LENGTH, `Must be at most ${MAX_NOTES_LENGTH} characters`),
  ),
  /** The parent will send a video (the upload starts once the enquiry is saved). */
  withVideo: v.optional(v.boolean(), false),
  consent: v.pipe(v.optional(v.boolean(), false), v.literal(true, CONSENT_REQUIRED_MESSAGE)),
  consentVersion: v.pipe(
    v.optional(v.string(CONSENT_OUTDATED_MESSAGE), ''),
    v.literal(CONSENT_VERSION, CONSENT_OUTDATED_MESSAGE),
  ),
  videoConsent: v.optional(v.boolean(), false),
  /** The language the page speaks: the code's mail is written in it. */
  language: languageField(),
})
export type EnquirySubmitInput = v.InferOutput<typeof EnquirySubmitSchema>

/** The form's fields, in the order of its steps (the form shows the first failing step). */
export const FORM_STEPS = [
  { id: 'child', fields: ['childName', 'childAge', 'childGender'] },
  { id: 'parent', fields: ['parentName', 'parentEmail', 'parentPhoneNo'] },
  { id: 'centre', fields: ['preferredCenter'] },
  { id: 'questions', fields: ['checklist'] },
  { id: 'notes', fields: ['additionalNotes'] },
  { id: 'video', fields: ['withVideo', 'videoConsent'] },
  { id: 'consent', fields: ['consent', 'consentVersion'] },
  { id: 'review', fields: [] },
] as const

/** POST /api/jwl/enquiries/:enquiryId/code: another code, in the language the page speaks (no body: English). */
export const ResendCodeSchema = v.object({ language: languageField() })

/** POST /api/jwl/enquiries/:enquiryId/verify */
export const VerifyCodeSchema = v.object({
  otp: v.pipe(
    v.optional(v.string(OTP_REQUIRED_MESSAGE), ''),
    v.trim(),
    v.nonEmpty(OTP_REQUIRED_MESSAGE),
    v.regex(/^\d{6}$/, OTP_FORMAT_MESSAGE),
  ),
  /** The language the page speaks: the confirmation mail is written in it. */
  language: languageField(),
})
export type VerifyCodeInput = v.InferOutput<typeof VerifyCodeSchema>

const dateFilter = v.optional(
  v.pipe(
    v.string(DATE_FILTER_MESSAGE),
    v.trim(),
    v.check((value) => value === '' || isCalendarDate(value), DATE_FILTER_MESSAGE),
  ),
)

/** GET /api/admins/get-jwl-enquiries/:centreId?page&limit&status&search&from&to */
export const EnquiryListQuerySchema = v.pipe(
  v.object({
    ...PageQuerySchema.entries,
    status: v.optional(v.picklist(LIST_STATUSES, 'Status must be active or archived'), 'active'),
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search must be at most 100 characters')), ''),
    from: dateFilter,
    to: dateFilter,
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || from <= to, DATE_ORDER_MESSAGE),
    ['from'],
  ),
)
export type EnquiryListQuery = v.InferOutput<typeof EnquiryListQuerySchema>

/** PUT /api/admins/archive-jwl-enquiry: by parent's e-mail (the product rules) or by reference id. */
export const ArchiveEnquirySchema = v.pipe(
  v.object({
    parentEmail: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
    referenceId: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(10))),
  }),
  v.check((input) => !!input.parentEmail || !!input.referenceId, ARCHIVE_TARGET_MESSAGE),
)
export type ArchiveEnquiryInput = v.InferOutput<typeof ArchiveEnquirySchema>

/** PUT /api/admins/jwl-enquiries/:referenceId/follow-up: any of stage, owner, appointment. */
export const FollowUpSchema = v.pipe(
  v.object({
    stage: v.optional(v.picklist(PIPELINE_STAGES, STAGE_MESSAGE)),
    reason: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(MAX_REASON_LENGTH, `Must be at most ${MAX_REASON_LENGTH} characters`)),
      '',
    ),
    /** The owner among the centre's admins; null clears it. */
    ownerId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
    /** The assessment booked from this enquiry (the walk-in booking's id). */
    appointmentId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  v.forward(
    v.partialCheck(
      [['stage'], ['reason']],
      ({ stage, reason }) => stage !== 'not-proceeding' || !!reason,
      REASON_REQUIRED_MESSAGE,
    ),
    ['reason'],
  ),
)
export type FollowUpInput = v.InferOutput<typeof FollowUpSchema>

/** POST /api/admins/jwl-enquiries/:referenceId/notes */
export const EnquiryNoteSchema = v.object({
  text: requiredText(NOTE_REQUIRED_MESSAGE, { maxLength: MAX_NOTE_LENGTH }),
})
export type EnquiryNoteInput = v.InferOutput<typeof EnquiryNoteSchema>

// ---------------------------------------------------------------------------------------------------------
// Answers (DTOs)

/** GET /api/jwl/jwlenquirequestions, in order. */
export interface EnquiryQuestion {
  number: number
  question: string
  example: string
}

/** GET /api/jwl/programme (added): the programme's name and introduction, and the consent to show. */
export interface EnquiryProgramme {
  name: string
  intro: string
  consentVersion: string
  consentText: string
  videoConsentText: string
}

/** The answer of POST /api/jwl/enquiries (201). */
export interface EnquiryDraftAnswer {
  message: string
  enquiryId: string
  /** Present when `withVideo` was set: the tus upload token for this enquiry only (X-Upload-Token). */
  uploadToken: string | null
  target: typeof ENQUIRY_VIDEO_TARGET
}

/** The answer of POST /api/jwl/enquiries/:enquiryId/verify. */
export interface EnquiryVerifiedAnswer {
  message: string
  referenceId: string
  /** The parent may still send or finish the video with this token (valid 72 hours). */
  uploadToken: string
  video: VideoState
}

/** One row of the admin's list, and the payload of the live events. */
export interface EnquirySummaryDto {
  _id: string
  referenceId: string
  childName: string
  childAge: number
  childGender: ChildGender
  parentName: string
  parentEmail: string
  parentPhoneNo: string
  preferredCenter: { _id: string; name: string }
  /** When it was verified (ISO 8601). */
  enquiryDate: string
  isArchived: boolean
  video: VideoState
  stage: PipelineStage
  owner: { _id: string; name: string } | null
  /** The clinic day by which the centre should first contact the parent (YYYY-MM-DD). */
  contactBy: string
  /** The reference id of the same parent's earlier enquiry (same e-mail or phone), if any. */
  previousReferenceId: string | null
}

/** One question as it was worded when the parent answered, and the answer. */
export interface AnsweredQuestion {
  key: string
  number: number
  question: string
  example: string
  answer: AnswerOption
  comment: string
}

export interface ActivityEntry {
  at: string
  by: { _id: string; name: string } | null
  /** 'verified', 'stage', 'owner', 'note', 'video-viewed', 'archived', 'video-received', 'video-deleted' */
  action: string
  detail: string
}

/** GET /api/admins/get-jwl-enquiry/:referenceId */
export interface EnquiryDto extends EnquirySummaryDto {
  /** Keys q1, q2, ... to answers, as the product rules name them. */
  checklist: Record<string, { answer: AnswerOption; comment: string }>
  /** The same answers with the questions' own wording at the time. */
  responses: AnsweredQuestion[]
  additionalNotes: string
  consent: { version: string; text: string; videoConsent: boolean; givenAt: string; ip: string }
  reason: string
  appointmentId: string | null
  /** Every earlier or later enquiry of the same parent at this centre (reference ids). */
  linkedReferenceIds: string[]
  activity: ActivityEntry[]
}

/** The live event when enquiries are archived. */
export interface EnquiriesArchived {
  centreId: string
  referenceIds: string[]
}
