import { request as httpRequest } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import type { IepDto } from '@app/iep/schema'
import { createSignedInUser } from '../support/accounts.ts'
import { bookingFields, centreStaff, FILES, postMultipart } from '../support/appointments.ts'
import { assignPlan, castsAtTwoCentres, latestOfFirstMonth, type AssignedCast } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

type Booked = { message: string; appointment: AppointmentDto; fieldErrors?: Record<string, string> }

const CONTROL = 'Must not contain control characters'
const NUL = '\u0000'

/** The name a download is saved under, read from Content-Disposition's RFC 5987 `filename*` as a browser does. */
function savedNameOf(contentDisposition: string | null): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition ?? '')
  if (extended) return decodeURIComponent(extended[1])
  return /filename="([^"]*)"/.exec(contentDisposition ?? '')?.[1] ?? ''
}

// Every multipart form goes through one parser (@app/platform's multipartBody): it applies the JSON body's
// control-character rule to every field, reads file names as UTF-8, and runs after the route's access checks.
describe('multipart forms', () => {
  let server: TestServer
  let cast: AssignedCast
  let other: AssignedCast
  let centres: Record<string, string>
  let plan: IepDto
  beforeAll(async () => {
    server = await sharedTestServer()
    ;({ cast, other, centres } = await castsAtTwoCentres(server))
    plan = await assignPlan(server, cast.child._id, cast.doctor.token)
  })

  const latestVersion = () => latestOfFirstMonth(server, cast)

  /** The therapist's IEP performance form, as the portal sends it (multipart). */
  async function sendPerformanceForm(fields: Record<string, string>, token = cast.therapist.token) {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    const response = await fetch(`${server.url}/api/therapists/updateIEPperformance/${cast.child._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    return {
      status: response.status,
      body: (await response.json()) as { message: string; fieldErrors?: Record<string, string> },
    }
  }

  it('when the IEP performance form carries a NUL in therapistFeedback, then it is a 400 naming the field, as in JSON, and the month is unchanged', async () => {
    const before = await latestVersion()
    const fields = {
      iepId: plan._id,
      monthIndex: '0',
      baseVersion: String(before.version),
      therapistFeedback: `Played${NUL} well`,
    }
    const asForm = await sendPerformanceForm(fields)
    expect(asForm.status).toBe(400)
    expect(asForm.body.message).toBe(CONTROL)
    expect(asForm.body.fieldErrors).toEqual({ therapistFeedback: CONTROL })

    const asJson = await server.request<{ message: string; fieldErrors?: Record<string, string> }>(
      `/api/therapists/updateIEPperformance/${cast.child._id}`,
      { method: 'PUT', token: cast.therapist.token, json: { ...fields, baseVersion: before.version } },
    )
    expect({ status: asJson.status, body: asJson.body }).toEqual({ status: asForm.status, body: asForm.body })

    const after = await latestVersion()
    expect(after.version).toBe(before.version)
    expect(after.therapistFeedback).toBe(before.therapistFeedback)

    // A C1 control (NEL) and an escape in any field, even one the route does not read, are refused the same way.
    const stray = await sendPerformanceForm({ ...fields, therapistFeedback: 'Fine', note: 'a\u0085b\u001b' })
    expect(stray).toEqual({ status: 400, body: { message: CONTROL, fieldErrors: { note: CONTROL } } })
    // Line breaks and tabs stay allowed, as in JSON.
    const multiLine = await sendPerformanceForm({ ...fields, therapistFeedback: 'Named 8 objects.\r\n\tAsked twice.' })
    expect(multiLine.status).toBe(200)
  })

  it('when a booking form carries a control character in any field, then it is a 400 and no appointment is stored', async () => {
    const { doctor } = await centreStaff(server, centres['Barkatpura Centre'])
    const parent = await createSignedInUser(server, { role: 'parent' })
    const fields = bookingFields({ branch: centres['Barkatpura Centre'], doctorId: doctor.user._id })
    const refused = await postMultipart<Booked>(server, '/api/admins/bookAppointment', parent.token, {
      ...fields,
      howDidYouHear: `friend${NUL}`,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors).toEqual({ howDidYouHear: CONTROL })
    const stored = await server.payload.count({
      collection: 'appointments',
      where: { doctor: { equals: doctor.user._id } },
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('when a report is named in Telugu and German, then its download gives the name back exactly; C1 control characters are dropped', async () => {
    const { doctor } = await centreStaff(server, centres['Barkatpura Centre'])
    const parent = await createSignedInUser(server, { role: 'parent' })
    const fields = bookingFields({ branch: centres['Barkatpura Centre'], doctorId: doctor.user._id })
    const name = 'సాన్వి-Müller रिपोर्ट.pdf'
    const booked = await postMultipart<Booked>(server, '/api/admins/bookAppointment', parent.token, fields, [
      { field: 'pdf', filename: name, content: FILES.pdf },
      { field: 'pdf', filename: 'Report\u0085\u009f May.pdf', content: FILES.pdf },
    ])
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const [first, second] = booked.body.appointment.previousMedicalReports
    const download = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${parent.token}` } })
      await response.arrayBuffer()
      expect(response.status).toBe(200)
      return savedNameOf(response.headers.get('content-disposition'))
    }
    expect(await download(first)).toBe(name)
    expect(await download(second)).toBe('Report May.pdf')
  })

  /**
   * Starts a 50 MB multipart PUT of the IEP performance form but sends only its first 64 KB, and resolves with
   * the answer if one comes while the rest is still unsent (a server that reads the body first never answers).
   */
  function partlySentForm(token: string): Promise<{ status: number; body: { message?: string } }> {
    const boundary = 'form-boundary-7d3c'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="iepId"\r\n\r\n${plan._id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="session.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    )
    const declared = 50 * 1024 * 1024
    return new Promise((resolve, reject) => {
      const url = new URL(`${server.url}/api/therapists/updateIEPperformance/${cast.child._id}`)
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(declared),
        },
      })
      const unanswered = setTimeout(() => {
        req.destroy()
        reject(new Error('no answer while the body was still being sent'))
      }, 15_000)
      req.on('error', () => undefined)
      req.on('response', (response) => {
        clearTimeout(unanswered)
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          req.destroy()
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { message?: string } })
        })
      })
      req.write(Buffer.concat([head, Buffer.alloc(64 * 1024 - head.length)]))
    })
  }

  it('when a therapist not assigned to the child sends a 50 MB form, then the refusal comes before the body is sent, as the JSON form is refused', async () => {
    const asJson = await server.request(`/api/therapists/updateIEPperformance/${cast.child._id}`, {
      method: 'PUT',
      token: other.therapist.token,
      json: { iepId: plan._id, monthIndex: 0, baseVersion: 1 },
    })
    expect(asJson.status).toBeGreaterThanOrEqual(400)
    const early = await partlySentForm(other.therapist.token)
    expect(early).toEqual({ status: asJson.status, body: asJson.body })
    // The wrong role is refused as early.
    expect(await partlySentForm(cast.parent.token)).toEqual({
      status: 403,
      body: { message: 'You are not allowed to do this' },
    })
  })
})
