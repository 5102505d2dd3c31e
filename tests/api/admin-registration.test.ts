import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { loginAs, startTestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

describe('POST /api/admins/register', () => {
  let smtp: TestSmtpServer
  let server: Awaited<ReturnType<typeof startTestServer>>
  let centres: Record<string, string>
  let adminToken: string
  let adminCentre: string
  const passwordsUsed: string[] = []

  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://centres.example.test' })
    centres = await centreIdsByName(server)
    adminCentre = centres['Manikonda Centre']
    ;({ token: adminToken } = await createSignedInUser(server, { role: 'admin', centreId: adminCentre }))
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  const registration = (overrides: Record<string, unknown> = {}) => {
    const username = `staff-${unique()}`
    const password = `Pw${unique()}!`
    passwordsUsed.push(password)
    return {
      username,
      password,
      confirmPassword: password,
      role: 'doctor',
      name: 'Dr. Kavya Rao',
      mobilenumber: '9123456780',
      email: `${username}@Example.test`,
      ...overrides,
    }
  }
  const register = (json: unknown, token = adminToken) =>
    server.request<Record<string, unknown>>('/api/admins/register', { json, token })
  const userNamed = async (username: string) =>
    (await server.payload.find({ collection: 'users', depth: 0, where: { username: { equals: username } } })).docs[0]

  it('when an admin registers a doctor, then it belongs to their centre, can log in, and gets a welcome e-mail without the password', async () => {
    const form = registration()
    const { status, body } = await register(form)
    expect(status).toBe(201)
    expect(body).toEqual({
      message: 'Registration successful!',
      user: { _id: expect.any(String), username: form.username, role: 'doctor', name: 'Dr. Kavya Rao' },
    })
    const stored = await userNamed(form.username)
    expect(stored).toMatchObject({ role: 'doctor', centre: adminCentre, email: form.email.toLowerCase() })
    await loginAs(server.request, form.username, form.password)

    const mail = await smtp.waitFor((m) => m.to.includes(form.email.toLowerCase()))
    expect(mail.subject).toBe('Your account at the Child Development Centres')
    expect(mail.text).toContain(`Your username is: ${form.username}`)
    expect(mail.text).toContain('https://centres.example.test/login')
    expect(mail.text).toMatch(/Change Password/)
    expect(mail.text).not.toContain(form.password)
    expect(mail.html ?? '').not.toContain(form.password)

    const audit = await server.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'account.created' } }, { targetUsername: { equals: form.username } }] },
    })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]).toMatchObject({
      actorUsername: expect.stringMatching(/^admin-/),
      details: { role: 'doctor', via: 'admin-registration', centreId: adminCentre },
    })
  })

  it('when an admin registers a parent who reads Telugu, then the welcome is in Telugu and the account keeps the language', async () => {
    const form = registration({ role: 'parent', name: 'Lakshmi Reddy', address: '3 Lake Road', language: 'te' })
    expect((await register(form)).status).toBe(201)
    const mail = await smtp.waitFor((m) => m.to.includes(form.email.toLowerCase()))
    expect(mail.subject).toBe('చైల్డ్ డెవలప్‌మెంట్ సెంటర్స్‌లో మీ ఖాతా')
    expect(mail.text).toMatch(/^నమస్తే Lakshmi Reddy గారు,/)
    expect(mail.text).toContain(`మీ యూజర్‌నేమ్: ${form.username}`)
    expect(mail.text).toContain('https://centres.example.test/login')
    expect(mail.text).not.toContain('Your centre')
    expect(mail.text).not.toContain(form.password)
    // The parent's later mails and the portal on a new device read the same language.
    const token = await loginAs(server.request, form.username, form.password)
    const preferences = await server.request<{ language: string }>('/api/parents/preferences', { token })
    expect(preferences.body.language).toBe('te')
  })

  it('when a language no mail is written in is sent, then 400 with the field message', async () => {
    const { status, body } = await register(registration({ language: 'fr' }))
    expect(status).toBe(400)
    expect(body.fieldErrors).toMatchObject({ language: 'Please choose a language we can write in' })
  })

  it('when an admin registers a parent with a child, then the child is pending at the admin centre and belongs to the parent', async () => {
    const form = registration({
      role: 'parent',
      name: 'Suresh Babu',
      address: '7 Temple Street, Hyderabad',
      child: {
        name: 'Anika Babu',
        dob: '2019-03-09',
        gender: 'Female',
        schoolName: 'Little Stars',
        schoolBoard: 'ICSE',
      },
    })
    const { status, body } = await register(form)
    expect(status).toBe(201)
    expect(body).toMatchObject({
      user: { username: form.username, role: 'parent', name: 'Suresh Babu' },
      child: { _id: expect.any(String), name: 'Anika Babu' },
    })
    const child = await server.payload.findByID({
      collection: 'children',
      id: String((body.child as { _id: string })._id),
      depth: 0,
    })
    expect(child).toMatchObject({
      name: 'Anika Babu',
      gender: 'Female',
      schoolName: 'Little Stars',
      schoolBoard: 'ICSE',
      admitStatus: 'pending',
      parent: (body.user as { _id: string })._id,
      centre: adminCentre,
    })
    expect(String(child.dob).slice(0, 10)).toBe('2019-03-09')
    expect((await userNamed(form.username)).address).toBe('7 Temple Street, Hyderabad')
  })

  it("when a client sends exactly the product's payload (no confirmPassword; the child as childData), then the parent and child are registered", async () => {
    const { confirmPassword: _unsent, ...form } = registration({
      role: 'parent',
      name: 'Farah Khan',
      centreId: adminCentre,
      address: '12 Market Road, Hyderabad',
      childData: { name: 'Zoya Khan', dob: '2020-07-01', gender: 'Female', schoolName: '', centreId: adminCentre },
    })
    const { status, body } = await register(form)
    expect(status).toBe(201)
    expect(body).toMatchObject({
      user: { username: form.username, role: 'parent', name: 'Farah Khan' },
      child: { _id: expect.any(String), name: 'Zoya Khan' },
    })
    const child = await server.payload.findByID({
      collection: 'children',
      id: String((body.child as { _id: string })._id),
      depth: 0,
    })
    expect(child).toMatchObject({ parent: (body.user as { _id: string })._id, centre: adminCentre })
    await loginAs(server.request, form.username, String(form.password))

    const doctor = registration()
    delete (doctor as Partial<typeof doctor>).confirmPassword
    expect((await register(doctor)).status).toBe(201)
  })

  it('when the confirmation is sent and differs, or childData names another centre, then it is refused and nothing is created', async () => {
    const mismatch = registration({ confirmPassword: 'Something@else1' })
    const refused = await register(mismatch)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ fieldErrors: { confirmPassword: 'Passwords do not match' } })
    expect(await userNamed(mismatch.username)).toBeUndefined()

    const elsewhere = registration({
      role: 'parent',
      address: 'Hyderabad',
      childData: { name: 'Ayaan', dob: '2020-01-01', gender: 'Male', centreId: centres['Bowenpally Centre'] },
    })
    const foreign = await register(elsewhere)
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({ message: 'You can only register accounts for your own centre.' })
    expect(await userNamed(elsewhere.username)).toBeUndefined()
  })

  it('when a therapist is registered with the centre id of the admin, then it is accepted; with another centre, 403 and nothing is created', async () => {
    const own = registration({ role: 'therapist', centreId: adminCentre })
    expect((await register(own)).status).toBe(201)
    const foreign = registration({ role: 'therapist', centreId: centres['Bowenpally Centre'] })
    const { status, body } = await register(foreign)
    expect(status).toBe(403)
    expect(body).toEqual({ message: 'You can only register accounts for your own centre.' })
    expect(await userNamed(foreign.username)).toBeUndefined()
  })

  it.each(['admin', 'editor', 'superadmin'])(
    'when an admin tries to register an %s, then 403 and nothing is created',
    async (role) => {
      const form = registration({ role })
      const { status, body } = await register(form)
      expect(status).toBe(403)
      expect(body).toEqual({ message: 'Admins can register parent, therapist and doctor accounts only.' })
      expect(await userNamed(form.username)).toBeUndefined()
    },
  )

  it.each(['demo-parent', 'demo-doctor', 'demo-therapist', 'demo-editor', 'demo-superadmin'])(
    'when %s calls the admin registration, then 403',
    async (username) => {
      const form = registration()
      const { status } = await register(form, await loginAs(server.request, username))
      expect(status).toBe(403)
      expect(await userNamed(form.username)).toBeUndefined()
    },
  )

  it('when nobody is signed in, then 401', async () => {
    expect((await server.request('/api/admins/register', { json: registration() })).status).toBe(401)
  })

  it('when fields are missing or wrong, then 400 with the messages of docs/product.md §7.3', async () => {
    const empty = await register({})
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({
      fieldErrors: {
        username: 'Username is required',
        password: 'Password is required',
        role: 'Role is required',
        name: 'Name is required',
        mobilenumber: 'Mobile number is required',
        email: 'Email is required',
      },
    })
    const wrong = await register(
      registration({ email: 'not-an-email', mobilenumber: '12345', password: 'abc', confirmPassword: 'abc' }),
    )
    expect(wrong.body).toMatchObject({
      fieldErrors: {
        email: 'Email is invalid',
        mobilenumber: 'Mobile number must be 10 digits',
        password: 'Password must be at least 6 characters',
      },
    })
    const mismatch = await register(registration({ confirmPassword: 'something-else' }))
    expect(mismatch.body).toMatchObject({ fieldErrors: { confirmPassword: 'Passwords do not match' } })
    const parentWithoutAddress = await register(registration({ role: 'parent' }))
    expect(parentWithoutAddress.body).toMatchObject({ fieldErrors: { address: 'Address is required' } })
  })

  it('when the child block is incomplete, then 400 with the child messages and neither parent nor child is created', async () => {
    const form = registration({ role: 'parent', address: 'Hyderabad', child: { name: ' ', dob: '', gender: '' } })
    const { status, body } = await register(form)
    expect(status).toBe(400)
    expect(body).toMatchObject({
      fieldErrors: {
        'child.name': 'Child name is required',
        'child.dob': 'Date of birth is required',
        'child.gender': 'Gender is required',
      },
    })
    expect(await userNamed(form.username)).toBeUndefined()
  })

  it('when the username or e-mail is taken in another letter case, then 409 with the field message', async () => {
    const byUsername = await register(registration({ username: 'Demo-Doctor' }))
    expect(byUsername.status).toBe(409)
    expect(byUsername.body).toEqual({
      message: 'Username already taken',
      fieldErrors: { username: 'Username already taken' },
    })
    const byEmail = await register(registration({ email: 'DEMO-DOCTOR@example.com' }))
    expect(byEmail.status).toBe(409)
    expect(byEmail.body).toEqual({
      message: 'User with this email already exists',
      fieldErrors: { email: 'User with this email already exists' },
    })
  })

  it('no e-mail sent during these tests contains any password that was used', async () => {
    expect(smtp.received.length).toBeGreaterThan(0)
    for (const mail of smtp.received) {
      for (const password of passwordsUsed) {
        expect(mail.text).not.toContain(password)
      }
    }
  })
})
