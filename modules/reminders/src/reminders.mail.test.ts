import { describe, expect, it } from 'vitest'
import { reminderMail, whenTextOf } from './reminders.mail.ts'

describe('the reminder e-mail', () => {
  it('says who, where, when, the branch phone, the three links and the refund', () => {
    const whenText = whenTextOf('2026-12-01', '10:30 AM')
    expect(whenText).toBe('Tue 1 Dec 2026, 10:30 AM')
    const mail = reminderMail({
      reminderId: 'r1',
      appointmentId: 'a1',
      parentId: 'p1',
      to: '',
      email: 'parent@example.com',
      language: 'en',
      parentName: 'Lakshmi',
      childName: 'Aarav',
      doctorName: 'Dr. Rao',
      centreName: 'Barkatpura Centre',
      centrePhone: '+91 90000 00001',
      startsAt: '2026-12-01T05:00:00.000Z',
      whenText,
      refundText: 'If you cancel now you will get back Rs 350 of Rs 700.',
      links: { confirm: 'https://x/c', cancel: 'https://x/x', reschedule: 'https://x/r' },
    })
    expect(mail.to).toBe('parent@example.com')
    expect(mail.subject).toBe("Reminder: Aarav's appointment on Tue 1 Dec 2026, 10:30 AM")
    for (const part of [
      'Lakshmi',
      'Dr. Rao',
      'Barkatpura Centre',
      '+91 90000 00001',
      'https://x/c',
      'https://x/x',
      'https://x/r',
      'Rs 350 of Rs 700',
    ]) {
      expect(mail.text).toContain(part)
    }
  })
})
