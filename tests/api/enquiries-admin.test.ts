import { io, type Socket } from 'socket.io-client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import {
  APPOINTMENT_NOT_OF_FAMILY_MESSAGE,
  ENQUIRIES_SLUG,
  ENQUIRY_ARCHIVED,
  ENQUIRY_NEW,
  type EnquiriesArchived,
  type EnquiryDto,
  type EnquirySummaryDto,
} from '@app/enquiries'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { bookingFields, openClinicDay, postMultipart } from '../support/appointments.ts'
import { createTestClock } from '../support/clock.ts'
import { mp4, uploadEnquiryVideo, verifiedEnquiry } from '../support/enquiries.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'
import type { TestSmtpServer } from '../support/smtp.ts'

const DAY = 24 * 60 * 60 * 1000

describe("the centre's enquiries: list, details, video, archive, follow-up, retention, live events", () => {
  const clock = createTestClock()
  let smtp: TestSmtpServer
  let server: TestServer
  let centreId: string
  let otherCentreId: string
  let admin: Awaited<ReturnType<typeof createSignedInUser>>
  let otherAdmin: Awaited<ReturnType<typeof createSignedInUser>>
  const sockets: Socket[] = []
  beforeAll(async () => {
    const shared = await sharedTestServer({ clock: clock.now })
    server = shared
    smtp = shared.smtp
    const centres = await centreIdsByName(server)
    centreId = centres['Barkatpura Centre']
    otherCentreId = centres['Kukatpally Centre']
    admin = await createSignedInUser(server, { role: 'admin', centreId, name: 'Asha Admin' })
    otherAdmin = await createSignedInUser(server, { role: 'admin', centreId: otherCentreId })
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })

  const get = <T>(path: string, token = admin.token, headers: Record<string, string> = {}) =>
    server.request<T>(path, { token, headers })
  const archive = (json: unknown, token = admin.token) =>
    server.request<{ message: string; referenceIds: string[] }>('/api/admins/archive-jwl-enquiry', {
      method: 'PUT',
      json,
      token,
    })

  it("when another centre's admin asks for an enquiry, its video or to archive it, then it does not exist for them, and they may not list the centre", async () => {
    const { form, verified } = await verifiedEnquiry(server, smtp, centreId, { withVideo: true, videoConsent: true })
    const up = await uploadEnquiryVideo(
      server,
      (
        await server.payload.find({
          collection: ENQUIRIES_SLUG,
          where: { referenceId: { equals: verified.referenceId } },
        })
      ).docs[0].id,
      verified.uploadToken,
      mp4(4096),
    )
    expect(up.status).toBe(204)

    const list = await get<{ message: string }>(`/api/admins/get-jwl-enquiries/${centreId}`, otherAdmin.token)
    expect(list.status).toBe(403)
    expect(JSON.stringify(list.body)).not.toContain(form.parentEmail)
    const details = await get(`/api/admins/get-jwl-enquiry/${verified.referenceId}`, otherAdmin.token)
    expect(details).toMatchObject({ status: 404, body: { message: 'Enquiry not found' } })
    const video = await get(`/api/admins/get-jwluser-video/${encodeURIComponent(form.parentEmail)}`, otherAdmin.token)
    expect(video).toMatchObject({ status: 404, body: { message: 'Video not found' } })
    expect((await archive({ referenceId: verified.referenceId }, otherAdmin.token)).status).toBe(404)
    expect((await archive({ parentEmail: form.parentEmail }, otherAdmin.token)).status).toBe(404)
    // Nothing changed.
    expect((await get<EnquiryDto>(`/api/admins/get-jwl-enquiry/${verified.referenceId}`)).body.isArchived).toBe(false)
    // A parent or a doctor is not an admin at all.
    const parent = await createSignedInUser(server, { role: 'parent' })
    expect((await get(`/api/admins/get-jwl-enquiry/${verified.referenceId}`, parent.token)).status).toBe(403)
    expect((await server.request(`/api/admins/get-jwl-enquiry/${verified.referenceId}`)).status).toBe(401)
  })

  it("when the admin plays the parent's video, then it streams with Range and each viewing is logged", async () => {
    const { form, verified } = await verifiedEnquiry(server, smtp, centreId, { withVideo: true, videoConsent: true })
    const id = (
      await server.payload.find({
        collection: ENQUIRIES_SLUG,
        where: { referenceId: { equals: verified.referenceId } },
      })
    ).docs[0].id
    const bytes = mp4(10_000)
    expect((await uploadEnquiryVideo(server, id, verified.uploadToken, bytes)).status).toBe(204)

    const path = `/api/admins/get-jwluser-video/${encodeURIComponent(form.parentEmail)}`
    const whole = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${admin.token}` } })
    expect(whole.status).toBe(200)
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true)
    const part = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${admin.token}`, range: 'bytes=100-199' },
    })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true)
    const beyond = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${admin.token}`, range: `bytes=${bytes.length + 10}-` },
    })
    expect(beyond.status).toBe(416)

    const details = await get<EnquiryDto>(`/api/admins/get-jwl-enquiry/${verified.referenceId}`)
    expect(details.body.video).toBe('received')
    expect(details.body.activity.filter((a) => a.action === 'video-viewed')).toHaveLength(1)
    expect(details.body.activity.find((a) => a.action === 'video-viewed')?.by?.name).toBe('Asha Admin')

    const none = await get(`/api/admins/get-jwluser-video/nobody%40example.test`)
    expect(none).toMatchObject({ status: 404, body: { message: 'Video not found' } })
  })

  it('when the admin opens the video, then a short-lived signed link streams it with Range to the <video> element, and an expired, tampered or borrowed link is refused', async () => {
    const enquiryWithVideo = async (bytes: Buffer) => {
      const { verified } = await verifiedEnquiry(server, smtp, centreId, { withVideo: true, videoConsent: true })
      const doc = (
        await server.payload.find({
          collection: ENQUIRIES_SLUG,
          where: { referenceId: { equals: verified.referenceId } },
        })
      ).docs[0]
      expect((await uploadEnquiryVideo(server, doc.id, verified.uploadToken, bytes)).status).toBe(204)
      return verified.referenceId
    }
    const bytes = mp4(20_000)
    const ref = await enquiryWithVideo(bytes)
    const otherRef = await enquiryWithVideo(mp4(5_000))
    const linkOf = (referenceId: string, token = admin.token) =>
      server.request<{ url: string; expiresAt: string; message?: string }>(
        `/api/admins/jwl-enquiries/${referenceId}/video-link`,
        { method: 'POST', token },
      )

    const link = await linkOf(ref)
    expect(link.status).toBe(200)
    expect(link.body.url).toMatch(/^\/api\/files\/signed\/[0-9a-f-]{36}\?u=.+&e=\d+&s=[0-9a-f]{64}$/)
    expect(Date.parse(link.body.expiresAt) - clock.now().getTime()).toBeLessThanOrEqual(5 * 60_000)
    // Asking for the link is opening the video: logged once, by the admin.
    const details = await get<EnquiryDto>(`/api/admins/get-jwl-enquiry/${ref}`)
    expect(details.body.activity.filter((a) => a.action === 'video-viewed').map((a) => a.by?.name)).toEqual([
      'Asha Admin',
    ])

    // The player's requests carry no token.
    const part = await fetch(`${server.url}${link.body.url}`, { headers: { range: 'bytes=1000-1999' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`)
    expect(part.headers.get('x-content-type-options')).toBe('nosniff')
    expect(part.headers.get('cache-control')).toBe('private, no-store')
    expect(part.headers.get('content-type')).toBe('video/mp4')
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true)
    const beyond = await fetch(`${server.url}${link.body.url}`, { headers: { range: `bytes=${bytes.length}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`)

    const url = new URL(link.body.url, server.url)
    const refused = async (change: (u: URL) => void) => {
      const changed = new URL(url)
      change(changed)
      const answer = await fetch(changed, { headers: { range: 'bytes=0-99' } })
      return { status: answer.status, body: await answer.text() }
    }
    const signature = url.searchParams.get('s') ?? ''
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1)
    expect(await refused((u) => u.searchParams.set('s', flipped))).toMatchObject({ status: 403 })
    expect(await refused((u) => u.searchParams.set('u', otherAdmin.user._id))).toMatchObject({ status: 403 })
    expect(await refused((u) => u.searchParams.set('e', String(Number(u.searchParams.get('e')) + 3600)))).toMatchObject(
      { status: 403 },
    )
    expect(await refused((u) => u.searchParams.delete('s'))).toMatchObject({ status: 403 })
    // The link names one file: put on another file's path, it opens nothing.
    const otherUrl = new URL((await linkOf(otherRef)).body.url, server.url)
    expect(await refused((u) => (u.pathname = otherUrl.pathname))).toMatchObject({
      status: 403,
      body: expect.stringContaining('This link has expired or is not valid'),
    })

    // Another centre's admin gets no link; an enquiry without a video has none.
    expect(await linkOf(ref, otherAdmin.token)).toMatchObject({ status: 404, body: { message: 'Video not found' } })
    const { verified: noVideo } = await verifiedEnquiry(server, smtp, centreId)
    expect((await linkOf(noVideo.referenceId)).status).toBe(404)
    // A parent who chose to send no video is not "video pending".
    expect((await get<EnquiryDto>(`/api/admins/get-jwl-enquiry/${noVideo.referenceId}`)).body.video).toBe('none')

    // Five minutes on, the same link is refused.
    clock.advance(5 * 60_000 + 1000)
    expect(await refused(() => undefined)).toMatchObject({ status: 403 })
  })

  it('when the admin archives by e-mail twice, then the second answers the same, the list moves it to Archived, and a search and date filter find it', async () => {
    const { form, verified } = await verifiedEnquiry(server, smtp, centreId, { childName: 'Meera Zebrafinch' })
    const first = await archive({ parentEmail: form.parentEmail.toUpperCase() })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ message: 'Enquiry archived successfully', referenceIds: [verified.referenceId] })
    const second = await archive({ parentEmail: form.parentEmail })
    expect(second.body).toEqual(first.body)
    expect((await archive({ referenceId: verified.referenceId })).status).toBe(200)
    expect((await archive({})).status).toBe(400)

    const active = await get<EnquirySummaryDto[]>(`/api/admins/get-jwl-enquiries/${centreId}?search=zebrafinch`)
    expect(active.body).toEqual([])
    const archived = await get<EnquirySummaryDto[]>(
      `/api/admins/get-jwl-enquiries/${centreId}?status=archived&search=ZEBRAFINCH&page=1&limit=10`,
    )
    expect(archived.body.map((e) => e.referenceId)).toEqual([verified.referenceId])
    expect(archived.headers.get('x-total-count')).toBe('1')
    const today = new Date(clock.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10)
    const inRange = await get<EnquirySummaryDto[]>(
      `/api/admins/get-jwl-enquiries/${centreId}?status=archived&search=zebrafinch&from=${today}&to=${today}`,
    )
    expect(inRange.body).toHaveLength(1)
    const before = await get<EnquirySummaryDto[]>(
      `/api/admins/get-jwl-enquiries/${centreId}?status=archived&search=zebrafinch&from=2020-01-01&to=2020-01-02`,
    )
    expect(before.body).toHaveLength(0)
    const badDates = await get<{ message: string }>(`/api/admins/get-jwl-enquiries/${centreId}?from=2026-02-30`)
    expect(badDates).toMatchObject({ status: 400, body: { message: 'Please enter a valid date (YYYY-MM-DD)' } })
    const reversed = await get<{ message: string }>(
      `/api/admins/get-jwl-enquiries/${centreId}?from=2026-02-03&to=2026-02-01`,
    )
    expect(reversed).toMatchObject({ status: 400, body: { message: "'From' date must be on or before 'To' date" } })
  })

  it('when the admin searches with % or _, then they are taken as themselves, not as wildcards', async () => {
    const tag = unique().replace(/[^a-z0-9]/gi, '')
    const underscored = await verifiedEnquiry(server, smtp, centreId, { parentEmail: `x_y${tag}@example.test` })
    const lookalike = await verifiedEnquiry(server, smtp, centreId, { parentEmail: `xzy${tag}@example.test` })
    const search = async (term: string) =>
      (
        await get<EnquirySummaryDto[]>(
          `/api/admins/get-jwl-enquiries/${centreId}?search=${encodeURIComponent(term)}&page=1&limit=50`,
        )
      ).body.map((e) => e.referenceId)
    expect(await search(`x_y${tag}`)).toEqual([underscored.verified.referenceId])
    expect(await search(`xzy${tag}`)).toEqual([lookalike.verified.referenceId])
    // No enquiry holds a "%": a search for one finds nothing, in any position.
    expect(await search(`${tag}%example`)).toEqual([])
    expect(await search('%')).toEqual([])
    expect(await search(tag)).toEqual([lookalike.verified.referenceId, underscored.verified.referenceId])
  })

  it("when the follow-up names an appointment, then only one of the centre's for the same family links; any other is refused and nothing changes", async () => {
    const { form, verified } = await verifiedEnquiry(server, smtp, centreId)
    const path = `/api/admins/jwl-enquiries/${verified.referenceId}/follow-up`
    const doctor = await createSignedInUser(server, { role: 'doctor', centreId, name: `Dr. ${unique()}` })
    const otherDoctor = await createSignedInUser(server, { role: 'doctor', centreId: otherCentreId })
    const book = async (token: string, fields: Record<string, string>) => {
      const booked = await postMultipart<{ appointment: { _id: string } }>(
        server,
        '/api/admins/bookAppointment',
        token,
        bookingFields({ childId: '', appointmentDate: openClinicDay(7, clock.now()), ...fields }),
      )
      expect(booked.status, JSON.stringify(booked.body)).toBe(201)
      return booked.body.appointment._id
    }
    const ours = await book(admin.token, {
      email: form.parentEmail,
      parentPhoneNo: form.parentPhoneNo,
      branch: centreId,
      doctorId: doctor.user._id,
    })
    const anotherFamily = await book(admin.token, {
      email: `other-${unique()}@example.test`,
      parentPhoneNo: form.parentPhoneNo === '9000000002' ? '9000000003' : '9000000002',
      branch: centreId,
      doctorId: doctor.user._id,
      time: '11:30 AM',
    })
    const anotherCentre = await book(otherAdmin.token, {
      email: `same-phone-${unique()}@example.test`,
      parentPhoneNo: form.parentPhoneNo,
      branch: otherCentreId,
      doctorId: otherDoctor.user._id,
    })
    const followUp = (json: unknown) =>
      server.request<{ message: string; fieldErrors?: Record<string, string>; enquiry: EnquiryDto }>(path, {
        method: 'PUT',
        token: admin.token,
        json,
      })
    for (const appointmentId of [anotherFamily, anotherCentre, randomUUID(), 'not-an-id']) {
      const refused = await followUp({ stage: 'assessment-booked', appointmentId })
      expect(refused.status, appointmentId).toBe(400)
      expect(refused.body).toMatchObject({
        message: APPOINTMENT_NOT_OF_FAMILY_MESSAGE,
        fieldErrors: { appointmentId: APPOINTMENT_NOT_OF_FAMILY_MESSAGE },
      })
    }
    const unchanged = await get<EnquiryDto>(`/api/admins/get-jwl-enquiry/${verified.referenceId}`)
    expect(unchanged.body).toMatchObject({ stage: 'new', appointmentId: null })
    expect(unchanged.body.activity.map((a) => a.action)).toEqual(['verified'])

    const linked = await followUp({ stage: 'assessment-booked', appointmentId: ours })
    expect(linked.status, JSON.stringify(linked.body)).toBe(200)
    expect(linked.body.enquiry).toMatchObject({ stage: 'assessment-booked', appointmentId: ours })
  })

  it('when the admin follows an enquiry up, then stage, owner and notes are kept with an activity log, and Not proceeding needs a reason', async () => {
    const { verified } = await verifiedEnquiry(server, smtp, centreId)
    const path = `/api/admins/jwl-enquiries/${verified.referenceId}/follow-up`
    const noReason = await server.request(path, {
      method: 'PUT',
      token: admin.token,
      json: { stage: 'not-proceeding' },
    })
    expect(noReason).toMatchObject({ status: 400, body: { message: 'Please give a reason' } })
    const badOwner = await server.request(path, {
      method: 'PUT',
      token: admin.token,
      json: { ownerId: otherAdmin.user._id },
    })
    expect(badOwner.status).toBe(400)
    const contacted = await server.request<{ enquiry: EnquiryDto }>(path, {
      method: 'PUT',
      token: admin.token,
      json: { stage: 'contacted', ownerId: admin.user._id },
    })
    expect(contacted.status).toBe(200)
    expect(contacted.body.enquiry).toMatchObject({
      stage: 'contacted',
      owner: { _id: admin.user._id, name: 'Asha Admin' },
    })
    const noted = await server.request<{ enquiry: EnquiryDto }>(
      `/api/admins/jwl-enquiries/${verified.referenceId}/notes`,
      {
        token: admin.token,
        json: { text: 'Called; mother prefers Saturday.' },
      },
    )
    expect(noted.status).toBe(201)
    expect(noted.body.enquiry.activity.map((a) => a.action)).toEqual(['verified', 'owner', 'stage', 'note'])
    expect(
      (await server.request(path, { method: 'PUT', token: otherAdmin.token, json: { stage: 'enrolled' } })).status,
    ).toBe(404)
    const owners = await get<Array<{ _id: string; name: string }>>(`/api/admins/jwl-enquiries/${centreId}/owners`)
    expect(owners.body).toContainEqual({ _id: admin.user._id, name: 'Asha Admin' })
    expect(owners.body.map((o) => o._id)).not.toContain(otherAdmin.user._id)
    expect((await get(`/api/admins/jwl-enquiries/${centreId}/owners`, otherAdmin.token)).status).toBe(403)
    const stats = await get<{ total: number; medianHoursToFirstContact: number | null }>(
      `/api/admins/jwl-enquiries/${centreId}/stats`,
    )
    expect(stats.status).toBe(200)
    expect(stats.body.total).toBeGreaterThan(0)
    expect(stats.body.medianHoursToFirstContact).not.toBeNull()
  })

  it('when two admins of the centre are watching, then both get a new verified enquiry and an archive, and another centre’s admin gets nothing', async () => {
    const second = await createSignedInUser(server, { role: 'admin', centreId })
    const connect = async (token: string) => {
      const socket = io(server.url, { auth: { token }, transports: ['websocket'], reconnection: false })
      sockets.push(socket)
      await new Promise((resolve, reject) => {
        socket.on('ready', resolve)
        socket.on('connect_error', reject)
      })
      return socket
    }
    const next = <T>(socket: Socket, event: string) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within 1 s`)), 1000)
        socket.once(event, (payload: T) => {
          clearTimeout(timer)
          resolve(payload)
        })
      })
    const [a, b, other] = await Promise.all([connect(admin.token), connect(second.token), connect(otherAdmin.token)])
    const heardByOther: string[] = []
    other.onAny((event: string) => heardByOther.push(event))
    const arrivedA = next<EnquirySummaryDto>(a, ENQUIRY_NEW.name)
    const arrivedB = next<EnquirySummaryDto>(b, ENQUIRY_NEW.name)
    const { verified } = await verifiedEnquiry(server, smtp, centreId)
    const [ea, eb] = await Promise.all([arrivedA, arrivedB])
    expect(ea.referenceId).toBe(verified.referenceId)
    expect(eb.referenceId).toBe(verified.referenceId)

    const archivedB = next<EnquiriesArchived>(b, ENQUIRY_ARCHIVED.name)
    await archive({ referenceId: verified.referenceId })
    expect((await archivedB).referenceIds).toEqual([verified.referenceId])
    await new Promise((r) => setTimeout(r, 200))
    expect(heardByOther.filter((e) => e.startsWith('jwl-enquiry'))).toEqual([])
  })

  it('when an enquiry that never became a booking is older than the retention period, then its video is deleted and its personal data reduced; a booked one keeps them', async () => {
    const dropped = await verifiedEnquiry(server, smtp, centreId, { withVideo: true, videoConsent: true })
    const booked = await verifiedEnquiry(server, smtp, centreId)
    const idOf = async (ref: string) =>
      (await server.payload.find({ collection: ENQUIRIES_SLUG, where: { referenceId: { equals: ref } } })).docs[0].id
    expect(
      (
        await uploadEnquiryVideo(
          server,
          await idOf(dropped.verified.referenceId),
          dropped.verified.uploadToken,
          mp4(2048),
        )
      ).status,
    ).toBe(204)
    await server.request(`/api/admins/jwl-enquiries/${booked.verified.referenceId}/follow-up`, {
      method: 'PUT',
      token: admin.token,
      json: { stage: 'assessment-booked' },
    })
    const videoFile = (
      await server.payload.findByID({ collection: ENQUIRIES_SLUG, id: await idOf(dropped.verified.referenceId) })
    ).videoFile
    expect(videoFile).toBeTruthy()

    await server.app.modules.enquiries.service.applyRetention(new Date(clock.now().getTime() + 179 * DAY))
    expect((await get<EnquiryDto>(`/api/admins/get-jwl-enquiry/${dropped.verified.referenceId}`)).body.childName).toBe(
      'Aarav Reddy',
    )

    await server.app.modules.enquiries.service.applyRetention(new Date(clock.now().getTime() + 181 * DAY))
    const reduced = await get<EnquiryDto>(`/api/admins/get-jwl-enquiry/${dropped.verified.referenceId}`)
    expect(reduced.body).toMatchObject({
      childName: '',
      parentEmail: '',
      parentPhoneNo: '',
      video: 'deleted',
      additionalNotes: '',
    })
    expect(reduced.body.responses).toEqual([])
    expect(await server.app.modules.files.files.find(String(videoFile))).toBeNull()
    const kept = await get<EnquiryDto>(`/api/admins/get-jwl-enquiry/${booked.verified.referenceId}`)
    expect(kept.body.parentEmail).toBe(booked.form.parentEmail)
  })
})
