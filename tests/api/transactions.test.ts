import { readdir } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { PRIVATE_FILES_SLUG, PRIVATE_UPLOADS_DIR } from '@app/files'
import { sqlOf } from '@app/platform'
import { centreIdsByName, unique } from '../support/accounts.ts'
import { bookingFields, centreStaff, FILES, postMultipart } from '../support/appointments.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

/** The finished private files on disk (the upload folder's own entries, not the uploads under way). */
const filesOnDisk = async () => (await readdir(PRIVATE_UPLOADS_DIR).catch(() => [])).filter((n) => n.includes('.'))

describe('a booking is written whole or not at all (docs/decisions/012-transactions.md)', () => {
  let server: TestServer
  let barkatpura: string

  beforeAll(async () => {
    server = await sharedTestServer()
    barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
  })

  /**
   * Makes the database refuse a doctor's appointment rows (the booking's last write), as a lost connection or a
   * full disk would: a trigger, so the refusal comes from the database itself whichever way the row is written.
   */
  async function failAppointmentWrites(doctorId: string, onlyAt?: string): Promise<() => Promise<void>> {
    const { db, op } = await sqlOf(server.payload)
    // Only this test's doctor's appointments: other test files book on the same database meanwhile.
    const when = `NEW.doctor_id = '${doctorId}'` + (onlyAt ? ` AND NEW.appointment_time = '${onlyAt}'` : '')
    const run = (statement: string) => db.execute(op.sql.raw(statement))
    await run(`CREATE OR REPLACE FUNCTION refuse_appointment() RETURNS trigger AS $$
      BEGIN IF ${when} THEN RAISE EXCEPTION 'the database refused the appointment'; END IF; RETURN NEW; END
      $$ LANGUAGE plpgsql`)
    await run(`CREATE TRIGGER refuse_appointment BEFORE INSERT ON appointments
      FOR EACH ROW EXECUTE FUNCTION refuse_appointment()`)
    return async () => {
      await run('DROP TRIGGER refuse_appointment ON appointments')
      await run('DROP FUNCTION refuse_appointment()')
    }
  }

  /**
   * What this booking left behind, counted by what only it carries (its e-mail, child, doctor and report's
   * name), so that other test files uploading at the same time do not change the counts.
   */
  async function storedFor({
    email,
    childName,
    doctorId,
    reportName,
  }: {
    email: string
    childName: string
    doctorId: string
    reportName: string
  }) {
    const count = async (collection: string, where: Record<string, unknown>) =>
      (await server.payload.count({ collection: collection as never, where: where as never })).totalDocs
    return {
      parents: await count('users', { email: { equals: email } }),
      children: await count('children', { name: { equals: childName } }),
      appointments: await count('appointments', { doctor: { equals: doctorId } }),
      fileRecords: await count(PRIVATE_FILES_SLUG, { originalName: { equals: reportName } }),
    }
  }

  /** Files on disk that no file record names: what a failed upload would leave behind. */
  async function orphanFiles(among: string[]): Promise<string[]> {
    const { docs } = await server.payload.find({
      collection: PRIVATE_FILES_SLUG as never,
      where: { filename: { in: among } } as never,
      limit: 0,
      pagination: false,
    })
    const recorded = new Set(docs.map((doc) => (doc as { filename: string }).filename))
    return among.filter((name) => !recorded.has(name))
  }

  it('when the last write of a walk-in booking fails, then no parent, child, file or appointment is left', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const email = `walk-in-${unique()}@example.test`
    const childName = `Child ${unique()}`
    const reportName = `report-${unique()}.pdf`
    const fields = bookingFields({ branch: barkatpura, doctorId: doctor.user._id, email, childName })
    const book = () =>
      postMultipart(server, '/api/admins/bookAppointment', admin.token, fields, [
        { field: 'pdf', filename: reportName, content: FILES.pdf },
      ])
    const stored = () => storedFor({ email, childName, doctorId: doctor.user._id, reportName })
    expect(await stored()).toEqual({ parents: 0, children: 0, appointments: 0, fileRecords: 0 })
    const onDiskBefore = new Set(await filesOnDisk())

    const restore = await failAppointmentWrites(doctor.user._id)
    let refused
    try {
      refused = await book()
    } finally {
      await restore()
    }
    expect(refused.status).toBe(500)
    expect(await stored()).toEqual({ parents: 0, children: 0, appointments: 0, fileRecords: 0 })
    // Another file's upload may be between its file and its record for a moment: look twice before calling a
    // new file an orphan.
    const newOnDisk = async () => (await filesOnDisk()).filter((name) => !onDiskBefore.has(name))
    let orphans = await orphanFiles(await newOnDisk())
    if (orphans.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const stillOnDisk = new Set(await filesOnDisk())
      orphans = await orphanFiles(orphans.filter((name) => stillOnDisk.has(name)))
    }
    expect(orphans).toEqual([])

    // The same booking goes through once the database accepts it: the test's refusal was the only cause.
    const booked = await book()
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(await stored()).toEqual({ parents: 1, children: 1, appointments: 1, fileRecords: 1 })
    expect(await orphanFiles(await newOnDisk())).toEqual([])
  })

  it('when a write fails while other bookings run, then only the failed booking is missing', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const times = ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM', '3:00 PM']
    const restore = await failAppointmentWrites(doctor.user._id, '12:30 PM')
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
      await restore()
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
