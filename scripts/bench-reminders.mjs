// `npm run bench:reminders` (docs/api/reminders.md, "Scale"): for each channel, 10,000 reminders due in the same
// minute handed on by one server process, then another 10,000 by two processes at once; prints how long each took
// and how many were handed on twice (must be none). E-mail goes to the mail outbox and on to a local SMTP sink;
// WhatsApp and SMS go to the providers' fakes of the API tests (tests/support/fake-whatsapp.ts, fake-sms.ts).
// BENCH_REMINDER_CHANNELS picks the channels (default `email,whatsapp,sms`). Runs the real app on a fresh database
// on the test PostgreSQL (PG_TEST_URL, else an embedded one). Asserts nothing.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { startTestPostgres } from './test-postgres.mjs'

const COUNT = Number(process.env.BENCH_REMINDERS ?? 10_000)
const CHANNELS = (process.env.BENCH_REMINDER_CHANNELS ?? 'email,whatsapp,sms').split(',').map((c) => c.trim())
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-reminders-'))
const postgres = await startTestPostgres()
const database = `rem_bench_${Date.now()}_${process.pid}`
const admin = new pg.Client({ connectionString: `${postgres.baseUrl}/postgres` })
await admin.connect()
await admin.query(`CREATE DATABASE ${database}`)
const databaseUrl = `${postgres.baseUrl}/${database}`
process.env.TEST_DATABASE_URL = databaseUrl
process.env.MEDIA_DIR ??= path.join(dataDir, 'media')
process.env.PRIVATE_UPLOADS_DIR ??= path.join(dataDir, 'private')
process.env.LOG_LEVEL ??= 'silent'

// The SMTP sink: accepts every mail and keeps each reminder's reference (the line every reminder mail carries), so
// the bench counts its own reminders' mails, and any that arrive twice.
const deliveredRefs = new Map()
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let text = ''
    stream.on('data', (chunk) => {
      text += chunk
    })
    stream.on('end', () => {
      // Quoted-printable breaks long lines with a soft break (`=` at the line's end).
      const ref = /Reminder reference: ([0-9a-f-]{36})/.exec(text.replace(/=\r?\n/g, ''))?.[1]
      if (ref) deliveredRefs.set(ref, (deliveredRefs.get(ref) ?? 0) + 1)
      callback()
    })
  },
})
// A killed process's connections end abruptly; the sink shrugs.
sink.on('error', () => undefined)
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve))
const smtpUrl = `smtp://127.0.0.1:${sink.server.address().port}`

const { startTestServer } = await import('../tests/support/server.ts')
const { centreIdsByName } = await import('../tests/support/accounts.ts')
const { bookingFields, centreStaff, openClinicDay, postMultipart } = await import('../tests/support/appointments.ts')
const { killServer, spawnServer, waitForListening } = await import('../tests/support/process.ts')
const { TEST_SECRET } = await import('../tests/support/test-config.ts')
const { startFakeWhatsApp } = await import('../tests/support/fake-whatsapp.ts')
const { startFakeSms } = await import('../tests/support/fake-sms.ts')

// The providers' fakes, each keeping every request it accepted; `keyOf` names the reminder a request carries (the
// WhatsApp template's Confirm button names the reminder, an SMS's Reschedule link the appointment).
const [whatsapp, sms] = await Promise.all([startFakeWhatsApp(), startFakeSms()])
const fakes = {
  whatsapp: {
    name: 'WhatsApp',
    received: whatsapp.received,
    isAccepted: (entry) => Boolean(entry.messageId),
    keyOf: (entry) =>
      entry.body.template?.components
        .flatMap((component) => component.parameters ?? [])
        .map((parameter) => /^CONFIRM:([0-9a-f-]{36})$/.exec(parameter.payload ?? '')?.[1])
        .find(Boolean),
    keyColumn: 'id',
  },
  sms: {
    name: 'SMS',
    received: sms.received,
    isAccepted: (entry) => Boolean(entry.requestId),
    keyOf: (entry) => /appointmentId=([0-9a-f-]{36})/.exec(entry.body.variables_values ?? '')?.[1],
    keyColumn: 'appointment_id',
  },
}

const env = { REMINDER_LEAD_HOURS: '200', REMINDER_QUIET_HOURS: 'off', REMINDER_POLL_MS: '500' }
const providerEnv = { SMTP_URL: smtpUrl, ...whatsapp.env, ...sms.env }
const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One real walk-in, cloned `n` times (same child, parent, doctor and start), each with one reminder on `channel`
 * due now. For WhatsApp and SMS the walk-in's parent is given what a verified number and the opt-in leave behind
 * (tests/api/reminders-whatsapp.test.ts does it through the API): the account's number as `verifiedMobile`, and
 * the channel chosen.
 */
async function dueReminders(server, n, tag, channel) {
  const centreId = (await centreIdsByName(server))['Barkatpura Centre']
  const { admin: desk, doctor } = await centreStaff(server, centreId)
  const booked = await postMultipart(
    server,
    '/api/admins/bookAppointment',
    desk.token,
    bookingFields({ branch: centreId, doctorId: doctor.user._id, appointmentDate: openClinicDay(3), time: '10:30 AM' }),
  )
  if (booked.status !== 201) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`)
  await server.app.bus.settled()
  const source = booked.body.appointment._id
  if (channel !== 'email') {
    const { rowCount } = await db.query(
      `insert into reminder_preferences (parent_id, email, whatsapp, sms, verified_mobile, mobile_verified_at, consent_at)
       select u.id, true, $2 = 'whatsapp', $2 = 'sms', u.mobilenumber, now(), now()
       from users u where u.id = (select parent_id from reminders where appointment_id = $1 limit 1) and u.mobilenumber <> ''
       on conflict (parent_id) do update set whatsapp = excluded.whatsapp, sms = excluded.sms,
         verified_mobile = excluded.verified_mobile, mobile_verified_at = excluded.mobile_verified_at`,
      [source, channel],
    )
    if (rowCount !== 1) throw new Error('the walk-in’s parent has no mobile number to verify')
  }
  const { rows: columns } = await db.query(
    `select column_name from information_schema.columns where table_name = 'appointments' and column_name not in ('id', 'slot_key')`,
  )
  const list = columns.map((c) => `"${c.column_name}"`).join(', ')
  await db.query(
    `insert into appointments (id, ${list}) select gen_random_uuid(), ${list} from appointments, generate_series(1, $2) where id = $1`,
    [source, n],
  )
  await db.query(
    `insert into reminders (id, reminder_key, appointment_id, parent_id, centre_id, doctor_id, appointment_date,
       starts_at, lead_hours, channel, status, due_at, attempts, details, updated_at, created_at)
     select gen_random_uuid(), a.id || '|' || a.starts_at || '|200|' || $3::text, a.id, r.parent_id, r.centre_id, r.doctor_id,
       a.appointment_date, a.starts_at, 200, $3::text::enum_reminders_channel, 'planned', date_trunc('minute', now()), 0,
       r.details || jsonb_build_object('bench', $2::text), now(), now()
     from appointments a join reminders r on r.appointment_id = $1 and r.channel = 'email'
     where a.child_id = (select child_id from appointments where id = $1) and a.id <> $1 and a.slot_key is null
       and not exists (select 1 from reminders x where x.appointment_id = a.id)`,
    [source, tag, channel],
  )
  const { rows } = await db.query(`select count(*)::int as n from reminders where details->>'bench' = $1`, [tag])
  return rows[0].n
}

const sentOf = async (tag) =>
  (
    await db.query(
      `select count(*)::int as n from reminders where details->>'bench' = $1 and status in ('sent', 'delivered')`,
      [tag],
    )
  ).rows[0].n
const twiceOf = async (tag) =>
  (
    await db.query(
      `select count(*)::int as n from (select substring(o.message->>'text' from 'Reminder reference: ([0-9a-f-]+)') as ref
         from mail_outbox o join reminders r on r.id::text = substring(o.message->>'text' from 'Reminder reference: ([0-9a-f-]+)')
         where r.details->>'bench' = $1 group by 1 having count(*) > 1) twice`,
      [tag],
    )
  ).rows[0].n
/** The reminders of a batch that did not end sent, by status (a phone channel's retry or refusal shows here). */
const unsentOf = async (tag) =>
  (
    await db.query(
      `select status, count(*)::int as n from reminders where details->>'bench' = $1 and status not in ('sent', 'delivered')
       group by 1 order by 1`,
      [tag],
    )
  ).rows
    .map((row) => `${row.n} ${row.status}`)
    .join(', ') || 'none'

async function timeUntilSent(tag, total) {
  const started = performance.now()
  while ((await sentOf(tag)) < total) {
    if (performance.now() - started > 300_000) break
    await sleep(250)
  }
  return performance.now() - started
}

/** The processes' environment when spawned (the real server entry), dispatching. */
const spawnEnv = () => ({
  MEDIA_DIR: process.env.MEDIA_DIR,
  NODE_ENV: 'test',
  PAYLOAD_SECRET: TEST_SECRET,
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  ...providerEnv,
  ...env,
})

async function benchEmail() {
  // This process plans and then dispatches the first batch itself (its dispatcher started by hand).
  const server = await startTestServer({ ...providerEnv, REMINDER_DISPATCH: 'off', ...env })
  try {
    // One process.
    const one = await dueReminders(server, COUNT, 'email:one', 'email')
    const fellDue = performance.now()
    server.app.modules.reminders.start()
    const oneMs = await timeUntilSent('email:one', one)
    await server.app.modules.reminders.stop()
    // Handed on is not yet delivered: the outbox goes on sending to the SMTP sink, the e-mail provider's stand-in.
    const ids = new Set(
      (await db.query(`select id::text from reminders where details->>'bench' = 'email:one'`)).rows.map(
        (row) => row.id,
      ),
    )
    const deliveredOf = () => [...deliveredRefs.keys()].filter((ref) => ids.has(ref))
    while (deliveredOf().length < one && performance.now() - fellDue < 300_000) await sleep(250)
    const deliveredMs = performance.now() - fellDue
    console.log(
      `email, one process: ${await sentOf('email:one')} of ${one} reminders handed to the e-mail outbox in ${seconds(oneMs)} (${Math.round(one / (oneMs / 1000))}/s)`,
    )
    console.log(`email, one process: handed on twice: ${await twiceOf('email:one')}`)
    console.log(
      `email, one process: the SMTP sink received ${deliveredOf().length} of ${one} reminder mails ${seconds(deliveredMs)} after they fell due`,
    )
    console.log(
      `email, one process: mails the SMTP sink received twice: ${deliveredOf().filter((ref) => deliveredRefs.get(ref) > 1).length}`,
    )

    // Two processes at once (the real server entry, spawned), on another batch.
    const two = await dueReminders(server, COUNT, 'email:two', 'email')
    // Both start with the rows already due; they race from their first poll.
    const processes = [spawnServer(spawnEnv()), spawnServer(spawnEnv())]
    try {
      const twoStarted = performance.now()
      await Promise.all(processes.map((child) => waitForListening(child)))
      const twoMs = await timeUntilSent('email:two', two)
      console.log(
        `email, two processes: ${await sentOf('email:two')} of ${two} handed on ${seconds(performance.now() - twoStarted)} after starting them (${seconds(twoMs)} after both listened)`,
      )
      console.log(`email, two processes: handed on twice: ${await twiceOf('email:two')}`)
    } finally {
      for (const child of processes) await killServer(child)
    }
  } finally {
    await server.stop()
  }
}

/**
 * Waits until the fake accepted a request for each of the batch's reminders and every one is recorded sent (or
 * 300 s pass); answers when each happened, how many the fake had, and how many it received twice.
 */
async function untilHandedToFake(fake, tag, total) {
  const keys = new Set(
    (
      await db.query(`select ${fake.keyColumn}::text as key from reminders where details->>'bench' = $1`, [tag])
    ).rows.map((row) => row.key),
  )
  const counts = new Map()
  let scanned = 0
  const started = performance.now()
  let receivedMs
  let sentMs
  for (;;) {
    for (; scanned < fake.received.length; scanned++) {
      const entry = fake.received[scanned]
      const key = fake.isAccepted(entry) ? fake.keyOf(entry) : undefined
      if (key && keys.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    const elapsed = performance.now() - started
    if (receivedMs === undefined && counts.size >= total) receivedMs = elapsed
    if (sentMs === undefined && (await sentOf(tag)) >= total) sentMs = elapsed
    if ((receivedMs !== undefined && sentMs !== undefined) || elapsed > 300_000) break
    await sleep(100)
  }
  const twice = [...counts.values()].filter((n) => n > 1).length
  return { received: counts.size, receivedMs, sentMs, twice }
}

const perSecond = (n, ms) => (ms ? `${Math.round(n / (ms / 1000))}/s` : 'unfinished')
const after = (ms) => (ms === undefined ? 'not within 300 s' : seconds(ms))

/**
 * One batch handed to the fake by `n` spawned server processes (the real server entry) started at once, the rows
 * already due: prints the figures from when they all listened, then kills them.
 */
async function handedOnBy(n, channel, tag, total) {
  const fake = fakes[channel]
  const label = `${channel}, ${n === 1 ? 'one process' : 'two processes'}`
  const processes = Array.from({ length: n }, () => spawnServer(spawnEnv()))
  try {
    const started = performance.now()
    await Promise.all(processes.map((child) => waitForListening(child)))
    const listenedMs = performance.now() - started
    const got = await untilHandedToFake(fake, tag, total)
    console.log(
      `${label}: the ${fake.name} fake received ${got.received} of ${total} reminders ${after(got.receivedMs)} after ${n === 1 ? 'it' : 'all'} listened (${perSecond(total, got.receivedMs)}; ${seconds(listenedMs)} to start); all recorded sent after ${after(got.sentMs)}`,
    )
    console.log(`${label}: reminders the fake received twice: ${got.twice}; not sent: ${await unsentOf(tag)}`)
  } finally {
    for (const child of processes) await killServer(child)
  }
}

async function benchPhone(channel) {
  // This process only books and seeds (its dispatcher off), so the fake in it does not share the sender's CPU.
  const server = await startTestServer({ ...providerEnv, REMINDER_DISPATCH: 'off', ...env })
  try {
    const one = await dueReminders(server, COUNT, `${channel}:one`, channel)
    await handedOnBy(1, channel, `${channel}:one`, one)
    const two = await dueReminders(server, COUNT, `${channel}:two`, channel)
    await handedOnBy(2, channel, `${channel}:two`, two)
  } finally {
    await server.stop()
  }
}

try {
  for (const channel of CHANNELS) {
    if (channel === 'email') await benchEmail()
    else if (channel in fakes) await benchPhone(channel)
    else throw new Error(`BENCH_REMINDER_CHANNELS: no channel "${channel}" (email, whatsapp, sms)`)
  }
} finally {
  await db.end()
  sink.close()
  await Promise.all([whatsapp.close(), sms.close()])
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin.end()
  await postgres.stop()
}
