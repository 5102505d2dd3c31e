import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IepDto } from '@app/iep/schema'
import { castsAtTwoCentres, type AssignedCast, assignPlan, latestOfFirstMonth } from '../support/iep.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'
import { startTestServer } from '../support/server.ts'

/** A small MP4: its real first box ("ftyp", brand isom), then filler. */
function mp4(bytes: number): Buffer {
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

describe('IEP session videos: upload, replace, stream with Range, nothing else', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let cast: AssignedCast
  let other: AssignedCast
  let plan: IepDto
  beforeAll(async () => {
    // Its own copy of the database: it counts every private file, which other files upload meanwhile.
    server = await startTestServer({ DATABASE_URL: isolatedDatabaseUrl('iep_video') })
    ;({ cast, other } = await castsAtTwoCentres(server))
    plan = await assignPlan(server, cast.child._id, cast.doctor.token)
  })
  afterAll(() => server?.stop())

  const latestVersion = () => latestOfFirstMonth(server, cast)

  /** Starts a resumable upload of a session video for the plan as the therapist (tus creation, or creation-with-upload). */
  const createVideoUpload = (bytes: Uint8Array, filename: string, { withTheWholeFile = false } = {}) =>
    fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${cast.therapist.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': metadataHeader({ target: 'iep-session-video', record: plan._id, filename }),
        ...(withTheWholeFile ? { 'content-type': 'application/offset+octet-stream' } : {}),
      },
      ...(withTheWholeFile ? { body: new Uint8Array(bytes) } : {}),
    })

  /** The therapist's form: multipart with an optional video. */
  async function sendForm(
    fields: Record<string, string>,
    video?: { name: string; bytes: Buffer },
    token = cast.therapist.token,
  ) {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    if (video) form.append('video', new Blob([new Uint8Array(video.bytes)]), video.name)
    const response = await fetch(`${server.url}/api/therapists/updateIEPperformance/${cast.child._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    return { status: response.status, body: (await response.json()) as { message: string; iep: IepDto } }
  }

  const getVideo = (path: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } })

  it('when the therapist sends the form with a video, then it is saved and streams to each reader with Range', async () => {
    const bytes = mp4(4096)
    const base = await latestVersion()
    const { status, body } = await sendForm(
      {
        iepId: plan._id,
        month: String(plan.selectedMonths[0]),
        performance: '[60, 70]',
        therapistFeedback: 'Played well',
        videoDescription: 'Naming game',
        videoUploadDate: '2026-01-02',
        baseVersion: String(base.version),
      },
      { name: 'session.mp4', bytes },
    )
    expect(status).toBe(200)
    expect(body.message).toBe('All data saved successfully!')
    const latest = body.iep.monthlyGoals[0].latest
    expect(latest.performance).toEqual([60, 70])
    expect(latest.childVideo).toMatchObject({ videoDescription: 'Naming game', videoUploadDate: '2026-01-02' })
    const url = latest.childVideo!.videoUrl
    expect(url).toMatch(/^\/api\/doctors\/getIEPVideo\/[0-9a-f-]{36}$/)

    for (const token of [cast.parent.token, cast.admin.token, cast.doctor.token, cast.therapist.token]) {
      const whole = await getVideo(url, token)
      expect(whole.status).toBe(200)
      expect(whole.headers.get('content-type')).toBe('video/mp4')
      expect(whole.headers.get('accept-ranges')).toBe('bytes')
      expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true)
    }
    const part = await getVideo(url, cast.parent.token, { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true)
    const beyond = await getVideo(url, cast.parent.token, { range: 'bytes=99999-' })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`)

    for (const token of [other.parent.token, other.admin.token, other.doctor.token, other.therapist.token]) {
      const refused = await getVideo(url, token)
      expect(refused.status).toBe(404)
      expect(await refused.json()).toEqual({ message: 'Video not found' })
    }
    expect((await getVideo(url)).status).toBe(401)

    // The portal's player: a signed link for each reader, streamed with Range and no token.
    const linkPath = url.replace('/getIEPVideo/', '/IEPVideoLink/')
    const linkFor = (token?: string) =>
      server.request<{ url: string; message?: string }>(linkPath, { method: 'POST', token })
    const link = await linkFor(cast.parent.token)
    expect(link.status).toBe(200)
    const streamed = await getVideo(link.body.url, undefined, { range: 'bytes=200-299' })
    expect(streamed.status).toBe(206)
    expect(Buffer.from(await streamed.arrayBuffer()).equals(bytes.subarray(200, 300))).toBe(true)
    for (const token of [other.parent.token, other.therapist.token]) {
      expect(await linkFor(token)).toMatchObject({ status: 404, body: { message: 'Video not found' } })
    }
    expect((await linkFor()).status).toBe(401)
  })

  it('when a new video is sent, then it replaces the current one and the earlier version keeps its own', async () => {
    const before = await latestVersion()
    const { status, body } = await sendForm(
      { iepId: plan._id, monthIndex: '0', baseVersion: String(before.version) },
      { name: 'second.mp4', bytes: mp4(2048) },
    )
    expect(status).toBe(200)
    const month = body.iep.monthlyGoals[0]
    expect(month.latest.childVideo!.videoUrl).not.toBe(before.childVideo!.videoUrl)
    expect(month.latest.performance).toEqual([60, 70])
    expect(month.history[0].childVideo!.videoUrl).toBe(before.childVideo!.videoUrl)
    expect((await getVideo(before.childVideo!.videoUrl, cast.parent.token)).status).toBe(200)
  })

  it('when the file is not a video or too large, then 415 / 413 with the product’s words and nothing is stored', async () => {
    const before = await latestVersion()
    const files = await server.payload.count({ collection: 'private-uploads' })
    const fields = { iepId: plan._id, monthIndex: '0', baseVersion: String(before.version) }
    const text = await sendForm(fields, { name: 'notes.mp4', bytes: Buffer.from('just some text, not a video at all') })
    expect(text.status).toBe(415)
    expect(text.body.message).toBe('Please upload a video file')
    const pdf = await sendForm(fields, { name: 'report.pdf', bytes: Buffer.from('%PDF-1.4 hello') })
    expect(pdf.status).toBe(415)
    expect(pdf.body.message).toBe('Please upload a video file')
    const big = await sendForm(fields, { name: 'long.mp4', bytes: mp4(50 * 1024 * 1024) })
    expect(big.status).toBe(413)
    expect(big.body.message).toBe('Video size should be less than 50MB')
    const stale = await sendForm(
      { ...fields, baseVersion: '1', performance: '[1, 2]' },
      { name: 'stale.mp4', bytes: mp4(1024) },
    )
    expect(stale.status).toBe(409)
    expect((await latestVersion()).version).toBe(before.version)
    expect((await server.payload.count({ collection: 'private-uploads' })).totalDocs).toBe(files.totalDocs)
  })

  it('when the id is a path, a traversal in any encoding, another kind of file or unknown, then 404', async () => {
    const ids = [
      '../../../../etc/passwd',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%252e%252e%252fetc%252fpasswd',
      '..%5c..%5cwindows%5cwin.ini',
      '%2Fetc%2Fpasswd',
      'etc/passwd',
      '00000000-0000-4000-8000-000000000000',
      'data%2Fapp.db',
    ]
    for (const id of ids) {
      const response = await getVideo(`/api/doctors/getIEPVideo/${id}`, cast.doctor.token)
      expect(response.status, id).toBe(404)
      expect(await response.text()).not.toContain('root:')
    }
  })

  it('when the video comes as a resumable upload, then the save names its file id; another plan’s upload is refused', async () => {
    const bytes = mp4(3000)
    const start = await createVideoUpload(bytes, 'tus.mp4')
    expect(start.status).toBe(201)
    const location = start.headers.get('location')!
    // Half, then (after an interruption) the rest from the offset the server has.
    const send = (from: number, to: number) =>
      fetch(new URL(location, server.url), {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${cast.therapist.token}`,
          'tus-resumable': '1.0.0',
          'upload-offset': String(from),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(bytes.subarray(from, to)),
      })
    expect((await send(0, 1500)).status).toBe(204)
    const head = await fetch(new URL(location, server.url), {
      method: 'HEAD',
      headers: { authorization: `Bearer ${cast.therapist.token}`, 'tus-resumable': '1.0.0' },
    })
    const offset = Number(head.headers.get('upload-offset'))
    const done = await send(offset, bytes.length)
    expect(done.status).toBe(204)
    const fileId = done.headers.get('x-file-id')!
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/)

    const before = await latestVersion()
    const saved = await server.request<{ iep: IepDto }>(`/api/therapists/updateIEPperformance/${cast.child._id}`, {
      method: 'PUT',
      token: cast.therapist.token,
      json: {
        iepId: plan._id,
        monthIndex: 0,
        baseVersion: before.version,
        videoFileId: fileId,
        videoDescription: 'Resumed',
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.iep.monthlyGoals[0].latest.childVideo).toMatchObject({
      videoUrl: `/api/doctors/getIEPVideo/${fileId}`,
      videoDescription: 'Resumed',
    })
    const streamed = await getVideo(`/api/doctors/getIEPVideo/${fileId}`, cast.parent.token)
    expect(Buffer.from(await streamed.arrayBuffer()).equals(bytes)).toBe(true)

    // Another therapist cannot upload to this plan; a plan cannot take another plan's upload.
    const refused = await fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${other.therapist.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': metadataHeader({ target: 'iep-session-video', record: plan._id, filename: 'x.mp4' }),
      },
    })
    expect(refused.status).toBe(403)
    const otherPlan = await assignPlan(server, other.child._id, other.doctor.token)
    const wrong = await server.request<{ fieldErrors?: Record<string, string> }>(
      `/api/therapists/updateIEPperformance/${other.child._id}`,
      {
        method: 'PUT',
        token: other.therapist.token,
        json: { iepId: otherPlan._id, monthIndex: 0, baseVersion: 1, videoFileId: fileId },
      },
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.fieldErrors?.videoFileId).toBe('The uploaded video was not found. Please upload it again.')
  })
  it('when a resumable upload is never saved into a month, then the sweep removes it a day later; saved videos stay', async () => {
    const bytes = mp4(2000)
    const start = await createVideoUpload(bytes, 'unsaved.mp4', { withTheWholeFile: true })
    expect(start.status).toBe(201)
    const unsaved = start.headers.get('x-file-id')!
    const month = (
      await server.request<IepDto[]>(`/api/doctors/childIEP/${cast.child._id}`, { token: cast.doctor.token })
    ).body[0].monthlyGoals[0]
    const saved = [month.latest, ...month.history].map((v) => v.childVideo?.videoUrl).filter((url) => !!url) as string[]
    expect(saved.length).toBeGreaterThan(1)

    const files = server.app.modules.files
    await files.uploads.sweepUnclaimed(new Date(Date.now() + 23 * 60 * 60 * 1000))
    expect(await files.files.find(unsaved)).not.toBeNull()
    expect(await files.uploads.sweepUnclaimed(new Date(Date.now() + 25 * 60 * 60 * 1000))).toBe(1)
    expect(await files.files.find(unsaved)).toBeNull()
    for (const url of saved) {
      const response = await getVideo(url, cast.parent.token)
      await response.arrayBuffer()
      expect(response.status, url).toBe(200)
    }
  })
})
