import { beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { DEMO_PASSWORD, loginAs, sharedTestServer, type TestServer } from '../support/server.ts'
import type { TestSmtpServer } from '../support/smtp.ts'

// This file's accounts' e-mail domain, so that it counts only the accounts it made.
const DOMAIN = `usernames-${unique()}.example.test`

const CHARACTERS = 'Username may only contain letters a-z, digits, dots, hyphens and underscores'

// Look-alikes of an existing username: each renders as (or very nearly as) "demo-admin" or "demo-doctor".
const LOOK_ALIKES = [
  'demo\u200B-admin', // zero-width space
  '\u202Enimda-omed', // right-to-left override: shows as "demo-admin"
  'demo-admin\u200D', // zero-width joiner
  'demo-\u0430dmin', // Cyrillic a
  'demo admin',
]

describe('usernames: one spelling per look, in both registration paths and at sign-in', () => {
  let smtp: TestSmtpServer
  let server: TestServer
  let adminToken: string
  beforeAll(async () => {
    const shared = await sharedTestServer()
    server = shared
    smtp = shared.smtp
    const centres = await centreIdsByName(server)
    ;({ token: adminToken } = await createSignedInUser(server, {
      role: 'admin',
      centreId: centres['Suchitra Centre'],
    }))
  })

  // Only the accounts of this file (their e-mails are on its own domain): other files register users meanwhile.
  const userCount = async () =>
    (
      await server.payload.count({
        collection: 'users',
        where: { email: { contains: `@${DOMAIN}` } },
        overrideAccess: true,
      })
    ).totalDocs
  const adminRegister = (username: string) =>
    server.request<{ message: string; fieldErrors?: Record<string, string> }>('/api/admins/register', {
      token: adminToken,
      json: {
        username,
        password: 'Secret@1',
        confirmPassword: 'Secret@1',
        role: 'therapist',
        name: 'Sana Fatima',
        mobilenumber: '9123456780',
        email: `therapist-${unique()}@${DOMAIN}`,
      },
    })

  it('when an admin registers a therapist whose username hides an invisible, direction or foreign character, then it is a 400 on the username and nobody is created', async () => {
    const before = await userCount()
    for (const username of [...LOOK_ALIKES, 'demo-admin\u0000']) {
      const { status, body } = await adminRegister(username)
      expect({ username, status }).toEqual({ username, status: 400 })
      expect(body.fieldErrors?.username).toMatch(/^(Username may only contain|Must not contain control characters)/)
    }
    expect((await adminRegister('demo\u200B-admin')).body.fieldErrors?.username).toBe(CHARACTERS)
    expect(await userCount()).toBe(before)
  })

  it('when an admin registers a full-width or upper-case spelling of an existing username, then it is the same username: taken', async () => {
    for (const username of ['Ｄｅｍｏ-Ａｄｍｉｎ', 'DEMO-ADMIN']) {
      const { status, body } = await adminRegister(username)
      expect({ username, status }).toEqual({ username, status: 409 })
      expect(body.fieldErrors?.username).toBe('Username already taken')
    }
  })

  it('when an admin registers a username of letters, digits, dots, hyphens and underscores, then it is stored normalised and signs in typed in any case', async () => {
    const typed = `Ｎｅｗ.Staff_${unique()}`
    const { status, body } = await adminRegister(typed)
    expect(status).toBe(201)
    const stored = typed.normalize('NFKC').toLowerCase()
    expect(body).toMatchObject({ user: { username: stored } })
    await loginAs(server.request, stored.toUpperCase(), 'Secret@1')
  })

  it('when someone signs in with a full-width or mixed-case spelling of a demo username, then it is the same account', async () => {
    await loginAs(server.request, 'Demo-Admin', DEMO_PASSWORD)
    await loginAs(server.request, 'Ｄｅｍｏ-Ａｄｍｉｎ', DEMO_PASSWORD)
    const check = await server.request('/api/users/check-availability', { json: { username: 'ＤＥＭＯ-Doctor' } })
    expect(check.body).toMatchObject({ usernameTaken: true })
  })

  it('when a parent registers with an invisible character in the username, then it is a 400 on the username and nobody is created', async () => {
    const email = `parent-${unique()}@${DOMAIN}`
    expect((await server.request('/api/users/send-otp', { json: { otpEmail: email } })).status).toBe(200)
    const mail = await smtp.waitFor((m) => m.to.includes(email))
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1]
    const verified = await server.request<{ token: string }>('/api/users/verify-otp', { json: { email, otp } })
    expect(verified.status).toBe(200)

    const before = await userCount()
    const form = {
      parentName: 'Priya Sharma',
      parentEmail: email,
      parentPhone: '9876543210',
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
      address: '4 Lake View, Hyderabad',
    }
    for (const username of ['priya\u200Bsharma', '\u202Eayirp-sharma', 'priya\u0000sharma']) {
      const { status, body } = await server.request<{ fieldErrors?: Record<string, string> }>(
        '/api/users/parentRegister',
        { json: { ...form, username }, token: verified.body.token },
      )
      expect({ username, status }).toEqual({ username, status: 400 })
      expect(body.fieldErrors?.username).toBeDefined()
    }
    expect(await userCount()).toBe(before)

    const suffix = unique()
    const { status, body } = await server.request<{ user: { username: string } }>('/api/users/parentRegister', {
      json: { ...form, username: `Priya.Sharma_${suffix}` },
      token: verified.body.token,
    })
    expect(status).toBe(201)
    expect(body.user.username).toBe(`priya.sharma_${suffix}`)
  })
})
