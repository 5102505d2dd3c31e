import type { EnquirySummaryDto } from '@app/enquiries/schema'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { enquiryKeys } from './api/keys'
import { applyEnquiryEvent } from './enquiry-events-cache'
import {
  EMPTY_ENQUIRY_FILTERS,
  addNewEnquiry,
  bookingPrefillOf,
  contactDue,
  describeActivity,
  enquiryListQuery,
  formatListDate,
  removeArchived,
  type EnquiryPage,
  type EnquiryPageQuery,
} from './enquiry-view'

const CENTRE = 'ce1'

function makeEnquiry(patch: Partial<EnquirySummaryDto> = {}): EnquirySummaryDto {
  return {
    _id: 'e1',
    referenceId: 'K7Q2M9XA4B',
    childName: 'Aarav Kumar',
    childAge: 6,
    childGender: 'Male',
    parentName: 'Priya Kumar',
    parentEmail: 'priya@example.com',
    parentPhoneNo: '9876543210',
    preferredCenter: { _id: CENTRE, name: 'Kukatpally' },
    enquiryDate: '2026-11-24T10:00:00.000Z',
    isArchived: false,
    video: 'received',
    stage: 'new',
    owner: null,
    contactBy: '2026-11-25',
    previousReferenceId: null,
    ...patch,
  }
}

const firstPage: EnquiryPageQuery = { page: 1, limit: 2, filters: EMPTY_ENQUIRY_FILTERS }

describe('the enquiry list query', () => {
  it('when only the status is chosen, then page, limit and status are sent and no empty filter', () => {
    expect(enquiryListQuery({ page: 1, limit: 10, filters: EMPTY_ENQUIRY_FILTERS })).toBe(
      'page=1&limit=10&status=active',
    )
  })

  it('when searching archived enquiries between two days, then the trimmed search and both days are sent', () => {
    const query = enquiryListQuery({
      page: 2,
      limit: 25,
      filters: { status: 'archived', search: '  priya ', from: '2026-11-01', to: '2026-11-30' },
    })
    expect(query).toBe('page=2&limit=25&status=archived&search=priya&from=2026-11-01&to=2026-11-30')
  })
})

describe('dates and due calls', () => {
  it("when an enquiry arrived late in the evening in India, then the list shows India's day as dd-MM-yyyy", () => {
    // 20:00 UTC on 24 Nov is 01:30 on 25 Nov in India.
    expect(formatListDate('2026-11-24T20:00:00.000Z', 'en-IN')).toBe('25-11-2026')
    expect(formatListDate('2026-01-05T04:00:00.000Z', 'en-IN')).toBe('05-01-2026')
  })

  it('when a New enquiry reaches its contact-by day, then it is due today; after it, late; contacted or archived, nothing', () => {
    const enquiry = makeEnquiry({ contactBy: '2026-11-25' })
    expect(contactDue(enquiry, '2026-11-24')).toBe('upcoming')
    expect(contactDue(enquiry, '2026-11-25')).toBe('today')
    expect(contactDue(enquiry, '2026-11-26')).toBe('late')
    expect(contactDue({ ...enquiry, stage: 'contacted' }, '2026-11-26')).toBe('none')
    expect(contactDue({ ...enquiry, isArchived: true }, '2026-11-26')).toBe('none')
  })
})

describe('live events on a page of the list', () => {
  const page: EnquiryPage = { enquiries: [makeEnquiry({ _id: 'old', referenceId: 'OLD0000001' })], total: 1 }

  it('when a new enquiry arrives, then it goes on top of the first page and the total grows; a repeat changes nothing', () => {
    const fresh = makeEnquiry({ _id: 'new', referenceId: 'NEW0000001' })
    const after = addNewEnquiry(page, firstPage, fresh)
    expect(after.enquiries.map((row) => row._id)).toEqual(['new', 'old'])
    expect(after.total).toBe(2)
    expect(addNewEnquiry(after, firstPage, fresh)).toEqual(after)
  })

  it('when a new enquiry does not match the search, or the page is not the first, then the page is left alone', () => {
    const fresh = makeEnquiry({ _id: 'new', childName: 'Meera', parentName: 'Ravi', parentEmail: 'ravi@example.com' })
    expect(addNewEnquiry(page, { ...firstPage, filters: { ...EMPTY_ENQUIRY_FILTERS, search: 'priya' } }, fresh)).toBe(
      page,
    )
    expect(addNewEnquiry(page, { ...firstPage, page: 2 }, makeEnquiry({ _id: 'x' }))).toBe(page)
    expect(
      addNewEnquiry(page, { ...firstPage, filters: { ...EMPTY_ENQUIRY_FILTERS, status: 'archived' } }, fresh),
    ).toBe(page)
  })

  it('when another admin archives an enquiry, then it leaves the active page and the total drops', () => {
    expect(removeArchived(page, { referenceIds: ['OLD0000001'] })).toEqual({ enquiries: [], total: 0 })
  })

  it('when the event reaches the cache, then open active pages change at once and are marked for reloading', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const key = enquiryKeys.list(CENTRE, firstPage)
    queryClient.setQueryData(key, page)
    await applyEnquiryEvent(queryClient, CENTRE, { kind: 'new', enquiry: makeEnquiry({ _id: 'new' }) })
    expect(queryClient.getQueryData<EnquiryPage>(key)?.enquiries.map((row) => row._id)).toEqual(['new', 'old'])
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)
    await applyEnquiryEvent(queryClient, CENTRE, {
      kind: 'archived',
      change: { centreId: CENTRE, referenceIds: ['OLD0000001'] },
    })
    expect(queryClient.getQueryData<EnquiryPage>(key)?.enquiries.map((row) => row._id)).toEqual(['new'])
  })
})

describe('Book assessment', () => {
  it('when booking from an enquiry, then the form gets the child, the parent and concerns from the notes and the answers that were not No', () => {
    const prefill = bookingPrefillOf({
      ...makeEnquiry(),
      additionalNotes: 'Struggles with reading.',
      responses: [
        { question: 'Does your child reverse letters?', answer: 'Yes', comment: 'b and d' },
        { question: 'Does your child avoid homework?', answer: 'No', comment: '' },
      ],
    })
    expect(prefill).toEqual({
      enquiry: 'K7Q2M9XA4B',
      childName: 'Aarav Kumar',
      gender: 'Male',
      parentName: 'Priya Kumar',
      email: 'priya@example.com',
      parentPhoneNo: '9876543210',
      childConcerns: 'Struggles with reading.\nDoes your child reverse letters? — Yes (b and d)',
    })
  })
})

describe('the activity log', () => {
  it('when the stage changed, then the entry names the new stage and the reason; an owner change names the owner', () => {
    expect(describeActivity({ action: 'stage', detail: 'assessment-booked' })).toEqual({
      kind: 'stage',
      stage: 'assessment_booked',
      reason: '',
    })
    expect(describeActivity({ action: 'stage', detail: 'not-proceeding: Moved away: to Pune' })).toEqual({
      kind: 'stage',
      stage: 'not_proceeding',
      reason: 'Moved away: to Pune',
    })
    expect(describeActivity({ action: 'owner', detail: 'Anita Rao' })).toEqual({ kind: 'owner', owner: 'Anita Rao' })
    expect(describeActivity({ action: 'video-viewed', detail: '' })).toEqual({
      kind: 'other',
      action: 'video_viewed',
      detail: '',
    })
  })
})
