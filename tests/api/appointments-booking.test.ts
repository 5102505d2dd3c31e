import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOT_TAKEN_MESSAGE, type AppointmentDto } from '@app/appointments'
import { createTestClock } from '../support/clock.ts'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import {
  bookingFields,
  centreStaff,
  clinicDay,
  FILES,
  isOpenClinicDay,
  openClinicDay,
  postMultipart,
} from '../support/appointments.ts'
import { startTestServer } from '../support/server.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>
type Booked = { message: string; appointment: AppointmentDto }

const book = (
  server: TestServer,
  token: string,
  fields: Record<string, string>,
  files = [] as Parameters<typeof postMultipart>[4],
) => postMultipart<Booked>(server, '/api/admins/bookAppointment', token, fields, files)

/** What the database holds for a doctor and for a parent: the proof that a refused booking stored nothing. */
async function storedFor(server: TestServer, { doctorId, parentId }: { doctorId: string; parentId?: string }) {
  const appointments = await server.payload.find({
    collection: 'appointments',
    where: { doctor: { equals: doctorId } },
    depth: 0,
    pagination: false,
  })
  const children = parentId
    ? await server.payload.count({ collection: 'children', where: { parent: { equals: parentId } } })
    : { totalDocs: 0 }
  return { appointments: appointments.docs as unknown as Record<string, unknown>[], children: children.totalDocs }
}

describe('booking an appointment', () => {
  let server: TestServer
  let barkatpura: string
  let kukatpally: string

  beforeAll(async () => {
    server = await startTestServer()
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
  })
  afterAll(() => server?.stop())

  it('when a parent books a new child with a report, then the appointment is pending with the child, doctor and centre named', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent', name: 'Ravi Parent' })
    const fields = bookingFields({ branch: barkatpura, doctorId: doctor.user._id, childName: 'Kiran New' })
    const { status, body } = await book(server, parent.token, fields, [
      { field: 'pdf', filename: 'report.pdf', content: FILES.pdf },
    ])
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.message).toBe('Appointment booked successfully!')
    const a = body.appointment
    expect(a.status).toBe('pending')
    expect(a.childId.name).toBe('Kiran New')
    expect(a.childId.dob).toBe('2018-06-14')
    expect(a.childId.parentId).toEqual({ _id: parent.user._id, name: 'Ravi Parent' })
    expect(a.doctorId?._id).toBe(doctor.user._id)
    expect(a.centreId).toEqual({ _id: barkatpura, name: 'Barkatpura Centre' })
    expect(a.appointmentDate).toBe(fields.appointmentDate)
    expect(a.appointmentTime).toBe('10:30 AM')
    expect(a.previousMedicalReports).toEqual([`/api/appointments/${a._id}/reports/0`])
    expect(a.prescription).toBeNull()

    // The new child is registered, pending, at the branch.
    const child = await server.payload.findByID({ collection: 'children', id: a.childId._id, depth: 0 })
    expect(child).toMatchObject({ admitStatus: 'pending', centre: barkatpura, parent: parent.user._id })

    const slots = await server.request(`/api/admins/getBookedSlots/${doctor.user._id}/${fields.appointmentDate}`, {
      token: parent.token,
    })
    expect(slots.body).toEqual({ bookedSlots: ['10:30 AM'] })
  })

  it("when the slot picker names someone who is not a doctor, then it answers Doctor not found; an admin reads only their own centre's doctors", async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const day = openClinicDay(4)
    const slotsOf = (doctorId: string, token: string) =>
      server.request<{ message?: string; bookedSlots?: string[] }>(`/api/admins/getBookedSlots/${doctorId}/${day}`, {
        token,
      })

    const notADoctor = await slotsOf(admin.user._id, parent.token)
    expect(notADoctor.status).toBe(404)
    expect(notADoctor.body).toEqual({ message: 'Doctor not found' })
    // An id of the right form that nobody has.
    const nobody = await slotsOf(
      doctor.user._id.replace(/[0-9a-f]$/, (last) => (last === '0' ? '1' : '0')),
      parent.token,
    )
    expect(nobody.status).toBe(404)
    expect(nobody.body).toEqual({ message: 'Doctor not found' })

    const otherCentre = await centreStaff(server, kukatpally)
    expect((await slotsOf(otherCentre.doctor.user._id, admin.token)).status).toBe(403)
    const own = await slotsOf(doctor.user._id, admin.token)
    expect(own.status).toBe(200)
    expect(own.body).toEqual({ bookedSlots: [] })
  })

  it('when a parent books their own child, then the appointment is for that child and no new child is made', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const first = await book(server, parent.token, bookingFields({ branch: barkatpura, doctorId: doctor.user._id }))
    const childId = first.body.appointment.childId._id
    const second = await book(
      server,
      parent.token,
      bookingFields({ childId, branch: barkatpura, doctorId: doctor.user._id, time: '2:00 PM' }),
    )
    expect(second.status).toBe(201)
    expect(second.body.appointment.childId._id).toBe(childId)
    expect((await storedFor(server, { doctorId: doctor.user._id, parentId: parent.user._id })).children).toBe(1)
  })

  it('when a parent books "a new child" twice with the same name and date of birth, then the first child is reused', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const fields = { branch: barkatpura, doctorId: doctor.user._id, childId: 'new' }
    const first = await book(server, parent.token, bookingFields({ ...fields, childName: 'Meera Rao' }))
    expect(first.status).toBe(201)
    const again = await book(
      server,
      parent.token,
      bookingFields({ ...fields, childName: '  meera   RAO ', time: '2:00 PM' }),
    )
    expect(again.status).toBe(201)
    expect(again.body.appointment.childId._id).toBe(first.body.appointment.childId._id)
    // Another date of birth is another child.
    const sibling = await book(
      server,
      parent.token,
      bookingFields({ ...fields, childName: 'Meera Rao', dob: '2016-01-02', time: '3:00 PM' }),
    )
    expect(sibling.status).toBe(201)
    expect(sibling.body.appointment.childId._id).not.toBe(first.body.appointment.childId._id)
    expect((await storedFor(server, { doctorId: doctor.user._id, parentId: parent.user._id })).children).toBe(2)
  })

  it('when 50 bookings of one slot arrive at once, then exactly one is accepted, 49 get 409 and one row holds the slot', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const fields = bookingFields({ branch: barkatpura, doctorId: doctor.user._id, time: '3:00 PM' })
    const results = await Promise.all(Array.from({ length: 50 }, () => book(server, parent.token, fields)))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ message: SLOT_TAKEN_MESSAGE })
    }
    const stored = await storedFor(server, { doctorId: doctor.user._id, parentId: parent.user._id })
    expect(stored.appointments).toHaveLength(1)
    expect(stored.appointments[0].slotKey).toBe(`${doctor.user._id}|${fields.appointmentDate}|3:00 PM`)
    // Only the accepted booking's new child stays.
    expect(stored.children).toBe(1)
  })

  it('when a second row claims a held slot key in the database itself, then the unique index refuses it', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const first = await book(server, parent.token, bookingFields({ branch: barkatpura, doctorId: doctor.user._id }))
    const row = await server.payload.findByID({ collection: 'appointments', id: first.body.appointment._id, depth: 0 })
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row as unknown as Record<string, unknown>
    const error = await server.payload.create({ collection: 'appointments', data: copy as never }).then(
      () => undefined,
      (e: unknown) => e as { name: string; data?: { errors?: { path: string }[] } },
    )
    expect(error?.name).toBe('ValidationError')
    expect(error?.data?.errors?.map((e) => e.path)).toContain('slotKey')
    // Rejected rows hold nothing: many may share a null slot key.
    await server.payload.create({
      collection: 'appointments',
      data: { ...copy, slotKey: null, status: 'rejected' } as never,
    })
    await server.payload.create({
      collection: 'appointments',
      data: { ...copy, slotKey: null, status: 'rejected' } as never,
    })
  })

  it('when an admin books a walk-in with a new e-mail, then it is approved and a parent account with that e-mail is made', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const email = `walkin-${unique()}@example.test`
    const { status, body } = await book(
      server,
      admin.token,
      bookingFields({ childId: '', email, parentName: 'Walk In', branch: barkatpura, doctorId: doctor.user._id }),
    )
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.appointment.status).toBe('approved')
    const { docs } = await server.payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ role: 'parent', name: 'Walk In' })
    expect(body.appointment.childId.parentId?._id).toBe(docs[0].id)

    // The same e-mail again: the same parent account, a second child.
    const again = await book(
      server,
      admin.token,
      bookingFields({ childId: '', email, branch: barkatpura, doctorId: doctor.user._id, time: '11:30 AM' }),
    )
    expect(again.status).toBe(201)
    expect(again.body.appointment.childId.parentId?._id).toBe(docs[0].id)
  })

  it("when an admin books a walk-in with a staff member's e-mail, then it is refused and nothing is stored", async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const staff = await createSignedInUser(server, { role: 'therapist', centreId: barkatpura })
    const { status, body } = await book(
      server,
      admin.token,
      bookingFields({ childId: '', email: staff.user.email ?? '', branch: barkatpura, doctorId: doctor.user._id }),
    )
    expect(status).toBe(400)
    expect(body).toHaveProperty('fieldErrors.email')
    expect((await storedFor(server, { doctorId: doctor.user._id, parentId: staff.user._id })).appointments).toEqual([])
  })

  it("when an admin books at another centre or with another centre's doctor, then it is refused and nothing is stored", async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const other = await centreStaff(server, kukatpally)
    const atOther = await book(
      server,
      admin.token,
      bookingFields({ branch: kukatpally, doctorId: other.doctor.user._id }),
    )
    expect(atOther.status).toBe(403)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const wrongDoctor = await book(
      server,
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: other.doctor.user._id }),
    )
    expect(wrongDoctor.status).toBe(400)
    expect(wrongDoctor.body).toHaveProperty('fieldErrors.doctorId')
    const notADoctor = await book(server, parent.token, bookingFields({ branch: barkatpura, doctorId: admin.user._id }))
    expect(notADoctor.status).toBe(400)
    expect((await storedFor(server, { doctorId: other.doctor.user._id, parentId: parent.user._id })).children).toBe(0)
    expect((await storedFor(server, { doctorId: doctor.user._id })).appointments).toEqual([])
  })

  it('when the day is past or the time is not a slot, then the booking is refused with 400 and nothing is stored', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const base = { branch: barkatpura, doctorId: doctor.user._id }
    const past = await book(server, parent.token, bookingFields({ ...base, appointmentDate: clinicDay(-1) }))
    expect(past.status).toBe(400)
    expect(past.body).toMatchObject({ fieldErrors: { appointmentDate: 'Appointment date cannot be in the past' } })
    const madeUp = await book(server, parent.token, bookingFields({ ...base, time: '10:00 AM' }))
    expect(madeUp.status).toBe(400)
    expect(madeUp.body).toHaveProperty('fieldErrors.time')
    const noDate = await book(server, parent.token, bookingFields({ ...base, appointmentDate: '2026-02-30' }))
    expect(noDate.status).toBe(400)
    const stored = await storedFor(server, { doctorId: doctor.user._id, parentId: parent.user._id })
    expect(stored).toEqual({ appointments: [], children: 0 })
  })

  it("when a parent names another parent's child, then it is not found and nothing is stored", async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const owner = await createSignedInUser(server, { role: 'parent' })
    const first = await book(server, owner.token, bookingFields({ branch: barkatpura, doctorId: doctor.user._id }))
    const other = await createSignedInUser(server, { role: 'parent' })
    const { status } = await book(
      server,
      other.token,
      bookingFields({
        childId: first.body.appointment.childId._id,
        branch: barkatpura,
        doctorId: doctor.user._id,
        time: '5:30 PM',
      }),
    )
    expect(status).toBe(404)
    expect((await storedFor(server, { doctorId: doctor.user._id })).appointments).toHaveLength(1)
  })

  it('when the multipart body is cut off, then it is refused with 400 (never a server error)', async () => {
    const parent = await createSignedInUser(server, { role: 'parent' })
    const response = await fetch(`${server.url}/api/admins/bookAppointment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${parent.token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="childName"\r\n\r\nA',
    })
    expect(response.status).toBe(400)
  })

  it('when the report is text named .pdf, too large or of another type, then 415/413 and nothing is stored', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const fields = bookingFields({ branch: barkatpura, doctorId: doctor.user._id })
    const fake = await book(server, parent.token, fields, [
      { field: 'pdf', filename: 'report.pdf', content: FILES.text },
    ])
    expect(fake.status).toBe(415)
    const image = await book(server, parent.token, fields, [{ field: 'pdf', filename: 'scan.png', content: FILES.png }])
    expect(image.status).toBe(415)
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)])
    const tooLarge = await book(server, parent.token, fields, [{ field: 'pdf', filename: 'big.pdf', content: big }])
    expect(tooLarge.status).toBe(413)
    expect(await storedFor(server, { doctorId: doctor.user._id, parentId: parent.user._id })).toEqual({
      appointments: [],
      children: 0,
    })
    // The slot is still free.
    expect((await book(server, parent.token, fields)).status).toBe(201)
  })
})

describe('booking against the clinic clock (Asia/Kolkata)', () => {
  let server: TestServer
  let barkatpura: string
  const clock = createTestClock()

  beforeAll(async () => {
    server = await startTestServer({}, { clock: clock.now })
    barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
    // Move the server's clock to the next 10:30:00 in Kolkata (05:00 UTC), at least a minute from now.
    const target = new Date(Date.now() + 60_000)
    target.setUTCHours(5, 0, 0, 0)
    if (target.getTime() <= Date.now() + 60_000) target.setUTCDate(target.getUTCDate() + 1)
    // a day the branches open: a Sunday or a holiday would refuse every slot of the day for that reason instead
    while (!isOpenClinicDay(clinicDay(0, target))) target.setUTCDate(target.getUTCDate() + 1)
    clock.advance(target.getTime() - Date.now())
  })
  afterAll(() => server?.stop())

  it("when today's slot has passed or is now, then it is refused with 400; a later slot today is booked", async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const today = clinicDay(0, clock.now())
    const base = { branch: barkatpura, doctorId: doctor.user._id, appointmentDate: today }
    const now = await book(server, parent.token, bookingFields({ ...base, time: '10:30 AM' }))
    expect(now.status).toBe(400)
    expect(now.body).toHaveProperty('fieldErrors.time')
    const yesterday = await book(
      server,
      parent.token,
      bookingFields({ ...base, appointmentDate: clinicDay(-1, clock.now()) }),
    )
    expect(yesterday.status).toBe(400)
    expect(await storedFor(server, { doctorId: doctor.user._id, parentId: parent.user._id })).toEqual({
      appointments: [],
      children: 0,
    })
    const later = await book(server, parent.token, bookingFields({ ...base, time: '11:30 AM' }))
    expect(later.status).toBe(201)
  })
})
