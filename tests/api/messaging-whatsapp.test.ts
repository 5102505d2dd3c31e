import { randomInt, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ANSWER_REFUSED_REPLY,
  CHANNEL_UNAVAILABLE_MESSAGE,
  STOPPED_REPLY,
  type ReminderMessage,
  type RemindersForMessaging,
} from '@app/messaging'
import { createSignedInUser } from '../support/accounts.ts'
import { startFakeSms, type FakeSms } from '../support/fake-sms.ts'
import {
  buttonReply,
  deliveryStatus,
  startFakeWhatsApp,
  textMessage,
  whatsAppNotification,
  type FakeWhatsApp,
} from '../support/fake-whatsapp.ts'
import { startTestServer, type TestServer } from '../support/server.ts'

// docs/api/messaging.md, "Webhook" and "Senders".
describe('WhatsApp’s webhook and the phone senders, against the providers’ fakes', () => {
  let server: TestServer
  let whatsapp: FakeWhatsApp
  let sms: FakeSms
  /** What the reminders port was asked, in order (the test's stand-in for @app/reminders). */
  let asked: Array<{ call: string; input: unknown }>

  beforeAll(async () => {
    ;[whatsapp, sms] = await Promise.all([startFakeWhatsApp(), startFakeSms()])
    server = await startTestServer({ ...whatsapp.env, ...sms.env })
  })
  afterAll(async () => {
    await server?.stop()
    await Promise.all([whatsapp?.close(), sms?.close()])
  })
  beforeEach(() => {
    asked = []
    const port: RemindersForMessaging = {
      answerFromChannel: async (input) => {
        asked.push({ call: 'answerFromChannel', input })
        return { reply: `Thank you, your answer "${input.answer}" is noted.` }
      },
      recordDelivery: async (input) => {
        asked.push({ call: 'recordDelivery', input })
      },
    }
    server.app.modules.messaging.connectReminders(port)
  })

  /** A parent who verified a number of their own and chose WhatsApp. */
  async function whatsAppParent(language: 'en' | 'te' | 'hi' = 'en') {
    const { user, token } = await createSignedInUser(server, { role: 'parent' })
    const mobile = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`
    await server.payload.update({ collection: 'users', id: user._id, data: { mobilenumber: mobile } })
    await server.request('/api/parents/phone-verification', { token, json: { channel: 'whatsapp' } })
    const code = whatsapp.lastCodeTo(`+91${mobile}`)!
    expect(
      (await server.request('/api/parents/phone-verification', { token, method: 'PUT', json: { code } })).status,
    ).toBe(200)
    const saved = await server.request('/api/parents/preferences', {
      token,
      method: 'PUT',
      json: { channels: { email: true, whatsapp: true, sms: false }, language },
    })
    expect(saved.status).toBe(200)
    return { id: user._id, token, mobile, phone: `+91${mobile}` }
  }
  const whatsAppOn = async (id: string) =>
    (await server.app.modules.messaging.service.reachOf([id])).get(id)?.whatsapp ?? false
  const inboundCount = async () => (await server.payload.count({ collection: 'whatsapp-inbound' })).totalDocs

  it('when Meta asks with the verify token, then the challenge comes back; with another token, 403', async () => {
    const ok = await fetch(
      `${server.url}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${whatsapp.env.WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
    )
    expect(ok.status).toBe(200)
    expect(await ok.text()).toBe('1158201444')
    const wrong = await fetch(
      `${server.url}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444`,
    )
    expect(wrong.status).toBe(403)
    expect(await wrong.text()).not.toContain('1158201444')
  })

  it('when a notification is unsigned or signed with another secret, then 401 or 403 and nothing changes', async () => {
    const who = await whatsAppParent()
    const before = await inboundCount()
    const stop = whatsAppNotification({ messages: [textMessage(who.phone, 'STOP')] })
    expect((await whatsapp.postWebhook(server.url, stop, { signature: null })).status).toBe(401)
    const forged = `sha256=${'0'.repeat(64)}`
    expect((await whatsapp.postWebhook(server.url, stop, { signature: forged })).status).toBe(403)
    // Signed, but the body changed on the way: the signature no longer matches.
    const raw = JSON.stringify(stop)
    const { signatureOf } = await import('@app/messaging')
    const tampered = await fetch(`${server.url}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(whatsapp.appSecret, raw) },
      body: raw.replace('STOP', 'stop '),
    })
    expect(tampered.status).toBe(403)
    expect(await whatsAppOn(who.id)).toBe(true)
    expect(await inboundCount()).toBe(before)
    expect(whatsapp.textsTo(who.phone)).toEqual([])
  })

  it('when the parent writes STOP, then WhatsApp is off for them and they are told; a replay changes nothing', async () => {
    const who = await whatsAppParent()
    const notification = whatsAppNotification({ messages: [textMessage(who.phone, 'Stop')] })
    const first = await whatsapp.postWebhook(server.url, notification)
    expect(first).toEqual({ status: 200, body: { handled: 1, replayed: 0, failed: 0 } })
    expect(await whatsAppOn(who.id)).toBe(false)
    expect(
      (await server.request<{ channels: { whatsapp: boolean } }>('/api/parents/preferences', { token: who.token })).body
        .channels.whatsapp,
    ).toBe(false)
    expect(whatsapp.textsTo(who.phone)).toEqual([STOPPED_REPLY])

    // The parent switches WhatsApp on again; the same notification sent again is not a second STOP.
    await server.request('/api/parents/preferences', {
      token: who.token,
      method: 'PUT',
      json: { channels: { email: true, whatsapp: true, sms: false }, language: 'en' },
    })
    const replay = await whatsapp.postWebhook(server.url, notification)
    expect(replay).toEqual({ status: 200, body: { handled: 0, replayed: 1, failed: 0 } })
    expect(await whatsAppOn(who.id)).toBe(true)
    expect(whatsapp.textsTo(who.phone)).toEqual([STOPPED_REPLY])
  })

  it('when a parent who reads Telugu writes STOP, or taps a button the server cannot read, then the replies are in Telugu', async () => {
    const who = await whatsAppParent('te')
    await whatsapp.postWebhook(server.url, whatsAppNotification({ messages: [textMessage(who.phone, 'STOP')] }))
    expect(await whatsAppOn(who.id)).toBe(false)
    await whatsapp.postWebhook(server.url, whatsAppNotification({ messages: [buttonReply(who.phone, 'NONSENSE')] }))
    expect(whatsapp.textsTo(who.phone)).toEqual([
      'ఇకపై మీకు WhatsApp లో రిమైండర్‌లు రావు. మీ ప్రొఫైల్‌లో మళ్ళీ ఆన్ చేసుకోవచ్చు.',
      'క్షమించండి, ఆ సమాధానం మాకు అర్థం కాలేదు. దయచేసి రిమైండర్‌లోని లింక్‌లు ఉపయోగించండి.',
    ])
  })

  it('when the parent taps a button, then the reminders port gets the answer once and its reply reaches the parent', async () => {
    const who = await whatsAppParent()
    const reminderId = randomUUID()
    const tap = buttonReply(who.phone, `CANCEL:${reminderId}`, 'Cancel')
    const notification = whatsAppNotification({ messages: [tap] })
    expect((await whatsapp.postWebhook(server.url, notification)).status).toBe(200)
    expect(asked).toEqual([
      {
        call: 'answerFromChannel',
        input: { reminderId, fromPhone: who.phone, answer: 'cancel', messageId: tap.id },
      },
    ])
    expect(whatsapp.textsTo(who.phone)).toEqual(['Thank you, your answer "cancel" is noted.'])
    expect((await whatsapp.postWebhook(server.url, notification)).body).toMatchObject({ replayed: 1 })
    expect(asked).toHaveLength(1)
    expect(whatsapp.textsTo(who.phone)).toHaveLength(1)
  })

  it('when no reminders module is connected, then a button is refused politely', async () => {
    const who = await whatsAppParent()
    const { answersRefused } = await import('@app/messaging')
    server.app.modules.messaging.connectReminders(answersRefused)
    await whatsapp.postWebhook(
      server.url,
      whatsAppNotification({ messages: [buttonReply(who.phone, `CONFIRM:${randomUUID()}`)] }),
    )
    expect(whatsapp.textsTo(who.phone)).toEqual([ANSWER_REFUSED_REPLY])
  })

  it('when delivery statuses arrive, then each reaches recordDelivery once', async () => {
    const [first, second] = [`wamid.${randomUUID()}`, `wamid.${randomUUID()}`]
    const notification = whatsAppNotification({
      statuses: [
        deliveryStatus(first, 'delivered', '+919000000001'),
        deliveryStatus(second, 'failed', '+919000000001'),
      ],
    })
    expect((await whatsapp.postWebhook(server.url, notification)).body).toEqual({ handled: 2, replayed: 0, failed: 0 })
    expect((await whatsapp.postWebhook(server.url, notification)).body).toEqual({ handled: 0, replayed: 2, failed: 0 })
    expect(asked).toEqual([
      { call: 'recordDelivery', input: { providerMessageId: first, status: 'delivered' } },
      {
        call: 'recordDelivery',
        input: { providerMessageId: second, status: 'failed', reason: '131026 Message undeliverable' },
      },
    ])
  })

  it('when the reminders port fails, then 500 so Meta sends it again, and the retry is handled', async () => {
    const notification = whatsAppNotification({
      statuses: [deliveryStatus(`wamid.${randomUUID()}`, 'read', '+919000000001')],
    })
    server.app.modules.messaging.connectReminders({
      answerFromChannel: async () => ({ reply: '' }),
      recordDelivery: async () => {
        throw new Error('database lost')
      },
    })
    expect((await whatsapp.postWebhook(server.url, notification)).status).toBe(500)
    server.app.modules.messaging.connectReminders({
      answerFromChannel: async () => ({ reply: '' }),
      recordDelivery: async (input) => void asked.push({ call: 'recordDelivery', input }),
    })
    expect((await whatsapp.postWebhook(server.url, notification)).body).toEqual({ handled: 1, replayed: 0, failed: 0 })
    expect(asked).toHaveLength(1)
  })

  describe('the senders', () => {
    const message = (to: string): ReminderMessage => ({
      reminderId: randomUUID(),
      appointmentId: randomUUID(),
      parentId: randomUUID(),
      to,
      language: 'en',
      parentName: 'Lakshmi',
      childName: 'Arjun',
      doctorName: 'Dr. Rao',
      centreName: 'Barkatpura Centre',
      centrePhone: '+91 40 2756 0000',
      startsAt: '2026-12-01T04:30:00.000Z',
      whenText: 'Tue 1 Dec 2026, 10:00 AM',
      refundText: 'If you cancel now you will get back Rs 350 of Rs 700.',
      links: {
        confirm: 'https://clinic.example/r/confirm?t=abc',
        cancel: 'https://clinic.example/r/cancel?t=abc',
        reschedule: 'https://clinic.example/parentdashboard/appointments?move=1',
      },
    })
    const senders = () => server.app.modules.messaging.service.senders

    it('when WhatsApp accepts a reminder, then sent with its wamid, as the utility template with three buttons', async () => {
      const reminder = message('+919876500001')
      const outcome = await senders().whatsapp.send(reminder)
      const request = whatsapp.received.at(-1)!
      expect(outcome).toEqual({ status: 'sent', providerMessageId: request.messageId })
      expect(request.authorization).toBe(`Bearer ${whatsapp.env.WHATSAPP_TOKEN}`)
      expect(request.body).toMatchObject({
        messaging_product: 'whatsapp',
        to: '919876500001',
        type: 'template',
        template: { name: 'appointment_reminder', language: { code: 'en' } },
      })
      const buttons = request.body.template!.components.filter((c) => c.type === 'button')
      expect(buttons.map((b) => [b.sub_type, b.parameters[0].payload])).toEqual([
        ['quick_reply', `CONFIRM:${reminder.reminderId}`],
        ['quick_reply', `RESCHEDULE:${reminder.reminderId}`],
        ['quick_reply', `CANCEL:${reminder.reminderId}`],
      ])
      const body = request.body.template!.components.find((c) => c.type === 'body')!
      expect(body.parameters.map((p) => p.text)).toContain(reminder.refundText)
    })

    it('when WhatsApp refuses the number, then refused; when it is down, rate-limits or drops, then retry', async () => {
      whatsapp.failNext('invalid-number')
      expect(await senders().whatsapp.send(message('+919876500002'))).toEqual({
        status: 'refused',
        reason: expect.stringContaining('131026'),
      })
      for (const failure of ['server-error', 'rate-limit', 'drop-connection'] as const) {
        whatsapp.failNext(failure)
        expect((await senders().whatsapp.send(message('+919876500003'))).status, failure).toBe('retry')
      }
    })

    it('when the SMS provider accepts, then sent, with the DLT template and the signed links in the message', async () => {
      const reminder = message('+919876500004')
      const outcome = await senders().sms.send(reminder)
      const request = sms.received.at(-1)!
      expect(outcome).toEqual({ status: 'sent', providerMessageId: request.requestId })
      expect(request.body).toMatchObject({
        route: 'dlt',
        sender_id: 'CDCLNC',
        message: sms.env.SMS_REMINDER_TEMPLATE_ID,
        numbers: '9876500004',
      })
      for (const link of Object.values(reminder.links)) expect(request.body.variables_values).toContain(link)
    })

    it('when the SMS provider refuses the number, then refused; when it fails, then retry', async () => {
      sms.failNext('invalid-number')
      expect((await senders().sms.send(message('+919876500005'))).status).toBe('refused')
      sms.failNext('server-error')
      expect((await senders().sms.send(message('+919876500005'))).status).toBe('retry')
    })
  })
})

describe('a server without the providers’ settings', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('has both phone channels off, refuses their codes, and refuses every webhook', async () => {
    const { senders } = server.app.modules.messaging.service
    expect([senders.whatsapp.configured, senders.sms.configured]).toEqual([false, false])
    const { token } = await createSignedInUser(server, { role: 'parent' })
    const code = await server.request<{ message: string }>('/api/parents/phone-verification', {
      token,
      json: { channel: 'sms' },
    })
    expect(code.status).toBe(400)
    expect(code.body.message).toBe(CHANNEL_UNAVAILABLE_MESSAGE('sms'))
    const prefs = await server.request<{ available: unknown }>('/api/parents/preferences', { token })
    expect(prefs.body.available).toEqual({ whatsapp: false, sms: false })
    const hook = await fetch(`${server.url}/api/webhooks/whatsapp`, { method: 'POST', body: '{}' })
    expect(hook.status).toBe(404)
  })
})
