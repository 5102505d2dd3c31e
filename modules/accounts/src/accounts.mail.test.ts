import { describe, expect, it } from 'vitest'
import { setPasswordMail, welcomeMail } from './accounts.mail.ts'

const TELUGU = /[\u0C00-\u0C7F]/
const DEVANAGARI = /[\u0900-\u097F]/

const welcome = {
  to: 'ravi@example.test',
  name: 'Ravi',
  username: 'ravi',
  role: 'parent',
  loginUrl: 'https://x.test/login',
} as const
const link = {
  to: 'ravi@example.test',
  name: 'Ravi',
  username: 'ravi',
  url: 'https://x.test/set-password?token=t',
  days: 3,
}

describe('the welcome of an account an admin registered', () => {
  it('in English, says exactly what it always said', () => {
    const mail = welcomeMail(welcome)
    expect(mail.subject).toBe('Your account at the Child Development Centres')
    expect(mail.text).toBe(
      [
        'Hello Ravi,',
        '',
        'Your centre has created a parent account for you. Your username is: ravi',
        '',
        'Sign in at https://x.test/login with the password the centre gave you in person.',
        'Then change it straight away: open Profile (top right), choose Change Password, and pick a password only you know.',
        '',
        'If you did not expect this e-mail, please contact your centre.',
      ].join('\n'),
    )
  })

  it('in Telugu and Hindi, is written in that script with the username, the address and the portal’s own words', () => {
    const te = welcomeMail(welcome, 'te')
    expect(te.subject).toMatch(TELUGU)
    expect(te.text).toMatch(/^నమస్తే Ravi గారు,/)
    expect(te.text).toContain('ravi')
    expect(te.text).toContain('https://x.test/login')
    expect(te.text).toContain('పాస్‌వర్డ్ మార్చండి')
    expect(te.text).not.toMatch(/Your centre|Sign in/)
    const hi = welcomeMail({ ...welcome, role: 'doctor' }, 'hi')
    expect(hi.subject).toMatch(DEVANAGARI)
    expect(hi.text).toMatch(/^नमस्ते Ravi जी,/)
    expect(hi.text).toContain('डॉक्टर खाता')
    expect(hi.text).toContain('पासवर्ड बदलें')
    expect(hi.text).not.toMatch(/Your centre|Sign in/)
  })
})

describe('the set-password link', () => {
  it('in English, keeps its subject and sentences, the walk-in welcome its own subject and opening', () => {
    const sent = setPasswordMail(link)
    expect(sent.subject).toBe('Set your password')
    expect(sent.text).toBe(
      [
        'Hello Ravi,',
        '',
        'Your centre has sent you a link to set the password of your account.',
        '',
        'Your username is: ravi',
        '',
        'To choose your password, open:',
        link.url,
        '',
        'The link works once, for 3 days. If it has expired, use "Forgot password?" on the sign-in page, or ask your centre for a new link.',
        'If you did not expect this e-mail, please contact your centre.',
      ].join('\n'),
    )
    const walkIn = setPasswordMail({ ...link, occasion: 'walk-in' })
    expect(walkIn.subject).toBe('Your account at the Child Development Centres')
    expect(walkIn.text.split('\n')[2]).toBe(
      'Your centre has booked an appointment for your child and created a parent account for you, so you can follow your appointments online.',
    )
  })

  it('in Telugu and Hindi, is written in that script with the link, the days and "Forgot password?" as the portal says it', () => {
    for (const [language, script, forgot] of [
      ['te', TELUGU, 'పాస్‌వర్డ్ మర్చిపోయారా?'],
      ['hi', DEVANAGARI, 'पासवर्ड भूल गए?'],
    ] as const) {
      for (const occasion of ['link', 'walk-in'] as const) {
        const mail = setPasswordMail({ ...link, occasion }, language)
        expect(mail.subject).toMatch(script)
        expect(mail.text).toContain(link.url)
        expect(mail.text).toContain('3')
        expect(mail.text).toContain(forgot)
        expect(mail.text).not.toMatch(/Your centre|To choose|The link works/)
      }
    }
  })
})
