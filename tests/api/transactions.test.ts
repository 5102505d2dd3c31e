import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRIVATE_FILES_SLUG, PRIVATE_UPLOADS_DIR } from '@app/files'
import { centreIdsByName, unique } from '../support/accounts.ts'
import { bookingFields, centreStaff, FILES, postMultipart } from '../support/appointments.ts'
import { startTestServer } from '../support/server.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>
type Hook = (...args: unknown[]) => unknown

/** The finished private files on disk (the upload folder's own entries, not the uploads under way). */
const filesOnDisk = async () => (await readdir(PRIVATE_UPLOADS_DIR).catch(() => [])).filter((n) => n.includes('.'))

describe('a booking is written whole or not at all (docs/decisions/012-transactions.md)', () => {
  let server: TestServer
  let barkatpura: string

  beforeAll(async () => {
    server = await startTestServer()
    barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
  })
  afterAll(() => server?.stop())

  /** Makes the appointment's own write (the booking's last) fail, as a lost connection or a full disk would. */
  function failAppointmentWrites(onlyAt?: string): () => void {
    const hooks = server.payload.collections.appointments.config.hooks.beforeChange as Hook[]
    const fail: Hook = (args) => {
      const data = (args as { data: { appointmentTime?: string } }).data
      if (onlyAt && data.appointmentTime !== onlyAt) return data
      throw new Error('the database refused the appointment')
    }
    hooks.push(fail)
    return () => hooks.splice(hooks.indexOf(fail), 1)
  }

  async function storedFor({ email, childName, doctorId }: { email: string; childName: string; doctorId: string }) {
    const count = async (collection: string, where: Record<string, unknown>) =>
      (await server.payload.count({ collection: collection as never, where: where as never })).totalDocs
    return {
      parents: await count('users', { email: { equals: email } }),
      children: await count('children', { name: { equals: childName } }),
      appointments: await count('appointments', { doctor: { equals: doctorId } }),
      fileRecords: await count(PRIVATE_FILES_SLUG, {}),
      filesOnDisk: (await filesOnDisk()).length,
    }
  }

  it('when the last write of a walk-in booking fails, then no parent, child, file or appointment is left', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const email = `walk-in-${unique()}@example.test`
    const childName = `Child ${unique()}`
    const fields = bookingFields({ branch: barkatpura, doctorId: doctor.user._id, email, childName })
    const book = () =>
      postMultipart(server, '/api/admins/bookAppointment', admin.token, fields, [
        { field: 'pdf', filename: 'report.pdf', content: FILES.pdf },
      ])
    const before = await storedFor({ email, childName, doctorId: doctor.user._id })
    expect(before).toMatchObject({ parents: 0, children: 0, appointments: 0 })

    const restore = failAppointmentWrites()
    let refused
    try {
      refused = await book()
    } finally {
      restore()
    }
    expect(refused.status).toBe(500)
    expect(await storedFor({ email, childName, doctorId: doctor.user._id })).toEqual(before)

    // The same booking goes through once the database accepts it: the test's refusal was the only cause.
    const booked = await book()
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(await storedFor({ email, childName, doctorId: doctor.user._id })).toEqual({
      parents: 1,
      children: 1,
      appointments: 1,
      fileRecords: before.fileRecords + 1,
      filesOnDisk: before.filesOnDisk + 1,
    })
  })

  it('when a write fails while other bookings run, then only the failed booking is missing', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const times = ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM', '3:00 PM']
    const restore = failAppointmentWrites('12:30 PM')
    let results
    try {
      results = await Promise.all(
        times.map((time) =>
          postMultipart(
            server,
            '/api/admins/bookAppointment',
            admin.token,
            bookingFields({ branch: barkatpura, doctorId: doctor.user._id, time, childName: `Child ${time}` }),
            [{ field: 'pdf', filename: 'report.pdf', content: FILES.pdf }],
          ),
        ),
      )
    } finally {
      restore()
    }
    expect(results.map((r) => r.status)).toEqual([201, 201, 500, 201, 201])
    const { totalDocs } = await server.payload.count({
      collection: 'appointments' as never,
      where: { doctor: { equals: doctor.user._id } } as never,
    })
    expect(totalDocs).toBe(4)
    const failedChild = await server.payload.count({
      collection: 'children' as never,
      where: { name: { equals: 'Child 12:30 PM' }, centre: { equals: barkatpura } } as never,
    })
    expect(failedChild.totalDocs).toBe(0)
  })
})
