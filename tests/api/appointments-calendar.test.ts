// docs/api/appointments.md, "Calendars": a centre's days for its admins (each doctor's slots, free or holding an
// appointment, closed days and leave with their reasons), a doctor's own schedule and a therapist's assigned
// children's, who may read them and what bad ranges answer.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto, CalendarAppointment, CentreCalendarDto, ScheduleListDto } from '@app/appointments'
import { addDays } from '@app/platform/clinic-time'
import { weekdayOf } from '@app/schedule'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { bookingFields, centreStaff, clinicDay, openClinicDay, postMultipart } from '../support/appointments.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

type Booked = { appointment: AppointmentDto }

/** The Monday on or after a date. */
function mondayFrom(date: string): string {
  let day = date
  while (weekdayOf(day) !== 1) day = addDays(day, 1)
  return day
}

describe('calendars', () => {
  let server: TestServer
  let barkatpura: string
  let kukatpally: string

  beforeAll(async () => {
    server = await sharedTestServer()
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
  })

  const calendarOf = (centreId: string, from: string, to: string, token?: string) =>
    server.request<CentreCalendarDto & { message?: string; fieldErrors?: Record<string, string> }>(
      `/api/centres/${centreId}/calendar?from=${from}&to=${to}`,
      { token },
    )
  const walkIn = async (token: string, fields: Record<string, string>) => {
    const booked = await postMultipart<Booked>(server, '/api/admins/bookAppointment', token, bookingFields(fields))
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    return booked.body.appointment
  }

  it("when an admin reads their branch's week, then each day lists every doctor with their slots, the walk-in in its slot and Sunday closed", async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const monday = mondayFrom(openClinicDay(9))
    const booked = await walkIn(admin.token, {
      childId: '',
      childName: 'Calendar Child',
      branch: barkatpura,
      doctorId: doctor.user._id,
      appointmentDate: monday,
      time: '2:00 PM',
      consultationType: 'Assessment (IQ)',
    })
    const sunday = addDays(monday, 6)
    const read = await calendarOf(barkatpura, monday, sunday, admin.token)
    expect(read.status).toBe(200)
    expect(read.body.days.map((day) => day.date)).toHaveLength(7)
    expect(read.body.doctors).toContainEqual({ _id: doctor.user._id, name: doctor.user.name })

    const mondayColumn = read.body.days[0].doctors.find((day) => day.doctorId === doctor.user._id)
    expect(mondayColumn?.working).toBe(true)
    expect(mondayColumn?.slots.map((slot) => slot.time)).toEqual([
      '10:30 AM',
      '11:30 AM',
      '12:30 PM',
      '2:00 PM',
      '3:00 PM',
      '3:30 PM',
      '4:30 PM',
      '5:30 PM',
    ])
    const taken = mondayColumn?.slots.find((slot) => slot.time === '2:00 PM')
    expect(taken?.appointment).toEqual<CalendarAppointment>({
      _id: booked._id,
      appointmentDate: monday,
      appointmentTime: '2:00 PM',
      status: 'approved',
      consultationType: 'Assessment (IQ)',
      child: { _id: booked.childId._id, name: 'Calendar Child' },
      parentName: booked.parentName,
      doctor: { _id: doctor.user._id, name: String(doctor.user.name) },
      centreId: barkatpura,
    })
    expect(mondayColumn?.slots.find((slot) => slot.time === '10:30 AM')).toEqual({
      time: '10:30 AM',
      appointment: null,
      bookable: true,
    })
    const sundayDay = read.body.days[6]
    expect(sundayDay).toMatchObject({ date: sunday, open: false, closedReason: 'Closed: Sunday' })
    expect(sundayDay.doctors.find((day) => day.doctorId === doctor.user._id)).toEqual({
      doctorId: doctor.user._id,
      working: false,
      reason: 'Closed: Sunday',
      slots: [],
    })
  })

  it('when a doctor is on leave over an appointment, then that day says so and still shows the appointment to move', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const day = openClinicDay(11)
    const booked = await walkIn(admin.token, {
      childId: '',
      branch: barkatpura,
      doctorId: doctor.user._id,
      appointmentDate: day,
      time: '11:30 AM',
    })
    const leave = await server.request(`/api/doctors/${doctor.user._id}/leave`, {
      method: 'POST',
      token: admin.token,
      json: { from: day, to: day, reason: 'Conference' },
    })
    expect(leave.status).toBe(201)
    const read = await calendarOf(barkatpura, day, day, admin.token)
    expect(read.status).toBe(200)
    const column = read.body.days[0].doctors.find((entry) => entry.doctorId === doctor.user._id)
    expect(column?.working).toBe(false)
    expect(column?.reason).toBe(`${doctor.user.name} is on leave`)
    expect(column?.slots.map((slot) => slot.appointment?._id ?? null)).toEqual([booked._id])
  })

  it("when the branch keeps a holiday, then the day is closed with the holiday's name", async () => {
    const admin = await createSignedInUser(server, { role: 'admin', centreId: barkatpura })
    // Far past the booking horizon, so no other test books on it.
    let date = clinicDay(300)
    while (weekdayOf(date) === 0) date = addDays(date, 1)
    const added = await server.request(`/api/centres/${barkatpura}/holidays`, {
      method: 'POST',
      token: admin.token,
      json: { date, name: 'Calendar Test Day' },
    })
    expect(added.status).toBe(201)
    const read = await calendarOf(barkatpura, date, date, admin.token)
    expect(read.body.days).toEqual([
      expect.objectContaining({ date, open: false, closedReason: 'Closed: Calendar Test Day' }),
    ])
    await server.request(`/api/centres/${barkatpura}/holidays/${date}`, { method: 'DELETE', token: admin.token })
  })

  it("when someone other than the branch's admin asks, then it is 401 signed out and 403 for others", async () => {
    const from = clinicDay(1)
    const to = clinicDay(7)
    expect((await calendarOf(barkatpura, from, to)).status).toBe(401)
    const otherAdmin = await createSignedInUser(server, { role: 'admin', centreId: kukatpally })
    expect((await calendarOf(barkatpura, from, to, otherAdmin.token)).status).toBe(403)
    for (const role of ['parent', 'doctor', 'therapist'] as const) {
      const user = await createSignedInUser(server, { role, centreId: role === 'parent' ? null : barkatpura })
      expect((await calendarOf(barkatpura, from, to, user.token)).status, role).toBe(403)
    }
    expect((await calendarOf('not-a-centre', from, to, otherAdmin.token)).status).toBe(403)
  })

  it('when the range is bad, then it is 400 with a message saying what is wrong', async () => {
    const admin = await createSignedInUser(server, { role: 'admin', centreId: barkatpura })
    const from = clinicDay(1)
    const cases: Array<[string, string]> = [
      [`from=&to=${from}`, 'from must be a date (YYYY-MM-DD)'],
      [`from=${from}`, 'to must be a date (YYYY-MM-DD)'],
      [`from=2026-02-30&to=${from}`, 'from must be a date (YYYY-MM-DD)'],
      [`from=${from}&to=${addDays(from, -1)}`, 'to cannot be before from'],
      [`from=${from}&to=${addDays(from, 31)}`, 'A calendar shows at most 31 days'],
    ]
    for (const [query, message] of cases) {
      const read = await server.request<{ message: string }>(`/api/centres/${barkatpura}/calendar?${query}`, {
        token: admin.token,
      })
      expect(read.status, query).toBe(400)
      expect(read.body.message, query).toBe(message)
    }
    expect((await calendarOf(barkatpura, from, addDays(from, 30), admin.token)).status).toBe(200)
  })

  it('when a doctor reads their schedule, then it lists their own coming appointments and nobody else reads it', async () => {
    const { admin, doctor } = await centreStaff(server, kukatpally)
    const other = await createSignedInUser(server, { role: 'doctor', centreId: kukatpally })
    const day = openClinicDay(3)
    const booked = await walkIn(admin.token, {
      childId: '',
      childName: 'Schedule Child',
      branch: kukatpally,
      doctorId: doctor.user._id,
      appointmentDate: day,
      time: '3:00 PM',
    })
    const range = `from=${clinicDay(0)}&to=${addDays(clinicDay(0), 13)}`
    const own = await server.request<ScheduleListDto>(`/api/doctors/schedule?${range}`, { token: doctor.token })
    expect(own.status).toBe(200)
    expect(own.body.appointments.map((a) => [a._id, a.child.name, a.appointmentTime, a.status])).toEqual([
      [booked._id, 'Schedule Child', '3:00 PM', 'approved'],
    ])
    const theirs = await server.request<ScheduleListDto>(`/api/doctors/schedule?${range}`, { token: other.token })
    expect(theirs.body.appointments).toEqual([])
    expect((await server.request(`/api/doctors/schedule?${range}`, { token: admin.token })).status).toBe(403)
    expect((await server.request(`/api/doctors/schedule?${range}`)).status).toBe(401)
    expect((await server.request(`/api/doctors/schedule?from=x&to=y`, { token: doctor.token })).status).toBe(400)
  })

  it('when a therapist reads their schedule, then it lists the appointments of the children assigned to them only', async () => {
    const { admin, doctor } = await centreStaff(server, kukatpally)
    const therapist = await createSignedInUser(server, { role: 'therapist', centreId: kukatpally })
    const otherTherapist = await createSignedInUser(server, { role: 'therapist', centreId: kukatpally })
    const day = openClinicDay(4)
    const booked = await walkIn(admin.token, {
      childId: '',
      childName: 'Therapy Child',
      branch: kukatpally,
      doctorId: doctor.user._id,
      appointmentDate: day,
      time: '4:30 PM',
    })
    const assigned = await server.request(`/api/admins/assign/${booked.childId._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { doctorId: doctor.user._id, therapistId: therapist.user._id },
    })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    const range = `from=${clinicDay(0)}&to=${addDays(clinicDay(0), 13)}`
    const own = await server.request<ScheduleListDto>(`/api/therapists/schedule?${range}`, { token: therapist.token })
    expect(own.status).toBe(200)
    expect(own.body.appointments.map((a) => [a._id, a.child.name, a.doctor?._id])).toEqual([
      [booked._id, 'Therapy Child', doctor.user._id],
    ])
    const theirs = await server.request<ScheduleListDto>(`/api/therapists/schedule?${range}`, {
      token: otherTherapist.token,
    })
    expect(theirs.body.appointments).toEqual([])
    expect((await server.request(`/api/therapists/schedule?${range}`, { token: doctor.token })).status).toBe(403)
  })

  // A branch's calendar is kept between asks while none of its tables changed (decision 064): these fail if a kept
  // answer outlives a change, whoever made it.
  describe('a kept calendar follows every change', () => {
    const database = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    beforeAll(() => database.connect())
    afterAll(() => database.end())

    /** Asks until `done` holds (a notification from another connection arrives within milliseconds). */
    async function calendarUntil(
      read: () => ReturnType<typeof calendarOf>,
      done: (body: CentreCalendarDto) => boolean,
    ) {
      let last = await read()
      for (let tries = 0; tries < 40 && !done(last.body); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        last = await read()
      }
      return last
    }

    it("when a doctor is renamed outside the portal's API (the admin panel, another process), then the next calendars show the new name", async () => {
      const { admin, doctor } = await centreStaff(server, kukatpally)
      const day = openClinicDay(13)
      const read = () => calendarOf(kukatpally, day, day, admin.token)
      const nameIn = (body: CentreCalendarDto) => body.doctors.find((one) => one._id === doctor.user._id)?.name
      expect(nameIn((await read()).body)).toBe(doctor.user.name)
      expect(nameIn((await read()).body)).toBe(doctor.user.name)

      await database.query('update users set name = $1 where id = $2', ['Dr. Renamed Elsewhere', doctor.user._id])
      const after = await calendarUntil(read, (body) => nameIn(body) === 'Dr. Renamed Elsewhere')
      expect(nameIn(after.body)).toBe('Dr. Renamed Elsewhere')
    })

    it('when an admin books, cancels and books again through the API, then each calendar and slot picker read right after shows it', async () => {
      const { admin, doctor } = await centreStaff(server, kukatpally)
      const day = openClinicDay(14)
      const slotOf = async (time: string) =>
        (await calendarOf(kukatpally, day, day, admin.token)).body.days[0].doctors
          .find((column) => column.doctorId === doctor.user._id)
          ?.slots.find((slot) => slot.time === time)
      const picker = () =>
        server.request<{ bookedSlots: string[] }>(`/api/admins/getBookedSlots/${doctor.user._id}/${day}`, {
          token: admin.token,
        })
      for (const time of ['10:30 AM', '11:30 AM', '12:30 PM']) {
        expect((await slotOf(time))?.appointment).toBeNull()
        expect((await picker()).body.bookedSlots).not.toContain(time)
        const booked = await walkIn(admin.token, {
          childId: '',
          branch: kukatpally,
          doctorId: doctor.user._id,
          appointmentDate: day,
          time,
        })
        // No wait: the answer to the booking is only sent once this process has counted its own change.
        expect((await slotOf(time))?.appointment?._id).toBe(booked._id)
        expect((await picker()).body.bookedSlots).toContain(time)
        const cancelled = await server.request(`/api/appointments/${booked._id}/cancel`, {
          method: 'POST',
          token: admin.token,
          json: { reason: 'Calendar cache test' },
        })
        expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
        expect((await slotOf(time))?.appointment).toBeNull()
        expect((await picker()).body.bookedSlots).not.toContain(time)
      }
    })

    it("when a holiday is written outside the portal's API, then the slot picker's kept schedule closes that day", async () => {
      const { admin, doctor } = await centreStaff(server, kukatpally)
      // Far past the booking horizon, on a day the branch opens, so no other test books or closes it.
      let day = clinicDay(320)
      while (weekdayOf(day) === 0) day = addDays(day, 1)
      const picker = () =>
        server.request<{ bookedSlots: string[]; closed?: { reason: string } }>(
          `/api/admins/getBookedSlots/${doctor.user._id}/${day}`,
          { token: admin.token },
        )
      expect((await picker()).body.closed).toBeUndefined()
      expect((await picker()).body.closed).toBeUndefined()

      await database.query('insert into centre_holidays (centre_id, date, name) values ($1, $2, $3)', [
        kukatpally,
        day,
        'Kept Schedule Day',
      ])
      try {
        let answer = await picker()
        for (let tries = 0; tries < 40 && !answer.body.closed; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 50))
          answer = await picker()
        }
        expect(answer.body.closed).toEqual({ reason: 'Closed: Kept Schedule Day' })
      } finally {
        await database.query('delete from centre_holidays where centre_id = $1 and date = $2', [kukatpally, day])
      }
    })

    it('when the listening connection is cut, then calendars are made afresh and follow changes made meanwhile', async () => {
      const { admin, doctor } = await centreStaff(server, kukatpally)
      const day = openClinicDay(15)
      const read = () => calendarOf(kukatpally, day, day, admin.token)
      const nameIn = (body: CentreCalendarDto) => body.doctors.find((one) => one._id === doctor.user._id)?.name
      expect(nameIn((await read()).body)).toBe(doctor.user.name)

      const cut = await database.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'table-changes' and datname = current_database()",
      )
      expect(cut.rowCount).toBeGreaterThan(0)
      // The server learns of the cut when the socket closes, a few milliseconds later (decision 064).
      await new Promise((resolve) => setTimeout(resolve, 300))
      await database.query('update users set name = $1 where id = $2', ['Dr. Renamed While Cut', doctor.user._id])
      expect(nameIn((await read()).body)).toBe('Dr. Renamed While Cut')
      // Listening again (within a second), the kept answers still follow changes.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(nameIn((await read()).body)).toBe('Dr. Renamed While Cut')
      await database.query('update users set name = $1 where id = $2', ['Dr. Renamed Again', doctor.user._id])
      const after = await calendarUntil(read, (body) => nameIn(body) === 'Dr. Renamed Again')
      expect(nameIn(after.body)).toBe('Dr. Renamed Again')
    })
  })
})
