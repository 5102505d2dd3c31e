import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LINK_EXPIRED_MESSAGE,
  LINK_INVALID_MESSAGE,
  PASSWORD_SET_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  RESET_REQUESTS_PER_IP_PER_HOUR,
  SET_LINK_SENT_MESSAGE,
} from '@app/accounts'
import { centreIdsByName, createSignedInUser, TEST_PASSWORD, unique } from '../support/accounts.ts'
import { bookingFields, centreStaff, postMultipart } from '../support/appointments.ts'
import { createTestClock } from '../support/clock.ts'
import { loginAs, startTestServer } from '../support/server.ts'
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

const NEW_PASSWORD = 'Fresh@2026x'
const linkIn = (mail: ReceivedMail, page: 'reset-password' | 'set-password') => {
  const match = mail.text.match(new RegExp(`(\\S+/${page}\\?token=[A-Za-z0-9_-]+)`))
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`)
  return new URL(match[1])
}

describe('password links: forgot password, reset, set-password', () => {
  let server: TestServer
  let smtp: TestSmtpServer
  let barkatpura: string
  let kukatpally: string
  const clock = createTestClock()
  let clientNumber = 0
  /** Each test acts from its own client address (the app trusts X-Forwarded-For from loopback). */
  const newClient = () => ({ 'x-forwarded-for': `203.0.113.${++clientNumber}` })

  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: smtp.url }, { clock: clock.now })
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  const forgot = (email: string, headers: Record<string, string>) =>
    server.request<{ success?: boolean; message: string }>('/api/users/forgot-password', { json: { email }, headers })
  const reset = (token: string, password: string, headers: Record<string, string>) =>
    server.request<{ success?: boolean; message: string; fieldErrors?: Record<string, string> }>(
      '/api/users/reset-password',
      { json: { token, password }, headers },
    )
  const resetMailTo = (email: string) =>
    smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Reset your password')
  const auditOf = async (userId: string) =>
    (
      await server.payload.find({
        collection: 'audit-log',
        where: { target: { equals: userId } },
        depth: 0,
        pagination: false,
        sort: 'createdAt',
      })
    ).docs.map((doc) => (doc as unknown as { action: string }).action)

  it('when an address has an account or not, then the answer is the same, and only the account gets a link', async () => {
    const client = newClient()
    const { user } = await createSignedInUser(server, { role: 'parent' })
    const stranger = `nobody-${unique()}@example.test`
    const known = await forgot(user.email as string, client)
    const unknown = await forgot(stranger, client)
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    expect(known.body).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE })
    const mail = await resetMailTo(user.email as string)
    // An absolute link to the page, on the origin the request came to (PUBLIC_URL is not set here).
    expect(linkIn(mail, 'reset-password').origin).toBe(new URL(server.url).origin)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.received.some((m) => m.to.includes(stranger))).toBe(false)
  })

  it('when the forgot-password page speaks Hindi, then the link comes in a Hindi mail (as a MIME parser reads it) and sets the password', async () => {
    const client = newClient()
    const { user } = await createSignedInUser(server, { role: 'parent' })
    const asked = await server.request('/api/users/forgot-password', {
      json: { email: user.email, language: 'hi' },
      headers: client,
    })
    expect(asked.status).toBe(200)
    const mail = await smtp.waitFor((m) => m.to.includes(user.email as string) && m.subject === 'अपना पासवर्ड बदलें')
    expect(mail.text).toContain(`खाते का पासवर्ड बदलने को कहा है`)
    expect(mail.text).toContain(user.username)
    const token = linkIn(mail, 'reset-password').searchParams.get('token') as string
    expect((await reset(token, NEW_PASSWORD, client)).status).toBe(200)

    const refused = await server.request<{ fieldErrors?: Record<string, string> }>('/api/users/forgot-password', {
      json: { email: user.email, language: 'ur' },
      headers: client,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors?.language).toBe('Please choose a language we can write in')
  })

  it('when the link from the mail sets a new password, then the old one and every session end, and it is audited', async () => {
    const client = newClient()
    const { user, token: oldSession } = await createSignedInUser(server, { role: 'parent' })
    const otherDevice = await loginAs(server.request, user.username, TEST_PASSWORD)
    await forgot(user.email as string, client)
    const link = linkIn(await resetMailTo(user.email as string), 'reset-password')
    const token = link.searchParams.get('token') as string

    const weak = await reset(token, 'short', client)
    expect(weak.status).toBe(400)
    expect(weak.body.fieldErrors?.password).toBe('Password must be at least 8 characters')

    const done = await reset(token, NEW_PASSWORD, client)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body).toEqual({ success: true, message: PASSWORD_SET_MESSAGE })
    for (const session of [oldSession, otherDevice]) {
      expect((await server.request('/api/users/me', { token: session })).status).toBe(401)
    }
    const oldPassword = await server.request('/api/users/login', {
      json: { username: user.username, password: TEST_PASSWORD },
      headers: client,
    })
    expect(oldPassword.status).toBe(401)
    expect(await loginAs(server.request, user.username, NEW_PASSWORD)).toBeTruthy()
    expect(await auditOf(user._id)).toEqual(expect.arrayContaining(['password.reset-requested', 'password.reset']))

    const again = await reset(token, 'Another@2026', client)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ success: false, message: LINK_INVALID_MESSAGE })
  })

  it('when five wrong passwords have locked the account, then the new password from a reset link signs in at once', async () => {
    const client = newClient()
    const { user } = await createSignedInUser(server, { role: 'parent' })
    const signIn = (password: string) =>
      server.request<{ success?: boolean; message?: string; token?: string }>('/api/users/login', {
        json: { username: user.username, password },
        headers: client,
      })
    for (let attempt = 1; attempt <= 5; attempt++) expect((await signIn('Wrong@2026x')).status).toBe(401)
    expect((await signIn(TEST_PASSWORD)).status).toBe(429)

    await forgot(user.email as string, client)
    const token = linkIn(await resetMailTo(user.email as string), 'reset-password').searchParams.get('token') as string
    expect((await reset(token, NEW_PASSWORD, client)).status).toBe(200)
    const after = await signIn(NEW_PASSWORD)
    expect(after.status, JSON.stringify(after.body)).toBe(200)
    expect(after.body.token).toBeTruthy()
  })

  it('when the link is older than 30 minutes, then it is refused and the password stays', async () => {
    const client = newClient()
    const { user } = await createSignedInUser(server, { role: 'parent' })
    await forgot(user.email as string, client)
    const token = linkIn(await resetMailTo(user.email as string), 'reset-password').searchParams.get('token') as string
    clock.advance(31 * 60 * 1000)
    const late = await reset(token, NEW_PASSWORD, client)
    expect(late.status).toBe(400)
    expect(late.body).toEqual({ success: false, message: LINK_EXPIRED_MESSAGE })
    expect(await loginAs(server.request, user.username, TEST_PASSWORD)).toBeTruthy()
  })

  it('when a newer link is asked for, then the older one no longer works', async () => {
    const client = newClient()
    const { user } = await createSignedInUser(server, { role: 'parent' })
    await forgot(user.email as string, client)
    const first = await resetMailTo(user.email as string)
    await forgot(user.email as string, client)
    const second = await smtp.waitFor(
      (m) => m !== first && m.to.includes(user.email as string) && m.subject === 'Reset your password',
    )
    const older = linkIn(first, 'reset-password').searchParams.get('token') as string
    const newer = linkIn(second, 'reset-password').searchParams.get('token') as string
    expect((await reset(older, NEW_PASSWORD, client)).body).toEqual({ success: false, message: LINK_INVALID_MESSAGE })
    expect((await reset(newer, NEW_PASSWORD, client)).status).toBe(200)
  })

  it('when one address is asked for too often, then 429, the same for an unknown address; other addresses go on', async () => {
    const { user } = await createSignedInUser(server, { role: 'parent' })
    const stranger = `nobody-${unique()}@example.test`
    for (const email of [user.email as string, stranger]) {
      for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS_PER_HOUR; i++) {
        expect((await forgot(email, newClient())).status).toBe(200)
      }
      const limited = await forgot(email, newClient())
      expect(limited.status).toBe(429)
      expect(limited.body.message).toMatch(/^Too many reset requests for this email address/)
    }
    expect((await forgot(`other-${unique()}@example.test`, newClient())).status).toBe(200)
  })

  it('when one client asks for many addresses, then it is stopped after the per-client limit', async () => {
    const client = newClient()
    for (let i = 0; i < RESET_REQUESTS_PER_IP_PER_HOUR; i++) {
      expect((await forgot(`many-${i}-${unique()}@example.test`, client)).status).toBe(200)
    }
    const limited = await forgot(`many-last-${unique()}@example.test`, client)
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/^Too many requests/)
  })

  it('when a token is made up, then it is refused like a spent one', async () => {
    const made = await reset('x'.repeat(43), NEW_PASSWORD, newClient())
    expect(made.status).toBe(400)
    expect(made.body).toEqual({ success: false, message: LINK_INVALID_MESSAGE })
  })

  it("when an admin sends a parent of the centre a set-password link, then the parent sets one; others' parents are refused", async () => {
    const client = newClient()
    const admin = await createSignedInUser(server, { role: 'admin', centreId: barkatpura })
    const otherAdmin = await createSignedInUser(server, { role: 'admin', centreId: kukatpally })
    const { user: parent } = await createSignedInUser(server, { role: 'parent', centreId: barkatpura })
    const doctor = await createSignedInUser(server, { role: 'doctor', centreId: barkatpura })
    const send = (token: string, userId: string) =>
      server.request(`/api/admins/send-set-password-link/${userId}`, { method: 'POST', token, headers: client })

    expect((await send(otherAdmin.token, parent._id)).status).toBe(403)
    expect((await send(admin.token, doctor.user._id)).status).toBe(403)
    expect((await send(admin.token, 'not-an-id')).status).toBe(404)
    const sent = await send(admin.token, parent._id)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toEqual({ message: SET_LINK_SENT_MESSAGE })
    // The link is only in the parent's mailbox, never in the admin's answer.
    expect(JSON.stringify(sent.body)).not.toMatch(/token/)

    const mail = await smtp.waitFor((m) => m.to.includes(parent.email as string) && m.subject === 'Set your password')
    expect(mail.text).toContain(`Your username is: ${parent.username}`)
    const token = linkIn(mail, 'set-password').searchParams.get('token') as string
    expect((await reset(token, NEW_PASSWORD, client)).status).toBe(200)
    expect(await loginAs(server.request, parent.username, NEW_PASSWORD)).toBeTruthy()
    expect(await auditOf(parent._id)).toEqual(expect.arrayContaining(['password.link-sent', 'password.reset']))
  })

  it('when an admin books a walk-in for a new family, then the welcome carries a set-password link that lets the parent sign in', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const email = `walkin-${unique()}@example.test`
    const booked = await postMultipart(
      server,
      '/api/admins/bookAppointment',
      admin.token,
      bookingFields({ childId: '', email, branch: barkatpura, doctorId: doctor.user._id }),
    )
    expect(booked.status).toBe(201)
    const welcome = await smtp.waitFor((m) => m.to.includes(email) && /account/i.test(m.subject))
    expect(welcome.text).not.toMatch(/ask your centre for a password/i)
    const username = welcome.text.match(/username is: (\S+)/)?.[1] as string
    const link = linkIn(welcome, 'set-password')
    expect(link.origin).toBe(new URL(server.url).origin)
    expect((await reset(link.searchParams.get('token') as string, NEW_PASSWORD, newClient())).status).toBe(200)
    expect(await loginAs(server.request, username, NEW_PASSWORD)).toBeTruthy()
  })

  it('when a parent reads Hindi, then the set-password link the centre sends is written in Hindi', async () => {
    const admin = await createSignedInUser(server, { role: 'admin', centreId: barkatpura })
    const { user: parent, token } = await createSignedInUser(server, { role: 'parent', centreId: barkatpura })
    const chosen = await server.request('/api/parents/preferences/language', {
      method: 'PUT',
      token,
      json: { language: 'hi' },
    })
    expect(chosen.status).toBe(200)
    const sent = await server.request(`/api/admins/send-set-password-link/${parent._id}`, {
      method: 'POST',
      token: admin.token,
      headers: newClient(),
    })
    expect(sent.status).toBe(200)
    const mail = await smtp.waitFor((m) => m.to.includes(parent.email as string) && m.subject === 'अपना पासवर्ड रखें')
    expect(mail.text).toMatch(/^नमस्ते .+ जी,/)
    expect(mail.text).toContain(`आपका यूज़रनेम है: ${parent.username}`)
    expect(mail.text).toContain('पासवर्ड भूल गए?')
    expect(mail.text).not.toMatch(/Your centre|To choose your password/)
    expect(
      (await reset(linkIn(mail, 'set-password').searchParams.get('token') as string, NEW_PASSWORD, newClient())).status,
    ).toBe(200)
  })

  it('when an admin books a walk-in for a family that reads Telugu, then the welcome is in Telugu and the account keeps it', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const email = `walkin-te-${unique()}@example.test`
    const booked = await postMultipart(
      server,
      '/api/admins/bookAppointment',
      admin.token,
      bookingFields({ childId: '', email, branch: barkatpura, doctorId: doctor.user._id, language: 'te' }),
    )
    expect(booked.status).toBe(201)
    const welcome = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'చైల్డ్ డెవలప్‌మెంట్ సెంటర్స్‌లో మీ ఖాతా')
    expect(welcome.text).toContain('అపాయింట్‌మెంట్ బుక్ చేసి')
    // The account keeps the language from the welcome on: the booking's own mail, sent after it, is in Telugu too.
    await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'మీ అపాయింట్‌మెంట్ నిర్ధారించబడింది')
    expect(welcome.text).not.toMatch(/Your centre|To choose your password/)
    const username = welcome.text.match(/యూజర్‌నేమ్: (\S+)/)?.[1] as string
    expect(
      (await reset(linkIn(welcome, 'set-password').searchParams.get('token') as string, NEW_PASSWORD, newClient()))
        .status,
    ).toBe(200)
    const token = await loginAs(server.request, username, NEW_PASSWORD)
    const preferences = await server.request<{ language: string }>('/api/parents/preferences', { token })
    expect(preferences.body.language).toBe('te')
  })
})

describe('password links with PUBLIC_URL configured', () => {
  let server: TestServer
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.test' })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  it('then the e-mailed link points at PUBLIC_URL, whatever host the request named', async () => {
    const { user } = await createSignedInUser(server, { role: 'parent' })
    await server.request('/api/users/forgot-password', {
      json: { email: user.email },
      headers: { 'x-forwarded-host': 'evil.example' },
    })
    const mail = await smtp.waitFor((m) => m.to.includes(user.email as string))
    expect(linkIn(mail, 'reset-password').origin).toBe('https://portal.example.test')
  })
})
