import { describe, expect, it } from 'vitest'
import { codeMail, confirmationMail } from './enquiries.mail.ts'
import {
  clinicDayStart,
  contactByDate,
  contactDue,
  median,
  referenceIdFrom,
  weekOf,
  withFreshReference,
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
