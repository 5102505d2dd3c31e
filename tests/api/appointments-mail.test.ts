import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { bookingFields, centreStaff, postMultipart } from '../support/appointments.ts'
import { startTestServer } from '../support/server.ts'
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

describe('appointment e-mails', () => {
  let smtp: TestSmtpServer
  let server: TestServer
  let barkatpura: string

  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: smtp.url })
    barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  const invitationOf = (mail: ReceivedMail) => mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))

  async function parentBooking() {
    const staff = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const email = `mail-${unique()}@example.test`
    const fields = bookingFields({ email, branch: barkatpura, doctorId: staff.doctor.user._id, time: '2:00 PM' })
    const { body } = await postMultipart<{ appointment: AppointmentDto }>(
      server,
      '/api/admins/bookAppointment',
      parent.token,
      fields,
    )
    return { ...staff, email, fields, appointment: body.appointment }
  }

  const manage = (token: string, id: string, status: string) =>
    server.request(`/api/admins/manageAppointment/${id}`, { method: 'PUT', token, json: { status } })

  it('when a parent books, then "received" goes to the booking address; on approval "approved" follows with a Kolkata .ics', async () => {
    const { admin, email, fields, appointment } = await parentBooking()
    const received = await smtp.waitFor((m) => m.to.includes(email))
    expect(received.subject).toBe('We have received your appointment request')
    // The day as people read it ("24 Nov 2026"), not the ISO day the API carries.
    const [year, month, dayOfMonth] = fields.appointmentDate.split('-').map(Number)
    const monthName = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'][month - 1]
    expect(received.text).toContain(`Date and time: ${dayOfMonth} ${monthName} ${year} at 2:00 PM`)
    expect(received.text).not.toContain(fields.appointmentDate)
    expect(invitationOf(received)).toBeUndefined()

    expect((await manage(admin.token, appointment._id, 'approved')).status).toBe(200)
    const approved = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Your appointment is confirmed')
    const ics = invitationOf(approved)
    expect(ics?.contentType).toBe('text/calendar')
    const day = fields.appointmentDate.replaceAll('-', '')
    expect(ics?.content).toContain(`DTSTART;TZID=Asia/Kolkata:${day}T140000`)
    expect(ics?.content).toContain(`DTEND;TZID=Asia/Kolkata:${day}T143000`)
    expect(ics?.content).toContain(`UID:appointment-${appointment._id}@`)
    expect(ics?.content).toContain('METHOD:REQUEST')
    // Calendar clients (Outlook among them) want a REQUEST to say who sends it and to whom.
    const unfolded = ics?.content.replace(/\r\n[ \t]/g, '') ?? ''
    expect(unfolded).toMatch(/^ORGANIZER;CN="[^"]+":mailto:[^\s@]+@[^\s]+\r?$/m)
    expect(unfolded).toContain(
      `ATTENDEE;CN="${fields.parentName}";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${email}`,
    )
  })

  it('when the parent reads Hindi or Telugu, then "received" and "approved" come in that language, headers and all, and the invitation stays valid', async () => {
    for (const [language, receivedSubject, approvedSubject, intl] of [
      ['hi', 'आपका अपॉइंटमेंट अनुरोध हमें मिल गया है', 'आपके अपॉइंटमेंट की पुष्टि हो गई है', 'hi-IN'],
      ['te', 'మీ అపాయింట్‌మెంట్ అభ్యర్థన మాకు అందింది', 'మీ అపాయింట్‌మెంట్ నిర్ధారించబడింది', 'te-IN'],
    ] as const) {
      const staff = await centreStaff(server, barkatpura)
      const parent = await createSignedInUser(server, { role: 'parent' })
      const chosen = await server.request('/api/parents/preferences/language', {
        method: 'PUT',
        token: parent.token,
        json: { language },
      })
      expect(chosen.status).toBe(200)
      const email = `mail-${language}-${unique()}@example.test`
      const fields = bookingFields({ email, branch: barkatpura, doctorId: staff.doctor.user._id, time: '2:00 PM' })
      const booked = await postMultipart<{ appointment: AppointmentDto }>(
        server,
        '/api/admins/bookAppointment',
        parent.token,
        fields,
      )
      expect(booked.status).toBe(201)
      // The MIME parser decodes the encoded subject and the UTF-8 body back to what was written.
      const received = await smtp.waitFor((m) => m.to.includes(email))
      expect(received.subject).toBe(receivedSubject)
      const day = new Intl.DateTimeFormat(intl, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${fields.appointmentDate}T00:00:00Z`))
      // The slot as Intl writes a time in that language ("2:00 pm" in Hindi), as the parent's screens write it.
      const time = new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, 0, 1, 14)),
      )
      expect(received.text).toContain(`${day}, ${time}`)
      expect(received.text).not.toContain('Dear ')

      expect((await manage(staff.admin.token, booked.body.appointment._id, 'approved')).status).toBe(200)
      const approved = await smtp.waitFor((m) => m.to.includes(email) && m.subject === approvedSubject)
      expect(invitationOf(approved)?.content).toContain('METHOD:REQUEST')
    }
  })

  it('when an admin rejects a booking, then "rejected" goes to the booking address', async () => {
    const { admin, email, appointment } = await parentBooking()
    expect((await manage(admin.token, appointment._id, 'rejected')).status).toBe(200)
    const rejected = await smtp.waitFor((m) => m.to.includes(email) && /could not be accepted/.test(m.subject))
    expect(rejected.text).toContain(appointment.childId.name)
    expect(invitationOf(rejected)).toBeUndefined()
  })

  it("when a centre writes to a parent, then replies go to the branch's address, or the head office's without one, and the mail says it is automatic", async () => {
    const settings = await server.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const headOffice = settings.headOffice.email
    expect(headOffice).toMatch(/@/)

    // Barkatpura has no address of its own (the seed gives none): the head office answers.
    const first = await parentBooking()
    const received = await smtp.waitFor((m) => m.to.includes(first.email))
    expect(received.replyTo).toBe(headOffice)
    expect(received.headers['auto-submitted']).toBe('auto-generated')
    expect((await manage(first.admin.token, first.appointment._id, 'approved')).status).toBe(200)
    const approved = await smtp.waitFor((m) => m.to.includes(first.email) && /confirmed/.test(m.subject))
    expect(approved.replyTo).toBe(headOffice)
    expect(approved.headers['auto-submitted']).toBe('auto-generated')
    // Sent by the server's own address all the same: only the replies go to the centre.
    expect(approved.from).not.toBe(headOffice)

    const branchAddress = `barkatpura-${unique()}@centres.example.test`
    await server.payload.update({ collection: 'centres', id: barkatpura, data: { email: branchAddress } })
    try {
      const second = await parentBooking()
      expect((await manage(second.admin.token, second.appointment._id, 'approved')).status).toBe(200)
      const confirmed = await smtp.waitFor((m) => m.to.includes(second.email) && /confirmed/.test(m.subject))
      expect(confirmed.replyTo).toBe(branchAddress)
      expect(confirmed.headers['auto-submitted']).toBe('auto-generated')

      const third = await parentBooking()
      expect((await manage(third.admin.token, third.appointment._id, 'rejected')).status).toBe(200)
      const rejected = await smtp.waitFor((m) => m.to.includes(third.email) && /could not be accepted/.test(m.subject))
      expect(rejected.replyTo).toBe(branchAddress)
      expect(rejected.headers['auto-submitted']).toBe('auto-generated')
    } finally {
      await server.payload.update({ collection: 'centres', id: barkatpura, data: { email: null } })
    }
  })

  it("when an admin rejects a booking with a reason, then the parent's e-mail gives that reason", async () => {
    const { admin, email, appointment } = await parentBooking()
    const reason = 'The doctor is on leave that week; please pick a date after the 20th.'
    const response = await server.request(`/api/admins/manageAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { status: 'rejected', reason },
    })
    expect(response.status).toBe(200)
    const rejected = await smtp.waitFor((m) => m.to.includes(email) && /could not be accepted/.test(m.subject))
    expect(rejected.text).toContain(`The centre's reason: ${reason}`)
  })

  it('when an admin books a walk-in, then the new parent gets a welcome and an "approved" mail with the invitation', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const email = `walkin-${unique()}@example.test`
    const booked = await postMultipart(
      server,
      '/api/admins/bookAppointment',
      admin.token,
      bookingFields({ childId: '', email, branch: barkatpura, doctorId: doctor.user._id }),
    )
    expect(booked.status).toBe(201)
    const approved = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Your appointment is confirmed')
    expect(invitationOf(approved)?.content).toContain('DTSTART;TZID=Asia/Kolkata:')
    const welcome = await smtp.waitFor((m) => m.to.includes(email) && /account/i.test(m.subject))
    expect(welcome.text).toMatch(/username is: walkin-/)
  })
})

describe('when mail cannot be sent', () => {
  let server: TestServer
  beforeAll(async () => {
    // Nothing listens on this port: every send fails.
    server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' })
  })
  afterAll(() => server?.stop())

  it('then the booking still succeeds and is stored', async () => {
    const barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const booked = await postMultipart<{ appointment: AppointmentDto }>(
      server,
      '/api/admins/bookAppointment',
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id }),
    )
    expect(booked.status).toBe(201)
    const stored = await server.payload.findByID({ collection: 'appointments', id: booked.body.appointment._id })
    expect(stored.status).toBe('pending')
  })
})
