import { addDays } from '@app/platform/clinic-time'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { REJECTED_NOT_EDITABLE_MESSAGE, SLOT_TAKEN_MESSAGE, type AppointmentDto } from '@app/appointments'
import { createTestClock } from '../support/clock.ts'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import {
  bookingFields,
  centreStaff,
  clinicDay,
  FILES,
  openClinicDay,
  openDayAfter,
  postMultipart,
} from '../support/appointments.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'
type Booked = { message: string; appointment: AppointmentDto }

async function bookAs(
  server: TestServer,
  token: string,
  fields: Record<string, string>,
  files: Parameters<typeof postMultipart>[4] = [],
) {
  const result = await postMultipart<Booked>(server, '/api/admins/bookAppointment', token, fields, files)
  if (result.status !== 201) throw new Error(`booking failed with ${result.status}: ${JSON.stringify(result.body)}`)
  return result.body.appointment
}

describe('managing appointments', () => {
  let server: TestServer
  let barkatpura: string

  beforeAll(async () => {
    server = await sharedTestServer()
    barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
  })

  /** A centre's fresh admin and doctor, and a parent with one pending booking. */
  async function scene(overrides: Record<string, string> = {}) {
    const staff = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent', name: `Parent ${unique()}` })
    const fields = bookingFields({ branch: barkatpura, doctorId: staff.doctor.user._id, ...overrides })
    const appointment = await bookAs(server, parent.token, fields)
    return { ...staff, parent, fields, appointment }
  }

  it('when an admin approves a pending appointment, then it is approved and cannot be rejected afterwards', async () => {
    const { admin, appointment } = await scene()
    const approved = await server.request<Booked>(`/api/admins/manageAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { status: 'approved' },
    })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ message: 'Appointment approved', appointment: { status: 'approved' } })
    const again = await server.request(`/api/admins/manageAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { status: 'rejected' },
    })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: 'Only a pending appointment can be approved or rejected' })
  })

  it('when two admins approve and reject one appointment at the same moment, then exactly one decision stands and the others are refused', async () => {
    const { admin, appointment } = await scene()
    const decisions = ['approved', 'rejected', 'approved', 'rejected', 'approved', 'rejected'] as const
    const answers = await Promise.all(
      decisions.map((status) =>
        server.request<Booked>(`/api/admins/manageAppointment/${appointment._id}`, {
          method: 'PUT',
          token: admin.token,
          json: { status },
        }),
      ),
    )
    const winners = answers.filter((answer) => answer.status === 200)
    expect(winners).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(decisions.length - 1)
    const stored = (await server.payload.findByID({
      collection: 'appointments',
      id: appointment._id,
      depth: 0,
    })) as unknown as {
      status: string
      slotKey: string | null
    }
    expect(stored.status).toBe(winners[0].body.appointment.status)
    // A rejection frees the slot; an approval keeps holding it.
    expect(stored.slotKey === null).toBe(stored.status === 'rejected')
  })

  it('when an admin rejects an appointment, then its slot is free for a new booking and it cannot be approved or edited later', async () => {
    const { admin, doctor, fields, appointment } = await scene()
    const rejected = await server.request<Booked>(`/api/admins/manageAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { status: 'rejected' },
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body).toMatchObject({ message: 'Appointment rejected', appointment: { status: 'rejected' } })
    const slots = await server.request(`/api/admins/getBookedSlots/${doctor.user._id}/${fields.appointmentDate}`, {
      token: admin.token,
    })
    expect(slots.body).toEqual({ bookedSlots: [] })

    const other = await createSignedInUser(server, { role: 'parent' })
    const rebooked = await postMultipart(server, '/api/admins/bookAppointment', other.token, fields)
    expect(rebooked.status).toBe(201)

    const approve = await server.request(`/api/admins/manageAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { status: 'approved' },
    })
    expect(approve.status).toBe(409)
    const edit = await server.request(`/api/admins/updateAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { appointmentDate: openClinicDay(9), appointmentTime: '2:00 PM', childConcerns: 'x' },
    })
    expect(edit.status).toBe(409)
    const stored = await server.payload.findByID({ collection: 'appointments', id: appointment._id, depth: 0 })
    expect(stored).toMatchObject({ status: 'rejected', slotKey: null, appointmentDate: fields.appointmentDate })
  })

  it('when a rejection commits while an edit of the same appointment is under way, then the edit is refused and the rejected appointment holds no slot', async () => {
    const { admin, fields, appointment } = await scene()
    // Another admin's rejection, held open in a transaction of its own: the edit reads the appointment as still
    // pending, then its write waits on the row until the rejection commits.
    const rejection = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await rejection.connect()
    try {
      await rejection.query('begin')
      await rejection.query(`update appointments set status = 'rejected', slot_key = null where id = $1`, [
        appointment._id,
      ])
      const newDay = openDayAfter(openDayAfter(fields.appointmentDate))
      const edit = server.request(`/api/admins/updateAppointment/${appointment._id}`, {
        method: 'PUT',
        token: admin.token,
        json: { appointmentDate: newDay, appointmentTime: '2:00 PM', childConcerns: 'moved' },
      })
      // Wait until the edit's write is blocked on the row (its read has happened), then commit the rejection.
      const waitingOnTheRow = async () =>
        Number(
          (
            await rejection.query(
              `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0].n,
        ) > 0
      const deadline = Date.now() + 20_000
      while (!(await waitingOnTheRow())) {
        if (Date.now() > deadline) throw new Error('the edit never reached its write')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await rejection.query('commit')

      const answer = await edit
      expect(answer.status).toBe(409)
      expect(answer.body).toEqual({ message: REJECTED_NOT_EDITABLE_MESSAGE })
      const stored = await server.payload.findByID({ collection: 'appointments', id: appointment._id, depth: 0 })
      expect(stored).toMatchObject({ status: 'rejected', slotKey: null, appointmentDate: fields.appointmentDate })
    } finally {
      await rejection.end()
    }
  })

  it('when an admin moves an appointment, then the old slot is freed, the new one held, and a held slot is refused with 409', async () => {
    const { admin, doctor, parent, fields, appointment } = await scene()
    // the next open day: openClinicDay(8) is the booking's own day when day 7 is a Sunday
    const newDay = openDayAfter(fields.appointmentDate)
    const moved = await server.request<Booked>(`/api/admins/updateAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { appointmentDate: newDay, time: '4:30 PM', childConcerns: 'Now also reading' },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body).toMatchObject({
      message: 'Appointment updated successfully',
      appointment: {
        appointmentDate: newDay,
        appointmentTime: '4:30 PM',
        childConcerns: 'Now also reading',
        status: 'pending',
        consultationType: 'New Consultation',
      },
    })
    const slotsOf = async (day: string) =>
      (await server.request(`/api/admins/getBookedSlots/${doctor.user._id}/${day}`, { token: admin.token })).body
    expect(await slotsOf(fields.appointmentDate)).toEqual({ bookedSlots: [] })
    expect(await slotsOf(newDay)).toEqual({ bookedSlots: ['4:30 PM'] })

    // Another booking holds 5:30 PM; moving onto it is refused and changes nothing.
    await bookAs(server, parent.token, { ...fields, appointmentDate: newDay, time: '5:30 PM' })
    const clash = await server.request(`/api/admins/updateAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { appointmentDate: newDay, appointmentTime: '5:30 PM', childConcerns: 'changed' },
    })
    expect(clash.status).toBe(409)
    expect(clash.body).toEqual({ message: SLOT_TAKEN_MESSAGE })
    const stored = await server.payload.findByID({ collection: 'appointments', id: appointment._id, depth: 0 })
    expect(stored).toMatchObject({ appointmentTime: '4:30 PM', childConcerns: 'Now also reading' })

    const bad = await server.request(`/api/admins/updateAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { appointmentDate: clinicDay(-2), appointmentTime: '4:30 PM', childConcerns: 'x' },
    })
    expect(bad.status).toBe(400)
  })

  it('when an admin lists the centre, then the list pages on the server with X-Total-Count and filters by search, status and dates', async () => {
    const parentName = `Pat ${unique()}`
    const { admin, doctor, appointment, parent } = await scene({ childName: `Zebra ${unique()}`, parentName })
    await bookAs(
      server,
      parent.token,
      bookingFields({
        parentName,
        branch: barkatpura,
        doctorId: doctor.user._id,
        time: '11:30 AM',
        appointmentDate: openClinicDay(10),
      }),
    )
    const all = await server.request<AppointmentDto[]>(`/api/admins/getAppointments/${barkatpura}`, {
      token: admin.token,
    })
    expect(all.status).toBe(200)
    expect(all.headers.get('x-total-count')).toBeNull()
    expect(all.body.map((a) => a._id)).toContain(appointment._id)
    // Newest first.
    const keys = all.body.map((a) => `${a.appointmentDate}`)
    expect([...keys].sort().reverse()).toEqual(keys)

    // Other test files book at this centre at the same time: the count is checked on this test's own parent.
    const ownSearch = `search=${encodeURIComponent(parentName)}`
    const paged = await server.request<AppointmentDto[]>(
      `/api/admins/getAppointments/${barkatpura}?page=1&limit=10&${ownSearch}`,
      { token: admin.token },
    )
    expect(paged.body.length).toBe(2)
    expect(paged.headers.get('x-total-count')).toBe('2')
    const pastTheEnd = await server.request<AppointmentDto[]>(
      `/api/admins/getAppointments/${barkatpura}?page=2&limit=10&${ownSearch}`,
      { token: admin.token },
    )
    expect(pastTheEnd.body).toEqual([])
    expect(pastTheEnd.headers.get('x-total-count')).toBe('2')
    // A page names the child, parent and doctor as the whole list does (read in the same query there).
    const pagedOne = paged.body.find((a) => a._id === appointment._id)
    expect(pagedOne).toEqual(all.body.find((a) => a._id === appointment._id))
    expect(pagedOne?.childId).toMatchObject({
      name: appointment.childId.name,
      parentId: { _id: parent.user._id, name: parent.user.name },
    })
    expect(pagedOne?.doctorId).toEqual({ _id: doctor.user._id, name: doctor.user.name })

    const search = encodeURIComponent(appointment.childId.name.toLowerCase())
    const found = await server.request<AppointmentDto[]>(
      `/api/admins/getAppointments/${barkatpura}?page=1&limit=25&search=${search}&status=pending`,
      { token: admin.token },
    )
    expect(found.body.map((a) => a._id)).toEqual([appointment._id])
    expect(found.headers.get('x-total-count')).toBe('1')
    const byParent = await server.request<AppointmentDto[]>(
      `/api/admins/getAppointments/${barkatpura}?search=${encodeURIComponent(appointment.parentName)}`,
      { token: admin.token },
    )
    expect(byParent.body).toHaveLength(2)
    const ranged = await server.request<AppointmentDto[]>(
      `/api/admins/getAppointments/${barkatpura}?search=${encodeURIComponent(appointment.parentName)}&from=${addDays(openClinicDay(10), -1)}&to=${addDays(openClinicDay(10), 1)}`,
      { token: admin.token },
    )
    expect(ranged.body.map((a) => a.appointmentDate)).toEqual([openClinicDay(10)])

    const wrongLimit = await server.request(`/api/admins/getAppointments/${barkatpura}?page=1&limit=7`, {
      token: admin.token,
    })
    expect(wrongLimit.status).toBe(400)
    const wrongStatus = await server.request(`/api/admins/getAppointments/${barkatpura}?status=done`, {
      token: admin.token,
    })
    expect(wrongStatus.status).toBe(400)

    const pending = await server.request<AppointmentDto[]>(`/api/admins/getPendingAppointments/${barkatpura}`, {
      token: admin.token,
    })
    expect(pending.body.every((a) => a.status === 'pending')).toBe(true)
    const created = pending.body.map((a) => a.createdAt)
    expect([...created].sort()).toEqual(created)
  })

  it('when an admin uploads a prescription, then the parent, the doctor and the admin can download it and others cannot', async () => {
    const { admin, doctor, parent, appointment } = await scene()
    const upload = (token: string, filename: string, content: Buffer) =>
      postMultipart<Booked>(server, '/api/admins/uploadPrescription', token, { appointmentId: appointment._id }, [
        { field: 'prescription', filename, content },
      ])
    const beforeApproval = await upload(admin.token, 'rx.png', FILES.png)
    expect(beforeApproval.status).toBe(409)
    expect(beforeApproval.body).toEqual({
      message: 'A prescription can only be uploaded to an approved appointment. Approve the appointment first.',
    })
    const approved = await server.request(`/api/admins/manageAppointment/${appointment._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { status: 'approved' },
    })
    expect(approved.status).toBe(200)
    expect((await upload(admin.token, 'rx.pdf', FILES.text)).status).toBe(415)
    expect((await upload(admin.token, 'rx.exe', FILES.pdf)).status).toBe(415)
    expect(
      (await upload(admin.token, 'rx.png', Buffer.concat([FILES.png, Buffer.alloc(10 * 1024 * 1024)]))).status,
    ).toBe(413)
    const uploaded = await upload(admin.token, 'rx.png', FILES.png)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    expect(uploaded.body).toMatchObject({
      message: 'Prescription uploaded successfully',
      appointment: { prescription: `/api/appointments/${appointment._id}/prescription` },
    })

    for (const token of [admin.token, parent.token, doctor.token]) {
      const response = await fetch(`${server.url}/api/appointments/${appointment._id}/prescription`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('content-disposition')).toMatch(/^attachment/)
      expect(Buffer.from(await response.arrayBuffer()).equals(FILES.png)).toBe(true)
    }
    // A Word 97-2003 file replaces it, and downloads with its own type.
    expect((await upload(admin.token, 'rx.doc', FILES.doc)).status).toBe(200)
    const word = await fetch(`${server.url}/api/appointments/${appointment._id}/prescription`, {
      headers: { authorization: `Bearer ${parent.token}` },
    })
    expect(word.headers.get('content-type')).toBe('application/msword')
    expect(Buffer.from(await word.arrayBuffer()).equals(FILES.doc)).toBe(true)

    const otherParent = await createSignedInUser(server, { role: 'parent' })
    const otherDoctor = await createSignedInUser(server, { role: 'doctor', centreId: barkatpura })
    const therapist = await createSignedInUser(server, { role: 'therapist', centreId: barkatpura })
    for (const token of [otherParent.token, otherDoctor.token, therapist.token]) {
      const response = await server.request(`/api/appointments/${appointment._id}/prescription`, { token })
      expect(response.status).toBe(404)
    }
    expect((await server.request(`/api/appointments/${appointment._id}/prescription`)).status).toBe(401)
  })

  it("when a parent's booking carried a report, then the report downloads for the admin and the doctor with its type", async () => {
    const staff = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const appointment = await bookAs(
      server,
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: staff.doctor.user._id }),
      [{ field: 'pdf', filename: 'old report.PDF', content: FILES.pdf }],
    )
    for (const token of [staff.admin.token, staff.doctor.token, parent.token]) {
      const response = await fetch(`${server.url}${appointment.previousMedicalReports[0]}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(await response.arrayBuffer()).equals(FILES.pdf)).toBe(true)
    }
    const missing = await server.request(`/api/appointments/${appointment._id}/reports/1`, { token: staff.admin.token })
    expect(missing.status).toBe(404)
  })

  it("when a parent asks for their appointments, then they get their own with their name, and another parent's list is refused", async () => {
    const { parent, appointment } = await scene()
    const own = await server.request<{ appointments: AppointmentDto[]; parentName: string }>(
      `/api/parents/getappointments/${parent.user._id}`,
      { token: parent.token },
    )
    expect(own.status).toBe(200)
    expect(own.body.parentName).toBe(parent.user.name)
    expect(own.body.appointments.map((a) => a._id)).toEqual([appointment._id])
    const other = await createSignedInUser(server, { role: 'parent' })
    const refused = await server.request(`/api/parents/getappointments/${parent.user._id}`, { token: other.token })
    expect(refused.status).toBe(403)

    const one = await server.request<AppointmentDto>(`/api/appointments/${appointment._id}`, { token: parent.token })
    expect(one.status).toBe(200)
    expect(one.body._id).toBe(appointment._id)
  })
})

describe("a doctor's completed appointments", () => {
  let server: TestServer
  const clock = createTestClock()

  beforeAll(async () => {
    server = await sharedTestServer({ clock: clock.now })
  })

  it('when an approved appointment has passed, then it is listed for its doctor; pending and future ones are not', async () => {
    const barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const base = { branch: barkatpura, doctorId: doctor.user._id, appointmentDate: openClinicDay(2) }
    const approved = await bookAs(server, admin.token, bookingFields({ ...base, childId: '', time: '10:30 AM' }))
    await bookAs(server, parent.token, bookingFields({ ...base, time: '11:30 AM' }))
    const later = await bookAs(
      server,
      admin.token,
      bookingFields({ ...base, childId: '', appointmentDate: openClinicDay(30) }),
    )

    const list = () =>
      server.request<AppointmentDto[]>(`/api/doctors/getAppointments/${doctor.user._id}`, { token: doctor.token })
    expect((await list()).body).toEqual([])
    clock.advance(4 * 24 * 60 * 60 * 1000)
    const done = await list()
    expect(done.status).toBe(200)
    expect(done.body.map((a) => a._id)).toEqual([approved._id])
    expect(done.body.map((a) => a._id)).not.toContain(later._id)
    const paged = await server.request<AppointmentDto[]>(
      `/api/doctors/getAppointments/${doctor.user._id}?page=1&limit=10`,
      { token: doctor.token },
    )
    expect(paged.headers.get('x-total-count')).toBe('1')

    const otherDoctor = await createSignedInUser(server, { role: 'doctor', centreId: barkatpura })
    const refused = await server.request(`/api/doctors/getAppointments/${doctor.user._id}`, {
      token: otherDoctor.token,
    })
    expect(refused.status).toBe(403)
  })
})
