// docs/api/schedule.md: the one answer to "which slots of this doctor can be booked on this date", as the slot
// picker, the booking and the move read it, and what a leave or a holiday added over appointments answers.
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import { addDays } from '@app/platform/clinic-time'
import { weekdayOf } from '@app/schedule'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import {
  bookingFields,
  centreStaff,
  clinicDay,
  openClinicDay,
  openDayAfter,
  postMultipart,
} from '../support/appointments.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

type Slots = { bookedSlots: string[]; closed?: { reason: string } }
type Booked = { appointment: AppointmentDto; message?: string; fieldErrors?: Record<string, string> }

const EIGHT = ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM', '3:00 PM', '3:30 PM', '4:30 PM', '5:30 PM']

/** The first Sunday `days` or more ahead. */
function sundayFrom(days: number): string {
  let date = clinicDay(days)
  while (weekdayOf(date) !== 0) date = addDays(date, 1)
  return date
}

describe('the days a doctor can be booked', () => {
  let server: TestServer
  let barkatpura: string
  let kukatpally: string

  beforeAll(async () => {
    server = await sharedTestServer()
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
  })

  const slotsOf = (doctorId: string, date: string, token: string) =>
    server.request<Slots>(`/api/admins/getBookedSlots/${doctorId}/${date}`, { token })
  const book = (token: string, fields: Record<string, string>) =>
    postMultipart<Booked>(server, '/api/admins/bookAppointment', token, fields)
  const appointmentsOf = (doctorId: string) =>
    server.payload.count({ collection: 'appointments', where: { doctor: { equals: doctorId } } })

  it('when the day is a Sunday, then the slot picker lists every slot with the reason and a booking is refused with it', async () => {
    const { doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const sunday = sundayFrom(2)
    const picker = await slotsOf(doctor.user._id, sunday, parent.token)
    expect(picker.status).toBe(200)
    expect(picker.body).toEqual({ bookedSlots: EIGHT, closed: { reason: 'Closed: Sunday' } })

    const refused = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: sunday }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      message: 'Closed: Sunday',
      fieldErrors: { appointmentDate: 'Closed: Sunday' },
    })
    expect((await appointmentsOf(doctor.user._id)).totalDocs).toBe(0)
  })

  it('when an open day has a booking, then the picker keeps its shape: the held slot and no closed', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const date = openClinicDay(5)
    const booked = await book(
      admin.token,
      bookingFields({
        childId: '',
        branch: barkatpura,
        doctorId: doctor.user._id,
        appointmentDate: date,
        time: '2:00 PM',
      }),
    )
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const picker = await slotsOf(doctor.user._id, date, admin.token)
    expect(picker.body).toEqual({ bookedSlots: ['2:00 PM'] })
  })

  it('when a holiday is added over an appointment, then it answers the appointment, and the day is closed with its name', async () => {
    const { admin, doctor } = await centreStaff(server, kukatpally)
    const date = openClinicDay(20)
    const booked = await book(
      admin.token,
      bookingFields({
        childId: '',
        branch: kukatpally,
        doctorId: doctor.user._id,
        appointmentDate: date,
        time: '3:00 PM',
      }),
    )
    expect(booked.status).toBe(201)
    const added = await server.request<{ holiday: unknown; affected: Array<{ _id: string }> }>(
      `/api/centres/${kukatpally}/holidays`,
      { method: 'POST', token: admin.token, json: { date, name: 'Staff Training Day' } },
    )
    expect(added.status).toBe(201)
    expect(added.body.holiday).toEqual({ centreId: kukatpally, date, name: 'Staff Training Day' })
    expect(added.body.affected.map((a) => a._id)).toEqual([booked.body.appointment._id])
    // nothing dropped: the appointment stays as it was
    const kept = await server.payload.findByID({ collection: 'appointments', id: booked.body.appointment._id })
    expect(kept.status).toBe('approved')

    const picker = await slotsOf(doctor.user._id, date, admin.token)
    expect(picker.body).toEqual({ bookedSlots: EIGHT, closed: { reason: 'Closed: Staff Training Day' } })
    const again = await server.request(`/api/centres/${kukatpally}/holidays`, {
      method: 'POST',
      token: admin.token,
      json: { date, name: 'Twice' },
    })
    expect(again.status).toBe(409)

    // a move onto the holiday is refused with its name, and the appointment stays where it was
    const other = await book(
      admin.token,
      bookingFields({
        childId: '',
        branch: kukatpally,
        doctorId: doctor.user._id,
        appointmentDate: openDayAfter(date),
      }),
    )
    const move = await server.request<{ fieldErrors?: Record<string, string> }>(
      `/api/admins/updateAppointment/${other.body.appointment._id}`,
      {
        method: 'PUT',
        token: admin.token,
        json: { appointmentDate: date, appointmentTime: '4:30 PM', childConcerns: 'x' },
      },
    )
    expect(move.status).toBe(400)
    expect(move.body.fieldErrors).toEqual({ appointmentDate: 'Closed: Staff Training Day' })
    const unmoved = await server.payload.findByID({ collection: 'appointments', id: other.body.appointment._id })
    expect(unmoved.appointmentDate).toBe(openDayAfter(date))

    const removed = await server.request(`/api/centres/${kukatpally}/holidays/${date}`, {
      method: 'DELETE',
      token: admin.token,
    })
    expect(removed.status).toBe(200)
    expect((await slotsOf(doctor.user._id, date, admin.token)).body).toEqual({ bookedSlots: ['3:00 PM'] })
  })

  it('when a leave takes some slots, then it answers only the appointments in them, the picker lists them and the rest stay bookable', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const date = openClinicDay(10)
    const morning = await book(
      admin.token,
      bookingFields({
        childId: '',
        branch: barkatpura,
        doctorId: doctor.user._id,
        appointmentDate: date,
        time: '10:30 AM',
      }),
    )
    const afternoon = await book(
      admin.token,
      bookingFields({
        childId: '',
        branch: barkatpura,
        doctorId: doctor.user._id,
        appointmentDate: date,
        time: '2:00 PM',
      }),
    )
    expect([morning.status, afternoon.status]).toEqual([201, 201])

    const leave = await server.request<{ leave: { _id: string; slots: string[] }; affected: Array<{ _id: string }> }>(
      `/api/doctors/${doctor.user._id}/leave`,
      {
        method: 'POST',
        token: admin.token,
        json: { from: date, to: date, slots: ['11:30 AM', '10:30 AM', '12:30 PM'], reason: 'Hospital rounds' },
      },
    )
    expect(leave.status).toBe(201)
    expect(leave.body.leave).toMatchObject({ from: date, to: date, slots: ['10:30 AM', '11:30 AM', '12:30 PM'] })
    expect(leave.body.affected.map((a) => a._id)).toEqual([morning.body.appointment._id])

    const picker = await slotsOf(doctor.user._id, date, parent.token)
    expect(picker.body).toEqual({ bookedSlots: ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM'] })
    const onLeave = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: date, time: '11:30 AM' }),
    )
    expect(onLeave.status).toBe(400)
    expect(onLeave.body.fieldErrors).toHaveProperty('time')
    const free = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: date, time: '5:30 PM' }),
    )
    expect(free.status, JSON.stringify(free.body)).toBe(201)

    // the availability read lists the leave; removing it opens the slots again
    const availability = await server.request<{ leave: Array<{ _id: string }> }>(
      `/api/doctors/${doctor.user._id}/availability`,
      { token: admin.token },
    )
    expect(availability.body.leave.map((l) => l._id)).toEqual([leave.body.leave._id])
    const removed = await server.request(`/api/doctors/${doctor.user._id}/leave/${leave.body.leave._id}`, {
      method: 'DELETE',
      token: admin.token,
    })
    expect(removed.status).toBe(200)
    expect((await slotsOf(doctor.user._id, date, parent.token)).body).toEqual({
      bookedSlots: ['10:30 AM', '2:00 PM', '5:30 PM'],
    })
  })

  it('when a whole-day leave covers a day, then the picker says the doctor is on leave and a booking is refused with it', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const from = openClinicDay(30)
    const to = openDayAfter(from)
    const leave = await server.request(`/api/doctors/${doctor.user._id}/leave`, {
      method: 'POST',
      token: admin.token,
      json: { from, to, reason: 'Family function' },
    })
    expect(leave.status).toBe(201)
    const reason = `${doctor.user.name} is on leave`
    expect((await slotsOf(doctor.user._id, to, parent.token)).body).toEqual({ bookedSlots: EIGHT, closed: { reason } })
    const refused = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: from }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors).toEqual({ appointmentDate: reason })
    expect((await appointmentsOf(doctor.user._id)).totalDocs).toBe(0)
  })

  it('when a doctor works at a second centre on one weekday, then that day is bookable there and not at the home centre', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const date = openClinicDay(15)
    const weekday = weekdayOf(date)
    const weekly = [1, 2, 3, 4, 5, 6].map((day) => ({
      weekday: day,
      centreId: day === weekday ? kukatpally : barkatpura,
      slots: day === weekday ? ['2:00 PM', '3:00 PM'] : EIGHT,
    }))
    const saved = await server.request(`/api/doctors/${doctor.user._id}/availability`, {
      method: 'PUT',
      token: admin.token,
      json: { weekly },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)

    // the picker answers at the centre the doctor works at that day
    expect((await slotsOf(doctor.user._id, date, parent.token)).body).toEqual({
      bookedSlots: EIGHT.filter((slot) => !['2:00 PM', '3:00 PM'].includes(slot)),
    })
    const atHome = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: date, time: '2:00 PM' }),
    )
    expect(atHome.status).toBe(400)
    expect(atHome.body.fieldErrors?.appointmentDate).toMatch(/does not work at this centre on/)
    const there = await book(
      parent.token,
      bookingFields({ branch: kukatpally, doctorId: doctor.user._id, appointmentDate: date, time: '2:00 PM' }),
    )
    expect(there.status, JSON.stringify(there.body)).toBe(201)
    expect(there.body.appointment.centreId?._id).toBe(kukatpally)
  })

  it('when a leave is added while bookings of that day are in flight, then each booking is refused or listed as affected, never neither', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const date = openClinicDay(25)
    const bookings = EIGHT.map((time) =>
      book(
        admin.token,
        bookingFields({ childId: '', branch: barkatpura, doctorId: doctor.user._id, appointmentDate: date, time }),
      ),
    )
    const leave = server.request<{ affected: Array<{ _id: string }> }>(`/api/doctors/${doctor.user._id}/leave`, {
      method: 'POST',
      token: admin.token,
      json: { from: date, to: date, reason: 'Unwell' },
    })
    const [answers, leaveAnswer] = await Promise.all([Promise.all(bookings), leave])
    expect(leaveAnswer.status).toBe(201)
    const accepted = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.appointment._id)
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(400)
      expect(answer.body.fieldErrors).toEqual({ appointmentDate: `${doctor.user.name} is on leave` })
    }
    expect(leaveAnswer.body.affected.map((a) => a._id).sort()).toEqual([...accepted].sort())
    expect((await appointmentsOf(doctor.user._id)).totalDocs).toBe(accepted.length)
  })
})
