import { describe, expect, it } from 'vitest'
import { codeMail, confirmationMail } from './enquiries.mail.ts'
import type { StoredEnquiry } from './enquiries.repository.ts'
import {
  clinicDayStart,
  contactByDate,
  contactDue,
  followUpChanged,
  followUpWrite,
  isAppointmentOfFamily,
  median,
  reducedForRetention,
  referenceIdFrom,
  referenceOf,
  videoOf,
  weekOf,
  weeklyStats,
  withFreshReference,
  type FollowUpFields,
} from './enquiries.rules.ts'
import { REFERENCE_ID_PATTERN } from './enquiries.schema.ts'

describe('enquiry rules', () => {
  it('when characters are drawn, then the reference is 10 characters of A-Z and 0-9, using the whole alphabet', () => {
    const picks = [0, 25, 26, 35, 1, 2, 3, 4, 5, 34]
    expect(referenceIdFrom(() => picks.shift() ?? 0)).toBe('AZ09BCDEF8')
    for (let i = 0; i < 50; i++) {
      expect(referenceIdFrom((max) => Math.floor(Math.random() * max))).toMatch(REFERENCE_ID_PATTERN)
    }
  })

  it('when the database refuses a reference as taken, then another is drawn; other errors and endless clashes give up', async () => {
    const taken = new Set(['AAAAAAAAAA'])
    const draws = ['AAAAAAAAAA', 'BBBBBBBBBB']
    const clash = new Error('taken')
    const create = async (ref: string) => {
      if (taken.has(ref)) throw clash
      taken.add(ref)
      return ref
    }
    expect(
      await withFreshReference(
        create,
        () => draws.shift()!,
        (e) => e === clash,
      ),
    ).toBe('BBBBBBBBBB')
    await expect(
      withFreshReference(
        create,
        () => 'AAAAAAAAAA',
        (e) => e === clash,
        3,
      ),
    ).rejects.toBe(clash)
    const other = new Error('disk full')
    await expect(
      withFreshReference(
        () => Promise.reject(other),
        () => 'X',
        (e) => e === clash,
      ),
    ).rejects.toBe(other)
  })

  it('when an enquiry arrives, then it is due one working day later (Monday to Saturday)', () => {
    expect(contactByDate('2026-11-23')).toBe('2026-11-24') // Monday -> Tuesday
    expect(contactByDate('2026-11-27')).toBe('2026-11-28') // Friday -> Saturday
    expect(contactByDate('2026-11-28')).toBe('2026-11-30') // Saturday -> Monday
    expect(contactByDate('2026-11-29')).toBe('2026-11-30') // Sunday -> Monday
  })

  it('when the contact-by day is today or past, then it is due (amber) or late (red)', () => {
    expect(contactDue('2026-11-25', '2026-11-24')).toBe('ahead')
    expect(contactDue('2026-11-25', '2026-11-25')).toBe('today')
    expect(contactDue('2026-11-25', '2026-11-26')).toBe('late')
  })

  it('when filtering by clinic days, then a day starts at midnight in India', () => {
    expect(clinicDayStart('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z')
    expect(weekOf('2026-11-29')).toBe('2026-11-23')
    expect(weekOf('2026-11-23')).toBe('2026-11-23')
    expect(median([])).toBeNull()
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})

describe('enquiry e-mails', () => {
  it('when the code is mailed, then it says how long it lasts and that nothing is sent without it', () => {
    const mail = codeMail('042917', 'Early Learning Programme')
    expect(mail.text).toContain('042917')
    expect(mail.text).toMatch(/5 minutes/)
  })

  it('when the video is still pending, then the confirmation carries the reference and the link to send it', () => {
    const base = {
      programme: 'Early Learning Programme',
      referenceId: 'K7Q2M9XA4B',
      childName: 'Ira',
      centreName: 'Barkatpura Centre',
      enquiryDate: '2026-11-25',
    }
    const pending = confirmationMail({ ...base, videoLink: 'https://example.org/enquiry/video?e=1&t=2' })
    expect(pending.subject).toContain('K7Q2M9XA4B')
    expect(pending.text).toContain('https://example.org/enquiry/video?e=1&t=2')
    expect(confirmationMail({ ...base, videoLink: null }).text).not.toMatch(/enquiry\/video/)
  })
})

describe('two admins saving one enquiry at once (docs/decisions/028)', () => {
  const base: FollowUpFields = { ownerId: null, stage: 'new', appointmentId: null }

  it('when each changes a different field, then both changes are kept', () => {
    const theirs: FollowUpFields = { ...base, stage: 'contacted' }
    // Against what the saver loaded: their own owner, and the other admin's stage, kept.
    expect(followUpChanged(base, { ownerId: 'a1' }, theirs)).toEqual({ ownerId: 'a1', stage: 'contacted' })
  })

  it('when the saver sends a field unchanged or not at all, then what the other saved stays', () => {
    const theirs: FollowUpFields = { ownerId: 'a2', stage: 'contacted', appointmentId: 'ap1' }
    expect(followUpChanged(base, { stage: 'new', ownerId: undefined }, theirs)).toEqual({
      ownerId: 'a2',
      stage: 'contacted',
      appointmentId: 'ap1',
    })
  })

  it('when both change the same field differently, then the later save wins it', () => {
    const theirs: FollowUpFields = { ...base, stage: 'contacted' }
    expect(followUpChanged(base, { stage: 'not-proceeding' }, theirs)).toEqual({ stage: 'not-proceeding' })
    // Both made the same change: nothing more to write than the change itself.
    expect(followUpChanged(base, { stage: 'contacted' }, theirs)).toEqual({ stage: 'contacted' })
  })

  it('when an owner is cleared, then null is a change; an empty stage or appointment is not sent', () => {
    const owned: FollowUpFields = { ...base, ownerId: 'a1' }
    expect(followUpChanged(owned, { ownerId: null, stage: undefined, appointmentId: '' })).toEqual({ ownerId: null })
    expect(followUpChanged(owned, { ownerId: 'a1', stage: 'new', appointmentId: undefined })).toEqual({})
    expect(followUpChanged(base, { ownerId: undefined, stage: 'enrolled', appointmentId: 'ap9' })).toEqual({
      stage: 'enrolled',
      appointmentId: 'ap9',
    })
  })

  it('when a follow-up changes owner, stage and appointment, then each is written and logged, in that order', () => {
    const now = new Date('2026-11-25T10:00:00.000Z')
    const { changes, entries } = followUpWrite(
      { firstContactAt: null },
      { ownerId: 'a1', stage: 'not-proceeding', appointmentId: 'ap1' },
      { reason: 'moved away', ownerName: 'Asha', now },
    )
    expect(changes).toEqual({
      ownerId: 'a1',
      stage: 'not-proceeding',
      reason: 'moved away',
      firstContactAt: now.toISOString(),
      appointmentId: 'ap1',
    })
    expect(entries).toEqual([
      { action: 'owner', detail: 'Asha' },
      { action: 'stage', detail: 'not-proceeding: moved away' },
      { action: 'appointment', detail: 'ap1' },
    ])
    // The first contact is kept once set, and the reason goes with any other stage.
    const later = followUpWrite(
      { firstContactAt: '2026-11-20T00:00:00.000Z' },
      { stage: 'contacted' },
      {
        reason: 'ignored',
        ownerName: '',
        now,
      },
    )
    expect(later.changes).toEqual({ stage: 'contacted', reason: '' })
    expect(
      followUpWrite({ firstContactAt: null }, { ownerId: null }, { reason: '', ownerName: 'x', now }).entries,
    ).toEqual([{ action: 'owner', detail: '' }])
  })
})

describe('what the answers contain', () => {
  it('when a reference is typed in any case or with spaces, then it is read; anything else is not a reference', () => {
    expect(referenceOf(' k7q2m9xa4b ')).toBe('K7Q2M9XA4B')
    expect(referenceOf('K7Q2M9XA4')).toBeNull()
    expect(referenceOf('K7Q2M9XA4B-')).toBeNull()
  })

  it('when an enquiry has no video state yet, then it is derived from its file and choice', () => {
    expect(videoOf({ videoState: 'deleted', videoFile: 'f', withVideo: true })).toBe('deleted')
    expect(videoOf({ videoState: null, videoFile: 'f', withVideo: false })).toBe('received')
    expect(videoOf({ videoState: null, videoFile: null, withVideo: true })).toBe('pending')
    expect(videoOf({ videoState: null, videoFile: null, withVideo: false })).toBe('none')
  })

  it('when an appointment is of the same centre and family (e-mail or phone), then it links; otherwise not', () => {
    const enquiry = { centreId: 'c1', parentEmail: 'lakshmi@example.test', parentPhoneNo: '9876543210' }
    const at = (centre: string | null, email: string, phone: string) => ({
      centreId: centre ? { _id: centre } : null,
      email,
      parentPhoneNo: phone,
    })
    expect(isAppointmentOfFamily(enquiry, at('c1', ' Lakshmi@Example.test ', '1'))).toBe(true)
    expect(isAppointmentOfFamily(enquiry, at('c1', 'x@example.test', '9876543210 '))).toBe(true)
    expect(isAppointmentOfFamily(enquiry, at('c2', 'lakshmi@example.test', '9876543210'))).toBe(false)
    expect(isAppointmentOfFamily(enquiry, at('c1', 'x@example.test', '1'))).toBe(false)
    expect(isAppointmentOfFamily(enquiry, null)).toBe(false)
    // A reduced enquiry (no contact details) links to nothing.
    expect(isAppointmentOfFamily({ ...enquiry, parentEmail: '', parentPhoneNo: '' }, at('c1', '', ''))).toBe(false)
  })

  it('when stats are asked for, then 12 weeks are counted, with the median hours to first contact and the booked', () => {
    const rows = [
      {
        verifiedAt: '2026-11-23T04:30:00.000Z',
        createdAt: '',
        firstContactAt: '2026-11-23T06:30:00.000Z',
        stage: 'contacted',
        appointmentId: null,
      },
      {
        verifiedAt: '2026-11-16T04:30:00.000Z',
        createdAt: '',
        firstContactAt: '2026-11-16T08:30:00.000Z',
        stage: 'enrolled',
        appointmentId: null,
      },
      {
        verifiedAt: '2026-11-17T04:30:00.000Z',
        createdAt: '',
        firstContactAt: null,
        stage: 'new',
        appointmentId: 'ap1',
      },
    ] as const
    const stats = weeklyStats([...rows], '2026-11-25')
    expect(stats.weeks).toHaveLength(12)
    expect(stats.weeks.at(-1)).toEqual({ week: '2026-11-23', count: 1 })
    expect(stats.weeks.at(-2)).toEqual({ week: '2026-11-16', count: 2 })
    expect(stats).toMatchObject({ medianHoursToFirstContact: 3, booked: 2, total: 3 })
  })

  it('when retention reduces an enquiry, then names, contacts, answers, notes and the video go; counts stay', () => {
    const at = new Date('2027-06-01T00:00:00.000Z')
    const enquiry = {
      videoFile: 'f1',
      videoState: 'received',
      consent: { version: 'v', text: 't', videoConsent: true, givenAt: 'g', ip: '203.0.113.9' },
      activity: [
        { at: 'a', byId: null, byName: null, action: 'note', detail: 'private words' },
        { at: 'b', byId: null, byName: null, action: 'stage', detail: 'contacted' },
      ],
    } satisfies Pick<StoredEnquiry, 'videoFile' | 'videoState' | 'consent' | 'activity'>
    const { changes, entry } = reducedForRetention(enquiry, at)
    expect(changes).toMatchObject({
      childName: '',
      parentName: '',
      parentEmail: '',
      parentPhoneNo: '',
      checklist: {},
      additionalNotes: '',
      videoFile: null,
      videoState: 'deleted',
      consent: { version: 'v', text: 't', videoConsent: true, givenAt: 'g', ip: '' },
      reducedAt: at.toISOString(),
    })
    expect(changes.activity?.map((a) => a.detail)).toEqual(['', 'contacted'])
    expect(entry).toEqual({
      at: at.toISOString(),
      byId: null,
      byName: null,
      action: 'video-deleted',
      detail: 'retention',
    })
    expect(reducedForRetention({ ...enquiry, videoFile: null, videoState: null }, at).changes.videoState).toBeNull()
    expect(reducedForRetention({ ...enquiry, videoFile: null, videoState: 'pending' }, at).changes.videoState).toBe(
      'deleted',
    )
  })
})
