// `npm run bench:mail`: what a mail server that accepts connections and never answers costs a parent's
// booking, its live event and send-otp, and how long after a working server comes back on the same
// address the mail goes out. Prints figures; asserts nothing. Runs the real app in this process on a
// fresh database on the test PostgreSQL (PG_TEST_URL, else an embedded one; no build needed).
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Socket as NetSocket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { io } from 'socket.io-client'

import pg from 'pg'
import { startTestPostgres } from './test-postgres.mjs'

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-mail-'))
const postgres = await startTestPostgres()
const database = `bench_mail_${Date.now()}_${process.pid}`
const admin = new pg.Client({ connectionString: `${postgres.baseUrl}/postgres` })
await admin.connect()
await admin.query(`CREATE DATABASE ${database}`)
process.env.TEST_DATABASE_URL = `${postgres.baseUrl}/${database}`
process.env.MEDIA_DIR ??= path.join(dataDir, 'media')
process.env.PRIVATE_UPLOADS_DIR ??= path.join(dataDir, 'private')
process.env.LOG_LEVEL ??= 'silent'
/** How long to wait for the mail once a working server is back (the old code never sent it). */
const WAIT_FOR_MAIL_MS = Number(process.env.BENCH_MAIL_WAIT_MS ?? 30_000)

const { startTestServer } = await import('../tests/support/server.ts')
const { centreIdsByName, createSignedInUser, unique } = await import('../tests/support/accounts.ts')
const { bookingFields, centreStaff, postMultipart } = await import('../tests/support/appointments.ts')
const { startSmtpServer } = await import('../tests/support/smtp.ts')

// A port that accepts connections and never says a word.
const held = new Set<NetSocket>()
const silent = createServer((socket) => {
  held.add(socket)
  socket.on('error', () => undefined)
})
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()))
const port = (silent.address() as AddressInfo).port

const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_FIRST_MS: '1000' })
const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`
try {
  const centreId = (await centreIdsByName(server))['Barkatpura Centre']
  const admin = await createSignedInUser(server, { role: 'admin', centreId })
  const socket = io(server.url, { auth: { token: admin.token }, transports: ['websocket'], reconnection: false })
  await new Promise((resolve, reject) => {
    socket.on('ready', resolve)
    socket.on('connect_error', reject)
  })
  const { doctor } = await centreStaff(server, centreId)
  const parent = await createSignedInUser(server, { role: 'parent' })
  const bookingEmail = `bench-booking-${unique()}@example.test`
  const otpEmail = `bench-otp-${unique()}@example.test`

  const started = performance.now()
  const heard = new Promise<number>((resolve) => socket.once('appointment:pending', () => resolve(performance.now())))
  const booked = await postMultipart(
    server,
    '/api/admins/bookAppointment',
    parent.token,
    bookingFields({ branch: centreId, doctorId: doctor.user._id, email: bookingEmail }),
  )
  const answered = performance.now()
  const event = await heard
  const otpStarted = performance.now()
  const otp = await server.request('/api/users/send-otp', { json: { otpEmail } })
  const otpAnswered = performance.now()
  console.log(`stalled SMTP: parent's booking answered ${booked.status} after ${seconds(answered - started)}`)
  console.log(`stalled SMTP: its live event (appointment:pending) arrived after ${seconds(event - started)}`)
  console.log(`stalled SMTP: send-otp answered ${otp.status} after ${seconds(otpAnswered - otpStarted)}`)
  socket.disconnect()

  // A working mail server comes back on the same address.
  for (const socketHeld of held) socketHeld.destroy()
  await new Promise<void>((resolve) => silent.close(() => resolve()))
  const smtp = await startSmtpServer({ port })
  const backAt = performance.now()
  for (const email of [bookingEmail, otpEmail]) {
    try {
      await smtp.waitFor((mail) => mail.to.includes(email), WAIT_FOR_MAIL_MS)
      const copies = smtp.received.filter((mail) => mail.to.includes(email)).length
      console.log(
        `server back: mail to ${email.split('-')[1]} delivered ${seconds(performance.now() - backAt)} later (${copies} cop${copies === 1 ? 'y' : 'ies'})`,
      )
    } catch {
      console.log(`server back: mail to ${email.split('-')[1]} NOT delivered within ${seconds(WAIT_FOR_MAIL_MS)}`)
    }
  }
  await smtp.stop()
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
  await admin.end()
  await postgres.stop()
}
process.exit(0)
