import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFor } from '@app/cms/migrations'
import { GAME_SLUGS } from '@app/games/schema'
import { createLocalStorage, fileStorageFromEnv, PRIVATE_UPLOADS_DIR } from '@app/files'
import { restoreBackup } from '../../scripts/lib/backup.ts'
import { centreIdsByName, TEST_PASSWORD } from '../support/accounts.ts'
import { centreStaff, FILES, postMultipart } from '../support/appointments.ts'
import { bookingHoldings, isWholeOrAbsent, walkIn } from '../support/bookings.ts'
import { endSession, gameIdOf, sendTrial, startSession } from '../support/games.ts'
import { assignedCast, assignPlan, latestOfFirstMonth, type AssignedCast } from '../support/iep.ts'
import { killServer, runScript, spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { createBucket, fileStoreEnv, isS3Run } from '../support/s3.ts'
import { apiRequester, loginAs, startTestServer, type ApiRequest } from '../support/server.ts'
import { isolatedDatabaseUrl, TEST_SECRET } from '../support/test-config.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** A small MP4: its real first box ("ftyp", brand isom), then filler. */
function mp4(bytes: number): Buffer {
  const head = Buffer.concat([
    Buffer.from('00000020', 'hex'),
    Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
  ])
  return Buffer.concat([head, randomBytes(bytes - head.length)])
}

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** Every table's row count, by name. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>(url, "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    counts[name] = (await sql<{ n: number }>(url, `SELECT count(*)::int AS n FROM "${name}"`))[0].n
  }
  return counts
}

// npm run backup / npm run restore (docs/operations/backups.md): the round trip through the real scripts.
describe('a backup taken while the server runs restores into a fresh database and file store', () => {
  let server: TestServer
  let cast: AssignedCast
  let sourceUrl: string
  let restoredUrl: string
  let restoredName: string
  let work: string
  let restored: ServerProcess | undefined

  beforeAll(async () => {
    sourceUrl = isolatedDatabaseUrl('backup')
    server = await startTestServer({ DATABASE_URL: sourceUrl })
    const centres = await centreIdsByName(server)
    cast = await assignedCast(server, centres['Barkatpura Centre'])
    work = await mkdtemp(path.join(tmpdir(), 'backup-test-'))
    restoredName = `${new URL(sourceUrl).pathname.slice(1)}_restored`.slice(0, 63)
    const admin = new URL(sourceUrl)
    admin.pathname = '/postgres'
    await sql(admin.toString(), `DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`)
    await sql(admin.toString(), `CREATE DATABASE "${restoredName}"`)
    const target = new URL(sourceUrl)
    target.pathname = `/${restoredName}`
    restoredUrl = target.toString()
  }, 180_000)
  afterAll(async () => {
    await killServer(restored)
    await server?.stop()
    const admin = new URL(sourceUrl)
    admin.pathname = '/postgres'
    await sql(admin.toString(), `DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`).catch(() => undefined)
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('when bookings, a plan with versions and a video, a game result and reports are backed up and restored, then the restored server answers every one of them alike, and bookings made during the backup are whole or absent', async () => {
    // Real data through the API: an appointment with a report, a plan whose first month has a second version
    // with a session video, and a finished game.
    const { doctor } = await centreStaff(server, cast.admin.user.centreId!)
    const booked = await postMultipart<{ appointment: { _id: string } }>(
      server,
      '/api/admins/bookAppointment',
      cast.admin.token,
      walkIn(0, { tag: 'before', centreId: cast.admin.user.centreId!, doctorId: doctor.user._id }).fields,
      [{ field: 'pdf', filename: 'report.pdf', content: FILES.pdf, type: 'application/pdf' }],
    )
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const appointmentId = booked.body.appointment._id

    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const video = mp4(8192)
    const form = new FormData()
    const base = await latestOfFirstMonth(server, cast)
    for (const [key, value] of Object.entries({
      iepId: plan._id,
      month: String(plan.selectedMonths[0]),
      performance: '[60, 70]',
      therapistFeedback: 'Played well',
      videoDescription: 'Naming game',
      videoUploadDate: '2026-01-02',
      baseVersion: String(base.version),
    }))
      form.append(key, value)
    form.append('video', new Blob([new Uint8Array(video)]), 'session.mp4')
    const saved = await fetch(`${server.url}/api/therapists/updateIEPperformance/${cast.child._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${cast.therapist.token}` },
      body: form,
    })
    expect(saved.status).toBe(200)
    const videoUrl = (await latestOfFirstMonth(server, cast)).childVideo!.videoUrl

    const gameId = await gameIdOf(server, GAME_SLUGS[0])
    const session = await startSession(server, { token: cast.parent.token, childId: cast.child._id, gameId })
    expect(session.status).toBe(201)
    expect((await sendTrial(server, { token: cast.parent.token, sessionId: session.sessionId, index: 0 })).status).toBe(
      201,
    )
    expect((await endSession(server, { token: cast.parent.token, sessionId: session.sessionId })).status).toBe(200)

    // What the readers see before the backup.
    const reads = (request: ApiRequest) =>
      Promise.all([
        request(`/api/doctors/childIEP/${cast.child._id}`, { token: cast.doctor.token }),
        request(`/api/data/gameReports/${cast.child._id}`, { token: cast.parent.token }),
        request(`/api/appointments/${appointmentId}`, { token: cast.admin.token }),
        request(`/api/admins/getAppointments/${cast.admin.user.centreId}?limit=100`, { token: cast.admin.token }),
        request(`/api/parents/getappointments/${cast.parent.user._id}`, { token: cast.parent.token }),
      ]).then((answers) => answers.map(({ status, body }) => ({ status, body })))
    const before = await reads(server.request)
    for (const answer of before) expect(answer.status).toBe(200)

    // The backup runs while walk-in bookings keep arriving.
    const env = {
      DATABASE_URL: sourceUrl,
      PRIVATE_UPLOADS_DIR,
      MEDIA_DIR: process.env.MEDIA_DIR as string,
      // In the api-s3 project the private files are read from the bucket; the restore writes them to another one.
      ...fileStoreEnv(),
    }
    const file = path.join(work, 'backup.tar.gz')
    const during = Array.from({ length: 24 }, (_, index) =>
      walkIn(index + 1, {
        tag: `during-${cast.child._id.slice(0, 8)}`,
        centreId: cast.admin.user.centreId!,
        doctorId: doctor.user._id,
      }),
    )
    const backingUp = runScript('backup.ts', [file], env)
    const bookings = await Promise.all(
      during.map(async (booking, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 60))
        return postMultipart(server, '/api/admins/bookAppointment', cast.admin.token, booking.fields, booking.files)
      }),
    )
    const backup = await backingUp
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toMatch(/backup written to .*: \d+ tables, \d+ rows, [1-9]\d* private files/)
    for (const answer of bookings) expect(answer.status, JSON.stringify(answer.body)).toBe(201)

    // Restore into an empty database and an empty file store (a folder, or in the api-s3 project a new bucket).
    const restoredBucket = `restored-${randomBytes(4).toString('hex')}`
    if (isS3Run()) await createBucket(restoredBucket)
    const restoredEnv: Record<string, string> = {
      DATABASE_URL: restoredUrl,
      PRIVATE_UPLOADS_DIR: path.join(work, 'private'),
      MEDIA_DIR: path.join(work, 'media'),
      ...(isS3Run() ? { ...fileStoreEnv(), S3_BUCKET: restoredBucket } : {}),
    }
    const restoredStorage = isS3Run()
      ? await fileStorageFromEnv(restoredEnv)
      : createLocalStorage(restoredEnv.PRIVATE_UPLOADS_DIR)
    const restore = await runScript('restore.ts', [file], restoredEnv)
    expect(restore.code, restore.output).toBe(0)
    // Every private file the restored database names is in the restored store.
    const named = await sql<{ filename: string }>(restoredUrl, 'SELECT filename FROM private_uploads')
    expect(named.length).toBeGreaterThanOrEqual(2)
    const missing = []
    for (const { filename } of named) if ((await restoredStorage.size(filename)) === null) missing.push(filename)
    expect(missing).toEqual([])

    // Each booking made during the backup is in the restored database whole or not at all.
    const holdings = await bookingHoldings(
      restoredUrl,
      during.map((booking) => booking.email),
    )
    expect(holdings.filter((holding) => !isWholeOrAbsent(holding))).toEqual([])
    const restoredCounts = await rowCounts(restoredUrl)

    // A second restore into the now-filled database is refused and changes nothing.
    await expect(
      restoreBackup({
        databaseUrl: restoredUrl,
        storage: restoredStorage,
        mediaDir: restoredEnv.MEDIA_DIR,
        file,
        knownMigrations: (await migrationsFor('postgres')).map((migration) => migration.name),
        migrate: () => Promise.reject(new Error('a refused restore never migrates')),
      }),
    ).rejects.toThrow(
      // The first table found with rows is named (appointment_history or appointments, by name).
      /^The target database is not empty \(table appointment[a-z_]* has rows\): restore only into a new, empty database\.$/,
    )
    expect(await rowCounts(restoredUrl)).toEqual(restoredCounts)

    // A server on the restored database and folders serves everything again.
    restored = spawnServer({
      ...restoredEnv,
      NODE_ENV: 'test',
      PAYLOAD_SECRET: TEST_SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    })
    const url = await waitForListening(restored, 240_000)
    const request = apiRequester(url)
    // Every account signs in with its password.
    for (const username of [cast.admin, cast.doctor, cast.therapist, cast.parent].map((one) => one.user.username)) {
      await expect(loginAs(request, username!, TEST_PASSWORD)).resolves.toEqual(expect.any(String))
    }
    const after = await reads(request)
    // The appointments made during the backup that made it in are listed after the restore; the rest are not.
    const centreList = (answer: { body: unknown }) =>
      (answer.body as Array<{ _id: string }>).map((appointment) => appointment._id).sort()
    const restoredIds = new Set(centreList(after[3]))
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3))
    expect(after[4]).toEqual(before[4])
    for (const id of centreList(before[3])) expect(restoredIds.has(id)).toBe(true)

    // The files come back byte for byte.
    const report = await fetch(`${url}/api/appointments/${appointmentId}/reports/0`, {
      headers: { authorization: `Bearer ${cast.admin.token}` },
    })
    expect(report.status).toBe(200)
    expect(Buffer.from(await report.arrayBuffer()).equals(FILES.pdf)).toBe(true)
    const streamed = await fetch(`${url}${videoUrl}`, {
      headers: { authorization: `Bearer ${cast.parent.token}`, range: 'bytes=100-199' },
    })
    expect(streamed.status).toBe(206)
    expect(Buffer.from(await streamed.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true)
  }, 600_000)
})
