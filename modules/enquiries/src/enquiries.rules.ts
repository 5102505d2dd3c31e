// Pure rules of the enquiries (docs/product.md, Enquiries), with unit tests beside them.
import { addDays, clinicToday } from '@app/platform/clinic-time'
import { mergeOnSave } from '@app/platform/merge-on-save'
import type { EnquiryChanges, NewActivity, StoredActivity, StoredEnquiry } from './enquiries.repository.ts'
import {
  REFERENCE_ALPHABET,
  type ActivityEntry,
  type EnquiryDto,
  type EnquirySummaryDto,
  type FollowUpInput,
  type PipelineStage,
  type VideoState,
} from './enquiries.schema.ts'

/**
 * A reference id: 10 characters of A-Z and 0-9, each picked by `randomIndex(36)` (the service passes
 * crypto's unbiased `randomInt`).
 */
export function referenceIdFrom(randomIndex: (max: number) => number): string {
  let out = ''
  for (let i = 0; i < 10; i++) out += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)]
  return out
}

/**
 * Creates a record under a fresh reference id, drawing another when the database's unique key refuses one
 * (`isClash`), at most `attempts` times.
 */
export async function withFreshReference<T>(
  create: (referenceId: string) => Promise<T>,
  draw: () => string,
  isClash: (error: unknown) => boolean,
  attempts = 8,
  onClash: (attempt: number) => void = () => {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(draw())
    } catch (error) {
      if (!isClash(error) || attempt >= attempts) throw error
      onClash(attempt)
    }
  }
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/**
 * The contact-by day: one working day (Monday to Saturday, the centres' days) after the clinic day it arrived.
 * Friday -> Saturday, Saturday -> Monday, Sunday -> Monday.
 */
export function contactByDate(arrivedOn: string): string {
  let day = addDays(arrivedOn, 1)
  while (weekdayOf(day) === 0) day = addDays(day, 1)
  return day
}

/** Whether a contact-by day is still ahead, due today, or late (amber / red on the screens). */
export function contactDue(contactBy: string, today: string): 'ahead' | 'today' | 'late' {
  if (contactBy > today) return 'ahead'
  return contactBy === today ? 'today' : 'late'
}

/** The UTC instant a clinic day (Asia/Kolkata, UTC+05:30, no daylight saving) starts. */
export const clinicDayStart = (date: string): Date => new Date(Date.parse(`${date}T00:00:00+05:30`))

/** The Monday (YYYY-MM-DD) of the week of a clinic day. */
export function weekOf(date: string): string {
  const weekday = weekdayOf(date)
  return addDays(date, weekday === 0 ? -6 : 1 - weekday)
}

/** The median of some numbers, or null. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A reference id as typed (any case, spaces around), or null when it cannot be one: then "not found". */
export function referenceOf(typed: string): string | null {
  const reference = typed.trim().toUpperCase()
  return /^[A-Z0-9]{10}$/.test(reference) ? reference : null
}

/** The video's state as the screens show it; enquiries from before `videoState` derive it from their fields. */
export const videoOf = (r: Pick<StoredEnquiry, 'videoState' | 'videoFile' | 'withVideo'>): VideoState =>
  r.videoState ?? (r.videoFile ? 'received' : r.withVideo ? 'pending' : 'none')

/** The video state an enquiry takes when it is verified. */
export const videoStateOnVerify = (r: Pick<StoredEnquiry, 'videoFile' | 'withVideo'>): VideoState | null =>
  r.videoFile ? 'received' : r.withVideo ? 'pending' : null

/** One row of the list (and the live events' payload), given the names of its centre and owner. */
export function summaryOf(
  r: StoredEnquiry,
  names: { centres: ReadonlyMap<string, string>; people: ReadonlyMap<string, string> },
): EnquirySummaryDto {
  return {
    _id: r._id,
    referenceId: r.referenceId,
    childName: r.childName,
    childAge: r.childAge,
    childGender: r.childGender,
    parentName: r.parentName,
    parentEmail: r.parentEmail,
    parentPhoneNo: r.parentPhoneNo,
    preferredCenter: { _id: r.centreId, name: names.centres.get(r.centreId) ?? '' },
    enquiryDate: r.verifiedAt ?? r.createdAt,
    isArchived: r.state === 'archived',
    video: videoOf(r),
    stage: r.stage,
    owner: r.ownerId ? { _id: r.ownerId, name: names.people.get(r.ownerId) ?? '' } : null,
    contactBy: r.contactBy,
    previousReferenceId: r.previousReferenceId,
  }
}

/** The details answer: the summary, the answers with their questions' wording, the linked enquiries, the log. */
export function detailsOf(
  r: StoredEnquiry,
  summary: EnquirySummaryDto,
  linked: Array<Pick<StoredEnquiry, '_id' | 'parentEmail' | 'referenceId'>>,
  activity: StoredActivity[],
): EnquiryDto {
  return {
    ...summary,
    checklist: r.checklist,
    responses: r.questions
      .filter((q) => r.checklist[q.key])
      .map((q) => ({ ...q, answer: r.checklist[q.key].answer, comment: r.checklist[q.key].comment ?? '' })),
    additionalNotes: r.additionalNotes,
    consent: r.consent ?? { version: '', text: '', videoConsent: false, givenAt: '', ip: '' },
    reason: r.reason,
    appointmentId: r.appointmentId,
    // A reduced enquiry no longer has the contact details it was linked by.
    linkedReferenceIds: r.reducedAt
      ? []
      : linked.filter((l) => l._id !== r._id && l.parentEmail !== '').map((l) => l.referenceId),
    activity: activity.map((a): ActivityEntry => ({
      at: a.at,
      by: a.byId ? { _id: a.byId, name: a.byName ?? '' } : null,
      action: a.action,
      detail: a.detail,
    })),
  }
}

/**
 * Whether an appointment is the enquiry's assessment as far as can be told: one of the enquiry's centre, booked
 * for the same family (the parent's e-mail or phone the enquiry gave). Anything else is refused, so a typo or
 * another family's booking never links.
 */
export function isAppointmentOfFamily(
  enquiry: Pick<StoredEnquiry, 'centreId' | 'parentEmail' | 'parentPhoneNo'>,
  appointment: { centreId: { _id: string } | null; email: string; parentPhoneNo: string } | null,
): boolean {
  if (!appointment || appointment.centreId?._id !== enquiry.centreId) return false
  const sameEmail =
    enquiry.parentEmail !== '' && appointment.email.trim().toLowerCase() === enquiry.parentEmail.toLowerCase()
  const samePhone = enquiry.parentPhoneNo !== '' && appointment.parentPhoneNo.trim() === enquiry.parentPhoneNo
  return sameEmail || samePhone
}

// ---------------------------------------------------------------------------------------------------------
// Two admins saving the same enquiry at once (docs/decisions/028)

/** The fields of an enquiry the follow-up saves. */
export interface FollowUpFields {
  ownerId: string | null
  stage: PipelineStage
  appointmentId: string | null
}

const FOLLOW_UP_FIELDS = ['ownerId', 'stage', 'appointmentId'] as const

/** The follow-up's fields of an enquiry. */
export const followUpFieldsOf = (e: Pick<StoredEnquiry, 'ownerId' | 'stage' | 'appointmentId'>): FollowUpFields => ({
  ownerId: e.ownerId,
  stage: e.stage,
  appointmentId: e.appointmentId,
})

/**
 * What a follow-up changes, merged with the enquiry as `theirs` knows it (the enquiry as loaded: the targeted
 * write then merges with whatever is stored). An empty stage or appointment is "not sent"; a null owner clears it.
 */
export function followUpChanged(
  base: FollowUpFields,
  input: Pick<FollowUpInput, 'ownerId' | 'stage' | 'appointmentId'>,
  theirs: FollowUpFields = base,
): Partial<FollowUpFields> {
  const mine: Partial<FollowUpFields> = {
    ownerId: input.ownerId,
    stage: input.stage || undefined,
    appointmentId: input.appointmentId || undefined,
  }
  // Platform's three-way merge (docs/modules.md, "Merge on save"). A field both admins changed differently is not
  // refused here: the later save wins it, and both changes stand in the activity log (docs/decisions/028).
  const merge = mergeOnSave({ fields: FOLLOW_UP_FIELDS, base, mine, theirs })
  const merged: FollowUpFields = merge.ok
    ? merge.next
    : { ...theirs, ...Object.fromEntries(merge.mine.map((key) => [key, mine[key]])) }
  const changed: Partial<FollowUpFields> = {}
  for (const key of ['ownerId', 'stage', 'appointmentId'] as const) {
    if (merged[key] !== base[key]) (changed as Record<string, unknown>)[key] = merged[key]
  }
  return changed
}

/**
 * The columns a follow-up writes and its activity entries (one per change: owner, stage, appointment), given the
 * changed fields and the new owner's name.
 */
export function followUpWrite(
  enquiry: Pick<StoredEnquiry, 'firstContactAt'>,
  changed: Partial<FollowUpFields>,
  { reason, ownerName, now }: { reason: string; ownerName: string; now: Date },
): { changes: EnquiryChanges; entries: Array<{ action: string; detail: string }> } {
  const changes: EnquiryChanges = {}
  const entries: Array<{ action: string; detail: string }> = []
  if (changed.ownerId !== undefined) {
    changes.ownerId = changed.ownerId
    entries.push({ action: 'owner', detail: changed.ownerId === null ? '' : ownerName })
  }
  if (changed.stage) {
    changes.stage = changed.stage
    changes.reason = changed.stage === 'not-proceeding' ? reason : ''
    if (!enquiry.firstContactAt && changed.stage !== 'new') changes.firstContactAt = now.toISOString()
    entries.push({
      action: 'stage',
      detail: changed.stage === 'not-proceeding' ? `${changed.stage}: ${reason}` : changed.stage,
    })
  }
  if (changed.appointmentId) {
    changes.appointmentId = changed.appointmentId
    entries.push({ action: 'appointment', detail: changed.appointmentId })
  }
  return { changes, entries }
}

// ---------------------------------------------------------------------------------------------------------
// Stats and retention

/** The centre's last 12 weeks: enquiries per week, median hours to first contact, how many booked. */
export function weeklyStats(
  rows: Array<Pick<StoredEnquiry, 'verifiedAt' | 'createdAt' | 'firstContactAt' | 'stage' | 'appointmentId'>>,
  today: string,
) {
  const weeks = new Map<string, number>()
  for (let i = 11; i >= 0; i--) weeks.set(addDays(weekOf(today), -7 * i), 0)
  for (const r of rows) {
    const week = weekOf(clinicToday(new Date(r.verifiedAt ?? r.createdAt)))
    weeks.set(week, (weeks.get(week) ?? 0) + 1)
  }
  const hours = rows
    .filter((r) => r.firstContactAt && r.verifiedAt)
    .map((r) => (Date.parse(r.firstContactAt!) - Date.parse(r.verifiedAt!)) / 3_600_000)
  return {
    weeks: [...weeks].map(([week, count]) => ({ week, count })),
    medianHoursToFirstContact: median(hours),
    booked: rows.filter((r) => r.stage === 'assessment-booked' || r.stage === 'enrolled' || r.appointmentId).length,
    total: rows.length,
  }
}

/** The first day of the 12 weeks the stats cover. */
export const statsSince = (today: string) => addDays(weekOf(today), -7 * 11)

/**
 * What the retention job leaves of an enquiry (docs/product.md, Enquiries): no video, no personal data (names,
 * contact details, answers, notes), the counts; and the log entry it appends.
 */
export function reducedForRetention(
  enquiry: Pick<StoredEnquiry, 'videoFile' | 'videoState' | 'consent' | 'activity'>,
  at: Date,
): { changes: EnquiryChanges; entry: NewActivity } {
  return {
    changes: {
      childName: '',
      parentName: '',
      parentEmail: '',
      parentPhoneNo: '',
      checklist: {},
      additionalNotes: '',
      videoFile: null,
      videoState: enquiry.videoFile || enquiry.videoState === 'pending' ? 'deleted' : enquiry.videoState,
      consent: enquiry.consent ? { ...enquiry.consent, ip: '' } : null,
      reducedAt: at.toISOString(),
      // Entries from before decision 028; the rows' notes are blanked by the repository.
      activity: enquiry.activity.map((a) => (a.action === 'note' ? { ...a, detail: '' } : a)),
    },
    entry: { at: at.toISOString(), byId: null, byName: null, action: 'video-deleted', detail: 'retention' },
  }
}
