// Pure rules of the enquiry screens (docs/product.md, Enquiries): the list's query, how dates read, when a
// parent is due a call, and how a live event changes a page of the list. No React, no fetch.
import {
  PIPELINE_STAGES,
  type ActivityEntry,
  type EnquiriesArchived,
  type EnquiryListQuery,
  type EnquirySummaryDto,
} from '@app/enquiries/schema'
import { clinicClock } from '@app/platform/clinic-time'

export { PAGE_SIZES, type PageSize } from '@app/platform/paging'

export type EnquiryStatus = EnquiryListQuery['status']

/** The list's filters as the screen holds them. */
export interface EnquiryFilters {
  status: EnquiryStatus
  search: string
  from: string
  to: string
}

export const EMPTY_ENQUIRY_FILTERS: EnquiryFilters = { status: 'active', search: '', from: '', to: '' }

/**
 * The query string of GET /api/admins/get-jwl-enquiries/:centreId: page, limit and status always; search
 * (trimmed) and the dates only when set, so an empty filter never narrows the list.
 */
export function enquiryListQuery({
  page,
  limit,
  filters,
}: {
  page: number
  limit: number
  filters: EnquiryFilters
}): string {
  const params = new URLSearchParams({
    page: String(Math.max(1, Math.floor(page))),
    limit: String(limit),
    status: filters.status,
  })
  const search = filters.search.trim()
  if (search) params.set('search', search)
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  return params.toString()
}

/** Number of pages for `total` rows (at least 1, so "Page 1 of 1" reads for an empty list). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize))

/** The clinic day (YYYY-MM-DD, India's time) of a moment; '' when it cannot be read. */
export function clinicDayOf(moment: string): string {
  const date = new Date(moment)
  if (Number.isNaN(date.getTime())) return ''
  return clinicClock(date).date
}

/**
 * "24-11-2026": the list's date, day-month-year in digits. The digits come from `Intl` in the active
 * language; the order and the hyphens are the product's (they read the same in every language we offer).
 */
export function formatListDate(moment: string, locale: string): string {
  const day = clinicDayOf(moment)
  if (!day) return moment
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T00:00:00Z`))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}-${part('month')}-${part('year')}`
}

/** Whether the centre still owes the parent a first call, and how urgently. */
export type ContactDue = 'none' | 'upcoming' | 'today' | 'late'

/**
 * An enquiry still at New is due on its contact-by day (amber) and late after it (red); once contacted (any
 * other stage) or archived, nothing is due.
 */
export function contactDue(
  enquiry: Pick<EnquirySummaryDto, 'stage' | 'contactBy' | 'isArchived'>,
  today: string,
): ContactDue {
  if (enquiry.isArchived || enquiry.stage !== 'new' || !enquiry.contactBy) return 'none'
  if (enquiry.contactBy < today) return 'late'
  if (enquiry.contactBy === today) return 'today'
  return 'upcoming'
}

/** One page of the list, as the cache holds it. */
export interface EnquiryPage {
  enquiries: EnquirySummaryDto[]
  total: number
}

/** What a page's query asked for (so an event knows whether a row belongs in it). */
export interface EnquiryPageQuery {
  page: number
  limit: number
  filters: EnquiryFilters
}

/** Whether a row passes the page's filters (status, search, dates), as the server decides it. */
export function matchesFilters(enquiry: EnquirySummaryDto, filters: EnquiryFilters): boolean {
  if ((filters.status === 'archived') !== enquiry.isArchived) return false
  const day = clinicDayOf(enquiry.enquiryDate)
  if (filters.from && day < filters.from) return false
  if (filters.to && day > filters.to) return false
  const needle = filters.search.trim().toLowerCase()
  if (!needle) return true
  return [enquiry.childName, enquiry.parentName, enquiry.parentEmail, enquiry.parentPhoneNo, enquiry.referenceId].some(
    (field) => field.toLowerCase().includes(needle),
  )
}

/**
 * A page after `jwl-enquiry:new`: the new enquiry goes on top of the first page when it passes the page's
 * filters (newest first), the page keeps its size, and the total grows. Other pages are left to a refetch.
 * A repeat of the same event changes nothing.
 */
export function addNewEnquiry(page: EnquiryPage, query: EnquiryPageQuery, enquiry: EnquirySummaryDto): EnquiryPage {
  if (page.enquiries.some((row) => row._id === enquiry._id)) return updateEnquiry(page, enquiry)
  if (query.page !== 1 || !matchesFilters(enquiry, query.filters)) return page
  return { enquiries: [enquiry, ...page.enquiries].slice(0, query.limit), total: page.total + 1 }
}

/** A page after `jwl-enquiry:updated`: the row is replaced where it is shown. */
export function updateEnquiry(page: EnquiryPage, enquiry: EnquirySummaryDto): EnquiryPage {
  if (!page.enquiries.some((row) => row._id === enquiry._id)) return page
  return { ...page, enquiries: page.enquiries.map((row) => (row._id === enquiry._id ? enquiry : row)) }
}

/** A page after `jwl-enquiry:archived`: an active list drops the rows; an archived one is left to a refetch. */
export function removeArchived(page: EnquiryPage, change: Pick<EnquiriesArchived, 'referenceIds'>): EnquiryPage {
  const gone = new Set(change.referenceIds)
  const enquiries = page.enquiries.filter((row) => !gone.has(row.referenceId))
  if (enquiries.length === page.enquiries.length) return page
  return { enquiries, total: Math.max(0, page.total - (page.enquiries.length - enquiries.length)) }
}

/**
 * What "Book assessment" fills the walk-in booking form with (its search parameters): the enquiry's child and
 * parent, and the concerns taken from the parent's notes and the questions answered Yes or Sometimes.
 */
export function bookingPrefillOf(
  enquiry: Pick<
    EnquirySummaryDto,
    'referenceId' | 'childName' | 'childGender' | 'parentName' | 'parentEmail' | 'parentPhoneNo'
  > & {
    additionalNotes?: string
    responses?: readonly { question: string; answer: string; comment: string }[]
  },
): Record<string, string> {
  const concerns = [
    enquiry.additionalNotes?.trim() ?? '',
    ...(enquiry.responses ?? [])
      .filter((response) => response.answer !== 'No')
      .map((response) =>
        `${response.question} — ${response.answer}${response.comment ? ` (${response.comment})` : ''}`.trim(),
      ),
  ]
    .filter(Boolean)
    .join('\n')
  return {
    enquiry: enquiry.referenceId,
    childName: enquiry.childName,
    gender: enquiry.childGender,
    parentName: enquiry.parentName,
    email: enquiry.parentEmail,
    parentPhoneNo: enquiry.parentPhoneNo,
    childConcerns: concerns.slice(0, 2000),
  }
}

/** A value as an ICU select key: message selects take letters, digits and underscores ("assessment_booked"). */
export const selectKey = (value: string): string => value.replace(/[^A-Za-z0-9_]/g, '_')

/**
 * How an activity entry reads: a stage change names the new stage (and the reason for Not proceeding), an
 * owner change the new owner (or none); other entries their action and the server's detail.
 */
export function describeActivity(
  entry: Pick<ActivityEntry, 'action' | 'detail'>,
):
  | { kind: 'stage'; stage: string; reason: string }
  | { kind: 'owner'; owner: string }
  | { kind: 'other'; action: string; detail: string } {
  if (entry.action === 'stage') {
    const [stage, ...rest] = entry.detail.split(': ')
    if ((PIPELINE_STAGES as readonly string[]).includes(stage)) {
      return { kind: 'stage', stage: selectKey(stage), reason: rest.join(': ') }
    }
  }
  if (entry.action === 'owner') return { kind: 'owner', owner: entry.detail }
  // The appointment's id means nothing to a reader; the action says it all.
  if (entry.action === 'appointment') return { kind: 'other', action: 'appointment', detail: '' }
  return { kind: 'other', action: selectKey(entry.action), detail: entry.detail }
}
