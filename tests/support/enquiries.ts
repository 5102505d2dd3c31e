import { randomBytes } from 'node:crypto'
import { CONSENT_VERSION, QUESTION_SEED, type EnquiryDraftAnswer, type EnquiryVerifiedAnswer } from '@app/enquiries'
import { unique } from './accounts.ts'
import type { startTestServer } from './server.ts'
import type { TestSmtpServer } from './smtp.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** A complete, valid enquiry for a centre; every seeded question answered. */
export function enquiryForm(centreId: string, overrides: Record<string, unknown> = {}) {
  return {
    childName: 'Aarav Reddy',
    childAge: 4,
    childGender: 'Male',
    parentName: 'Lakshmi Reddy',
    parentEmail: `parent-${unique()}@example.test`,
    parentPhoneNo: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    preferredCenter: centreId,
    checklist: Object.fromEntries(
      QUESTION_SEED.map((q, i) => [`q${q.number}`, { answer: ['Yes', 'Sometimes', 'No'][i % 3], comment: '' }]),
    ),
    additionalNotes: 'He started speaking late.',
    withVideo: false,
    videoConsent: false,
    consent: true,
    consentVersion: CONSENT_VERSION,
    ...overrides,
  }
}

let clientCounter = 0
/** A client address of its own, so the per-connection limit never couples tests. */
export const newClient = () => ({ 'x-forwarded-for': `203.0.113.${(++clientCounter % 250) + 1}` })

export const submitEnquiry = (server: TestServer, body: unknown, headers: Record<string, string> = newClient()) =>
  server.request<EnquiryDraftAnswer & { fieldErrors?: Record<string, string> }>('/api/jwl/enquiries', {
    json: body,
    headers,
  })

export const verifyEnquiry = (server: TestServer, enquiryId: string, otp: string) =>
  server.request<EnquiryVerifiedAnswer>(`/api/jwl/enquiries/${enquiryId}/verify`, { json: { otp } })

/** The code in the newest e-mail to an address, once more than `seen` mails have arrived there. */
export async function codeMailedTo(smtp: TestSmtpServer, email: string, seen = 0): Promise<string> {
  const address = email.toLowerCase()
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    const mails = smtp.received.filter((mail) => mail.to.includes(address) && /Your code is/.test(mail.text))
    if (mails.length > seen) {
      const match = /\b(\d{6})\b/.exec(mails[mails.length - 1].text)
      if (!match) throw new Error(`no code in: ${mails[mails.length - 1].text}`)
      return match[1]
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no code e-mail to ${address}`)
}

/** Submits and verifies an enquiry; returns the form, the draft answer and the verified answer. */
export async function verifiedEnquiry(
  server: TestServer,
  smtp: TestSmtpServer,
  centreId: string,
  overrides: Record<string, unknown> = {},
) {
  const form = enquiryForm(centreId, overrides)
  const draft = await submitEnquiry(server, form)
  if (draft.status !== 201) throw new Error(`submit failed with ${draft.status}: ${JSON.stringify(draft.body)}`)
  const seen = smtp.received.filter((m) => m.to.includes(form.parentEmail) && /Your code is/.test(m.text)).length - 1
  const code = await codeMailedTo(smtp, form.parentEmail, Math.max(0, seen))
  const verified = await verifyEnquiry(server, draft.body.enquiryId, code)
  if (verified.status !== 200)
    throw new Error(`verify failed with ${verified.status}: ${JSON.stringify(verified.body)}`)
  return { form, draft: draft.body, verified: verified.body }
}

/** A small MP4: its real first box ("ftyp", brand isom), then filler. */
export function mp4(bytes: number): Buffer {
  const head = Buffer.concat([
    Buffer.from('00000020', 'hex'),
    Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
  ])
  return Buffer.concat([head, randomBytes(bytes - head.length)])
}

const metadataHeader = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

/** Uploads a video to an enquiry with tus and its upload token, in one PATCH; returns the PATCH answer. */
export async function uploadEnquiryVideo(server: TestServer, enquiryId: string, token: string, body: Buffer) {
  const created = await fetch(`${server.url}/api/files/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(body.length),
      'upload-metadata': metadataHeader({ target: 'jwl-enquiry-video', record: enquiryId, filename: 'child.mp4' }),
      'x-upload-token': token,
    },
  })
  if (created.status !== 201) throw new Error(`tus create failed with ${created.status}: ${await created.text()}`)
  const location = created.headers.get('location') ?? ''
  return fetch(`${server.url}${new URL(location, server.url).pathname}`, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'x-upload-token': token,
    },
    body: new Uint8Array(body),
  })
}
