import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import { SMTP_CONNECTIONS, sqlOf } from '@app/platform'
import { centreIdsByName } from '../support/accounts.ts'
import { bookingFields, centreStaff, openClinicDay, openDayAfter, postMultipart } from '../support/appointments.ts'
import { killServer, spawnedServerEnv, spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'

// Exactly once (docs/api/reminders.md, "Exactly once"): 610 due reminders, two server processes dispatching them
// at once, one of them killed in the middle and started again: every reminder goes into the mail outbox exactly
// once, none is lost, and the SMTP server receives none twice.

const TIMES = ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM', '3:00 PM']
const COPIES = 60

describe('reminders across two processes and a restart', () => {
  let smtp: TestSmtpServer
  let server: TestServer
  const spawned: ServerProcess[] = []

  beforeAll(async () => {
    smtp = await startSmtpServer()
    // This process plans (on approval) but dispatches nothing: the two spawned ones do.
    server = await startTestServer({
      SMTP_URL: smtp.url,
      REMINDER_DISPATCH: 'off',
      DATABASE_URL: isolatedDatabaseUrl('reminders_once'),
      REMINDER_LEAD_HOURS: '200',
      REMINDER_QUIET_HOURS: 'off',
    })
  })
  afterAll(async () => {
    for (const child of spawned) await killServer(child)
    await server?.stop()
    await smtp?.stop()
  })

  const dispatcher = () => {
    const child = spawnServer(
      spawnedServerEnv({
        DATABASE_URL: isolatedDatabaseUrl('reminders_once'),
        REMINDER_DISPATCH: 'on',
        SMTP_URL: smtp.url,
        REMINDER_POLL_MS: '200',
        REMINDER_LEASE_MS: '3000',
        REMINDER_LEAD_HOURS: '200',
        REMINDER_QUIET_HOURS: 'off',
      }),
    )
    spawned.push(child)
    return child
  }

  it('when two processes dispatch the same due reminders and one is killed in the middle, then each goes out exactly once', async () => {
    const { db, op } = await sqlOf(server.payload)
    // Handed on: "sent", or already "delivered" once the outbox has given its mail to the SMTP server.
    const count = async (status: 'planned' | 'handed on', ids: string[]) =>
      Number(
        (
          (await db.execute(
            op.sql`select count(*)::int as n from reminders where status in ${status === 'planned' ? ['planned'] : ['sent', 'delivered']} and appointment_id = any(${op.sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]::uuid[]`)})`,
          )) as { rows: Array<{ n: number }> }
        ).rows[0].n,
      )

    // Ten walk-ins (approved at once), each planned one e-mail reminder due now (200 hours ahead is passed).
    const barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const appointments: AppointmentDto[] = []
    for (let day = openClinicDay(2); appointments.length < 10; day = openDayAfter(day)) {
      for (const time of TIMES) {
        if (appointments.length === 10) break
        const booked = await postMultipart<{ appointment: AppointmentDto }>(
          server,
          '/api/admins/bookAppointment',
          admin.token,
          bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day, time }),
        )
        expect(booked.status).toBe(201)
        appointments.push(booked.body.appointment)
      }
    }
    await server.app.bus.settled()
    const ids = appointments.map((a) => a._id)
    expect(await count('planned', ids)).toBe(10)

    const first = dispatcher()
    const second = dispatcher()
    await Promise.all([waitForListening(first), waitForListening(second)])
    // Sixty more due rows for each appointment (other lead times), all due now, while both processes poll.
    await db.execute(op.sql`
      insert into reminders (id, reminder_key, appointment_id, parent_id, centre_id, doctor_id, appointment_date,
        starts_at, lead_hours, channel, status, due_at, attempts, details, updated_at, created_at)
      select gen_random_uuid(), r.reminder_key || '|copy' || g, r.appointment_id, r.parent_id, r.centre_id,
        r.doctor_id, r.appointment_date, r.starts_at, r.lead_hours + g, 'email', 'planned', now(), 0, r.details,
        now(), now()
      from reminders r cross join generate_series(1, ${COPIES}) g
      where r.appointment_id = any(${op.sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]::uuid[]`)})`)
    const total = 10 * (COPIES + 1)

    // Kill the first in the middle (some sent, not all), and start it again. The waits only bound a failure: this
    // test asserts exactly once, not speed (bench:reminders measures that), and a busy machine takes twice as long.
    const deadline = Date.now() + 120_000
    while ((await count('handed on', ids)) < 40) {
      if (Date.now() > deadline) throw new Error(`nothing sent:\n${first.output()}\n${second.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const sentAtKill = await count('handed on', ids)
    await killServer(first)
    expect(sentAtKill).toBeLessThan(total)
    const restarted = dispatcher()
    await waitForListening(restarted)

    while ((await count('handed on', ids)) < total) {
      if (Date.now() > deadline + 60_000) {
        throw new Error(
          `only ${await count('handed on', ids)} of ${total} sent:\n${second.output()}\n${restarted.output()}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }

    // Exactly one outbox row per reminder, for every reminder.
    const handed = (
      (await db.execute(op.sql`
        select substring(o.message->>'text' from 'Reminder reference: ([0-9a-f-]+)') as ref, count(*)::int as n,
          max(o.status::text) as status        from mail_outbox o where o.subject like 'Reminder:%'
        and substring(o.message->>'text' from 'Reminder reference: ([0-9a-f-]+)') in
          (select id::text from reminders where appointment_id = any(${op.sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]::uuid[]`)}))
        group by 1`)) as { rows: Array<{ ref: string; n: number; status: string }> }
    ).rows
    expect(handed).toHaveLength(total)
    expect(handed.filter((row) => row.n !== 1)).toEqual([])

    // The SMTP server receives each once; only the mails the killed process was delivering (one per SMTP connection
    // at most) wait for its outbox lease. Waited for until nothing else is on its way: every mail not yet received
    // is claimed ("sending"), and that set has held still for two seconds (the living processes' own claims end
    // within the moment; the killed one's last two minutes).
    const refOf = (text: string) => /Reminder reference: ([0-9a-f-]+)/.exec(text)?.[1]
    const received = () => smtp.received.map((m) => refOf(m.text)).filter((ref): ref is string => Boolean(ref))
    const notReceived = async () => {
      const arrived = new Set(received())
      const missing = handed.filter((row) => !arrived.has(row.ref)).map((row) => row.ref)
      if (missing.length === 0) return []
      return (
        (await db.execute(
          op.sql`select substring(message->>'text' from 'Reminder reference: ([0-9a-f-]+)') as ref, status::text as status,
            attempts::int as attempts, last_error as "lastError", claim_token as claim, lease_until as lease, updated_at as at from mail_outbox where subject like 'Reminder:%'
            and substring(message->>'text' from 'Reminder reference: ([0-9a-f-]+)') = any(${op.sql.raw(`array[${missing.map((ref) => `'${ref}'`).join(',')}]`)})`,
        )) as { rows: Array<{ ref: string; status: string; attempts: number; lastError: string | null }> }
      ).rows
    }
    const smtpDeadline = Date.now() + 120_000
    let settled = ''
    let settledSince = Date.now()
    for (;;) {
      const missing = await notReceived()
      const state = missing
        .map((row) => `${row.ref}:${row.status}`)
        .sort()
        .join()
      if (state !== settled) [settled, settledSince] = [state, Date.now()]
      const isOnlyClaimsLeft = missing.every((row) => row.status === 'sending')
      if (isOnlyClaimsLeft && Date.now() - settledSince >= 2_000) break
      if (Date.now() > smtpDeadline) {
        throw new Error(`${missing.length} of ${total} mails not received: ${JSON.stringify(missing.slice(0, 20))}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const refs = received()
    expect(refs.length).toBe(new Set(refs).size)
    // What has not arrived is held by the killed process's outbox claims, one per SMTP connection at most.
    const held = await notReceived()
    expect(held.length, JSON.stringify(held)).toBeLessThanOrEqual(SMTP_CONNECTIONS)
    expect(refs.length).toBeGreaterThanOrEqual(total - SMTP_CONNECTIONS)
  }, 360_000)
})
