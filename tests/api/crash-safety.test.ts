import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postMultipart } from '../support/appointments.ts'
import { bookingHoldings, filesWithoutRecord, isWholeOrAbsent, walkIn } from '../support/bookings.ts'
import { killServer, spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { apiRequester, decodeToken, loginAs } from '../support/server.ts'
import { isolatedDatabaseUrl, TEST_SECRET } from '../support/test-config.ts'

const BOOKINGS = 50

// Issue 25 §2: a server killed (SIGKILL) in the middle of bookings leaves each booking whole or absent.
describe('a server killed while walk-in bookings are in flight', () => {
  let databaseUrl: string
  let privateDir: string
  let server: ServerProcess | undefined
  const env = () => ({
    DATABASE_URL: databaseUrl,
    PRIVATE_UPLOADS_DIR: privateDir,
    MEDIA_DIR: process.env.MEDIA_DIR as string,
    NODE_ENV: 'test',
    PAYLOAD_SECRET: TEST_SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
  })

  beforeAll(async () => {
    databaseUrl = isolatedDatabaseUrl('crash')
    privateDir = await mkdtemp(path.join(tmpdir(), 'crash-private-'))
  })
  afterAll(async () => {
    await killServer(server)
    await rm(privateDir, { recursive: true, force: true })
  })

  it('when the server is killed with SIGKILL during 50 walk-in bookings and started again, then every booking is whole or absent, no file lacks its record, and it books again', async () => {
    server = spawnServer(env())
    const url = await waitForListening(server, 180_000)
    const request = apiRequester(url)
    const adminToken = await loginAs(request, 'demo-admin')
    const doctorToken = await loginAs(request, 'demo-doctor')
    const centreId = decodeToken(adminToken).user.centreId!
    const doctorId = decodeToken(doctorToken).user._id
    const tag = `crash-${Date.now()}`
    const bookings = Array.from({ length: BOOKINGS }, (_, index) => walkIn(index, { tag, centreId, doctorId }))

    const target = { url }
    const answers = bookings.map((booking) =>
      postMultipart(target as never, '/api/admins/bookAppointment', adminToken, booking.fields, booking.files).then(
        (answer) => answer.status,
        () => 'cut off' as const,
      ),
    )
    // Kill it once the first bookings have been answered, while the others are still being written.
    await Promise.race(answers)
    await killServer(server, 'SIGKILL')
    const statuses = await Promise.all(answers)
    expect(statuses.filter((status) => status === 'cut off').length).toBeGreaterThan(0)

    server = spawnServer(env())
    const again = await waitForListening(server, 180_000)
    const holdings = await bookingHoldings(
      databaseUrl,
      bookings.map((booking) => booking.email),
    )
    expect(holdings.filter((holding) => !isWholeOrAbsent(holding))).toEqual([])
    // Every booking answered 201 is whole.
    statuses.forEach((status, index) => {
      if (status === 201) expect(holdings.find((h) => h.email === bookings[index].email)?.appointments).toBe(1)
    })
    expect(await filesWithoutRecord(databaseUrl, privateDir)).toEqual([])

    // The restarted server books a slot that was cut off.
    const lost = holdings.findIndex((holding) => holding.appointments === 0)
    if (lost !== -1) {
      const booking = bookings.find((one) => one.email === holdings[lost].email)!
      const retried = await postMultipart(
        { url: again } as never,
        '/api/admins/bookAppointment',
        await loginAs(apiRequester(again), 'demo-admin'),
        booking.fields,
        booking.files,
      )
      expect(retried.status, JSON.stringify(retried.body)).toBe(201)
    }
  }, 600_000)
})
