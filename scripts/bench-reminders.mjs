// `npm run bench:reminders` (docs/api/reminders.md, "Scale"): 10,000 reminders due in the same minute, handed to
// the e-mail channel (the mail outbox, delivered to a local SMTP sink) by one server process, then another 10,000
// by two processes at once; prints how long each took and how many were handed on twice (must be none). Runs the
// real app on a fresh database on the test PostgreSQL (PG_TEST_URL, else an embedded one). Asserts nothing.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { startTestPostgres } from './test-postgres.mjs'

const COUNT = Number(process.env.BENCH_REMINDERS ?? 10_000)
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

const env = { REMINDER_LEAD_HOURS: '200', REMINDER_QUIET_HOURS: 'off', REMINDER_POLL_MS: '500' }
// This process plans and then dispatches the first batch itself (its dispatcher started by hand).
const server = await startTestServer({ SMTP_URL: smtpUrl, REMINDER_DISPATCH: 'off', ...env })
const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** One real walk-in, cloned `n` times (same child, parent, doctor and start), each with one reminder due now. */
async function dueReminders(n, tag) {
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
     select gen_random_uuid(), a.id || '|' || a.starts_at || '|200|email', a.id, r.parent_id, r.centre_id, r.doctor_id,
       a.appointment_date, a.starts_at, 200, 'email', 'planned', date_trunc('minute', now()), 0, r.details || jsonb_build_object('bench', $2::text), now(), now()
     from appointments a join reminders r on r.appointment_id = $1
     where a.child_id = (select child_id from appointments where id = $1) and a.id <> $1 and a.slot_key is null
       and not exists (select 1 from reminders x where x.appointment_id = a.id)`,
    [source, tag],
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

async function timeUntilSent(tag, total) {
  const started = performance.now()
  while ((await sentOf(tag)) < total) {
    if (performance.now() - started > 300_000) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return performance.now() - started
}

try {
  // One process.
  const one = await dueReminders(COUNT, 'one')
  const fellDue = performance.now()
  server.app.modules.reminders.start()
  const oneMs = await timeUntilSent('one', one)
  await server.app.modules.reminders.stop()
  // Handed on is not yet delivered: the outbox goes on sending to the SMTP sink, the e-mail provider's stand-in.
  const ids = new Set(
    (await db.query(`select id::text from reminders where details->>'bench' = 'one'`)).rows.map((row) => row.id),
  )
  const deliveredOf = () => [...deliveredRefs.keys()].filter((ref) => ids.has(ref))
  while (deliveredOf().length < one && performance.now() - fellDue < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const deliveredMs = performance.now() - fellDue
  console.log(
    `one process: ${await sentOf('one')} of ${one} reminders handed to the e-mail outbox in ${seconds(oneMs)} (${Math.round(one / (oneMs / 1000))}/s)`,
  )
  console.log(`one process: handed on twice: ${await twiceOf('one')}`)
  console.log(
    `one process: the SMTP sink received ${deliveredOf().length} of ${one} reminder mails ${seconds(deliveredMs)} after they fell due`,
  )
  console.log(
    `one process: mails the SMTP sink received twice: ${deliveredOf().filter((ref) => deliveredRefs.get(ref) > 1).length}`,
  )

  // Two processes at once (the real server entry, spawned), on another batch.
  const two = await dueReminders(COUNT, 'two')
  const spawnEnv = {
    MEDIA_DIR: process.env.MEDIA_DIR,
    NODE_ENV: 'test',
    PAYLOAD_SECRET: TEST_SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    ...env,
  }
  // Both start with the rows already due; they race from their first poll.
  const processes = [spawnServer(spawnEnv), spawnServer(spawnEnv)]
  const twoStarted = performance.now()
  await Promise.all(processes.map((child) => waitForListening(child)))
  const twoMs = await timeUntilSent('two', two)
  console.log(
    `two processes: ${await sentOf('two')} of ${two} handed on ${seconds(performance.now() - twoStarted)} after starting them (${seconds(twoMs)} after both listened)`,
  )
  console.log(`two processes: handed on twice: ${await twiceOf('two')}`)
  for (const child of processes) await killServer(child)
} finally {
  await db.end()
  await server.stop()
  sink.close()
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin.end()
  await postgres.stop()
}
