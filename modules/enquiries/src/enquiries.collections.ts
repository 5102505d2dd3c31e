import type { CollectionConfig, GlobalConfig } from 'payload'
import { localized } from '@app/platform/localized'
import { anyone, isCmsUser, superadminOnly } from '@app/platform/payload-access'

/** The programme's words as first written (the global's English defaults; their translations are seeded). */
export const PROGRAMME_SEED = {
  name: 'Early Learning Programme',
  intro:
    'Tell us a little about your child. A therapist from the centre you choose reads every enquiry and calls you back within one working day.',
}

export const ENQUIRIES_SLUG = 'jwl-enquiries'
export const ENQUIRY_QUESTIONS_SLUG = 'enquiry-questions'
export const ENQUIRY_PROGRAMME_SLUG = 'enquiry-programme'
export const ENQUIRY_ACTIVITY_SLUG = 'jwl-enquiry-activity'
/** The activity rows' table, written directly (enquiries.repository.ts appendActivity). */
export const ENQUIRY_ACTIVITY_TABLE = 'jwl_enquiry_activity'

const hiddenUnlessSuperadmin = ({ user }: { user: unknown }) =>
  (user as { role?: string } | null)?.role !== 'superadmin'

/** The questionnaire of the public enquiry form: content editors change in /admin (docs/product.md, Enquiries). */
export const EnquiryQuestions: CollectionConfig = {
  slug: ENQUIRY_QUESTIONS_SLUG,
  labels: { singular: 'Enquiry question', plural: 'Enquiry questions' },
  admin: { useAsTitle: 'question', defaultColumns: ['number', 'question', 'active'], group: 'Enquiries' },
  access: { read: isCmsUser, create: isCmsUser, update: isCmsUser, delete: isCmsUser },
  defaultSort: 'number',
  fields: [
    {
      name: 'number',
      type: 'number',
      required: true,
      unique: true,
      min: 1,
      max: 50,
      admin: { description: 'The order on the form; answers are stored under q<number>.' },
    },
    // The parent reads them in the page's language (decision 063); answers are stored with the English wording.
    localized({ name: 'question', type: 'textarea', required: true, maxLength: 300 }),
    localized({
      name: 'example',
      type: 'textarea',
      maxLength: 500,
      admin: { description: 'Shown under the question.' },
    }),
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { description: 'Untick to stop asking it.' } },
  ],
}

/** The programme's name and introduction on the public form. */
export const EnquiryProgramme: GlobalConfig = {
  slug: ENQUIRY_PROGRAMME_SLUG,
  label: 'Enquiry programme',
  access: { read: anyone, update: isCmsUser },
  admin: { group: 'Enquiries' },
  fields: [
    // In the page's language (decision 063); required, and defaulted, in English only.
    localized({ name: 'name', type: 'text', required: true, defaultValue: PROGRAMME_SEED.name, maxLength: 120 }),
    localized({ name: 'intro', type: 'textarea', maxLength: 1500, defaultValue: PROGRAMME_SEED.intro }),
  ],
}

/**
 * A parent's enquiry. Unverified ones are never shown; `referenceId` is unique (the database refuses a clash,
 * and the service draws another). Personal data is reduced by the retention job (docs/api/enquiries.md).
 */
export const Enquiries: CollectionConfig = {
  slug: ENQUIRIES_SLUG,
  labels: { singular: 'JWL enquiry', plural: 'JWL enquiries' },
  admin: { useAsTitle: 'referenceId', hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  indexes: [{ fields: ['centre', 'state', 'verifiedAt'] }],
  fields: [
    { name: 'referenceId', type: 'text', required: true, unique: true, maxLength: 10 },
    { name: 'state', type: 'text', required: true, defaultValue: 'unverified', index: true, maxLength: 20 },
    { name: 'centre', type: 'relationship', relationTo: 'centres', required: true, index: true },
    { name: 'childName', type: 'text', maxLength: 100 },
    { name: 'childAge', type: 'number' },
    { name: 'childGender', type: 'text', maxLength: 10 },
    { name: 'parentName', type: 'text', maxLength: 100 },
    { name: 'parentEmail', type: 'text', index: true, maxLength: 254 },
    { name: 'parentPhoneNo', type: 'text', index: true, maxLength: 20 },
    /** Lower-cased child, parent, e-mail, phone and reference: what the list's search looks in. */
    { name: 'searchText', type: 'text', maxLength: 600 },
    /** { q1: { answer, comment } } */
    { name: 'checklist', type: 'json' },
    /** The questions as worded when the parent answered: [{ key, number, question, example }]. */
    { name: 'questions', type: 'json' },
    { name: 'additionalNotes', type: 'textarea', maxLength: 2000 },
    { name: 'withVideo', type: 'checkbox', defaultValue: false },
    { name: 'videoFile', type: 'text', maxLength: 64 },
    { name: 'videoState', type: 'text', maxLength: 20 },
    /** { version, text, videoConsent, givenAt, ip } */
    { name: 'consent', type: 'json' },
    // The e-mail code of the submit step: only its HMAC (modules/accounts/src/otp.ts).
    { name: 'codeHash', type: 'text', maxLength: 128 },
    { name: 'codeExpiresAt', type: 'date' },
    { name: 'codeAttempts', type: 'number', defaultValue: 0 },
    { name: 'codeUsedAt', type: 'date' },
    { name: 'verifiedAt', type: 'date', index: true },
    { name: 'stage', type: 'text', defaultValue: 'new', maxLength: 30 },
    { name: 'owner', type: 'relationship', relationTo: 'users' },
    { name: 'contactBy', type: 'text', maxLength: 10 },
    { name: 'firstContactAt', type: 'date' },
    { name: 'reason', type: 'textarea', maxLength: 500 },
    { name: 'appointmentId', type: 'text', maxLength: 64 },
    { name: 'previousReferenceId', type: 'text', maxLength: 10 },
    /**
     * Before docs/decisions/028: [{ at, byId, byName, action, detail }], oldest first. No longer written; the
     * log is the enquiry's rows in `jwl-enquiry-activity`, and these older entries are read before them.
     */
    { name: 'activity', type: 'json' },
    { name: 'reducedAt', type: 'date' },
  ],
}

/**
 * The enquiry's activity log, one row per change or viewing, never updated in place (docs/decisions/028): two
 * admins writing at once each insert their own row, so neither can lose the other's. `seq` orders an
 * enquiry's rows; the unique index makes two writers that drew the same number retry instead of colliding.
 */
export const EnquiryActivity: CollectionConfig = {
  slug: ENQUIRY_ACTIVITY_SLUG,
  labels: { singular: 'JWL enquiry activity', plural: 'JWL enquiry activity' },
  admin: { useAsTitle: 'action', hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  indexes: [{ fields: ['enquiry', 'seq'], unique: true }],
  fields: [
    { name: 'enquiry', type: 'relationship', relationTo: ENQUIRIES_SLUG, required: true, index: true },
    { name: 'seq', type: 'number', required: true },
    { name: 'at', type: 'date', required: true },
    /** Who did it (null for the parent or the server), and their name at the time. */
    { name: 'byId', type: 'text', maxLength: 64 },
    { name: 'byName', type: 'text', maxLength: 100 },
    { name: 'action', type: 'text', required: true, maxLength: 30 },
    { name: 'detail', type: 'textarea', maxLength: 2100 },
  ],
}

export const enquiriesCollections = [Enquiries, EnquiryQuestions, EnquiryActivity]
export const enquiriesGlobals = [EnquiryProgramme]
