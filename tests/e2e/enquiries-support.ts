// Set-up for the enquiry journeys: an enquiry submitted, its video uploaded (tus) and verified with the code
// read from a real SMTP server, all through the public calls a parent's browser makes (docs/api/enquiries.md).
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { E2E_DATABASE_FILE, otpFrom, uniqueSuffix } from './support.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Moves a verified enquiry `days` back in time, as if it had arrived then: its arrival, its creation and its
 * contact-by day, written straight into the server's SQLite file (nothing else in the app can date it back).
 */
export async function backdateEnquiry(referenceId: string, days: number): Promise<void> {
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: `file:${E2E_DATABASE_FILE}` })
  try {
    await db.execute('PRAGMA busy_timeout = 5000')
    const { rows } = await db.execute({
      sql: 'SELECT verified_at, contact_by FROM jwl_enquiries WHERE reference_id = ?',
      args: [referenceId],
    })
    expect(rows, `enquiry ${referenceId} in ${E2E_DATABASE_FILE}`).toHaveLength(1)
    const earlier = (iso: string) => new Date(Date.parse(iso) - days * DAY_MS).toISOString()
    const arrived = earlier(String(rows[0].verified_at))
    await db.execute({
      sql: 'UPDATE jwl_enquiries SET verified_at = ?, created_at = ?, contact_by = ? WHERE reference_id = ?',
      args: [arrived, arrived, earlier(`${String(rows[0].contact_by)}T00:00:00Z`).slice(0, 10), referenceId],
    })
  } finally {
    db.close()
  }
}

/** A real WebM the browser records from a canvas (about a second), so a <video> element can play it. */
export async function recordedVideo(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 120
    const context = canvas.getContext('2d')!
    const stream = canvas.captureStream(15)
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    let frame = 0
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame += 20) % 360} 70% 50%)`
      context.fillRect(0, 0, 160, 120)
    }, 50)
    recorder.start()
    await new Promise((resolve) => setTimeout(resolve, 800))
    recorder.stop()
    await new Promise((resolve) => (recorder.onstop = resolve))
    clearInterval(timer)
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())]
  })
  return Buffer.from(bytes)
}

const tusMetadata = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

export interface SubmittedEnquiry {
  enquiryId: string
  referenceId: string
  childName: string
  parentName: string
  parentEmail: string
}

/**
 * A parent's enquiry for `centreId`, answered on every served question, with `video` uploaded before the code
 * is entered when given ('pending': chosen but never sent; else no video), and verified: it reaches the centre.
 */
export async function submitVerifiedEnquiry(
  request: APIRequestContext,
  smtp: TestSmtpServer,
  {
    centreId,
    video,
    childName = `Ishaan ${uniqueSuffix()}`,
  }: { centreId: string; video?: Buffer | 'pending'; childName?: string },
): Promise<SubmittedEnquiry> {
  const suffix = uniqueSuffix()
  const parentEmail = `enquiry.${suffix}@example.com`
  const parentName = `Lakshmi ${suffix}`
  const questions = (await (await request.get('/api/jwl/jwlenquirequestions')).json()) as { number: number }[]
  expect(questions.length).toBeGreaterThan(0)
  const programme = (await (await request.get('/api/jwl/programme')).json()) as { consentVersion: string }
  const submit = await request.post('/api/jwl/enquiries', {
    data: {
      childName,
      childAge: 7,
      childGender: 'Male',
      parentName,
      parentEmail,
      parentPhoneNo: `9${String(Date.now()).slice(-9)}`,
      preferredCenter: centreId,
      checklist: Object.fromEntries(
        questions.map(({ number }) => [
          `q${number}`,
          { answer: number === 1 ? 'Yes' : 'No', comment: number === 1 ? 'Mixes up b and d' : '' },
        ]),
      ),
      additionalNotes: 'Finds reading hard and avoids homework.',
      withVideo: Boolean(video),
      videoConsent: Boolean(video),
      consent: true,
      consentVersion: programme.consentVersion,
    },
  })
  expect(submit.status(), await submit.text()).toBe(201)
  const draft = (await submit.json()) as { enquiryId: string; uploadToken: string | null; target: string }

  if (video && video !== 'pending') {
    const start = await request.post('/api/files/uploads', {
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(video.length),
        'Upload-Metadata': tusMetadata({ target: draft.target, record: draft.enquiryId, filename: 'child.webm' }),
        'X-Upload-Token': draft.uploadToken ?? '',
      },
    })
    expect(start.status(), await start.text()).toBe(201)
    const location = start.headers()['location']
    const patch = await request.patch(location, {
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'X-Upload-Token': draft.uploadToken ?? '',
      },
      data: video,
    })
    expect(patch.status(), await patch.text()).toBe(204)
  }

  const mail = await smtp.waitFor((received) => received.to.includes(parentEmail) && /code/i.test(received.subject))
  const verify = await request.post(`/api/jwl/enquiries/${draft.enquiryId}/verify`, { data: { otp: otpFrom(mail) } })
  expect(verify.status(), await verify.text()).toBe(200)
  const { referenceId } = (await verify.json()) as { referenceId: string }
  return { enquiryId: draft.enquiryId, referenceId, childName, parentName, parentEmail }
}
