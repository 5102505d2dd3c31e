import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CODE_EXPIRED_MESSAGE,
  CODE_TOO_MANY_ATTEMPTS_MESSAGE,
  CODE_USED_MESSAGE,
  ENQUIRIES_SLUG,
  INVALID_CODE_MESSAGE,
  QUESTION_SEED,
  REFERENCE_ID_PATTERN,
  type EnquiryDto,
} from '@app/enquiries'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { createTestClock } from '../support/clock.ts'
import {
  codeMailedTo,
  enquiryForm,
  newClient,
  submitEnquiry,
  verifiedEnquiry,
  verifyEnquiry,
} from '../support/enquiries.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'
import { startTestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

const MINUTE = 60_000

describe('the public enquiry form: questions, submit, e-mail code', () => {
  const clock = createTestClock()
  let smtp: TestSmtpServer
  let server: Awaited<ReturnType<typeof startTestServer>>
  let centreId: string
  let admin: Awaited<ReturnType<typeof createSignedInUser>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer(
      { SMTP_URL: smtp.url, DATABASE_URL: isolatedDatabaseUrl('enquiries_public') },
      { clock: clock.now },
    )
    centreId = (await centreIdsByName(server))['Barkatpura Centre']
    admin = await createSignedInUser(server, { role: 'admin', centreId })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  it('when anyone asks for the questions, then they come in order of their number with their examples, and a switched-off one is left out', async () => {
    const { status, body } =
      await server.request<Array<{ number: number; question: string; example: string }>>('/api/jwl/jwlenquirequestions')
    expect(status).toBe(200)
    expect(body).toEqual(QUESTION_SEED.map(({ number, question, example }) => ({ number, question, example })))

    const { docs } = await server.payload.find({ collection: 'enquiry-questions', where: { number: { equals: 3 } } })
    await server.payload.update({ collection: 'enquiry-questions', id: docs[0].id, data: { active: false } })
    try {
      const after = await server.request<Array<{ number: number }>>('/api/jwl/JWLenquirequestions')
      expect(after.body.map((q) => q.number)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10])
    } finally {
      await server.payload.update({ collection: 'enquiry-questions', id: docs[0].id, data: { active: true } })
    }
  })

  it('when the programme is asked for, then its name, introduction and the consent text come from the CMS and the code', async () => {
    const { status, body } = await server.request<Record<string, string>>('/api/jwl/programme')
    expect(status).toBe(200)
    expect(body.name).toBe('Early Learning Programme')
    expect(body.consentText).toMatch(/parent or legal guardian/)
    expect(body.consentVersion).toBeTruthy()
  })

  it('when a form is sent empty or wrong, then every field says what is missing and nothing is stored', async () => {
    const before = (await server.payload.count({ collection: ENQUIRIES_SLUG })).totalDocs
    const empty = await submitEnquiry(server, {})
    expect(empty.status).toBe(400)
    expect(empty.body.fieldErrors).toMatchObject({
      childName: "Child's name is required",
      childAge: "Child's age is required",
      childGender: 'Gender is required',
      parentName: "Parent's name is required",
      parentEmail: 'Email is required',
      parentPhoneNo: 'Phone number is required',
      preferredCenter: 'Please select a preferred centre',
      consent: 'Please read and accept the consent to continue',
    })
    const wrong = await submitEnquiry(
      server,
      enquiryForm(centreId, { parentEmail: 'nope', parentPhoneNo: '12345', childAge: 30, consentVersion: 'old' }),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.fieldErrors).toMatchObject({
      parentEmail: 'Please enter a valid email address',
      parentPhoneNo: 'Phone number must be 10 digits',
      childAge: "Child's age must be a whole number from 0 to 18",
      consentVersion: 'The consent text has changed. Please read it again and accept it.',
    })
    const form = enquiryForm(centreId)
    delete (form.checklist as Record<string, unknown>).q7
    const unanswered = await submitEnquiry(server, { ...form, preferredCenter: '0f0f0f0f-0000-4000-8000-000000000000' })
    expect(unanswered.status).toBe(400)
    expect(unanswered.body.fieldErrors).toMatchObject({
      'checklist.q7': 'Please answer question 7',
      preferredCenter: 'Please select one of our centres',
    })
    const noVideoConsent = await submitEnquiry(server, enquiryForm(centreId, { withVideo: true }))
    expect(noVideoConsent.body.fieldErrors).toMatchObject({
      videoConsent: 'Please agree to the centre watching the video, or send no video',
    })
    expect((await server.payload.count({ collection: ENQUIRIES_SLUG })).totalDocs).toBe(before)
  })

  it('when a parent submits and verifies with the e-mailed code, then the enquiry gets a reference, consent is stored, a confirmation is mailed, and only then the admin sees it', async () => {
    const form = enquiryForm(centreId, { withVideo: true, videoConsent: true })
    const draft = await submitEnquiry(server, form, { 'x-forwarded-for': '203.0.113.200' })
    expect(draft.status).toBe(201)
    expect(draft.body.uploadToken).toBeTruthy()
    const code = await codeMailedTo(smtp, form.parentEmail)

    // Unverified: invisible to the centre.
    const hidden = await server.request<Array<{ _id: string }>>(`/api/admins/get-jwl-enquiries/${centreId}`, {
      token: admin.token,
    })
    expect(hidden.body.map((e) => e._id)).not.toContain(draft.body.enquiryId)

    const verified = await verifyEnquiry(server, draft.body.enquiryId, code)
    expect(verified.status).toBe(200)
    expect(verified.body.referenceId).toMatch(REFERENCE_ID_PATTERN)
    expect(verified.body.video).toBe('pending')

    const details = await server.request<EnquiryDto>(`/api/admins/get-jwl-enquiry/${verified.body.referenceId}`, {
      token: admin.token,
    })
    expect(details.status).toBe(200)
    expect(details.body.video).toBe('pending')
    expect(details.body.stage).toBe('new')
    expect(details.body.consent).toMatchObject({ videoConsent: true, ip: '203.0.113.200' })
    expect(details.body.consent.text).toMatch(/parent or legal guardian/)
    expect(details.body.responses[0]).toMatchObject({ number: 1, question: QUESTION_SEED[0].question, answer: 'Yes' })

    const deadline = Date.now() + 5000
    let confirmation
    while (!confirmation && Date.now() < deadline) {
      confirmation = smtp.received.find(
        (m) => m.to.includes(form.parentEmail) && m.text.includes(verified.body.referenceId),
      )
      await new Promise((r) => setTimeout(r, 20))
    }
    expect(confirmation?.text).toMatch(/\/enquiry\/video\?e=/)

    // The same code again: the same answer (a retry), no second confirmation.
    const again = await verifyEnquiry(server, draft.body.enquiryId, code)
    expect(again.status).toBe(200)
    expect(again.body.referenceId).toBe(verified.body.referenceId)
  })

  it('when the enquiry page speaks Telugu or Hindi, then the code, a new code and the confirmation come in the language of the page that asked', async () => {
    const form = enquiryForm(centreId, { withVideo: false })
    const address = form.parentEmail.toLowerCase()
    const mailsTo = () => smtp.received.filter((m) => m.to.includes(address))
    const newestMail = async (count: number) => {
      const deadline = Date.now() + 5000
      while (mailsTo().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      expect(mailsTo()).toHaveLength(count)
      return mailsTo()[count - 1]
    }
    const draft = await submitEnquiry(server, { ...form, language: 'te' })
    expect(draft.status).toBe(201)
    const teCode = await newestMail(1)
    expect(teCode.subject).toMatch(/ విచారణ కోసం మీ కోడ్$/)
    expect(teCode.text).toMatch(/^మీ కోడ్ \d{6}\./)
    expect(teCode.text).not.toMatch(/Your code/)

    clock.advance(MINUTE + 1000)
    const resent = await server.request(`/api/jwl/enquiries/${draft.body.enquiryId}/code`, {
      json: { language: 'hi' },
      headers: newClient(),
    })
    expect(resent.status).toBe(200)
    const hiCode = await newestMail(2)
    expect(hiCode.subject).toMatch(/ पूछताछ के लिए आपका कोड$/)
    const code = /\b(\d{6})\b/.exec(hiCode.text)?.[1] as string

    const verified = await server.request<{ referenceId: string }>(
      `/api/jwl/enquiries/${draft.body.enquiryId}/verify`,
      {
        json: { otp: code, language: 'te' },
      },
    )
    expect(verified.status).toBe(200)
    const confirmation = await newestMail(3)
    expect(confirmation.subject).toBe(`మీ విచారణ ${verified.body.referenceId}`)
    expect(confirmation.text).toContain('కేంద్రం: Barkatpura Centre')
    // Intl's Telugu: "30, నవం 2026".
    expect(confirmation.text).toMatch(/తేదీ: \d{1,2}, \S+ \d{4}/)
    expect(confirmation.text).not.toMatch(/Thank you|Date:/)

    const unknown = await submitEnquiry(server, { ...enquiryForm(centreId), language: 'fr' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.fieldErrors).toMatchObject({ language: 'Please choose a language we can write in' })
  })

  it('when the questions are reworded after a parent answered, then the details still show the wording the parent saw', async () => {
    const { verified } = await verifiedEnquiry(server, smtp, centreId)
    const { docs } = await server.payload.find({ collection: 'enquiry-questions', where: { number: { equals: 1 } } })
    await server.payload.update({ collection: 'enquiry-questions', id: docs[0].id, data: { question: 'Reworded?' } })
    try {
      const details = await server.request<EnquiryDto>(`/api/admins/get-jwl-enquiry/${verified.referenceId}`, {
        token: admin.token,
      })
      expect(details.body.responses[0].question).toBe(QUESTION_SEED[0].question)
    } finally {
      await server.payload.update({
        collection: 'enquiry-questions',
        id: docs[0].id,
        data: { question: QUESTION_SEED[0].question },
      })
    }
  })

  it('when a wrong code is given five times, then the code is dead even for the right one', async () => {
    const form = enquiryForm(centreId)
    const draft = await submitEnquiry(server, form)
    const code = await codeMailedTo(smtp, form.parentEmail)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 4; i++) {
      const r = await verifyEnquiry(server, draft.body.enquiryId, wrong)
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ message: INVALID_CODE_MESSAGE })
    }
    expect((await verifyEnquiry(server, draft.body.enquiryId, wrong)).body).toMatchObject({
      message: CODE_TOO_MANY_ATTEMPTS_MESSAGE,
    })
    const right = await verifyEnquiry(server, draft.body.enquiryId, code)
    expect(right.status).toBe(429)
  })

  it('when 30 wrong codes arrive at once, then no more than four are answered Invalid code, and the right code is dead after', async () => {
    const form = enquiryForm(centreId)
    const draft = await submitEnquiry(server, form)
    const code = await codeMailedTo(smtp, form.parentEmail)
    const wrongCodes = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const answers = await Promise.all(wrongCodes.map((wrong) => verifyEnquiry(server, draft.body.enquiryId, wrong)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([])
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4)
    const right = await verifyEnquiry(server, draft.body.enquiryId, code)
    expect(right.status).toBe(429)
    expect(right.body).toEqual({ message: CODE_TOO_MANY_ATTEMPTS_MESSAGE })
    // Never verified: the centre does not see it.
    const { docs } = await server.payload.find({
      collection: ENQUIRIES_SLUG,
      where: { id: { equals: draft.body.enquiryId } },
      depth: 0,
    })
    expect(docs[0]?.state).toBe('unverified')
  })

  it('when a verified enquiry is verified again after the code has expired, then it is refused and no new upload token comes', async () => {
    const { form, draft } = await verifiedEnquiry(server, smtp, centreId, { withVideo: true, videoConsent: true })
    const code = await codeMailedTo(smtp, form.parentEmail)
    // Within the code's five minutes a retry (a dropped connection) gets the same answer.
    expect((await verifyEnquiry(server, draft.enquiryId, code)).status).toBe(200)
    clock.advance(5 * MINUTE + 1000)
    const late = await verifyEnquiry(server, draft.enquiryId, code)
    expect(late.status).toBe(400)
    expect(late.body).toEqual({ message: CODE_USED_MESSAGE })
    expect(late.body).not.toHaveProperty('uploadToken')
  })

  it('when codes are tried at a verified enquiry, then every try counts, and after five the right code is refused too', async () => {
    const { form, draft } = await verifiedEnquiry(server, smtp, centreId)
    const code = await codeMailedTo(smtp, form.parentEmail)
    const wrong = code === '000000' ? '111111' : '000000'
    // The verification was the first try; three wrong ones leave one.
    for (let i = 1; i <= 3; i++) {
      const answer = await verifyEnquiry(server, draft.enquiryId, wrong)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ message: CODE_USED_MESSAGE })
    }
    const fifth = await verifyEnquiry(server, draft.enquiryId, wrong)
    expect(fifth.status).toBe(429)
    const right = await verifyEnquiry(server, draft.enquiryId, code)
    expect(right.status).toBe(429)
    expect(right.body).toEqual({ message: CODE_TOO_MANY_ATTEMPTS_MESSAGE })
  })

  it('when the code is older than five minutes, then it is refused; a new one (after a minute) works; a used code of a verified enquiry cannot verify another', async () => {
    const form = enquiryForm(centreId)
    const draft = await submitEnquiry(server, form)
    const code = await codeMailedTo(smtp, form.parentEmail)
    // Resending at once is refused (one a minute per address).
    const tooSoon = await server.request(`/api/jwl/enquiries/${draft.body.enquiryId}/code`, {
      method: 'POST',
      headers: newClient(),
    })
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body.message).toMatch(/^Please wait/)

    clock.advance(5 * MINUTE + 1000)
    const expired = await verifyEnquiry(server, draft.body.enquiryId, code)
    expect(expired.status).toBe(400)
    expect(expired.body).toMatchObject({ message: CODE_EXPIRED_MESSAGE })

    const resent = await server.request(`/api/jwl/enquiries/${draft.body.enquiryId}/code`, {
      method: 'POST',
      headers: newClient(),
    })
    expect(resent.status).toBe(200)
    const fresh = await codeMailedTo(smtp, form.parentEmail, 1)
    expect((await verifyEnquiry(server, draft.body.enquiryId, fresh)).status).toBe(200)

    // An old (now replaced) code never verifies.
    const other = enquiryForm(centreId)
    const otherDraft = await submitEnquiry(server, other)
    await codeMailedTo(smtp, other.parentEmail)
    const borrowed = await verifyEnquiry(server, otherDraft.body.enquiryId, fresh)
    expect(borrowed.status).toBe(400)
    expect(borrowed.body).toMatchObject({ message: INVALID_CODE_MESSAGE })
  })

  it('when one address asks for codes more than five times an hour, then it is told to wait, whatever the connection', async () => {
    const email = `burst-${Date.now()}@example.test`
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await submitEnquiry(server, enquiryForm(centreId, { parentEmail: email }))).status)
      clock.advance(MINUTE + 1000)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('when a parent enquires again with the same phone, then the new enquiry is accepted and linked to the earlier one', async () => {
    const first = await verifiedEnquiry(server, smtp, centreId)
    clock.advance(MINUTE + 1000)
    const second = await verifiedEnquiry(server, smtp, centreId, {
      parentEmail: `other-${Date.now()}@example.test`,
      parentPhoneNo: first.form.parentPhoneNo,
    })
    expect(second.verified.referenceId).not.toBe(first.verified.referenceId)
    const details = await server.request<EnquiryDto>(`/api/admins/get-jwl-enquiry/${second.verified.referenceId}`, {
      token: admin.token,
    })
    expect(details.body.previousReferenceId).toBe(first.verified.referenceId)
    expect(details.body.linkedReferenceIds).toContain(first.verified.referenceId)
  })

  it('when many parents submit at once, then every enquiry gets its own reference id', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        submitEnquiry(server, enquiryForm(centreId), { 'x-forwarded-for': `198.18.0.${i + 1}` }),
      ),
    )
    expect(drafts.map((d) => d.status)).toEqual(Array(12).fill(201))
    const { docs } = await server.payload.find({
      collection: ENQUIRIES_SLUG,
      where: { id: { in: drafts.map((d) => d.body.enquiryId) } },
      pagination: false,
    })
    const refs = docs.map((d) => d.referenceId)
    expect(new Set(refs).size).toBe(12)
    for (const ref of refs) expect(ref).toMatch(REFERENCE_ID_PATTERN)
  })
})
