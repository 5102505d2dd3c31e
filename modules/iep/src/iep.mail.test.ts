import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { THERAPY_TYPES } from './iep.schema.ts'
import { feedbackReadyMail, therapyNameIn } from './iep.mail.ts'

describe('the parent’s report-ready e-mail', () => {
  it('when the doctor gives a month’s feedback, then the mail names the child and month and links to the report', () => {
    const mail = feedbackReadyMail({
      to: 'p@example.org',
      parentName: 'Asha',
      childName: 'Ravi',
      childId: 'abc123',
      doctorName: 'Dr Rao',
      therapy: 'Speech Therapy',
      month: 1,
      year: 2027,
      publicUrl: 'https://portal.example.org/',
    })
    expect(mail.to).toBe('p@example.org')
    expect(mail.subject).toBe("Ravi's IEP report for January 2027 is ready")
    expect(mail.text).toContain('https://portal.example.org/parentdashboard/iepreports/abc123')
    expect(mail.text).toContain('Dr Rao')
  })
})

describe('the report-ready e-mail in the parent’s language', () => {
  const facts = {
    to: 'p@example.org',
    parentName: 'Asha',
    childName: 'Ravi',
    childId: 'abc123',
    doctorName: 'Dr Rao',
    therapy: 'Speech Therapy',
    month: 1,
    year: 2027,
    publicUrl: 'https://portal.example.org',
  }

  it('in English, keeps every sentence as it was', () => {
    expect(feedbackReadyMail(facts, 'en').text).toBe(
      [
        'Dear Asha,',
        '',
        "Dr Rao has reviewed Ravi's Speech Therapy progress for January 2027 and added feedback.",
        '',
        "Read the month's report, the therapist's notes and the doctor's feedback here:",
        'https://portal.example.org/parentdashboard/iepreports/abc123',
        '',
        'You will be asked to sign in first.',
      ].join('\n'),
    )
  })

  it('in Telugu, names the month through Intl ("జనవరి 2027") and keeps the names and the link', () => {
    const mail = feedbackReadyMail(facts, 'te')
    expect(mail.subject).toBe('జనవరి 2027 నెలకు Ravi IEP రిపోర్ట్ సిద్ధంగా ఉంది')
    expect(mail.text).toMatch(/^ప్రియమైన Asha గారు,/)
    expect(mail.text).toContain('Dr Rao')
    expect(mail.text).toContain('https://portal.example.org/parentdashboard/iepreports/abc123')
    expect(mail.text).not.toMatch(/January|Dear|has reviewed/)
  })

  it('in Hindi, names the month through Intl ("जनवरी 2027"), and a parent without a name is still greeted', () => {
    const mail = feedbackReadyMail({ ...facts, parentName: '', month: 12, year: 2026 }, 'hi')
    expect(mail.subject).toBe('दिसंबर 2026 के लिए Ravi की IEP रिपोर्ट तैयार है')
    expect(mail.text).toMatch(/^प्रिय माता-पिता,/)
    expect(mail.text).not.toMatch(/December|Dear|has reviewed/)
  })

  it("names the doctor's therapy in Telugu and Hindi, the same words as the portal's screens, and any other as stored", () => {
    expect(feedbackReadyMail(facts, 'te').text).toContain('Ravi స్పీచ్ థెరపీ పురోగతిని')
    expect(feedbackReadyMail({ ...facts, therapy: 'Special Education' }, 'hi').text).toContain(
      'Ravi की विशेष शिक्षा की प्रगति',
    )
    expect(feedbackReadyMail({ ...facts, therapy: 'Music Therapy' }, 'hi').text).toContain('Ravi की Music Therapy की')
    const catalogueOf = (language: string) =>
      JSON.parse(
        readFileSync(new URL(`../../../portal/src/locales/${language}/common.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>
    // The portal's message for a therapy is the `common.therapy.*` entry whose English is the stored name
    // (portal/src/lib/therapy-types.ts), found here rather than copied.
    const english = catalogueOf('en')
    const portalId = (therapy: string) =>
      Object.keys(english).find((id) => id.startsWith('common.therapy.') && english[id] === therapy)
    for (const therapy of THERAPY_TYPES) expect(portalId(therapy), therapy).toBeDefined()
    for (const language of ['en', 'te', 'hi'] as const) {
      const catalogue = catalogueOf(language)
      for (const therapy of THERAPY_TYPES) {
        expect(therapyNameIn(therapy, language), `${language}: ${therapy}`).toBe(catalogue[portalId(therapy)!])
      }
    }
  })
})
