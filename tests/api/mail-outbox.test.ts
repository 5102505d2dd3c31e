import { io, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mailRouteOf } from '@app/mail'
import { SMTP_CONNECTIONS, sqlOf } from '@app/platform'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { bookingFields, centreStaff, postMultipart } from '../support/appointments.ts'
import { spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { startTestServer } from '../support/server.ts'
import {
  outboxDrained,
  startSmtpServer,
  startStalledSmtpServer,
  type StalledSmtpServer,
  type TestSmtpServer,
} from '../support/smtp.ts'
import { testDatabaseUrl, TEST_SECRET } from '../support/test-config.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** The outbox rows of these recipients, as a superadmin sees them in /admin. */
async function outboxRows(server: TestServer, recipients: string[]) {
  const { docs } = await server.payload.find({
    collection: 'mail-outbox',
    where: { to: { in: recipients } },
    depth: 0,
    limit: 1000,
    pagination: false,
  })
  return docs as unknown as Array<{ to: string; status: string; attempts: number; lastError?: string | null }>
}

/** A free port on loopback (an SMTP server that is "down": nothing listens there). */
async function freePort(): Promise<number> {
  const probe = await startSmtpServer()
  const port = Number(new URL(probe.url).port)
  await probe.stop()
  return port
}

const receivedBy = (smtp: TestSmtpServer, to: string) => smtp.received.filter((mail) => mail.to.includes(to)).length

async function until(check: () => Promise<boolean>, timeoutMs = 10_000, what = 'the condition') {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('mail with a server that accepts connections and never answers', () => {
  let stalled: StalledSmtpServer
  let smtp: TestSmtpServer | undefined
  let server: TestServer
  const sockets: Socket[] = []
  beforeAll(async () => {
    stalled = await startStalledSmtpServer()
    server = await startTestServer({ SMTP_URL: stalled.url, MAIL_RETRY_FIRST_MS: '200' })
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })
  afterAll(async () => {
    await server?.stop()
    await stalled?.stop()
    await smtp?.stop()
  })

  const adminSocket = async (token: string) => {
    const socket = io(server.url, { auth: { token }, transports: ['websocket'], reconnection: false })
    sockets.push(socket)
    await new Promise((resolve, reject) => {
      socket.on('ready', resolve)
      socket.on('connect_error', reject)
    })
    return socket
  }

  /** A parent's booking: how long until the 201, and until the centre's admin hears appointment:pending. */
  async function timedBooking(centreId: string, socket: Socket, email: string) {
    const { doctor } = await centreStaff(server, centreId)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const started = performance.now()
    const heard = new Promise<number>((resolve) => socket.once('appointment:pending', () => resolve(performance.now())))
    const booked = await postMultipart<{ appointment: { _id: string } }>(
      server,
      '/api/admins/bookAppointment',
      parent.token,
      bookingFields({ branch: centreId, doctorId: doctor.user._id, email }),
    )
    const answeredMs = performance.now() - started
    expect(booked.status).toBe(201)
    const eventMs = (await heard) - started
    return { answeredMs, eventMs }
  }

  it('when a parent books and asks for an OTP, then the 201, the live event and the 200 come at once, and when a working server comes back on the address each mail goes out once', async () => {
    const centreId = (await centreIdsByName(server))['Barkatpura Centre']
    const admin = await createSignedInUser(server, { role: 'admin', centreId })
    const socket = await adminSocket(admin.token)

    // The first booking of a fresh server warms its code paths; it is not timed, so the comparison below
    // is between bookings that differ only in the mail server.
    const warmUpEmail = `warm-up-booking-${unique()}@example.test`
    await timedBooking(centreId, socket, warmUpEmail)
    const bookingEmails = [warmUpEmail, ...[0, 1, 2].map(() => `stalled-booking-${unique()}@example.test`)]
    const stalledTimes = []
    for (const email of bookingEmails.slice(1)) stalledTimes.push(await timedBooking(centreId, socket, email))
    // The first delivery is underway, stuck on the silent server, while the bookings have been answered.
    await stalled.waitForConnections(1)
    const whileStalled = await outboxRows(server, bookingEmails)
    expect(whileStalled.map((row) => row.status)).toContain('sending')

    const otpEmail = `stalled-otp-${unique()}@example.test`
    const otpStarted = performance.now()
    const otp = await server.request('/api/users/send-otp', { json: { otpEmail } })
    const otpMs = performance.now() - otpStarted
    expect(otp.status).toBe(200)

    // The same address answers again, now with a working mail server.
    const port = stalled.port
    await stalled.stop()
    smtp = await startSmtpServer({ port })
    const workingEmails = [0, 1, 2].map(() => `working-booking-${unique()}@example.test`)
    const workingTimes = []
    for (const email of workingEmails) workingTimes.push(await timedBooking(centreId, socket, email))

    await outboxDrained(server)
    for (const email of [...bookingEmails, otpEmail, ...workingEmails]) expect(receivedBy(smtp, email), email).toBe(1)
    expect((await outboxRows(server, [...bookingEmails, otpEmail])).every((row) => row.status === 'sent')).toBe(true)

    const fastest = (times: { answeredMs: number; eventMs: number }[], key: 'answeredMs' | 'eventMs') =>
      Math.min(...times.map((time) => time[key]))
    console.info(
      `stalled SMTP: booking 201 in ${stalledTimes.map((t) => t.answeredMs.toFixed(0)).join('/')} ms, live event ${stalledTimes
        .map((t) => t.eventMs.toFixed(0))
        .join('/')} ms, send-otp ${otpMs.toFixed(0)} ms; working SMTP: 201 in ${workingTimes
        .map((t) => t.answeredMs.toFixed(0))
        .join('/')} ms, live event ${workingTimes.map((t) => t.eventMs.toFixed(0)).join('/')} ms`,
    )
    // Before the outbox, each of these waited 30 s for the silent server.
    expect(fastest(stalledTimes, 'answeredMs') - fastest(workingTimes, 'answeredMs')).toBeLessThan(100)
    expect(fastest(stalledTimes, 'eventMs') - fastest(workingTimes, 'eventMs')).toBeLessThan(100)
    expect(otpMs).toBeLessThan(1000)
  })
})

describe('a backlog of mail while the mail server never answers', () => {
  let stalled: StalledSmtpServer
  let server: TestServer
  beforeAll(async () => {
    stalled = await startStalledSmtpServer()
    server = await startTestServer({ SMTP_URL: stalled.url })
  })
  afterAll(async () => {
    await server?.stop()
    await stalled?.stop()
  })

  it('when forty mails are due at once, then a process takes only as many as it has SMTP connections, and the rest stay queued for another', async () => {
    // Queued in one statement, so the worker's first claim sees all forty (a process that dies holds what it took,
    // for the lease: two minutes).
    const batch = `backlog-${unique()}`
    const { db, op } = await sqlOf(server.payload)
    const route = mailRouteOf(stalled.url)
    await db.execute(op.sql`
      insert into mail_outbox ("to", subject, status, route, attempts, next_attempt_at, message)
      select ${batch} || '-' || g || '@example.test', 'Backlog ' || g, 'queued', ${route}, 0, now(),
        jsonb_build_object('to', ${batch} || '-' || g || '@example.test', 'subject', 'Backlog ' || g, 'text', 'Hello')
      from generate_series(1, 40) g`)
    server.app.outbox.worker?.wake()

    await stalled.waitForConnections(SMTP_CONNECTIONS)
    const recipients = Array.from({ length: 40 }, (_, i) => `${batch}-${i + 1}@example.test`)
    await until(
      async () => (await outboxRows(server, recipients)).filter((row) => row.status === 'sending').length > 0,
      10_000,
      'a claim',
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    const statuses = (await outboxRows(server, recipients)).map((row) => row.status)
    expect(statuses.filter((status) => status === 'sending')).toHaveLength(SMTP_CONNECTIONS)
    expect(statuses.filter((status) => status === 'queued')).toHaveLength(40 - SMTP_CONNECTIONS)
  })
})

describe('mail while the mail server is down for a while', () => {
  let server: TestServer
  let smtp: TestSmtpServer | undefined
  let port: number
  beforeAll(async () => {
    port = await freePort()
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_FIRST_MS: '100' })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  it('when mail is sent while the server is down, then it is retried with the error kept, and each message goes out exactly once when it is back', async () => {
    const emails = [0, 1, 2, 3].map(() => `down-${unique()}@example.test`)
    for (const otpEmail of emails) {
      const { status } = await server.request('/api/users/send-otp', { json: { otpEmail } })
      expect(status).toBe(200)
    }
    await until(
      async () => (await outboxRows(server, emails)).every((row) => row.attempts >= 2),
      10_000,
      'two failed tries of every message',
    )
    const failing = await outboxRows(server, emails)
    expect(failing.every((row) => row.status !== 'sent' && /ECONNREFUSED/.test(row.lastError ?? ''))).toBe(true)

    smtp = await startSmtpServer({ port })
    const backAt = performance.now()
    await outboxDrained(server)
    const deliveredMs = performance.now() - backAt
    // Several retry periods later, nothing has gone out twice.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    for (const email of emails) expect(receivedBy(smtp, email), email).toBe(1)
    const sent = await outboxRows(server, emails)
    expect(sent.map((row) => row.status)).toEqual(emails.map(() => 'sent'))
    console.info(
      `SMTP down then back: ${emails.length} OTP mails delivered ${deliveredMs.toFixed(0)} ms after it came back, after ${sent
        .map((row) => row.attempts)
        .join('/')} tries`,
    )
  })
})

const isPostgres = testDatabaseUrl().startsWith('postgres')

describe.skipIf(!isPostgres)('mail from two server processes on one PostgreSQL database', () => {
  let here: TestServer
  let there: ServerProcess
  let smtp: TestSmtpServer | undefined
  let port: number
  beforeAll(async () => {
    port = await freePort()
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_FIRST_MS: '100' }
    here = await startTestServer(env)
    there = spawnServer({
      ...env,
      DATABASE_URL: testDatabaseUrl(),
      PAYLOAD_SECRET: TEST_SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    })
  })
  afterAll(async () => {
    there?.child.kill('SIGTERM')
    await there?.exited
    await here?.stop()
    await smtp?.stop()
  })

  it('when both queue mail while the server is down and both retry it, then each message is delivered exactly once', async () => {
    const thereUrl = await waitForListening(there)
    const emails: string[] = []
    // Half through each process; each request from its own client address (the OTP limit is per address).
    for (let i = 0; i < 30; i++) {
      const otpEmail = `two-${i}-${unique()}@example.test`
      emails.push(otpEmail)
      const response = await fetch(`${i % 2 ? thereUrl : here.url}/api/users/send-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i}.1` },
        body: JSON.stringify({ otpEmail }),
      })
      expect(response.status).toBe(200)
    }
    // Both workers retry the same rows every ~100-400 ms: they race for every claim.
    await until(async () => (await outboxRows(here, emails)).every((row) => row.attempts >= 2), 15_000, 'retries')

    smtp = await startSmtpServer({ port })
    await until(async () => emails.every((email) => receivedBy(smtp!, email) >= 1), 15_000, 'every delivery')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    for (const email of emails) expect(receivedBy(smtp, email), email).toBe(1)
    expect(smtp.received.filter((mail) => emails.includes(mail.to[0]))).toHaveLength(emails.length)
    const rows = await outboxRows(here, emails)
    expect(rows.every((row) => row.status === 'sent')).toBe(true)
    const byThere = (there.output().match(/"msg":"mail sent"/g) ?? []).length
    console.info(
      `two processes: ${emails.length} messages, each delivered once; the spawned process delivered ${byThere}`,
    )
  })
})

describe('the mail outbox in /admin', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.stop())

  const userWithRole = async (role: string) =>
    (await server.payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1, depth: 0 })).docs[0]

  it('when a superadmin opens it, then they read status, tries and last error but not the message; nobody else reads it and nobody edits it', async () => {
    const email = `admin-view-${unique()}@example.test`
    expect((await server.request('/api/users/send-otp', { json: { otpEmail: email } })).status).toBe(200)
    await outboxDrained(server)
    const where = { to: { equals: email } }

    const superadmin = await userWithRole('superadmin')
    const { docs } = await server.payload.find({
      collection: 'mail-outbox',
      where,
      overrideAccess: false,
      user: superadmin,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ to: email, subject: 'Your verification code', status: 'sent', attempts: 1 })
    // The message holds the one-time code: not even a superadmin reads it here.
    expect(docs[0]).not.toHaveProperty('message')
    expect(JSON.stringify(docs[0])).not.toMatch(/one-time code is/)

    for (const role of ['editor', 'admin', 'parent']) {
      const user = await userWithRole(role)
      await expect(
        server.payload.find({ collection: 'mail-outbox', where, overrideAccess: false, user }),
        role,
      ).rejects.toThrow()
    }
    await expect(
      server.payload.update({
        collection: 'mail-outbox',
        id: docs[0].id,
        data: { status: 'queued' },
        overrideAccess: false,
        user: superadmin,
      }),
    ).rejects.toThrow()
    await expect(
      server.payload.delete({ collection: 'mail-outbox', id: docs[0].id, overrideAccess: false, user: superadmin }),
    ).rejects.toThrow()
  })

  it('when SMTP_URL is unset in development, then the mail reaches the development mailbox through the outbox', async () => {
    const email = `dev-${unique()}@example.test`
    expect((await server.request('/api/users/send-otp', { json: { otpEmail: email } })).status).toBe(200)
    await outboxDrained(server)
    const { body } = await server.request<{ messages: { to: string; text: string }[] }>('/api/dev/mailbox')
    expect(body.messages.filter((message) => message.to === email)).toHaveLength(1)
  })
})
