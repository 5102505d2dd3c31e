import { chmodSync, mkdtempSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_UNAVAILABLE_MESSAGE } from '@app/platform'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@app/server'
import { postMultipart } from '../support/appointments.ts'
import { bookingHoldings, filesWithoutRecord, isWholeOrAbsent, walkIn } from '../support/bookings.ts'
import { startLoad, tally, type LoadAnswer } from '../support/load.ts'
import { killServer, spawnedServerEnv, spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { apiRequester, decodeToken, loginAs } from '../support/server.ts'
import { freePort } from '../../scripts/test-postgres.mjs'

// Issue 25 §3: PostgreSQL restarted, or its connections ended, while the server reads and books. Requests in flight
// answer 503 (never a 500, never no answer), nothing is half written, and the same server process serves again
// within seconds, with everything committed before still there.

/** Bookings made (and answered 201) before the outage: they must all be there after it. */
const BOOKED_BEFORE = 3
/** How soon the server must serve again once the database is back. */
const SERVES_AGAIN_WITHIN_MS = 5_000

const servers: ServerProcess[] = []
const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const server of servers) await killServer(server)
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** The real server as a process on `databaseUrl`, signed in as the demo admin; its doctor and centre. */
async function serverOn(databaseUrl: string) {
  const privateDir = await mkdtemp(path.join(tmpdir(), 'restart-private-'))
  cleanups.push(() => rm(privateDir, { recursive: true, force: true }))
  const server = spawnServer(spawnedServerEnv({ DATABASE_URL: databaseUrl, PRIVATE_UPLOADS_DIR: privateDir }))
  servers.push(server)
  const url = await waitForListening(server, 180_000)
  const request = apiRequester(url)
  const adminToken = await loginAs(request, 'demo-admin')
  const doctorToken = await loginAs(request, 'demo-doctor')
  return {
    server,
    url,
    privateDir,
    request,
    adminToken,
    centreId: decodeToken(adminToken).user.centreId!,
    doctorId: decodeToken(doctorToken).user._id,
  }
}

type Served = Awaited<ReturnType<typeof serverOn>>

/** Books walk-ins `first`, `first + 1`, ... of `tag` one by one, each answered 201. */
async function bookBefore(served: Served, tag: string, first: number): Promise<string[]> {
  const emails: string[] = []
  for (let index = first; index < first + BOOKED_BEFORE; index++) {
    const booking = walkIn(index, { tag, centreId: served.centreId, doctorId: served.doctorId })
    const { status, body } = await postMultipart(
      { url: served.url } as never,
      '/api/admins/bookAppointment',
      served.adminToken,
      booking.fields,
      booking.files,
    )
    expect(status, JSON.stringify(body)).toBe(201)
    emails.push(booking.email)
  }
  return emails
}

/** Polls until the health check and a real read both answer 200; answers how long that took. */
async function timeUntilServing(served: Served, timeoutMs = 30_000): Promise<number> {
  const startedAt = Date.now()
  for (;;) {
    const health = await fetch(`${served.url}/api/health`).then(
      (r) => r.status,
      () => 0,
    )
    const read = await served
      .request(`/api/data/allChildren/${served.centreId}?page=1&limit=10`, { token: served.adminToken })
      .then(
        (r) => r.status,
        () => 0,
      )
    if (health === 200 && read === 200) return Date.now() - startedAt
    if (Date.now() - startedAt > timeoutMs) throw new Error(`not serving after ${timeoutMs} ms (${health}, ${read})`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Runs reads and walk-in bookings on `served`, brings the database down and up with `outage` once a few have been
 * answered, waits until the server serves again and books again, and checks every answer and what was stored.
 */
async function outageUnderLoad(
  served: Served,
  databaseUrl: string,
  { tag, firstSlot }: { tag: string; firstSlot: number },
  outage: () => Promise<void>,
) {
  const bookedBefore = await bookBefore(served, tag, firstSlot)
  const pid = served.server.child.pid
  const load = startLoad({ ...served, tag, firstBooking: firstSlot + BOOKED_BEFORE })
  const isBooked = (answer: LoadAnswer) => answer.kind === 'booking' && answer.status === 201
  const isRead = (answer: LoadAnswer) => answer.kind === 'read' && answer.status === 200
  // A load that never gets there says what the server logged: the errors behind its 503s.
  const until = (enough: (answers: LoadAnswer[]) => boolean) =>
    load.until(enough).catch((error: Error) => {
      const problems = served.server
        .output()
        .split('\n')
        .filter((line) => /"level":(40|50|60)/.test(line))
      throw new Error(`${error.message}\nthe server's last warnings and errors:\n${problems.slice(-12).join('\n')}`)
    })
  await until((answers) => answers.filter(isBooked).length >= 2 && answers.filter(isRead).length >= 10)

  await outage()
  const answeredBeforeRecovery = load.answers.length
  const recoveryMs = await timeUntilServing(served)
  // Bookings go through again too, not only reads.
  await until((answers) => answers.slice(answeredBeforeRecovery).filter(isBooked).length >= 2)
  const answers = await load.stop()

  // The same process served throughout: it was not restarted, and nothing ended it.
  expect(served.server.child.exitCode).toBeNull()
  expect(served.server.child.pid).toBe(pid)
  expect(recoveryMs).toBeLessThan(SERVES_AGAIN_WITHIN_MS)
  // Every request was answered: done, or 503 with words that say to try again; never a 500 or silence.
  // (409: a slot of the demo doctor the seed's appointments already hold; such a booking stores nothing.)
  const loggedErrors = served.server
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line))
  expect(
    answers.filter((answer) => ![200, 201, 503, ...(answer.kind === 'booking' ? [409] : [])].includes(answer.status as number)), // prettier-ignore
    `${JSON.stringify(tally(answers))}\n${loggedErrors.join('\n')}`,
  ).toEqual([])
  for (const answer of answers.filter((one) => one.status === 503)) {
    expect(answer.message).toBe(DATABASE_UNAVAILABLE_MESSAGE)
  }

  // Each booking wholly stored or wholly absent: stored if it was answered 201, absent if 503.
  const bookings = answers.filter((answer) => answer.kind === 'booking')
  const holdings = await bookingHoldings(databaseUrl, [...bookedBefore, ...bookings.map((answer) => answer.email!)])
  expect(holdings.filter((holding) => !isWholeOrAbsent(holding))).toEqual([])
  const storedOf = (email: string) => holdings.find((holding) => holding.email === email)!.appointments
  expect(bookedBefore.map(storedOf)).toEqual(bookedBefore.map(() => 1))
  for (const booking of bookings) expect(storedOf(booking.email!), `${booking.email} ${booking.status}`).toBe(booking.status === 201 ? 1 : 0) // prettier-ignore
  expect(await filesWithoutRecord(databaseUrl, served.privateDir)).toEqual([])
  return { answers, recoveryMs }
}

describe('a database outage while the server reads and books', () => {
  // A PostgreSQL of this file's own, so ending its connections or restarting it disturbs no other test file; the
  // server migrates and seeds its fresh database on its first start.
  let postgres: EmbeddedPostgres
  let settings: { dataDir: string; port: number; database: string }
  let served: Served
  let databaseUrl: string
  beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'restart-postgres-'))
    // PostgreSQL runs as the `postgres` user when the tests run as root: it must be able to enter the folder.
    chmodSync(folder, 0o755)
    cleanups.push(() => rm(folder, { recursive: true, force: true }))
    settings = { dataDir: path.join(folder, 'cluster'), port: await freePort(), database: 'app' }
    postgres = await startEmbeddedPostgres(settings)
    cleanups.push(() => postgres.stop())
    databaseUrl = postgres.url
    served = await serverOn(databaseUrl)
  }, 300_000)

  it('when every connection of the server to its database is ended (pg_terminate_backend) during reads and walk-in bookings, then each request answers 200, 201 or 503, nothing is half written, and the same process serves again within seconds', async () => {
    const { answers, recoveryMs } = await outageUnderLoad(
      served,
      databaseUrl,
      { tag: 'ended', firstSlot: 0 },
      async () => {
        const admin = new pg.Client({ connectionString: databaseUrl })
        await admin.connect()
        try {
          const { rows } = await admin.query<{ ended: boolean }>(
            'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [settings.database],
          )
          expect(rows.filter((row) => row.ended).length).toBeGreaterThan(0)
        } finally {
          await admin.end()
        }
      },
    )
    console.info('connections ended:', JSON.stringify(tally(answers)), `serving again after ${recoveryMs} ms`)
  }, 120_000)

  it('when its PostgreSQL is restarted during reads and walk-in bookings, then requests meanwhile answer 503, nothing is half written, and the same process serves again within seconds of the database being back', async () => {
    let downMs = 0
    const { answers, recoveryMs } = await outageUnderLoad(
      served,
      databaseUrl,
      { tag: 'restart', firstSlot: 100 },
      async () => {
        const stoppedAt = Date.now()
        await postgres.stop()
        postgres = await startEmbeddedPostgres(settings)
        downMs = Date.now() - stoppedAt
      },
    )
    // The database was away long enough that requests came in meanwhile, and they were told so.
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0)
    console.info(
      'restarted:',
      JSON.stringify(tally(answers)),
      `down ${downMs} ms, serving again after ${recoveryMs} ms`,
    )
  }, 120_000)
})
