import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import type { StoredReminder } from '@app/reminders'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { bookingFields, centreStaff, openClinicDay, postMultipart } from '../support/appointments.ts'
import {
  buttonReply,
  deliveryStatus,
  startFakeWhatsApp,
  whatsAppNotification,
  type FakeWhatsApp,
  type ReceivedWhatsApp,
} from '../support/fake-whatsapp.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'

// Issue 29 end to end on WhatsApp, the two modules together (docs/api/reminders.md, docs/api/messaging.md): a parent
// verifies the number and chooses WhatsApp; the approval plans a reminder on WhatsApp beside the e-mail; the
// dispatcher sends the template with its three buttons to the provider's fake; Meta's delivery status reaches the
// reminder; the parent's tap on Confirm, a signed webhook, confirms the appointment and the reply reaches the phone.
describe('a reminder on WhatsApp, from the approval to the parent’s Confirm', () => {
  let server: TestServer
  let whatsapp: FakeWhatsApp
  let smtp: TestSmtpServer

  beforeAll(async () => {
    ;[whatsapp, smtp] = await Promise.all([startFakeWhatsApp(), startSmtpServer()])
    server = await startTestServer({
      ...whatsapp.env,
      SMTP_URL: smtp.url,
      DATABASE_URL: isolatedDatabaseUrl('reminders_whatsapp'),
      REMINDER_DISPATCH: 'on',
      REMINDER_POLL_MS: '100',
      // 200 hours before a visit three open days ahead has passed: the reminders go at once on approval.
      REMINDER_LEAD_HOURS: '200',
      REMINDER_QUIET_HOURS: 'off',
    })
  })
  afterAll(async () => {
    await server?.stop()
    await Promise.all([whatsapp?.close(), smtp?.stop()])
  })

  const waitUntil = async <T>(find: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> => {
    const deadline = Date.now() + 15_000
    for (;;) {
      server.app.modules.reminders.wake()
      const found = await find()
      if (found !== undefined) return found
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const remindersOf = (id: string): Promise<StoredReminder[]> => server.app.modules.reminders.service.remindersOf(id)
  const templatesTo = (phone: string): ReceivedWhatsApp[] =>
    whatsapp.received.filter((sent) => sent.body.type === 'template' && `+${sent.body.to}`.endsWith(phone.slice(-10)))
  const buttonPayloads = (sent: ReceivedWhatsApp) =>
    (sent.body.template?.components ?? [])
      .filter((component) => component.sub_type === 'quick_reply')
      .map((component) => component.parameters[0].payload)

  it.each([
    ['English', 'en', /^Thank you, your visit on .+, 11:30 AM is confirmed\.$/],
    // Hindi writes the slot as Intl writes Hindi times, like the parent's screens.
    ['Hindi', 'hi', /^धन्यवाद, .+, 11:30 am को आपका आना पक्का हो गया है।$/],
  ] as const)(
    'when an approved visit’s reminder goes on WhatsApp to a parent who reads %s, then it carries Confirm, Reschedule and Cancel, its delivery is recorded, and the parent’s Confirm confirms the visit once, answered in their language',
    async (_name, language, thanks) => {
      // A parent who verified the number with the code the fake received, and chose WhatsApp.
      const parent = await createSignedInUser(server, { role: 'parent' })
      const mobile = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`
      const phone = `+91${mobile}`
      await server.payload.update({ collection: 'users', id: parent.user._id, data: { mobilenumber: mobile } })
      await server.request('/api/parents/phone-verification', { token: parent.token, json: { channel: 'whatsapp' } })
      const verified = await server.request('/api/parents/phone-verification', {
        token: parent.token,
        method: 'PUT',
        json: { code: whatsapp.lastCodeTo(phone) },
      })
      expect(verified.status).toBe(200)
      const chosen = await server.request('/api/parents/preferences', {
        token: parent.token,
        method: 'PUT',
        json: { channels: { email: true, whatsapp: true, sms: false }, language },
      })
      expect(chosen.status).toBe(200)

      // The parent books; the centre approves.
      const barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
      const { admin, doctor } = await centreStaff(server, barkatpura)
      const booked = await postMultipart<{ appointment: AppointmentDto }>(
        server,
        '/api/admins/bookAppointment',
        parent.token,
        bookingFields({
          branch: barkatpura,
          doctorId: doctor.user._id,
          appointmentDate: openClinicDay(3),
          time: '11:30 AM',
          email: `wa-${unique()}@example.test`,
        }),
      )
      expect(booked.status, JSON.stringify(booked.body)).toBe(201)
      const appointmentId = booked.body.appointment._id
      const approved = await server.request(`/api/admins/manageAppointment/${appointmentId}`, {
        method: 'PUT',
        token: admin.token,
        json: { status: 'approved' },
      })
      expect(approved.status).toBe(200)
      await server.app.bus.settled()

      // One template message to the parent's number, with the three buttons naming its reminder.
      // (The first template to the number was the verification code; the reminder is the one with buttons.)
      const sent = await waitUntil(
        () => templatesTo(phone).find((one) => buttonPayloads(one).length > 0),
        'the reminder reached the WhatsApp fake',
      )
      expect(templatesTo(phone)).toHaveLength(2)
      const reminder = await waitUntil(
        async () =>
          (await remindersOf(appointmentId)).find((one) => one.channel === 'whatsapp' && one.status === 'sent'),
        'the WhatsApp reminder was recorded as sent',
      )
      expect(buttonPayloads(sent)).toEqual([
        `CONFIRM:${reminder.id}`,
        `RESCHEDULE:${reminder.id}`,
        `CANCEL:${reminder.id}`,
      ])
      expect(reminder.providerMessageId).toBe(sent.messageId)
      expect((await remindersOf(appointmentId)).map((one) => one.channel).sort()).toEqual(['email', 'whatsapp'])

      // Meta says it was delivered: the reminder records it.
      const status = await whatsapp.postWebhook(
        server.url,
        whatsAppNotification({ statuses: [deliveryStatus(sent.messageId!, 'delivered', phone)] }),
      )
      expect(status.status).toBe(200)
      const delivered = (await remindersOf(appointmentId)).find((one) => one.id === reminder.id)!
      expect(delivered.deliveredAt).not.toBeNull()

      // A forged tap changes nothing.
      const tap = buttonReply(phone, `CONFIRM:${reminder.id}`)
      const forged = await whatsapp.postWebhook(server.url, whatsAppNotification({ messages: [tap] }), {
        signature: 'sha256=' + '0'.repeat(64),
      })
      expect(forged.status).toBe(403)
      const unconfirmed = (await server.payload.findByID({
        collection: 'appointments',
        id: appointmentId,
        depth: 0,
      })) as {
        confirmedByParentAt?: string | null
      }
      expect(unconfirmed.confirmedByParentAt ?? null).toBeNull()

      // The parent taps Confirm: the visit is confirmed and the reply reaches the phone; the same tap again changes
      // nothing and sends no second reply.
      expect((await whatsapp.postWebhook(server.url, whatsAppNotification({ messages: [tap] }))).status).toBe(200)
      const confirmed = (await server.payload.findByID({
        collection: 'appointments',
        id: appointmentId,
        depth: 0,
      })) as {
        confirmedByParentAt?: string | null
      }
      expect(confirmed.confirmedByParentAt).toBeTruthy()
      const replies = whatsapp.textsTo(phone)
      expect(replies).toHaveLength(1)
      expect(replies[0]).toMatch(thanks)
      expect((await whatsapp.postWebhook(server.url, whatsAppNotification({ messages: [tap] }))).status).toBe(200)
      expect(whatsapp.textsTo(phone)).toEqual(replies)
    },
  )
})
