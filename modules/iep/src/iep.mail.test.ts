import { describe, expect, it } from 'vitest'
import { feedbackReadyMail } from './iep.mail.ts'

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
