// Set-up for the enquiry journeys: an enquiry submitted, its video uploaded (tus) and verified with the code
// read from a real SMTP server, all through the public calls a parent's browser makes (docs/api/enquiries.md).
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import pg from 'pg'
import { e2eDatabaseUrl, otpFrom, uniqueSuffix } from './support.ts'

/**
 * Moves a verified enquiry `days` back in time, as if it had arrived then: its arrival, its creation and its
 * contact-by day, written straight into the server's database (nothing else in the app can date it back).
 */
export async function backdateEnquiry(referenceId: string, days: number): Promise<void> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await db.connect()
  try {
    const { rowCount } = await db.query(
      `UPDATE jwl_enquiries SET verified_at = verified_at - make_interval(days => $2),
         created_at = created_at - make_interval(days => $2), contact_by = to_char(contact_by::date - $2::int, 'YYYY-MM-DD')
       WHERE reference_id = $1`,
      [referenceId, days],
    )
    expect(rowCount, `enquiry ${referenceId}`).toBe(1)
  } finally {
    await db.end()
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
