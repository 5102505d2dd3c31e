import { describe, expect, it } from 'vitest'
import { codeMail, confirmationMail } from './enquiries.mail.ts'

const TELUGU = /[\u0C00-\u0C7F]/
const DEVANAGARI = /[\u0900-\u097F]/

const facts = {
  programme: 'Early Learning Programme',
  referenceId: 'JWL-ABC123',
  childName: 'Aarav',
  centreName: 'Barkatpura Centre',
  enquiryDate: '2027-01-05',
  videoLink: 'https://x.test/enquiry/video?e=1',
}

describe('the enquiry code mail', () => {
  it('in English, says exactly what it always said', () => {
    expect(codeMail('123456', 'Early Learning Programme')).toEqual({
      subject: 'Your code for the Early Learning Programme enquiry',
      text: [
        'Your code is 123456.',
        '',
        'Enter it on the enquiry form to send your enquiry to the centre. It is valid for 5 minutes and can be used once.',
        'If you did not fill in an enquiry, you can ignore this e-mail: nothing will be sent.',
      ].join('\n'),
    })
  })

  it('in Telugu and Hindi, is written in that script around the code and the programme’s name', () => {
    for (const [language, script] of [
      ['te', TELUGU],
      ['hi', DEVANAGARI],
    ] as const) {
      const mail = codeMail('123456', 'ప్రోగ్రామ్', language)
      expect(mail.subject).toMatch(script)
      expect(mail.subject).toContain('ప్రోగ్రామ్')
      expect(mail.text).toContain('123456')
      expect(mail.text).toContain('5')
      expect(mail.text).not.toMatch(/Your code|Enter it/)
    }
  })
})

describe('the enquiry confirmation mail', () => {
  it('in English, keeps its sentences and its date ("5 Jan 2027")', () => {
    const mail = confirmationMail(facts)
    expect(mail.subject).toBe('Your enquiry JWL-ABC123')
    expect(mail.text).toBe(
      [
        'Thank you for your enquiry about Aarav for the Early Learning Programme.',
        '',
        'Your reference is JWL-ABC123. Please keep it for when the centre calls you.',
        'Centre: Barkatpura Centre',
        'Date: 5 Jan 2027',
        '',
        'Someone from the centre will contact you within one working day.',
        '',
        'We have not received the video of your child yet. If the upload did not finish, you can send it from this link within 3 days:',
        facts.videoLink,
      ].join('\n'),
    )
  })

  it('in Telugu and Hindi, is in that script with the date written by Intl in that language', () => {
    const te = confirmationMail(facts, 'te')
    expect(te.subject).toBe('మీ విచారణ JWL-ABC123')
    expect(te.text).toContain(
      `తేదీ: ${new Intl.DateTimeFormat('te-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2027-01-05T00:00:00Z'))}`,
    )
    expect(te.text).toContain('జన')
    expect(te.text).toContain('కేంద్రం: Barkatpura Centre')
    expect(te.text).toContain(facts.videoLink)
    expect(te.text).not.toMatch(/Thank you|Date:|Jan/)
    const hi = confirmationMail({ ...facts, videoLink: null }, 'hi')
    expect(hi.subject).toBe('आपकी पूछताछ JWL-ABC123')
    expect(hi.text).toMatch(DEVANAGARI)
    expect(hi.text).toContain('तारीख़: 5 जन॰ 2027')
    expect(hi.text).not.toMatch(/Thank you|Date:|video|वीडियो/)
  })
})
