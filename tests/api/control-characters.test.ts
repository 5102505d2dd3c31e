import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'
import { startTestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

const CONTROL = 'Must not contain control characters'
const NUL = '\u0000'

// PostgreSQL cannot store NUL in text (it answered 500), SQLite stored it: both now answer 400 and keep nothing.
describe('control characters in text: a clear 400 on every database', () => {
  let smtp: TestSmtpServer
  let server: Awaited<ReturnType<typeof startTestServer>>
  let centres: Record<string, string>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    // Its own copy of the database: it counts every user, message and mail, which other files add meanwhile.
    server = await startTestServer({ SMTP_URL: smtp.url, DATABASE_URL: isolatedDatabaseUrl('control_characters') })
    centres = await centreIdsByName(server)
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  let clientCounter = 0
  const newClient = () => ({ 'x-forwarded-for': `203.0.113.${++clientCounter}` })
  const count = async (collection: 'users' | 'contact-messages' | 'mail-outbox' | 'email-verifications') =>
    (await server.payload.count({ collection, overrideAccess: true })).totalDocs

  it('when an anonymous caller sends a NUL in login, check-availability, send-otp, verify-otp or contact, then each is a 400 with the field named and nothing is stored or mailed', async () => {
    const before = await Promise.all([
      count('users'),
      count('contact-messages'),
      count('mail-outbox'),
      count('email-verifications'),
    ])
    const calls: Array<[string, Record<string, unknown>, string]> = [
      ['/api/users/login', { username: `demo-admin${NUL}`, password: 'Demo@12345' }, 'username'],
      ['/api/users/login', { username: 'demo-admin', password: `Demo@12345${NUL}` }, 'password'],
      ['/api/users/check-availability', { username: `ravi${NUL}` }, 'username'],
      ['/api/users/check-availability', { email: `ravi${NUL}@example.test` }, 'email'],
      ['/api/users/send-otp', { otpEmail: `ravi-${unique()}${NUL}@example.test` }, 'otpEmail'],
      ['/api/users/verify-otp', { email: 'ravi@example.test', otp: `12345${NUL}` }, 'otp'],
      [
        '/api/contact',
        { name: `Priya${NUL}`, email: 'priya@example.com', phone: '9876543210', message: 'Saturday sessions, please?' },
        'name',
      ],
    ]
    for (const [path, json, field] of calls) {
      const { status, body } = await server.request<{ message: string; fieldErrors?: Record<string, string> }>(path, {
        json,
        headers: newClient(),
      })
      expect({ path, field, status }).toEqual({ path, field, status: 400 })
      expect(body.message).toBe(CONTROL)
      expect(body.fieldErrors?.[field]).toBe(CONTROL)
    }
    const after = await Promise.all([
      count('users'),
      count('contact-messages'),
      count('mail-outbox'),
      count('email-verifications'),
    ])
    expect(after).toEqual(before)
  })

  it('when a signed-in admin searches with a control character, then both paged lists answer 400 with the search named', async () => {
    const centre = centres['Nacharam Centre']
    const { token } = await createSignedInUser(server, { role: 'admin', centreId: centre })
    for (const path of [
      `/api/data/allChildren/${centre}?page=1&search=ab%00c`,
      `/api/admins/getAppointments/${centre}?page=1&search=ab%00c`,
      `/api/admins/getPendingAppointments/${centre}?search=%1B%5B2J`,
    ]) {
      const { status, body } = await server.request<{ message: string }>(path, { token })
      expect({ path, status }).toEqual({ path, status: 400 })
      expect(body.message).toMatch(/control characters/)
    }
    // A control character in a query parameter no route reads, or in the path, is refused by the same guard.
    const stray = await server.request<{ message: string }>(`/api/data/allcentres?x=%00`, { token })
    expect(stray).toMatchObject({ status: 400, body: { message: CONTROL } })
    const inPath = await server.request<{ message: string }>(`/api/appointments/abc%00def`, { token })
    expect(inPath).toMatchObject({ status: 400, body: { message: 'The address must not contain control characters' } })
  })

  it('when a parent updates their profile with a NUL or an escape, then it is refused and the stored profile is unchanged; a line break is kept only in the address', async () => {
    const { user, token } = await createSignedInUser(server, { role: 'parent', name: 'Lakshmi Devi' })
    const update = (json: Record<string, unknown>) =>
      server.request<{ message: string; fieldErrors?: Record<string, string> }>(`/api/data/updateUser/${user._id}`, {
        method: 'PUT',
        token,
        json: { name: 'Lakshmi Devi', email: user.email, mobilenumber: '9000000001', address: 'Hyderabad', ...json },
      })

    for (const name of [`Lakshmi${NUL}Devi`, 'Lakshmi\u001BDevi', 'Lakshmi\u0085Devi', 'Lakshmi\nDevi']) {
      const { status, body } = await update({ name })
      expect({ name, status }).toEqual({ name, status: 400 })
      expect(body.fieldErrors?.name).toBe(CONTROL)
    }
    expect((await update({ address: `4 Lake View${NUL}` })).body.fieldErrors?.address).toBe(CONTROL)
    const stored = await server.payload.findByID({ collection: 'users', id: user._id, depth: 0 })
    expect(stored).toMatchObject({ name: 'Lakshmi Devi', address: 'Hyderabad' })

    const multiLine = await update({ address: '4 Lake View\r\nHyderabad\t500001' })
    expect(multiLine.status).toBe(200)
    const updated = await server.payload.findByID({ collection: 'users', id: user._id, depth: 0 })
    expect(updated.address).toBe('4 Lake View\r\nHyderabad\t500001')
  })

  it('when an admin registers an account whose name or nested child holds a NUL, then nothing is created', async () => {
    const centre = centres['Neredmet Centre']
    const { token } = await createSignedInUser(server, { role: 'admin', centreId: centre })
    const usersBefore = await count('users')
    const username = `nul-${unique()}`
    const { status, body } = await server.request<{ fieldErrors?: Record<string, string> }>('/api/admins/register', {
      token,
      json: {
        username,
        password: 'Secret@1',
        role: 'parent',
        name: 'Ravi Kumar',
        mobilenumber: '9123456780',
        email: `${username}@example.test`,
        address: 'Hyderabad',
        child: { name: `Anu${NUL}`, dob: '2019-01-01', gender: 'Female' },
      },
    })
    expect(status).toBe(400)
    expect(body.fieldErrors).toEqual({ 'child.name': CONTROL })
    expect(await count('users')).toBe(usersBefore)
  })
})
