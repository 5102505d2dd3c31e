import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { Upload } from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_VIDEO_BYTES } from '@app/files/kinds'
import { videoRefusal } from '@app/files/upload-client'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { FILES } from '../support/appointments.ts'
import { createTestClock } from '../support/clock.ts'
import { storedFileNames, uploadsUnderWay } from '../support/s3.ts'
import { startTestServer } from '../support/server.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>
type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

const TARGET = 'test-session-video'
/** A target whose records take a finished upload later, as IEP's do (a save names the file id). */
const CLAIMED_TARGET = 'test-claimed-video'
const HOUR = 60 * 60 * 1000

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

describe('resumable uploads (tus) and private file streams', () => {
  let server: TestServer
  let therapist: SignedIn
  let otherTherapist: SignedIn
  let parent: SignedIn
  /** The records the test target lets the therapist attach videos to and read. */
  const recordOf = new Map<string, string>()
  const stored: Array<{ fileId: string; recordId: string }> = []
  /** The files of CLAIMED_TARGET a record has taken. */
  const claimedFiles = new Set<string>()
  /** onStored fails like a database would for these records, with the SQL in its message. */
  const failingRecords = new Set<string>()
  const clock = createTestClock()

  beforeAll(async () => {
    server = await startTestServer({}, { clock: clock.now })
    const centreId = (await centreIdsByName(server))['Barkatpura Centre']
    therapist = await createSignedInUser(server, { role: 'therapist', centreId })
    otherTherapist = await createSignedInUser(server, { role: 'therapist', centreId })
    parent = await createSignedInUser(server, { role: 'parent' })
    // What IEP will declare: a session video for a record, by the therapist assigned to it.
    server.app.modules.files.uploads.declareTarget({
      name: TARGET,
      kinds: ['video'],
      mayUpload: async (caller, recordId) => caller.role === 'therapist' && recordOf.get(recordId) === caller._id,
      mayRead: async (caller, recordId) => recordOf.get(recordId) === caller._id,
      onStored: async (file, recordId) => {
        if (failingRecords.has(recordId)) {
          throw new Error(
            `Failed query: update "enquiries" set "video_file_id" = $1 where "id" = $2\nparams: ${file.id},${recordId}`,
          )
        }
        stored.push({ fileId: file.id, recordId })
      },
    })
    server.app.modules.files.uploads.declareTarget({
      name: CLAIMED_TARGET,
      kinds: ['video'],
      mayUpload: async (caller, recordId) => recordOf.get(recordId) === caller._id,
      mayRead: async (caller, recordId) => recordOf.get(recordId) === caller._id,
      claimed: async (fileIds) => fileIds.filter((id) => claimedFiles.has(id)),
    })
  })
  afterAll(() => server?.stop())

  const newRecord = (owner: SignedIn) => {
    const recordId = `rec-${unique()}`
    recordOf.set(recordId, owner.user._id)
    return recordId
  }

  const create = (
    headers: Record<string, string>,
    {
      length,
      filename = 'session.mp4',
      recordId,
      target = TARGET,
      body,
    }: { length: number; filename?: string; recordId: string; target?: string; body?: Buffer },
  ) =>
    fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': metadataHeader({ target, record: recordId, filename }),
        ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
        ...headers,
      },
      body: body ? new Uint8Array(body) : undefined,
    })

  const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` })

  const patch = (location: string, headers: Record<string, string>, offset: number, body: Buffer) =>
    fetch(`${server.url}${location}`, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...headers,
      },
      body: new Uint8Array(body),
    })

  const head = (location: string, headers: Record<string, string>) =>
    fetch(`${server.url}${location}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', ...headers } })

  /** Sends `body` in one PATCH but drops the connection once `cutAt` bytes are out, as a lost network does. */
  function interruptedPatch(location: string, headers: Record<string, string>, body: Buffer, cutAt: number) {
    return new Promise<void>((resolve) => {
      const url = new URL(`${server.url}${location}`)
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(body.length),
          ...headers,
        },
      })
      req.on('error', () => resolve())
      req.on('response', () => resolve())
      req.write(body.subarray(0, cutAt), () => {
        setTimeout(() => {
          req.destroy()
          resolve()
        }, 300)
      })
    })
  }

  /** The offset the server reports, once it has written everything it received. */
  async function settledOffset(location: string, headers: Record<string, string>): Promise<number> {
    let last = -1
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await head(location, headers)
      const offset = Number(response.headers.get('upload-offset'))
      if (response.status === 200 && offset === last) return offset
      last = offset
      await new Promise((r) => setTimeout(r, 100))
    }
    return last
  }

  it('when an upload is cut off at 60 %, then it resumes from the offset the server reports and ends with the same bytes', async () => {
    const recordId = newRecord(therapist)
    const video = mp4(2 * 1024 * 1024)
    const created = await create(bearer(therapist), { length: video.length, recordId })
    expect(created.status).toBe(201)
    const location = created.headers.get('location') ?? ''
    expect(location).toMatch(/^\/api\/files\/uploads\/[0-9a-f]{32}$/)

    const sixtyPercent = Math.floor(video.length * 0.6)
    await interruptedPatch(location, bearer(therapist), video, sixtyPercent)
    const offset = await settledOffset(location, bearer(therapist))
    expect(offset).toBeGreaterThan(0)
    expect(offset).toBeLessThanOrEqual(sixtyPercent)

    const finished = await patch(location, bearer(therapist), offset, video.subarray(offset))
    expect(finished.status).toBe(204)
    expect(Number(finished.headers.get('upload-offset'))).toBe(video.length)
    const fileId = finished.headers.get('x-file-id') ?? ''
    expect(stored).toContainEqual({ fileId, recordId })

    const download = await fetch(`${server.url}/api/files/${fileId}`, { headers: bearer(therapist) })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('video/mp4')
    expect(Buffer.from(await download.arrayBuffer()).equals(video)).toBe(true)
    // The finished upload answers HEAD as complete, with the file it became, for a client that lost the answer.
    const afterwards = await head(location, bearer(therapist))
    expect(afterwards.status).toBe(200)
    expect(afterwards.headers.get('upload-offset')).toBe(String(video.length))
    expect(afterwards.headers.get('upload-length')).toBe(String(video.length))
    expect(afterwards.headers.get('x-file-id')).toBe(fileId)
    expect(afterwards.headers.get('tus-resumable')).toBe('1.0.0')
  })

  it('when tus-js-client is stopped at 60 % and started again, then it continues from there, reports progress and finishes', async () => {
    const recordId = newRecord(therapist)
    const video = mp4(3 * 1024 * 1024)
    const progress: number[] = []
    let stoppedAt = 0
    const upload = new Upload(video, {
      endpoint: `${server.url}/api/files/uploads`,
      chunkSize: 256 * 1024,
      headers: bearer(therapist),
      metadata: { target: TARGET, record: recordId, filename: 'session.mp4' },
      retryDelays: [],
      storeFingerprintForResuming: false,
    })
    const run = () =>
      new Promise<void>((resolve, reject) => {
        upload.options.onProgress = (sent, total) => {
          progress.push(sent / total)
          if (!stoppedAt && sent / total >= 0.6) {
            stoppedAt = sent
            void upload.abort().then(resolve)
          }
        }
        upload.options.onSuccess = () => resolve()
        upload.options.onError = reject
        upload.start()
      })
    await run()
    expect(stoppedAt).toBeGreaterThanOrEqual(video.length * 0.6)
    const before = progress.length
    await run()
    // The second run starts from where the server is, not from zero.
    expect(Math.min(...progress.slice(before))).toBeGreaterThanOrEqual(0.6)
    expect(progress.at(-1)).toBe(1)
    const fileId = stored.find((s) => s.recordId === recordId)?.fileId ?? ''
    const download = await fetch(`${server.url}/api/files/${fileId}`, { headers: bearer(therapist) })
    expect(Buffer.from(await download.arrayBuffer()).equals(video)).toBe(true)
  })

  it('when a video is at the 50 MB limit or one byte over, then the browser client refuses exactly what the server refuses', async () => {
    const recordId = newRecord(therapist)
    for (const size of [MAX_VIDEO_BYTES, MAX_VIDEO_BYTES + 1]) {
      const answer = await create(bearer(therapist), { length: size, recordId })
      const serverRefusal = answer.status === 201 ? null : ((await answer.json()) as { message: string }).message
      expect({ size, refusal: videoRefusal({ name: 'session.mp4', size }) }).toEqual({ size, refusal: serverRefusal })
    }
    expect(videoRefusal({ name: 'session.mp4', size: MAX_VIDEO_BYTES })).toBeNull()
  })

  it('when the caller may not attach to the record, then the upload is refused before a byte is kept', async () => {
    const recordId = newRecord(therapist)
    expect((await create({}, { length: 1000, recordId })).status).toBe(401)
    expect((await create(bearer(otherTherapist), { length: 1000, recordId })).status).toBe(403)
    expect((await create(bearer(parent), { length: 1000, recordId })).status).toBe(403)
    const tooBig = await create(bearer(therapist), { length: 50 * 1024 * 1024, recordId })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toEqual({ message: 'Video size should be less than 50MB' })
    const notVideo = await create(bearer(therapist), { length: 1000, recordId, filename: 'notes.pdf' })
    expect(notVideo.status).toBe(415)
    expect(await notVideo.json()).toEqual({ message: 'Please upload a video file' })

    // Someone else cannot continue (or even see) another caller's upload.
    const created = await create(bearer(therapist), { length: 1000, recordId })
    const location = created.headers.get('location') ?? ''
    expect((await head(location, bearer(otherTherapist))).status).toBe(404)
    expect((await patch(location, bearer(otherTherapist), 0, mp4(1000))).status).toBe(404)
    expect((await head(location, {})).status).toBe(404)
    expect((await head(location, bearer(therapist))).status).toBe(200)
  })

  it('when an upload token bound to one record is used, then it uploads to that record only, and not after it expires', async () => {
    const recordId = newRecord(therapist)
    const uploads = server.app.modules.files.uploads
    const token = uploads.uploadTokenFor({ target: TARGET, recordId, ttlSeconds: 600 })
    const video = mp4(4096)
    const created = await create({ 'x-upload-token': token }, { length: video.length, recordId })
    expect(created.status).toBe(201)
    const location = created.headers.get('location') ?? ''
    // A signed-in user is not the token's holder.
    expect((await head(location, bearer(therapist))).status).toBe(404)
    const done = await patch(location, { 'x-upload-token': token }, 0, video)
    expect(done.status).toBe(204)

    const otherRecord = newRecord(therapist)
    expect((await create({ 'x-upload-token': token }, { length: 10, recordId: otherRecord })).status).toBe(403)
    const expired = uploads.uploadTokenFor({ target: TARGET, recordId, ttlSeconds: -1 })
    expect((await create({ 'x-upload-token': expired }, { length: 10, recordId })).status).toBe(403)
    expect((await create({ 'x-upload-token': `${token}x` }, { length: 10, recordId })).status).toBe(403)
  })

  it('when the finished upload is not a video inside, then it is refused with 415 and nothing of it is kept', async () => {
    const recordId = newRecord(therapist)
    const disguised = Buffer.concat([FILES.pdf, randomBytes(2000)])
    const created = await create(bearer(therapist), { length: disguised.length, recordId, filename: 'session.mp4' })
    const location = created.headers.get('location') ?? ''
    const id = location.split('/').pop() ?? ''
    const refused = await patch(location, bearer(therapist), 0, disguised)
    expect(refused.status).toBe(415)
    expect(stored.some((s) => s.recordId === recordId)).toBe(false)
    expect((await head(location, bearer(therapist))).status).toBe(404)
    const incoming = await uploadsUnderWay()
    expect(incoming.filter((name) => name.startsWith(id))).toEqual([])
  })

  it('when an upload stays unfinished for 24 hours, then the sweep removes it; a younger one stays', async () => {
    const recordId = newRecord(therapist)
    const video = mp4(10_000)
    const created = await create(bearer(therapist), { length: video.length, recordId })
    const location = created.headers.get('location') ?? ''
    const id = location.split('/').pop() ?? ''
    const partial = await patch(location, bearer(therapist), 0, video.subarray(0, 3000))
    expect(partial.status).toBe(204)
    // Upload-Expires tells the client how long it has: 24 hours from the start.
    const expires = Date.parse(partial.headers.get('upload-expires') ?? '')
    expect(Math.abs(expires - (Date.now() + 24 * HOUR))).toBeLessThan(60_000)

    const uploads = server.app.modules.files.uploads
    await uploads.sweepUnfinished(new Date(Date.now() + 23 * HOUR))
    expect(Number((await head(location, bearer(therapist))).headers.get('upload-offset'))).toBe(3000)
    expect(await uploads.sweepUnfinished(new Date(Date.now() + 25 * HOUR))).toBeGreaterThanOrEqual(1)
    expect((await head(location, bearer(therapist))).status).toBe(404)
    const incoming = await uploadsUnderWay()
    expect(incoming.filter((name) => name.startsWith(id))).toEqual([])
  })

  it('when a stored video is read with Range, then 206 with Content-Range, 416 past its end, and private headers', async () => {
    const recordId = newRecord(therapist)
    const video = mp4(100_000)
    const created = await create(bearer(therapist), { length: video.length, recordId })
    const done = await patch(created.headers.get('location') ?? '', bearer(therapist), 0, video)
    const fileId = done.headers.get('x-file-id') ?? ''
    const read = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/files/${fileId}`, { headers: { ...bearer(therapist), ...headers } })

    const part = await read({ range: 'bytes=1000-1999' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${video.length}`)
    expect(part.headers.get('content-length')).toBe('1000')
    expect(part.headers.get('content-type')).toBe('video/mp4')
    expect(part.headers.get('x-content-type-options')).toBe('nosniff')
    expect(part.headers.get('cache-control')).toBe('private, no-store')
    expect(part.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 2000))).toBe(true)

    const tail = await read({ range: 'bytes=-500' })
    expect(tail.status).toBe(206)
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 500))).toBe(true)
    const open = await read({ range: `bytes=${video.length - 10}-` })
    expect(open.headers.get('content-range')).toBe(`bytes ${video.length - 10}-${video.length - 1}/${video.length}`)
    await open.arrayBuffer()

    const beyond = await read({ range: `bytes=${video.length}-` })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${video.length}`)

    const whole = await read({})
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-length')).toBe(String(video.length))
    expect(whole.headers.get('content-disposition')).toBeNull()
    await whole.arrayBuffer()
    const asDownload = await fetch(`${server.url}/api/files/${fileId}?download=1`, { headers: bearer(therapist) })
    expect(asDownload.headers.get('content-disposition')).toMatch(/^attachment; filename="?session\.mp4"?$/)
    await asDownload.arrayBuffer()

    // Only callers the record's module allows; others do not learn the file exists.
    expect((await fetch(`${server.url}/api/files/${fileId}`, { headers: bearer(otherTherapist) })).status).toBe(404)
    expect((await fetch(`${server.url}/api/files/${fileId}`)).status).toBe(401)
  })

  it('when ids look like paths, then every file and upload route answers 404', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '..%5C..%5Cwindows', '%2e%2e', 'incoming', 'not-an-id']) {
      const file = await fetch(`${server.url}/api/files/${id}`, { headers: bearer(therapist) })
      expect(file.status, id).toBe(404)
      const upload = await head(`/api/files/uploads/${id}`, bearer(therapist))
      expect(upload.status, id).toBe(404)
      const written = await patch(`/api/files/uploads/${id}`, bearer(therapist), 0, Buffer.from('x'))
      expect(written.status, id).toBe(404)
    }
    const report = await fetch(`${server.url}/api/appointments/..%2F..%2Fetc/reports/0`, { headers: bearer(parent) })
    expect(report.status).toBe(404)
  })
  const storedFor = (recordId: string) => stored.filter((s) => s.recordId === recordId)
  // The files of one record only: the same tests may run at once on the other store (api and api-s3).
  const countFiles = (recordId: string) =>
    server.payload.count({
      collection: 'private-uploads',
      where: { attachedTo: { equals: `${TARGET}:${recordId}` } },
      overrideAccess: true,
    })

  it('when a file name holds control characters, then the upload is stored under the name without them', async () => {
    const recordId = newRecord(therapist)
    const token = server.app.modules.files.uploads.uploadTokenFor({ target: TARGET, recordId })
    const video = mp4(5000)
    // On PostgreSQL a NUL made the last PATCH a 500 that showed the SQL and lost the upload; SQLite cut the name.
    const filename = 'Sess\u0000ion\u001b[2J \u0085day\u009f 1.mp4'
    const created = await create({ 'x-upload-token': token }, { length: video.length, recordId, filename })
    expect(created.status).toBe(201)
    const done = await patch(created.headers.get('location') ?? '', { 'x-upload-token': token }, 0, video)
    expect(done.status).toBe(204)
    const fileId = done.headers.get('x-file-id') ?? ''
    const file = await server.app.modules.files.files.find(fileId)
    expect(file?.originalName).toBe('Session[2J day 1.mp4')
    expect(storedFor(recordId)).toEqual([{ fileId, recordId }])
  })

  it('when storing a finished upload fails inside, then the answer is a JSON 500 that shows no SQL', async () => {
    const recordId = newRecord(therapist)
    failingRecords.add(recordId)
    const video = mp4(3000)
    const created = await create(bearer(therapist), { length: video.length, recordId })
    const failed = await patch(created.headers.get('location') ?? '', bearer(therapist), 0, video)
    expect(failed.status).toBe(500)
    expect(failed.headers.get('content-type')).toMatch(/^application\/json/)
    expect(failed.headers.get('tus-resumable')).toBe('1.0.0')
    const text = await failed.text()
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again.' })
    expect(text).not.toMatch(/query|params|enquiries|select|update/i)
  })

  it('when tus or the files module refuses a request, then the answer is JSON { message } with Tus-Resumable', async () => {
    const recordId = newRecord(therapist)
    const video = mp4(2000)
    const created = await create(bearer(therapist), { length: video.length, recordId })
    const location = created.headers.get('location') ?? ''
    const refusals = [
      // tus's own: an offset that is not the server's.
      await patch(location, bearer(therapist), 500, video.subarray(500)),
      // tus's own: bytes beyond the declared length.
      await patch(location, bearer(therapist), 0, Buffer.concat([video, video])),
      // ours: no caller, an unknown upload, a GET.
      await create({}, { length: 1000, recordId }),
      await head('/api/files/uploads/0123456789abcdef0123456789abcdef', bearer(therapist)),
      await fetch(`${server.url}${location}`, { headers: { 'tus-resumable': '1.0.0', ...bearer(therapist) } }),
    ]
    expect(refusals.map((r) => r.status)).toEqual([409, 413, 401, 404, 405])
    for (const refusal of refusals) {
      expect(refusal.headers.get('tus-resumable'), String(refusal.status)).toBe('1.0.0')
      if (refusal.status === 404) continue // HEAD: no body
      expect(refusal.headers.get('content-type'), String(refusal.status)).toMatch(/^application\/json/)
      const body = (await refusal.json()) as { message: unknown }
      expect(typeof body.message, String(refusal.status)).toBe('string')
    }
  })

  it('when a client speaks another tus version or none, then 412 with Tus-Version: 1.0.0', async () => {
    const recordId = newRecord(therapist)
    for (const version of ['0.2.2', undefined]) {
      const refused = await create({ ...bearer(therapist), 'tus-resumable': version ?? '' }, { length: 1000, recordId })
      expect(refused.status, String(version)).toBe(412)
      expect(refused.headers.get('tus-version')).toBe('1.0.0')
      expect(refused.headers.get('tus-resumable')).toBe('1.0.0')
      expect(((await refused.json()) as { message: string }).message).toMatch(/1\.0\.0/)
    }
    expect(storedFor(recordId)).toEqual([])
  })

  it('when a client asks what the server offers, then creation-defer-length is not offered, and a deferred length is a 400', async () => {
    const options = await fetch(`${server.url}/api/files/uploads`, { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('tus-version')).toBe('1.0.0')
    const extensions = (options.headers.get('tus-extension') ?? '').split(',')
    expect(extensions).toEqual(
      expect.arrayContaining(['creation', 'creation-with-upload', 'termination', 'expiration']),
    )
    expect(extensions).not.toContain('creation-defer-length')

    const recordId = newRecord(therapist)
    const deferred = await fetch(`${server.url}/api/files/uploads`, {
      method: 'POST',
      headers: {
        ...bearer(therapist),
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': metadataHeader({ target: TARGET, record: recordId, filename: 'session.mp4' }),
      },
    })
    expect(deferred.status).toBe(400)
    expect(await deferred.json()).toEqual({ message: 'Upload-Length must be the file size in bytes.' })
  })

  it('when a whole file is sent with its creation, then 201 with Upload-Offset, Location and its file id; it is stored once', async () => {
    const recordId = newRecord(therapist)
    const video = mp4(20_000)
    const before = (await countFiles(recordId)).totalDocs
    const created = await create(bearer(therapist), { length: video.length, recordId, body: video })
    expect(created.status).toBe(201)
    expect(created.headers.get('upload-offset')).toBe(String(video.length))
    expect(created.headers.get('location')).toMatch(/^\/api\/files\/uploads\/[0-9a-f]{32}$/)
    const fileId = created.headers.get('x-file-id') ?? ''
    expect(storedFor(recordId)).toEqual([{ fileId, recordId }])
    expect((await countFiles(recordId)).totalDocs).toBe(before + 1)

    // tus-js-client sending the data with the creation request finishes the same way.
    const viaClient = newRecord(therapist)
    const result = await new Promise<string | null>((resolve, reject) => {
      const upload = new Upload(video, {
        endpoint: `${server.url}/api/files/uploads`,
        headers: bearer(therapist),
        metadata: { target: TARGET, record: viaClient, filename: 'session.mp4' },
        uploadDataDuringCreation: true,
        retryDelays: [],
        storeFingerprintForResuming: false,
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader('x-file-id') ?? null),
        onError: reject,
      })
      upload.start()
    })
    expect(storedFor(viaClient)).toEqual([{ fileId: result, recordId: viaClient }])
  })

  it('when the answer to the last PATCH is lost, then tus-js-client resumes, hears the upload is complete, and no second file is stored', async () => {
    const recordId = newRecord(therapist)
    const video = mp4(300_000)
    // The whole file reaches the server, but the client never reads the answer.
    const created = await create(bearer(therapist), { length: video.length, recordId })
    const location = created.headers.get('location') ?? ''
    await patch(location, bearer(therapist), 0, video)
    const [first] = storedFor(recordId)
    const before = (await countFiles(recordId)).totalDocs

    const sent: number[] = []
    const fileId = await new Promise<string | null>((resolve, reject) => {
      const upload = new Upload(video, {
        endpoint: `${server.url}/api/files/uploads`,
        uploadUrl: `${server.url}${location}`,
        headers: bearer(therapist),
        metadata: { target: TARGET, record: recordId, filename: 'session.mp4' },
        retryDelays: [],
        storeFingerprintForResuming: false,
        onBeforeRequest: (req) => {
          if (req.getMethod() === 'PATCH') sent.push(1)
        },
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader('x-file-id') ?? null),
        onError: reject,
      })
      upload.start()
    })
    expect(sent).toEqual([])
    expect(fileId).toBe(first.fileId)
    expect(storedFor(recordId)).toHaveLength(1)
    expect((await countFiles(recordId)).totalDocs).toBe(before)

    // A raw PATCH at the end is answered complete too, and one elsewhere is a conflict; nothing is written.
    const again = await patch(location, bearer(therapist), video.length, Buffer.alloc(0))
    expect(again.status).toBe(204)
    expect(again.headers.get('upload-offset')).toBe(String(video.length))
    expect(again.headers.get('x-file-id')).toBe(first.fileId)
    expect((await patch(location, bearer(therapist), 0, video)).status).toBe(409)
    expect(storedFor(recordId)).toHaveLength(1)
  })

  it('when a stored upload is claimed by no record for 24 hours, then the sweep removes it with its bytes; a claimed one stays', async () => {
    const upload = async (recordId: string) => {
      const video = mp4(4000)
      const created = await create(bearer(therapist), { length: video.length, recordId, target: CLAIMED_TARGET })
      const done = await patch(created.headers.get('location') ?? '', bearer(therapist), 0, video)
      expect(done.status).toBe(204)
      return done.headers.get('x-file-id') ?? ''
    }
    const recordId = newRecord(therapist)
    const [taken, forgotten] = [await upload(recordId), await upload(recordId)]
    claimedFiles.add(taken)
    const { filename } = (await server.app.modules.files.files.find(forgotten))!
    const statusOf = async (fileId: string) => {
      const response = await fetch(`${server.url}/api/files/${fileId}`, { headers: bearer(therapist) })
      await response.arrayBuffer()
      return response.status
    }
    const uploads = server.app.modules.files.uploads

    clock.advance(23 * HOUR)
    await uploads.sweepUnclaimed()
    expect(await statusOf(forgotten)).toBe(200)

    clock.advance(2 * HOUR)
    expect(await uploads.sweepUnclaimed()).toBeGreaterThanOrEqual(1)
    expect(await statusOf(forgotten)).toBe(404)
    expect(await server.app.modules.files.files.find(forgotten)).toBeNull()
    expect(await storedFileNames()).not.toContain(filename)
    expect(await statusOf(taken)).toBe(200)
    // Files of a target that links them at once (onStored) are never swept.
    expect(await statusOf(stored[0].fileId)).toBe(200)
    clock.advance(-25 * HOUR)
  })
})
