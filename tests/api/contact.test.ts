import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

const valid = (email: string) => ({
  name: 'Priya Sharma',
  email,
  phone: '+91 98765 43210',
  message: 'Do you offer occupational therapy on Saturdays at Manikonda?',
})

const storedWithEmail = async (payload: Payload, email: string) =>
  (
    await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const userWithRole = async (payload: Payload, role: string) =>
  (await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1, depth: 0 })).docs[0]

describe('POST /api/contact', () => {
  let smtp: TestSmtpServer
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: smtp.url })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  it('when a visitor sends a valid message, then it is stored as new and e-mailed to the head office', async () => {
    const email = `priya-${Date.now()}@example.com`
    const { status, body } = await server.request('/api/contact', { json: valid(email) })
    expect(status).toBe(201)
    expect(body.message).toBe('Thank you! Your message has been sent. We will get back to you soon.')

    const settings = await server.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const headOffice = (settings.headOffice as { email: string }).email
    const mail = await smtp.waitFor((m) => m.text.includes(email))
    expect(mail.to).toEqual([headOffice])
    expect(mail.subject).toBe('Website message from Priya Sharma')
    expect(mail.text).toContain('Do you offer occupational therapy on Saturdays at Manikonda?')

    const [stored] = await storedWithEmail(server.payload, email)
    expect(stored).toMatchObject({
      name: 'Priya Sharma',
      phone: '+91 98765 43210',
      status: 'new',
      mailed: true,
    })
  })

  it('when fields are missing or wrong, then each gets its message and nothing is stored or sent', async () => {
    const email = `not-an-email-${Date.now()}`
    const { status, body } = await server.request('/api/contact', {
      json: { name: '   ', email, phone: '12345', message: 'Hi' },
    })
    expect(status).toBe(400)
    expect(body.message).toBe('Please correct the highlighted fields.')
    expect(body.fieldErrors).toEqual({
      name: 'Full name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid 10-digit contact number',
      message: 'Please tell us a little more (at least 10 characters)',
    })
    const empty = await server.request('/api/contact', { json: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.fieldErrors).toMatchObject({
      name: 'Full name is required',
      email: 'Email address is required',
      phone: 'Contact number is required',
      message: 'Message is required',
    })
    expect(await storedWithEmail(server.payload, email)).toEqual([])
    expect(smtp.received.some((m) => m.text.includes(email))).toBe(false)
  })

  it('when the body is not JSON, then it answers 400 and stores nothing', async () => {
    const before = (await server.payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs
    const { status } = await server.request('/api/contact', { rawBody: '{"name":' })
    expect(status).toBe(400)
    expect((await server.payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs).toBe(
      before,
    )
  })

  it('when office staff look in the CMS, then editors and superadmins read messages and nobody else does', async () => {
    const email = `access-${Date.now()}@example.com`
    await server.request('/api/contact', { json: valid(email) })
    const where = { email: { equals: email } }
    for (const role of ['editor', 'superadmin']) {
      const user = await userWithRole(server.payload, role)
      const { docs } = await server.payload.find({ collection: 'contact-messages', where, overrideAccess: false, user })
      expect(docs, role).toHaveLength(1)
    }
    for (const role of ['admin', 'parent', 'doctor', 'therapist']) {
      const user = await userWithRole(server.payload, role)
      await expect(
        server.payload.find({ collection: 'contact-messages', where, overrideAccess: false, user }),
        role,
      ).rejects.toThrow()
    }
    await expect(
      server.payload.find({ collection: 'contact-messages', where, overrideAccess: false }),
    ).rejects.toThrow()
    // Messages only come from the form: not even an editor creates one through the CMS.
    const editor = await userWithRole(server.payload, 'editor')
    await expect(
      server.payload.create({
        collection: 'contact-messages',
        data: { ...valid(email), status: 'new' },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
  })
})

describe('POST /api/contact from one address many times', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.stop())

  it('when a visitor sends more than 8 in 10 minutes, then the rest are refused with 429 and not stored', async () => {
    const email = `flood-${Date.now()}@example.com`
    const statuses: number[] = []
    for (let attempt = 0; attempt < 8; attempt++) {
      // Bad attempts count too: a script cannot probe the form for free.
      const { status } = await server.request('/api/contact', { json: attempt < 6 ? {} : valid(email) })
      statuses.push(status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 201, 201])
    const refused = await server.request('/api/contact', { json: valid(email) })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(
      'You have sent several messages in a short time. Please wait a few minutes, or call us.',
    )
    expect(await storedWithEmail(server.payload, email)).toHaveLength(2)
  })
})
