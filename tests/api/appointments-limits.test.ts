import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import {
  bookingFields,
  centreStaff,
  clinicDay,
  lastOpenClinicDay,
  nthOpenClinicDay,
  postMultipart,
} from '../support/appointments.ts'
import { spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'
import { testDatabaseUrl, TEST_SECRET } from '../support/test-config.ts'

type Booked = { message: string; appointment: AppointmentDto; fieldErrors?: Record<string, string> }

const PER_CHILD =
  'This child already has 3 appointment requests waiting for the centre’s answer. Please wait for an answer before booking another.'
const PER_PARENT =
  'You already have 10 appointment requests waiting for the centres’ answer. Please wait for an answer before booking another.'
const HORIZON = 'Appointments can be booked up to 120 days ahead'
const TIMES = ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM', '3:00 PM', '4:30 PM', '5:30 PM']

/** The n-th distinct slot a test books: an open day (from tomorrow) and a time. */
const slot = (n: number) => ({
  appointmentDate: nthOpenClinicDay(1 + Math.floor(n / TIMES.length)),
  time: TIMES[n % TIMES.length],
})

// docs/api/appointments.md, "Limits"; docs/product.md §9.
describe('limits on pending bookings and how far ahead a booking may be', () => {
  let server: TestServer
  let barkatpura: string

  beforeAll(async () => {
    server = await sharedTestServer()
    barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
  })

  const book = (token: string, fields: Record<string, string>) =>
    postMultipart<Booked>(server, '/api/admins/bookAppointment', token, fields)
  const pendingOf = async (parentId: string) =>
    (
      await server.payload.count({
        collection: 'appointments',
        where: { and: [{ parent: { equals: parentId } }, { status: { equals: 'pending' } }] },
      })
    ).totalDocs
  const childrenOf = async (parentId: string) =>
    (await server.payload.count({ collection: 'children', where: { parent: { equals: parentId } } })).totalDocs

  it('when a child has 3 pending requests, then a 4th for that child is refused with 409 and stores nothing; another child may still be booked', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const base = { branch: barkatpura, doctorId: doctor.user._id }
    const first = await book(parent.token, bookingFields({ ...base, ...slot(0) }))
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const childId = first.body.appointment.childId._id
    for (const n of [1, 2])
      expect((await book(parent.token, bookingFields({ ...base, ...slot(n), childId }))).status).toBe(201)

    const fourth = await book(parent.token, bookingFields({ ...base, ...slot(3), childId }))
    expect(fourth.status).toBe(409)
    expect(fourth.body).toEqual({ message: PER_CHILD })
    // "A new child" with the same name and date of birth is the same child.
    const twin = await book(parent.token, bookingFields({ ...base, ...slot(4) }))
    expect(twin.status).toBe(409)
    expect(twin.body.message).toBe(PER_CHILD)
    expect(await pendingOf(parent.user._id)).toBe(3)
    const slots = await server.request(`/api/admins/getBookedSlots/${doctor.user._id}/${slot(3).appointmentDate}`, {
      token: admin.token,
    })
    expect((slots.body as { bookedSlots: string[] }).bookedSlots.sort()).toEqual(
      [slot(0).time, slot(1).time, slot(2).time].sort(),
    )

    const sibling = await book(parent.token, bookingFields({ ...base, ...slot(5), childName: 'Sibling Test' }))
    expect(sibling.status).toBe(201)

    // Once the centre answers one request, the child may be booked again.
    const decided = await server.request(`/api/admins/manageAppointment/${first.body.appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { status: 'approved' },
    })
    expect(decided.status).toBe(200)
    expect((await book(parent.token, bookingFields({ ...base, ...slot(6), childId }))).status).toBe(201)
  })

  it('when a parent has 10 pending requests in all, then an 11th is refused with 409 and no child is recorded', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    for (let n = 0; n < 10; n++) {
      const { status } = await book(
        parent.token,
        bookingFields({ branch: barkatpura, doctorId: doctor.user._id, ...slot(n), childName: `Child ${n}` }),
      )
      expect(status).toBe(201)
    }
    const eleventh = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, ...slot(10), childName: 'Child 10' }),
    )
    expect(eleventh.status).toBe(409)
    expect(eleventh.body).toEqual({ message: PER_PARENT })
    expect(await pendingOf(parent.user._id)).toBe(10)
    expect(await childrenOf(parent.user._id)).toBe(10)

    // A request whose day has passed holds nothing any more, so it no longer counts.
    const { docs } = await server.payload.find({
      collection: 'appointments',
      where: { parent: { equals: parent.user._id } },
      limit: 1,
      depth: 0,
    })
    await server.payload.update({
      collection: 'appointments',
      id: docs[0].id,
      // Moved as a whole (its day, its start and its slot key), so other tests reading this centre's lists
      // find a consistent row.
      data: {
        appointmentDate: clinicDay(-1),
        startsAt: `${clinicDay(-1)} ${docs[0].startsAt.slice(11)}`,
        slotKey: `${docs[0].slotKey}|past`,
      },
    })
    const again = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, ...slot(10), childName: 'Child 10' }),
    )
    expect(again.status, JSON.stringify(again.body)).toBe(201)
  })

  it('when 30 bookings of one parent arrive at once, then exactly 10 are accepted and 20 refused with 409', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        book(
          parent.token,
          bookingFields({ branch: barkatpura, doctorId: doctor.user._id, ...slot(n), childName: `Rush ${n}` }),
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(20)
    expect(await pendingOf(parent.user._id)).toBe(10)
    expect(await childrenOf(parent.user._id)).toBe(10)
  })

  it('when 8 bookings for one child arrive at once, then exactly 3 are accepted', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const childName = `Same ${unique()}`
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        book(parent.token, bookingFields({ branch: barkatpura, doctorId: doctor.user._id, ...slot(n), childName })),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3)
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
      Array(5).fill(PER_CHILD),
    )
    expect(await pendingOf(parent.user._id)).toBe(3)
    expect(await childrenOf(parent.user._id)).toBe(1)
  })

  it('when an admin books walk-ins, then they are approved and never count against a limit', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const email = `walk-in-${unique()}@example.test`
    for (let n = 0; n < 4; n++) {
      const { status } = await book(
        admin.token,
        bookingFields({ childId: '', email, branch: barkatpura, doctorId: doctor.user._id, ...slot(n) }),
      )
      expect(status).toBe(201)
    }
  })

  it('when a booking is for a day more than 120 days ahead, then it is refused with 400 on appointmentDate; day 120 is accepted', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const base = { branch: barkatpura, doctorId: doctor.user._id }
    for (const appointmentDate of [clinicDay(121), '9999-12-31']) {
      const { status, body } = await book(parent.token, bookingFields({ ...base, appointmentDate }))
      expect(status).toBe(400)
      expect(body.fieldErrors).toEqual({ appointmentDate: HORIZON })
    }
    expect(await pendingOf(parent.user._id)).toBe(0)
    expect(await childrenOf(parent.user._id)).toBe(0)
    const last = await book(parent.token, bookingFields({ ...base, appointmentDate: lastOpenClinicDay(120) }))
    expect(last.status, JSON.stringify(last.body)).toBe(201)
  })

  it('when an admin moves an appointment more than 120 days ahead, then it is refused with 400 and the appointment stays', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const booked = await book(parent.token, bookingFields({ branch: barkatpura, doctorId: doctor.user._id }))
    const id = booked.body.appointment._id
    for (const appointmentDate of [clinicDay(121), '9999-12-31']) {
      const { status, body } = await server.request(`/api/admins/updateAppointment/${id}`, {
        method: 'PUT',
        token: admin.token,
        json: { appointmentDate, appointmentTime: '4:30 PM', childConcerns: 'moved' },
      })
      expect(status).toBe(400)
      expect(body).toMatchObject({ fieldErrors: { appointmentDate: HORIZON } })
    }
    const stored = await server.payload.findByID({ collection: 'appointments', id, depth: 0 })
    expect(stored).toMatchObject({
      appointmentDate: booked.body.appointment.appointmentDate,
      childConcerns: 'Speech delay',
    })
    const moved = await server.request(`/api/admins/updateAppointment/${id}`, {
      method: 'PUT',
      token: admin.token,
      json: { appointmentDate: lastOpenClinicDay(120), appointmentTime: '4:30 PM', childConcerns: 'moved' },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  })
})

// Two server processes share PostgreSQL in production; SQLite is one process (docs/decisions/024-pending-booking-limits.md).
describe.skipIf(!testDatabaseUrl().startsWith('postgres'))('pending limits across two server processes', () => {
  let serverA: TestServer
  let processB: ServerProcess
  let urlB: string
  let barkatpura: string

  beforeAll(async () => {
    serverA = await sharedTestServer()
    barkatpura = (await centreIdsByName(serverA))['Barkatpura Centre']
    processB = spawnServer({
      DATABASE_URL: testDatabaseUrl(),
      PAYLOAD_SECRET: TEST_SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    })
    urlB = await waitForListening(processB)
  })
  afterAll(async () => {
    processB?.child.kill('SIGTERM')
    await processB?.exited
  })

  it('when 30 bookings of one parent arrive at two processes at once, then exactly 10 are accepted', async () => {
    const { doctor } = await centreStaff(serverA, barkatpura)
    const parent = await createSignedInUser(serverA, { role: 'parent' })
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        postMultipart<Booked>(
          n % 2 ? ({ url: urlB } as TestServer) : serverA,
          '/api/admins/bookAppointment',
          parent.token,
          bookingFields({ branch: barkatpura, doctorId: doctor.user._id, ...slot(n), childName: `Both ${n}` }),
        ),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(20)
    const pending = await serverA.payload.count({
      collection: 'appointments',
      where: { and: [{ parent: { equals: parent.user._id } }, { status: { equals: 'pending' } }] },
    })
    expect(pending.totalDocs).toBe(10)
  }, 60_000)
})
