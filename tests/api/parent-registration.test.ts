import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unique } from '../support/accounts.ts'
import { createTestClock } from '../support/clock.ts'
import { loginAs, startTestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

const MINUTE = 60_000

describe('parent registration with an e-mailed OTP', () => {
  const clock = createTestClock()
  let smtp: TestSmtpServer
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: smtp.url }, { clock: clock.now })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  // Each test uses its own addresses and client address, so the per-client limit never couples tests.
  let clientCounter = 0
  const newClient = () => ({ 'x-forwarded-for': `198.51.100.${++clientCounter}` })
  const newEmail = () => `parent-${unique()}@Example.test`

  const sendOtp = (otpEmail: string, headers = newClient()) =>
    server.request<{ success: boolean; message: string }>('/api/users/send-otp', { json: { otpEmail }, headers })
  const verifyOtp = (email: string, otp: string) =>
    server.request<{ success: boolean; message: string; token: string }>('/api/users/verify-otp', {
      json: { email, otp },
    })
  const register = (body: Record<string, unknown>, token?: string) =>
    server.request<Record<string, unknown>>('/api/users/parentRegister', { json: body, token })

  /** The code in the newest e-mail to an address, once that e-mail has arrived (after `seen` earlier ones). */
  async function otpMailedTo(email: string, seen = 0): Promise<string> {
    const address = email.toLowerCase()
    const deadline = Date.now() + 5000
    while (Date.now() < deadline) {
      const mails = smtp.received.filter((mail) => mail.to.includes(address))
      if (mails.length > seen) {
        const match = /\b(\d{6})\b/.exec(mails[mails.length - 1].text)
        if (!match) throw new Error(`no code in: ${mails[mails.length - 1].text}`)
        return match[1]
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`no OTP e-mail to ${address}`)
  }

  async function verifiedToken(email: string): Promise<string> {
    expect((await sendOtp(email)).status).toBe(200)
    const { status, body } = await verifyOtp(email, await otpMailedTo(email))
    expect(status).toBe(200)
    return body.token
  }

  const formFor = (email: string, overrides: Record<string, unknown> = {}) => ({
    parentName: 'Priya Sharma',
    parentEmail: email,
    parentPhone: '9876543210',
    username: `priya-${unique()}`,
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    address: '4 Lake View, Hyderabad',
    ...overrides,
  })

  const usersWithEmail = async (email: string) =>
    (await server.payload.find({ collection: 'users', where: { email: { equals: email.toLowerCase() } } })).totalDocs

  it('when the registration page speaks Telugu or Hindi, then the code comes in that language, the code itself verifies, and an unknown language is refused', async () => {
    for (const [language, subject, words] of [
      ['te', 'మీ వెరిఫికేషన్ కోడ్', 'మీ ఒక్కసారి వాడే కోడ్'],
      ['hi', 'आपका वेरिफ़िकेशन कोड', 'आपका वन-टाइम कोड'],
    ] as const) {
      const email = newEmail()
      const sent = await server.request('/api/users/send-otp', {
        json: { otpEmail: email, language },
        headers: newClient(),
      })
      expect(sent.status).toBe(200)
      const code = await otpMailedTo(email)
      const [mail] = smtp.received.filter((m) => m.to.includes(email.toLowerCase()))
      expect(mail.subject).toBe(subject)
      expect(mail.text).toContain(`${words} ${code}`)
      expect((await verifyOtp(email, code)).status).toBe(200)
    }
    const email = newEmail()
    const refused = await server.request<{ fieldErrors?: Record<string, string> }>('/api/users/send-otp', {
      json: { otpEmail: email, language: 'ur' },
      headers: newClient(),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors).toEqual({ language: 'Please choose a language we can write in' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.received.filter((m) => m.to.includes(email.toLowerCase()))).toEqual([])
  })

  it('when a parent sends, verifies and registers, then the code arrives by SMTP, the account is created and they can log in', async () => {
    const email = newEmail()
    const sent = await sendOtp(email)
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({ success: true, message: 'OTP sent to your email!' })

    const mail = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()))
    expect(mail.subject).toBe('Your verification code')
    expect(mail.text).toMatch(/valid for 5 minutes/)
    const code = await otpMailedTo(email)

    const verified = await verifyOtp(email, code)
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({ success: true, message: 'OTP verified successfully!', token: expect.any(String) })

    const form = formFor(email, { username: `Priya-${unique()}` })
    const created = await register(form, verified.body.token)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      success: true,
      message: 'Registration Successful! Redirecting to login...',
      user: { _id: expect.any(String), username: String(form.username).toLowerCase() },
    })

    const token = await loginAs(server.request, String(form.username), 'Strong@123')
    const { body: me } = await server.request<{ user: Record<string, unknown> }>('/api/users/me', { token })
    expect(me.user).toMatchObject({
      name: 'Priya Sharma',
      email: email.toLowerCase(),
      mobilenumber: '9876543210',
      address: '4 Lake View, Hyderabad',
      role: 'parent',
      centreId: null,
    })

    const audit = await server.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'account.created' } }, { targetUsername: { equals: me.user.username } }] },
    })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]).toMatchObject({
      ip: expect.any(String),
      details: { role: 'parent', via: 'self-registration' },
    })
  })

  it('when a code is sent, then the database holds only a keyed hash of it, never the code', async () => {
    const email = newEmail()
    await sendOtp(email)
    const code = await otpMailedTo(email)
    const { docs } = await server.payload.find({
      collection: 'email-verifications',
      where: { email: { equals: email.toLowerCase() } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(docs)).not.toContain(code)
    // Only superadmins could read the collection, and it is hidden in /admin.
    const editor = (await server.payload.find({ collection: 'users', where: { username: { equals: 'demo-editor' } } }))
      .docs[0]
    await expect(
      server.payload.find({ collection: 'email-verifications', overrideAccess: false, user: editor }),
    ).rejects.toThrow(/not allowed/)
  })

  it('when codes are older than a day, then the next send removes them', async () => {
    const stale = newEmail().toLowerCase()
    const dayAgo = new Date(clock.now().getTime() - 25 * 60 * MINUTE)
    await server.payload.create({
      collection: 'email-verifications',
      data: { email: stale, codeHash: 'f'.repeat(64), sentAt: dayAgo, expiresAt: dayAgo, attempts: 0 } as never,
    })
    await sendOtp(newEmail())
    const { totalDocs } = await server.payload.count({
      collection: 'email-verifications',
      where: { email: { equals: stale } },
    })
    expect(totalDocs).toBe(0)
  })

  describe('send-otp', () => {
    it('when the e-mail is missing or invalid, then 400 with the form messages and nothing is sent', async () => {
      const before = smtp.received.length
      const missing = await server.request('/api/users/send-otp', { json: {}, headers: newClient() })
      expect(missing.status).toBe(400)
      expect(missing.body).toEqual({
        success: false,
        message: 'Email is required',
        fieldErrors: { otpEmail: 'Email is required' },
      })
      const invalid = await sendOtp('not-an-email')
      expect(invalid.status).toBe(400)
      expect(invalid.body).toMatchObject({ fieldErrors: { otpEmail: 'Please enter a valid email address' } })
      expect(smtp.received.length).toBe(before)
    })

    it('when the address already has an account (any letter case), then 409 User with this email already exists', async () => {
      const { status, body } = await sendOtp('DEMO-Parent@EXAMPLE.com')
      expect(status).toBe(409)
      expect(body).toEqual({
        success: false,
        message: 'User with this email already exists',
        fieldErrors: { otpEmail: 'User with this email already exists' },
      })
    })

    it('when codes are requested again and again, then one a minute and five an hour are sent, with clear 429s', async () => {
      const email = newEmail()
      expect((await sendOtp(email)).status).toBe(200)
      const tooSoon = await sendOtp(email)
      expect(tooSoon.status).toBe(429)
      expect(tooSoon.body).toEqual({
        success: false,
        message: expect.stringMatching(/^Please wait \d+ (seconds?|minute) before requesting another OTP\.$/),
      })
      for (let send = 2; send <= 5; send++) {
        clock.advance(61_000)
        expect((await sendOtp(email)).status).toBe(200)
      }
      clock.advance(61_000)
      const tooMany = await sendOtp(email)
      expect(tooMany.status).toBe(429)
      expect(tooMany.body).toMatchObject({
        message: expect.stringMatching(
          /^Too many OTP requests for this email address\. Please try again in \d+ minutes?\.$/,
        ),
      })
      clock.advance(60 * MINUTE)
      expect((await sendOtp(email)).status).toBe(200)
    })

    it('when a new code is sent, then the previous one no longer works', async () => {
      const email = newEmail()
      await sendOtp(email)
      const first = await otpMailedTo(email)
      clock.advance(61_000)
      await sendOtp(email)
      const second = await otpMailedTo(email, 1)
      if (first !== second) {
        expect((await verifyOtp(email, first)).body).toMatchObject({ message: 'Invalid OTP' })
      }
      expect((await verifyOtp(email, second)).status).toBe(200)
    })

    it('when one client asks for codes for many addresses, then it is stopped with 429', async () => {
      const headers = newClient()
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) statuses.push((await sendOtp(newEmail(), headers)).status)
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
      expect(statuses[20]).toBe(429)
    })
  })

  describe('verify-otp', () => {
    it("when the code is empty, then 400 'Please enter the OTP.'", async () => {
      const { status, body } = await verifyOtp(newEmail(), ' ')
      expect(status).toBe(400)
      expect(body).toMatchObject({ success: false, fieldErrors: { otp: 'Please enter the OTP.' } })
    })

    it('when no code was sent to the address, then 400 saying to request one', async () => {
      const { status, body } = await verifyOtp(newEmail(), '123456')
      expect(status).toBe(400)
      expect(body).toEqual({
        success: false,
        message: 'No OTP has been sent to this email address. Please request one.',
      })
    })

    it('when wrong codes are tried, then Invalid OTP four times, 429 at the fifth, and the right code is dead too', async () => {
      const email = newEmail()
      await sendOtp(email)
      const code = await otpMailedTo(email)
      const wrong = code === '000000' ? '000001' : '000000'
      for (let attempt = 1; attempt <= 4; attempt++) {
        const { status, body } = await verifyOtp(email, wrong)
        expect(status).toBe(400)
        expect(body).toMatchObject({ success: false, message: 'Invalid OTP' })
      }
      const fifth = await verifyOtp(email, wrong)
      expect(fifth.status).toBe(429)
      expect(fifth.body).toMatchObject({
        message: 'Too many wrong attempts. This OTP is no longer valid; please request a new one.',
      })
      const right = await verifyOtp(email, code)
      expect(right.status).toBe(429)
      expect(right.body).not.toHaveProperty('token')
    })

    it('when 30 wrong codes arrive at once, then no more than four are answered Invalid OTP, and the right code is dead after', async () => {
      const email = newEmail()
      await sendOtp(email)
      const code = await otpMailedTo(email)
      const wrongCodes = Array.from({ length: 30 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      )
      const answers = await Promise.all(wrongCodes.map((wrong) => verifyOtp(email, wrong)))
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([])
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4)
      const right = await verifyOtp(email, code)
      expect(right.status).toBe(429)
      expect(right.body).toMatchObject({
        message: 'Too many wrong attempts. This OTP is no longer valid; please request a new one.',
      })
      expect(right.body).not.toHaveProperty('token')
    })

    it('when the code is older than 5 minutes, then it has expired', async () => {
      const email = newEmail()
      await sendOtp(email)
      const code = await otpMailedTo(email)
      clock.advance(5 * MINUTE + 1000)
      const { status, body } = await verifyOtp(email, code)
      expect(status).toBe(400)
      expect(body).toEqual({ success: false, message: 'OTP has expired. Please request a new one.' })
    })

    it('when the code is used a second time, then it is refused', async () => {
      const email = newEmail()
      await sendOtp(email)
      const code = await otpMailedTo(email)
      clock.advance(4 * MINUTE)
      expect((await verifyOtp(email, code)).status).toBe(200)
      const again = await verifyOtp(email, code)
      expect(again.status).toBe(400)
      expect(again.body).toEqual({
        success: false,
        message: 'This OTP has already been used. Please request a new one.',
      })
    })
  })

  describe('parentRegister', () => {
    it('when there is no verification token, a login token, a tampered one or an expired one, then 401 and no account', async () => {
      const email = newEmail()
      const form = formFor(email)
      const missing = await register(form)
      expect(missing.status).toBe(401)
      expect(missing.body).toEqual({ success: false, message: 'Please verify your email address with the OTP first.' })

      const loginToken = await loginAs(server.request, 'demo-parent')
      expect((await register(form, loginToken)).status).toBe(401)

      const token = await verifiedToken(email)
      const [header, payload, signature] = token.split('.')
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
      const forged = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'x@y.z' })).toString('base64url'), signature]
      expect((await register(form, forged.join('.'))).status).toBe(401)

      clock.advance(31 * MINUTE)
      const expired = await register(form, token)
      expect(expired.status).toBe(401)
      expect(expired.body).toEqual({
        success: false,
        message: 'Your email verification has expired. Please verify your email address again.',
      })
      expect(await usersWithEmail(email)).toBe(0)
    })

    it('when the token verified another address, then 403 and no account', async () => {
      const verified = newEmail()
      const other = newEmail()
      const token = await verifiedToken(verified)
      const { status, body } = await register(formFor(other), token)
      expect(status).toBe(403)
      expect(body).toEqual({
        success: false,
        message: 'This email address has not been verified. Please verify it with the OTP sent to it.',
      })
      expect(await usersWithEmail(other)).toBe(0)
    })

    it('when a verification token is presented as a login token, then it is refused', async () => {
      const token = await verifiedToken(newEmail())
      expect((await server.request('/api/users/me', { token })).status).toBe(401)
    })

    it('when the form is invalid, then 400 with every message of docs/product.md §7 on its field and no account', async () => {
      const email = newEmail()
      const token = await verifiedToken(email)
      const { status, body } = await register(
        {
          parentName: '',
          parentEmail: email,
          parentPhone: '12345',
          username: 'abc',
          password: 'weakpass',
          confirmPassword: 'different',
          address: ' ',
        },
        token,
      )
      expect(status).toBe(400)
      expect(body).toMatchObject({
        success: false,
        fieldErrors: {
          parentName: 'Parent name is required',
          parentPhone: 'Please enter a valid 10-digit phone number',
          username: 'Username must be at least 5 characters',
          password: 'Password must contain at least one uppercase letter',
          address: 'Address is required',
        },
      })
      const mismatch = await register(formFor(email, { confirmPassword: 'Strong@124' }), token)
      expect(mismatch.body).toMatchObject({ fieldErrors: { confirmPassword: 'Passwords do not match' } })
      expect(await usersWithEmail(email)).toBe(0)
    })

    it('when the username exists in another letter case, then 409 Username already taken', async () => {
      const email = newEmail()
      const token = await verifiedToken(email)
      const { status, body } = await register(formFor(email, { username: 'Demo-PARENT' }), token)
      expect(status).toBe(409)
      expect(body).toEqual({
        success: false,
        message: 'Username already taken',
        fieldErrors: { username: 'Username already taken' },
      })
      expect(await usersWithEmail(email)).toBe(0)
    })

    it('when the verified address registers a second time, then 409 User with this email already exists', async () => {
      const email = newEmail()
      const token = await verifiedToken(email)
      expect((await register(formFor(email), token)).status).toBe(201)
      const again = await register(formFor(email.toUpperCase()), token)
      expect(again.status).toBe(409)
      expect(again.body).toEqual({
        success: false,
        message: 'User with this email already exists',
        fieldErrors: { parentEmail: 'User with this email already exists' },
      })
      expect(await usersWithEmail(email)).toBe(1)
      expect((await sendOtp(email)).status).toBe(409)
    })

    it('when two registrations with the same e-mail race, then the database lets exactly one win', async () => {
      const email = newEmail()
      const token = await verifiedToken(email)
      const results = await Promise.all([register(formFor(email), token), register(formFor(email), token)])
      expect(results.map((r) => r.status).sort()).toEqual([201, 409])
      expect(await usersWithEmail(email)).toBe(1)
    })
  })
})

describe('send-otp when the mail server is down', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, so every send is refused at once.
    server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:1' })
  })
  afterAll(() => server?.stop())

  it('when the code cannot be e-mailed yet, then send-otp still answers at once, the code is kept and its mail waits in the outbox with the error', async () => {
    const email = `down-${unique()}@example.test`
    const started = performance.now()
    const { status, body } = await server.request('/api/users/send-otp', { json: { otpEmail: email } })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, message: 'OTP sent to your email!' })
    const { totalDocs } = await server.payload.count({
      collection: 'email-verifications',
      where: { email: { equals: email } },
    })
    expect(totalDocs).toBe(1)
    // The worker has tried once (after the response), and will try again (tests/api/mail-outbox.test.ts).
    let row: { status?: string; lastError?: string | null } | undefined
    for (let wait = 0; wait < 100 && !row?.lastError; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      row = (await server.payload.find({ collection: 'mail-outbox', where: { to: { equals: email } }, depth: 0 }))
        .docs[0] as typeof row
    }
    expect(row).toMatchObject({ status: 'queued', lastError: expect.stringMatching(/ECONNREFUSED/) })
  })
})
