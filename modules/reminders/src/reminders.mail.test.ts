import { describe, expect, it } from 'vitest'
import { refundTextOf, reminderMail, whenTextOf } from './reminders.mail.ts'

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

  it('speaks Telugu and Hindi to a parent who chose them: the date, the refund and every line, the links unchanged', () => {
    const base = {
      reminderId: 'r1',
      appointmentId: 'a1',
      parentId: 'p1',
      to: '',
      email: 'parent@example.com',
      parentName: 'సాన్వి అమ్మ',
      childName: 'సాన్వి',
      doctorName: 'Dr. Rao',
      centreName: 'Barkatpura Centre',
      centrePhone: '+91 90000 00001',
      startsAt: '2026-12-01T05:00:00.000Z',
      links: { confirm: 'https://x/c', cancel: 'https://x/x', reschedule: 'https://x/r' },
    }
    const refund = { amount: 350, fee: 700, message: 'You will get back Rs 350 of Rs 700.', allowed: true }
    const telugu = reminderMail({
      ...base,
      language: 'te',
      whenText: whenTextOf('2026-12-01', '10:30 AM', 'te'),
      refundText: refundTextOf(refund, 'te'),
    })
    expect(telugu.subject).toBe('రిమైండర్: సాన్వి అపాయింట్‌మెంట్ మంగళ 1, డిసెం 2026, 10:30 AM')
    expect(telugu.text).toContain('ప్రియమైన సాన్వి అమ్మ గారు,')
    expect(telugu.text).toContain('₹700 లో ₹350 మీకు తిరిగి వస్తుంది.')
    const hindi = reminderMail({
      ...base,
      language: 'hi',
      whenText: whenTextOf('2026-12-01', '10:30 AM', 'hi'),
      refundText: refundTextOf({ ...refund, allowed: false }, 'hi'),
    })
    // The slot as Intl writes Hindi times ("10:30 am"), as the parent's screens write the cut-off beside it.
    expect(hindi.subject).toBe('रिमाइंडर: సాన్వి का अपॉइंटमेंट मंगल 1 दिस॰ 2026, 10:30 am')
    expect(hindi.text).toContain('ऑनलाइन रद्द करने का समय निकल गया है')
    for (const mail of [telugu, hindi]) {
      for (const link of ['https://x/c', 'https://x/x', 'https://x/r', 'Reminder reference: r1'])
        expect(mail.text).toContain(link)
      expect(mail.text).not.toContain('Dear ')
    }
  })
})
