import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto, AppointmentHistoryEntry } from '@app/appointments'
import type { DayReminderMarks, MonthFiguresDto, StoredReminder } from '@app/reminders'
import { sqlOf } from '@app/platform'
import { addDays } from '@app/platform/clinic-time'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { bookingFields, centreStaff, openClinicDay, openDayAfter, postMultipart } from '../support/appointments.ts'
import { createTestClock } from '../support/clock.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp.ts'

// Reminders of approved appointments (docs/api/reminders.md): planned on approval, sent at their times by the
// server's test clock, out of the quiet hours, at once for a late booking, planned again on a move, never for a
// cancelled appointment; the one-click links; the day view's marks and the monthly figures. Real PostgreSQL, real
// SMTP.

type Answer = { message: string; appointment: AppointmentDto }

/** A moment of a clinic day, Asia/Kolkata (UTC+05:30 all year). */
const kolkata = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`)

describe('reminders', () => {
  let smtp: TestSmtpServer
  let server: TestServer
  let barkatpura: string
  let kukatpally: string
  const clock = createTestClock()
  /** Moves the server's clock forward to a moment (never back). */
  const moveClockTo = (at: Date) => clock.advance(Math.max(0, at.getTime() - clock.now().getTime()))

  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer(
      {
        SMTP_URL: smtp.url,
        REMINDER_POLL_MS: '100',
        REMINDER_LEAD_HOURS: '48,3',
        REMINDER_DISPATCH: 'on',
        DATABASE_URL: isolatedDatabaseUrl('reminders'),
      },
      { clock: clock.now },
    )
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  const remindersOf = (id: string): Promise<StoredReminder[]> => server.app.modules.reminders.service.remindersOf(id)
  const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  /** The reminder mails one address received. */
  const reminderMails = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith('Reminder:'))
  /** Waits for the `n`th reminder mail to an address (the outbox woken: the reminder was queued in a transaction). */
  async function nthReminderMail(email: string, n: number): Promise<ReceivedMail> {
    await waitUntil(async () => {
      server.app.outbox.worker?.wake()
      return reminderMails(email).length >= n
    }, `${n} reminder mail(s) reached ${email}`)
    return reminderMails(email)[n - 1]
  }
  /** Lets the dispatcher run a few rounds at the current clock, for a check that nothing was sent. */
  const settle = async () => {
    server.app.modules.reminders.wake()
    await new Promise((resolve) => setTimeout(resolve, 400))
    server.app.outbox.worker?.wake()
    await server.app.outbox.worker?.drained(5_000)
    await server.app.bus.settled()
  }

  async function book(token: string, fields: Record<string, string>): Promise<AppointmentDto> {
    const result = await postMultipart<Answer>(server, '/api/admins/bookAppointment', token, fields)
    if (result.status !== 201) throw new Error(`booking failed with ${result.status}: ${JSON.stringify(result.body)}`)
    return result.body.appointment
  }
  async function approve(adminToken: string, id: string) {
    const decided = await server.request(`/api/admins/manageAppointment/${id}`, {
      method: 'PUT',
      token: adminToken,
      json: { status: 'approved' },
    })
    expect(decided.status).toBe(200)
    await server.app.bus.settled()
  }
  /** A parent's request at Barkatpura on `day` at `time`, approved by the centre's admin. */
  async function approvedVisit(day: string, time: string) {
    const staff = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const email = `rem-${unique()}@example.test`
    const booked = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: staff.doctor.user._id, appointmentDate: day, time, email }),
    )
    await approve(staff.admin.token, booked._id)
    return { ...staff, parent, email, appointment: booked }
  }
  const linksIn = (mail: ReceivedMail) => ({
    confirm: /Confirm that you will come: (\S+)/.exec(mail.text)![1],
    cancel: /Cancel: (\S+)/.exec(mail.text)![1],
    reschedule: /Choose another time: (\S+)/.exec(mail.text)![1],
  })
  /** A link's path on the test server (PUBLIC_URL is the server's own origin). */
  const pathOf = (link: string) => new URL(link).pathname
  const page = async (link: string, method: 'GET' | 'POST') => {
    // As a browser opens it: a navigation and a form's post accept text/html.
    const response = await fetch(`${server.url}${pathOf(link)}`, {
      method,
      redirect: 'manual',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    })
    return { status: response.status, text: await response.text() }
  }
  const stored = (id: string) =>
    server.payload.findByID({ collection: 'appointments', id, depth: 0 }) as unknown as Promise<{
      status: string
      confirmedByParentAt: string | null
    }>
  const history = async (id: string, token: string) =>
    (await server.request<AppointmentHistoryEntry[]>(`/api/appointments/${id}/history`, { token })).body

  it('when an appointment is approved, then its reminders go at the lead times (REMINDER_LEAD_HOURS 48,3) before, each once, by e-mail, saying who, where, when and how to answer', async () => {
    const day = openClinicDay(10, clock.now())
    const { appointment, email } = await approvedVisit(day, '2:00 PM')

    const planned = await remindersOf(appointment._id)
    expect(planned.map((r) => [r.channel, r.leadHours, r.status, r.dueAt])).toEqual([
      ['email', 48, 'planned', kolkata(addDays(day, -2), '14:00').toISOString()],
      ['email', 3, 'planned', kolkata(day, '11:00').toISOString()],
    ])

    // A minute before the first: nothing.
    moveClockTo(kolkata(addDays(day, -2), '13:59'))
    await settle()
    expect(reminderMails(email)).toHaveLength(0)

    moveClockTo(kolkata(addDays(day, -2), '14:00'))
    const first = await nthReminderMail(email, 1)
    expect(first.subject).toMatch(/^Reminder: Aarav Test's appointment on \w{3} \d+ \w{3} \d{4}, 2:00 PM$/)
    expect(first.text).toContain('Barkatpura Centre')
    expect(first.text).toMatch(/The centre's phone: \+91 \d{5} \d{5}/)
    expect(first.text).toMatch(/If you cancel now: You will get back Rs [\d,]+ of Rs 700\./)
    const links = linksIn(first)
    expect(links.reschedule).toContain(`/parentdashboard/viewappointments?appointmentId=${appointment._id}&action=move`)

    moveClockTo(kolkata(day, '11:00'))
    const second = await nthReminderMail(email, 2)
    // Within the centre's cut-off (24 hours): cancelling online is no longer offered.
    expect(second.text).toContain('It is too late to cancel online; please call the centre.')
    await settle()
    expect(reminderMails(email)).toHaveLength(2)
    // Each handed to the mail server: marked delivered, as a WhatsApp status would mark it.
    expect((await remindersOf(appointment._id)).map((r) => r.status)).toEqual(['delivered', 'delivered'])

    // At the start nothing more goes, and the links have expired.
    moveClockTo(kolkata(day, '14:00'))
    await settle()
    expect(reminderMails(email)).toHaveLength(2)
    const expired = await page(links.confirm, 'POST')
    expect(expired.status).toBe(410)
    expect((await stored(appointment._id)).confirmedByParentAt).toBeNull()
  })

  it('when the parent reads Telugu, then their reminder comes in Telugu (subject, date, refund) as a MIME parser reads it, and its links’ pages ask and answer in Telugu', async () => {
    const day = openClinicDay(14, clock.now())
    const staff = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const chosen = await server.request('/api/parents/preferences/language', {
      method: 'PUT',
      token: parent.token,
      json: { language: 'te' },
    })
    expect(chosen.status).toBe(200)
    const email = `rem-te-${unique()}@example.test`
    const booked = await book(
      parent.token,
      bookingFields({
        branch: barkatpura,
        doctorId: staff.doctor.user._id,
        appointmentDate: day,
        time: '2:00 PM',
        email,
      }),
    )
    await approve(staff.admin.token, booked._id)

    moveClockTo(kolkata(addDays(day, -2), '14:00'))
    const telugu = () => smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith('రిమైండర్:'))
    await waitUntil(async () => {
      server.app.outbox.worker?.wake()
      return telugu().length >= 1
    }, 'a Telugu reminder')
    const [mail] = telugu()
    // The day as Telugu writes it, from Intl here, not from the product's helper.
    const teluguDay = new Intl.DateTimeFormat('te-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`))
    expect(mail.subject).toContain(`Aarav Test అపాయింట్‌మెంట్`)
    expect(mail.subject).toContain(`${teluguDay}, 2:00 PM`)
    expect(mail.text).toContain('ప్రియమైన Ravi Test గారు,')
    expect(mail.text).toMatch(/ఇప్పుడు రద్దు చేస్తే ₹700 లో ₹[\d,]+ మీకు తిరిగి వస్తుంది\./)
    expect(mail.text).not.toContain('Dear ')

    // The links' pages speak Telugu too: the question, the refund, the button, the answer.
    const confirm = /మీరు వస్తున్నారని నిర్ధారించండి: (\S+)/.exec(mail.text)![1]
    const asked = await page(confirm, 'GET')
    expect(asked.text).toContain('<html lang="te">')
    expect(asked.text).toContain(`${teluguDay}, 2:00 PM న మీరు వస్తున్నారని నిర్ధారించాలా?`)
    expect(asked.text).toContain('అవును, నిర్ధారించండి')
    const cancelAsked = await page(/రద్దు చేయండి: (\S+)/.exec(mail.text)![1], 'GET')
    expect(cancelAsked.text).toMatch(/₹700 లో ₹[\d,]+ మీకు తిరిగి వస్తుంది\./)
    expect(cancelAsked.text).toContain('అవును, అపాయింట్‌మెంట్ రద్దు చేయండి')
    const confirmed = await page(confirm, 'POST')
    expect(confirmed.status).toBe(200)
    expect(confirmed.text).toContain('<h1>ధన్యవాదాలు, ')
    expect(confirmed.text).toContain(`${teluguDay}, 2:00 PM న మీ సందర్శన నిర్ధారించబడింది.</h1>`)
    expect((await stored(booked._id)).confirmedByParentAt).not.toBeNull()
    expect((await page(confirm, 'POST')).text).toContain('ఈ లింక్ ఇప్పటికే ఉపయోగించబడింది.')
  })

  it('when an approved visit has no reminders because the event that plans them was lost (a crash after the commit, or the seed), then the catch-up plans them, once', async () => {
    const day = openClinicDay(12, clock.now())
    const { appointment } = await approvedVisit(day, '3:00 PM')
    const planned = (await remindersOf(appointment._id)).map((r) => [r.channel, r.leadHours, r.status, r.dueAt])
    expect(planned).toHaveLength(2)

    // As if the process had stopped between the approval's commit and its APPOINTMENT_CHANGED.
    const { db, op } = await sqlOf(server.payload)
    await db.execute(op.sql`delete from reminders where appointment_id = ${appointment._id}`)
    expect(await remindersOf(appointment._id)).toEqual([])

    await server.app.modules.reminders.catchUp()
    const replanned = (await remindersOf(appointment._id)).map((r) => [r.channel, r.leadHours, r.status, r.dueAt])
    expect(replanned).toEqual(planned)
    // Running again adds nothing.
    await server.app.modules.reminders.catchUp()
    expect(await remindersOf(appointment._id)).toHaveLength(2)
  })

  it('when a reminder would fall in the quiet hours, then it goes at 21:00 the evening before; when the appointment moves, its reminders are planned again for the new time only', async () => {
    const day = openClinicDay(20, clock.now())
    const { appointment, email, admin } = await approvedVisit(day, '10:30 AM')
    expect((await remindersOf(appointment._id)).map((r) => [r.leadHours, r.dueAt])).toEqual([
      [48, kolkata(addDays(day, -2), '10:30').toISOString()],
      [3, kolkata(addDays(day, -1), '21:00').toISOString()],
    ])

    const newDay = openDayAfter(openDayAfter(day))
    const moved = await server.request(`/api/appointments/${appointment._id}/move`, {
      method: 'POST',
      token: admin.token,
      json: { appointmentDate: newDay, time: '2:00 PM', doctorId: appointment.doctorId!._id },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    await server.app.bus.settled()
    const replanned = await remindersOf(appointment._id)
    expect(replanned.filter((r) => r.status === 'cancelled').map((r) => r.leadHours)).toEqual([48, 3])
    expect(replanned.filter((r) => r.status === 'planned').map((r) => [r.leadHours, r.dueAt])).toEqual([
      [48, kolkata(addDays(newDay, -2), '14:00').toISOString()],
      [3, kolkata(newDay, '11:00').toISOString()],
    ])

    // The old time's reminders never go.
    moveClockTo(kolkata(addDays(day, -1), '21:05'))
    await settle()
    expect(reminderMails(email)).toHaveLength(0)
    // The new time's do.
    moveClockTo(kolkata(addDays(newDay, -2), '14:00'))
    const mail = await nthReminderMail(email, 1)
    expect(mail.subject).toContain('2:00 PM')
  })

  it('when an approved appointment is cancelled, then none of its reminders is ever sent', async () => {
    const day = openClinicDay(5, clock.now())
    const { appointment, email, admin } = await approvedVisit(day, '3:00 PM')
    expect(await remindersOf(appointment._id)).toHaveLength(2)
    const cancelled = await server.request(`/api/appointments/${appointment._id}/cancel`, {
      method: 'POST',
      token: admin.token,
      json: { reason: 'Doctor unwell' },
    })
    expect(cancelled.status).toBe(200)
    await server.app.bus.settled()
    expect((await remindersOf(appointment._id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled'])
    moveClockTo(kolkata(day, '13:00'))
    await settle()
    expect(reminderMails(email)).toHaveLength(0)
  })

  it('when an appointment is approved after its reminder time, then the reminder goes at once, and one-click links confirm and cancel once, refuse forgeries, and show on the day view and in the figures', async () => {
    // Two evenings before a morning visit: the 48-hour reminder has passed (it goes now), the 3-hour one falls at
    // 07:30, in the quiet hours, so it goes at 21:00 the evening before.
    const day = openDayAfter(openClinicDay(3, clock.now()))
    moveClockTo(kolkata(addDays(day, -2), '18:00'))
    const approvedFrom = clock.now().getTime()
    const visit = await approvedVisit(day, '10:30 AM')
    const { appointment, email, admin, parent } = visit
    const [late, quiet] = await remindersOf(appointment._id)
    expect(late.leadHours).toBe(48)
    expect(Date.parse(late.dueAt)).toBeGreaterThanOrEqual(approvedFrom)
    expect(Date.parse(late.dueAt)).toBeLessThanOrEqual(clock.now().getTime())
    expect([quiet.leadHours, quiet.dueAt]).toEqual([3, kolkata(addDays(day, -1), '21:00').toISOString()])
    const mail = await nthReminderMail(email, 1)
    const links = linksIn(mail)

    // GET only asks (a mail scanner fetching the link changes nothing).
    const asked = await page(links.confirm, 'GET')
    expect(asked.status).toBe(200)
    expect(asked.text).toContain('Confirm that you will come on')
    expect(asked.text).toContain('<form method="post"')
    expect((await stored(appointment._id)).confirmedByParentAt).toBeNull()

    // A forged link (another appointment's id in it, or a changed signature) is refused and changes nothing.
    const [body, signature] = pathOf(links.confirm).split('/').pop()!.split('.')
    const forgedSignature = `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    const forged = await fetch(`${server.url}/api/reminders/links/${forgedSignature}`, { method: 'POST' })
    expect(forged.status).toBe(400)
    // A client that does not ask for the page (a script) gets the refusal as every /api call's: JSON { message }.
    expect(forged.headers.get('content-type')).toMatch(/^application\/json/)
    expect(typeof ((await forged.json()) as { message?: unknown }).message).toBe('string')
    expect((await page(`${server.url}/api/reminders/links/${forgedSignature}`, 'POST')).status).toBe(400)
    expect((await stored(appointment._id)).confirmedByParentAt).toBeNull()

    // POST confirms, once.
    const confirmed = await page(links.confirm, 'POST')
    expect(confirmed.status).toBe(200)
    expect(confirmed.text).toContain('is confirmed')
    expect((await stored(appointment._id)).confirmedByParentAt).not.toBeNull()
    expect((await history(appointment._id, admin.token)).map((entry) => entry.action)).toContain('confirmed')
    const again = await page(links.confirm, 'POST')
    expect(again.status).toBe(409)
    expect(again.text).toContain('already been used')
    expect((await history(appointment._id, admin.token)).filter((e) => e.action === 'confirmed')).toHaveLength(1)

    // The day view's marks: reminded by e-mail (delivered), confirmed; another centre's admin is refused.
    const marks = await server.request<DayReminderMarks>(`/api/centres/${barkatpura}/reminders?date=${day}`, {
      token: admin.token,
    })
    expect(marks.status).toBe(200)
    const mine = marks.body.appointments.find((a) => a.appointmentId === appointment._id)!
    expect(mine.confirmedByParentAt).not.toBeNull()
    expect(mine.reminders.map((r) => [r.channel, r.leadHours, r.status])).toEqual([
      ['email', 48, 'delivered'],
      ['email', 3, 'planned'],
    ])
    const elsewhere = await centreStaff(server, kukatpally)
    expect(
      (await server.request(`/api/centres/${barkatpura}/reminders?date=${day}`, { token: elsewhere.admin.token }))
        .status,
    ).toBe(403)
    expect(
      (await server.request(`/api/centres/${barkatpura}/reminders?date=${day}`, { token: parent.token })).status,
    ).toBe(403)

    // Cancel: the page states the refund; POST applies the parent's cancellation, once.
    const cancelAsk = await page(links.cancel, 'GET')
    expect(cancelAsk.status).toBe(200)
    expect(cancelAsk.text).toMatch(/You will get back Rs [\d,]+ of Rs 700\./)
    expect((await stored(appointment._id)).status).toBe('approved')
    const cancelled = await page(links.cancel, 'POST')
    expect(cancelled.status).toBe(200)
    expect(cancelled.text).toContain('is cancelled')
    expect((await stored(appointment._id)).status).toBe('cancelled')
    const cancelEntry = (await history(appointment._id, admin.token)).find((e) => e.action === 'cancelled')!
    expect(cancelEntry.cancelledBy).toBe('parent')
    expect((await page(links.cancel, 'POST')).status).toBe(409)
    await server.app.bus.settled()
    // The 3-hour reminder of the cancelled appointment never goes.
    moveClockTo(kolkata(addDays(day, -1), '21:01'))
    await settle()
    expect(reminderMails(email)).toHaveLength(1)

    // The month's figures: this doctor's one appointment, confirmed and cancelled.
    const month = day.slice(0, 7)
    const figures = await server.request<MonthFiguresDto>(`/api/reminders/figures?month=${month}`, {
      token: admin.token,
    })
    expect(figures.status).toBe(200)
    const row = figures.body.rows.find((r) => r.doctor._id === appointment.doctorId!._id)!
    expect(row).toMatchObject({ appointments: 1, confirmed: 1, cancelled: 1, noShow: 0 })
    expect(row.centre.name).toBe('Barkatpura Centre')
    expect(
      (
        await server.request(`/api/reminders/figures?month=${month}&centreId=${barkatpura}`, {
          token: elsewhere.admin.token,
        })
      ).status,
    ).toBe(403)
    expect((await server.request(`/api/reminders/figures?month=2026-13`, { token: admin.token })).status).toBe(400)

    // An answer from WhatsApp for an e-mail reminder is not taken (the phone it went to stands for the parent).
    const [emailReminder] = await remindersOf(appointment._id)
    const answered = await server.app.modules.reminders.service.answerFromChannel({
      reminderId: emailReminder.id,
      fromPhone: '+919876543210',
      answer: 'confirm',
      messageId: `wamid.${unique()}`,
    })
    expect(answered.reply).toBe('This reminder can no longer be answered')
  })

  it('when the messaging module passes on a WhatsApp answer and delivery statuses, then only the phone it went to is heard, each message once, and statuses only move forward', async () => {
    const day = openClinicDay(40, clock.now())
    const { appointment, admin } = await approvedVisit(day, '12:30 PM')
    // A WhatsApp reminder as the dispatcher records one the messaging module's sender sent (that sender is the
    // other module's; here the row is written as it would be).
    const { db, op } = await sqlOf(server.payload)
    const [email] = await remindersOf(appointment._id)
    const reminderId = randomUUID()
    await db.execute(op.sql`
      insert into reminders (id, reminder_key, appointment_id, parent_id, centre_id, doctor_id, appointment_date,
        starts_at, lead_hours, channel, status, due_at, attempts, sent_at, provider_message_id, sent_to, details,
        updated_at, created_at)
      select ${reminderId}::uuid, reminder_key || '|wa', appointment_id, parent_id, centre_id, doctor_id,
        appointment_date, starts_at, lead_hours, 'whatsapp', 'sent', due_at, 1, now(), 'wamid.test-1',
        '+919876543210', details, now(), now()
      from reminders where id = ${email.id}::uuid`)
    const service = server.app.modules.reminders.service
    const statusOf = async () => (await remindersOf(appointment._id)).find((r) => r.id === reminderId)!

    // Delivery statuses: delivered, then read; a late "delivered" does not undo "read".
    await service.recordDelivery({ providerMessageId: 'wamid.test-1', status: 'delivered' })
    expect((await statusOf()).status).toBe('delivered')
    await service.recordDelivery({ providerMessageId: 'wamid.test-1', status: 'read' })
    await service.recordDelivery({ providerMessageId: 'wamid.test-1', status: 'delivered' })
    expect((await statusOf()).status).toBe('read')
    expect((await statusOf()).deliveredAt).not.toBeNull()

    // Another phone is not heard.
    const stranger = await service.answerFromChannel({
      reminderId,
      fromPhone: '+919000000000',
      answer: 'confirm',
      messageId: 'wamid.in-0',
    })
    expect(stranger.reply).toBe('This reminder can no longer be answered')
    expect((await stored(appointment._id)).confirmedByParentAt).toBeNull()

    // The parent's Confirm button: confirmed; the same message again answers the same and changes nothing.
    const first = await service.answerFromChannel({
      reminderId,
      fromPhone: '919876543210',
      answer: 'confirm',
      messageId: 'wamid.in-1',
    })
    expect(first.reply).toMatch(/^Thank you, your visit on .+ 12:30 PM is confirmed\.$/)
    const replay = await service.answerFromChannel({
      reminderId,
      fromPhone: '919876543210',
      answer: 'confirm',
      messageId: 'wamid.in-1',
    })
    expect(replay.reply).toBe(first.reply)
    expect((await history(appointment._id, admin.token)).filter((e) => e.action === 'confirmed')).toHaveLength(1)

    // Reschedule answers with the link to the parent's appointment screen.
    const reschedule = await service.answerFromChannel({
      reminderId,
      fromPhone: '+91 98765 43210',
      answer: 'reschedule',
      messageId: 'wamid.in-2',
    })
    expect(reschedule.reply).toContain(`/parentdashboard/viewappointments?appointmentId=${appointment._id}&action=move`)
    expect((await stored(appointment._id)).status).toBe('approved')
  })
})
