import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHANNEL_CHOICE_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_RESEND_WAIT_MESSAGE,
  CODE_SEND_FAILED_MESSAGE,
  CODE_TOO_MANY_TRIES_MESSAGE,
  CODE_WRONG_MESSAGE,
  CONSENT_WORDING,
  LANGUAGE_MESSAGE,
  MOBILE_CHANGED_MESSAGE,
  PHONE_NOT_VERIFIED_MESSAGE,
  type PreferencesDto,
} from '@app/messaging'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { createTestClock } from '../support/clock.ts'
import { startFakeSms, type FakeSms } from '../support/fake-sms.ts'
import { startFakeWhatsApp, type FakeWhatsApp } from '../support/fake-whatsapp.ts'
import { startTestServer, type TestServer } from '../support/server.ts'

// docs/api/messaging.md: "GET|PUT /api/parents/preferences", "POST|PUT /api/parents/phone-verification".
describe('a parent’s reminder channels and the mobile number’s verification', () => {
  let server: TestServer
  let whatsapp: FakeWhatsApp
  let sms: FakeSms
  const clock = createTestClock()

  beforeAll(async () => {
    ;[whatsapp, sms] = await Promise.all([startFakeWhatsApp(), startFakeSms()])
    server = await startTestServer({ ...whatsapp.env, ...sms.env }, { clock: clock.now })
  })
  afterAll(async () => {
    await server?.stop()
    await Promise.all([whatsapp?.close(), sms?.close()])
  })

  /** A parent of their own with a mobile number nobody else in the run has. */
  async function parent() {
    const signedIn = await createSignedInUser(server, { role: 'parent' })
    const mobile = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`
    await server.payload.update({ collection: 'users', id: signedIn.user._id, data: { mobilenumber: mobile } })
    return { ...signedIn, id: signedIn.user._id, mobile }
  }
  type Parent = Awaited<ReturnType<typeof parent>>

  const preferences = (token: string, json?: unknown) =>
    server.request<
      PreferencesDto & { message: string; preferences: PreferencesDto; fieldErrors: Record<string, string> }
    >('/api/parents/preferences', json === undefined ? { token } : { token, method: 'PUT', json })
  const askCode = (token: string, channel: string) =>
    server.request<{ message: string; expiresAt: string }>('/api/parents/phone-verification', {
      token,
      json: { channel },
    })
  const giveCode = (token: string, code: string) =>
    server.request<{ message: string; preferences: PreferencesDto; fieldErrors?: Record<string, string> }>(
      '/api/parents/phone-verification',
      { token, method: 'PUT', json: { code } },
    )
  const rowOf = async (parentId: string) =>
    (
      await server.payload.find({
        collection: 'reminder-preferences',
        where: { parent: { equals: parentId } },
        depth: 0,
        showHiddenFields: true,
      })
    ).docs[0]
  const reachOf = (id: string) => server.app.modules.messaging.service.reachOf([id])
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  async function verifiedOn(who: Parent, channel: 'whatsapp' | 'sms') {
    expect((await askCode(who.token, channel)).status).toBe(200)
    const code = (channel === 'whatsapp' ? whatsapp : sms).lastCodeTo(`+91${who.mobile}`)
    expect(code).toMatch(/^\d{6}$/)
    const { status, body } = await giveCode(who.token, code!)
    expect(status).toBe(200)
    return body
  }

  it('when a parent has saved nothing, then e-mail is on, the phone channels off, English, and no consent', async () => {
    const who = await parent()
    const { status, body } = await preferences(who.token)
    expect(status).toBe(200)
    expect(body).toEqual({
      channels: { email: true, whatsapp: false, sms: false },
      language: 'en',
      mobile: who.mobile,
      mobileVerified: false,
      available: { whatsapp: true, sms: true },
      consent: null,
    })
    expect(await reachOf(who.id)).toEqual(new Map())
  })

  it('when the input is wrong, then 400 with a message per field and nothing is stored', async () => {
    const who = await parent()
    const bad = await preferences(who.token, { channels: { email: 'yes', whatsapp: false }, language: 'fr' })
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toMatchObject({
      'channels.email': CHANNEL_CHOICE_MESSAGE,
      'channels.sms': CHANNEL_CHOICE_MESSAGE,
      language: LANGUAGE_MESSAGE,
    })
    // Urdu is Telangana's second official language, but the portal does not speak it (yet).
    const urdu = await preferences(who.token, {
      channels: { email: true, whatsapp: false, sms: false },
      language: 'ur',
    })
    expect(urdu.status).toBe(400)
    expect(urdu.body.fieldErrors).toEqual({ language: LANGUAGE_MESSAGE })
    expect(await rowOf(who.id)).toBeUndefined()
  })

  it("when a parent picks a language with the portal's switcher, then only the language changes: channels and consent stay", async () => {
    const language = (token: string | undefined, json: unknown) =>
      server.request<{ message: string; preferences: PreferencesDto; fieldErrors?: Record<string, string> }>(
        '/api/parents/preferences/language',
        { token, method: 'PUT', json },
      )
    const who = await parent()
    // A parent who never saved choices: the default channels, and no consent they never gave.
    const first = await language(who.token, { language: 'te' })
    expect(first.status).toBe(200)
    expect(first.body.message).toBe('Your language is saved')
    expect(first.body.preferences).toMatchObject({
      language: 'te',
      channels: { email: true, whatsapp: false, sms: false },
    })
    expect((await rowOf(who.id))?.consentWording ?? null).toBeNull()

    // A parent who chose channels keeps them and the time they agreed.
    const chosen = await preferences(who.token, {
      channels: { email: false, whatsapp: false, sms: false },
      language: 'te',
    })
    const agreedAt = chosen.body.preferences.consent?.at
    const hindi = await language(who.token, { language: 'hi' })
    expect(hindi.body.preferences).toMatchObject({
      language: 'hi',
      channels: { email: false, whatsapp: false, sms: false },
    })
    expect(hindi.body.preferences.consent?.at).toBe(agreedAt)
    expect((await reachOf(who.id)).get(who.id)?.language).toBe('hi')

    // Bad input and other people change nothing.
    const bad = await language(who.token, { language: 'ur' })
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toEqual({ language: LANGUAGE_MESSAGE })
    expect((await language(undefined, { language: 'en' })).status).toBe(401)
    const doctor = await createSignedInUser(server, {
      role: 'doctor',
      centreId: Object.values(await centreIdsByName(server))[0],
    })
    expect((await language(doctor.token, { language: 'en' })).status).toBe(403)
    expect((await preferences(who.token)).body.language).toBe('hi')
  })

  it('when WhatsApp or SMS is chosen without a verified number, then 400 under those channels and nothing changes', async () => {
    const who = await parent()
    expect(
      (await preferences(who.token, { channels: { email: false, whatsapp: false, sms: false }, language: 'en' }))
        .status,
    ).toBe(200)
    const before = await rowOf(who.id)
    const { status, body } = await preferences(who.token, {
      channels: { email: true, whatsapp: true, sms: true },
      language: 'en',
    })
    expect(status).toBe(400)
    expect(body.fieldErrors).toEqual({
      'channels.whatsapp': PHONE_NOT_VERIFIED_MESSAGE,
      'channels.sms': PHONE_NOT_VERIFIED_MESSAGE,
    })
    const after = await rowOf(who.id)
    expect(after).toMatchObject({ email: false, whatsapp: false, sms: false, consentAt: before.consentAt })
  })

  it('when a parent saves channels, then the consent wording and the time are recorded and reachOf follows', async () => {
    const who = await parent()
    const savedAt = clock.now().getTime()
    const { status, body } = await preferences(who.token, {
      channels: { email: false, whatsapp: false, sms: false },
      language: 'en',
    })
    expect(status).toBe(200)
    expect(body.preferences.channels).toEqual({ email: false, whatsapp: false, sms: false })
    expect(body.preferences.consent?.wording).toBe(CONSENT_WORDING)
    expect(Math.abs(Date.parse(body.preferences.consent!.at) - savedAt)).toBeLessThan(5_000)
    expect((await preferences(who.token)).body.channels.email).toBe(false)
    expect(await reachOf(who.id)).toEqual(
      new Map([[who.id, { email: false, whatsapp: false, sms: false, phone: null, language: 'en' }]]),
    )
    // The language the parent reads drives their mails and reminders: Telugu and Hindi are kept like English.
    for (const language of ['te', 'hi'] as const) {
      const chosen = await preferences(who.token, { channels: { email: true, whatsapp: false, sms: false }, language })
      expect(chosen.status).toBe(200)
      expect((await preferences(who.token)).body.language).toBe(language)
      expect((await reachOf(who.id)).get(who.id)?.language).toBe(language)
    }
  })

  it('when two first saves arrive at once, then both are answered and the parent has one row', async () => {
    const who = await parent()
    const [a, b] = await Promise.all([
      preferences(who.token, { channels: { email: false, whatsapp: false, sms: false }, language: 'en' }),
      preferences(who.token, { channels: { email: true, whatsapp: false, sms: false }, language: 'en' }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const rows = await server.payload.find({
      collection: 'reminder-preferences',
      where: { parent: { equals: who.id } },
      depth: 0,
    })
    expect(rows.totalDocs).toBe(1)
  })

  it('when the code sent on WhatsApp is typed, then the number is verified and WhatsApp can be chosen', async () => {
    const who = await parent()
    const sent = await askCode(who.token, 'whatsapp')
    expect(sent.status).toBe(200)
    expect(sent.body.message).toBe(`We sent a 6-digit code to +91 ••••••${who.mobile.slice(-4)} on WhatsApp`)
    const template = whatsapp.received.at(-1)!.body
    expect(template).toMatchObject({ to: `91${who.mobile}`, type: 'template', template: { name: 'verification_code' } })
    const code = whatsapp.lastCodeTo(`+91${who.mobile}`)!
    // The code is never stored as it is.
    expect(JSON.stringify(await rowOf(who.id))).not.toContain(code)

    const wrong = await giveCode(who.token, wrongCode(code))
    expect(wrong.status).toBe(400)
    expect(wrong.body.fieldErrors).toEqual({ code: CODE_WRONG_MESSAGE })
    expect((await preferences(who.token)).body.mobileVerified).toBe(false)

    const right = await giveCode(who.token, code)
    expect(right.status).toBe(200)
    expect(right.body.preferences.mobileVerified).toBe(true)
    // Spent: the same code again is refused.
    expect((await giveCode(who.token, code)).status).toBe(400)

    const saved = await preferences(who.token, {
      channels: { email: true, whatsapp: true, sms: false },
      language: 'en',
    })
    expect(saved.status).toBe(200)
    expect(await reachOf(who.id)).toEqual(
      new Map([[who.id, { email: true, whatsapp: true, sms: false, phone: `+91${who.mobile}`, language: 'en' }]]),
    )
  })

  it('when the code is asked for on SMS, then it arrives through the SMS provider and verifies the number', async () => {
    const who = await parent()
    const body = await verifiedOn(who, 'sms')
    expect(body.preferences.mobileVerified).toBe(true)
    expect(sms.received.at(-1)!.body).toMatchObject({ route: 'dlt', sender_id: 'CDCLNC', numbers: who.mobile })
    expect(
      (await preferences(who.token, { channels: { email: true, whatsapp: false, sms: true }, language: 'en' })).status,
    ).toBe(200)
    expect((await reachOf(who.id)).get(who.id)).toMatchObject({ sms: true, phone: `+91${who.mobile}` })
  })

  it('when the code is older than five minutes, then it is refused as expired', async () => {
    const who = await parent()
    await askCode(who.token, 'whatsapp')
    const code = whatsapp.lastCodeTo(`+91${who.mobile}`)!
    clock.advance(5 * 60 * 1000 + 1000)
    const late = await giveCode(who.token, code)
    expect(late.status).toBe(400)
    expect(late.body.fieldErrors).toEqual({ code: CODE_EXPIRED_MESSAGE })
    expect((await preferences(who.token)).body.mobileVerified).toBe(false)
  })

  it('when five wrong codes were typed, then even the right one is refused with 429', async () => {
    const who = await parent()
    await askCode(who.token, 'whatsapp')
    const code = whatsapp.lastCodeTo(`+91${who.mobile}`)!
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await giveCode(who.token, wrongCode(code))).status)
    expect(answers).toEqual([400, 400, 400, 400, 429])
    const right = await giveCode(who.token, code)
    expect(right.status).toBe(429)
    expect(right.body.message).toBe(CODE_TOO_MANY_TRIES_MESSAGE)
    expect((await preferences(who.token)).body.mobileVerified).toBe(false)
  })

  it('when a second code is asked for within a minute, then 429 and nothing is sent', async () => {
    const who = await parent()
    expect((await askCode(who.token, 'sms')).status).toBe(200)
    const count = sms.received.length
    const again = await askCode(who.token, 'sms')
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(CODE_RESEND_WAIT_MESSAGE('').split(' ')[0])
    expect(sms.received.length).toBe(count)
  })

  it('when the provider fails to send the code, then 502 says so', async () => {
    const who = await parent()
    whatsapp.failNext('server-error')
    const failed = await askCode(who.token, 'whatsapp')
    expect(failed.status).toBe(502)
    expect(failed.body.message).toBe(CODE_SEND_FAILED_MESSAGE)
    // Nothing reached the parent, so asking again at once is allowed, and that code works.
    await verifiedOn(who, 'whatsapp')
  })

  it('when the account’s number changes, then the code and the verification no longer hold', async () => {
    const who = await parent()
    await verifiedOn(who, 'whatsapp')
    await preferences(who.token, { channels: { email: true, whatsapp: true, sms: false }, language: 'en' })
    clock.advance(61_000)
    await askCode(who.token, 'whatsapp')
    const code = whatsapp.lastCodeTo(`+91${who.mobile}`)!
    await server.payload.update({ collection: 'users', id: who.id, data: { mobilenumber: '9111111111' } })
    const changed = await giveCode(who.token, code)
    expect(changed.status).toBe(400)
    expect(changed.body.fieldErrors).toEqual({ code: MOBILE_CHANGED_MESSAGE })
    expect((await preferences(who.token)).body).toMatchObject({ mobile: '9111111111', mobileVerified: false })
    expect((await reachOf(who.id)).get(who.id)).toMatchObject({ whatsapp: false, phone: null })
  })

  it('when another role or nobody calls, then 403 or 401 and nothing is stored', async () => {
    const calls = [
      { path: '/api/parents/preferences' },
      {
        path: '/api/parents/preferences',
        method: 'PUT',
        json: { channels: { email: true, whatsapp: false, sms: false }, language: 'en' },
      },
      { path: '/api/parents/phone-verification', json: { channel: 'sms' } },
      { path: '/api/parents/phone-verification', method: 'PUT', json: { code: '123456' } },
    ]
    const centreId = Object.values(await centreIdsByName(server))[0]
    for (const role of ['admin', 'doctor', 'therapist'] as const) {
      const { token, user } = await createSignedInUser(server, { role, centreId })
      for (const { path, ...options } of calls) {
        expect((await server.request(path, { token, ...options })).status, `${role} ${path}`).toBe(403)
      }
      expect(await rowOf(user._id)).toBeUndefined()
    }
    for (const { path, ...options } of calls) expect((await server.request(path, options)).status).toBe(401)
  })
})
