import { io, type Socket } from 'socket.io-client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  PARENT_SAME_DOCTOR_MESSAGE,
  PENDING_PER_CHILD_MESSAGE,
  type AppointmentDto,
  type AppointmentHistoryEntry,
} from '@app/appointments'
import { addDays, clinicClock } from '@app/platform/clinic-time'
import { weekdayOf } from '@app/schedule'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { bookingFields, centreStaff, openClinicDay, openDayAfter, postMultipart } from '../support/appointments.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// A parent's own cancellations and moves (docs/api/appointments.md, "A parent's own changes"; decision 056):
// a request withdrawn at any time, an approved appointment cancelled or moved until the cut-off, the refund
// stored with the cancellation, anyone else's appointment invisible, the centre told live.

type Answer = { message: string; appointment: AppointmentDto; fieldErrors?: Record<string, string> }

const PAST_CUTOFF =
  'It is less than 24 hours before the appointment, so it can no longer be changed online. Please call the centre.'

describe('a parent cancels and moves their own appointments', () => {
  let server: TestServer
  let barkatpura: string
  let kukatpally: string
  const sockets: Socket[] = []

  beforeAll(async () => {
    server = await sharedTestServer()
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })

  async function people() {
    const staff = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    return { ...staff, parent }
  }

  async function book(token: string, fields: Record<string, string>): Promise<AppointmentDto> {
    const result = await postMultipart<Answer>(server, '/api/admins/bookAppointment', token, fields)
    if (result.status !== 201) throw new Error(`booking failed with ${result.status}: ${JSON.stringify(result.body)}`)
    return result.body.appointment
  }
  const approve = async (id: string, token: string) =>
    expect(
      (
        await server.request(`/api/admins/manageAppointment/${id}`, {
          method: 'PUT',
          token,
          json: { status: 'approved' },
        })
      ).status,
    ).toBe(200)
  const cancel = (id: string, token: string, json: unknown = {}) =>
    server.request<Answer>(`/api/appointments/${id}/cancel`, { method: 'POST', token, json })
  const move = (id: string, token: string, json: unknown) =>
    server.request<Answer>(`/api/appointments/${id}/move`, { method: 'POST', token, json })
  const history = async (id: string, token: string) =>
    (await server.request<AppointmentHistoryEntry[]>(`/api/appointments/${id}/history`, { token })).body
  const stored = (id: string) =>
    server.payload.findByID({ collection: 'appointments', id, depth: 0 }) as unknown as Promise<{
      status: string
      appointmentDate: string
      appointmentTime: string
      inviteSequence: number
    }>
  const heldSlots = async (token: string, doctorId: string, date: string) =>
    (await server.request<{ bookedSlots: string[] }>(`/api/admins/getBookedSlots/${doctorId}/${date}`, { token })).body
      .bookedSlots
  /** As if booked `daysAgo` days before today (the booking day decides the refund's first rule). */
  const bookedDaysAgo = (id: string, daysAgo: number) =>
    server.payload.update({
      collection: 'appointments',
      id,
      data: { createdAt: `${addDays(clinicClock(new Date()).date, -daysAgo)}T04:00:00.000Z` } as never,
    })
  /** Puts the start one hour from now, inside the 24-hour cut-off (as a late booking would be). */
  const startsWithinTheHour = (id: string) => {
    const soon = clinicClock(new Date(Date.now() + 60 * 60 * 1000))
    const hh = String(Math.floor(soon.minutes / 60)).padStart(2, '0')
    const mm = String(soon.minutes % 60).padStart(2, '0')
    return server.payload.update({
      collection: 'appointments',
      id,
      data: { startsAt: `${soon.date} ${hh}:${mm}` } as never,
    })
  }
  async function connected(token: string): Promise<Socket> {
    const socket = io(server.url, { auth: { token }, transports: ['websocket'], reconnection: false })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.on('ready', () => resolve())
      socket.on('connect_error', reject)
    })
    return socket
  }
  const next = <T>(socket: Socket, event: string, ms = 2000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms)
      socket.once(event, (payload: T) => {
        clearTimeout(timer)
        resolve(payload)
      })
    })

  it('when a child already has three pending requests, then the parent withdraws one without a reason and can book again', async () => {
    const { doctor, parent } = await people()
    const day = openClinicDay(6)
    const base = { branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day }
    const first = await book(parent.token, bookingFields({ ...base, time: '10:30 AM' }))
    const childId = first.childId._id
    await book(parent.token, bookingFields({ ...base, childId, time: '11:30 AM' }))
    await book(parent.token, bookingFields({ ...base, childId, time: '12:30 PM' }))
    const blocked = await postMultipart<Answer>(
      server,
      '/api/admins/bookAppointment',
      parent.token,
      bookingFields({ ...base, childId, time: '2:00 PM' }),
    )
    expect(blocked.status).toBe(409)
    expect(blocked.body.message).toBe(PENDING_PER_CHILD_MESSAGE)

    const withdrawn = await cancel(first._id, parent.token)
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200)
    expect(withdrawn.body.appointment.status).toBe('cancelled')
    expect(await heldSlots(parent.token, doctor.user._id, day)).not.toContain('10:30 AM')
    expect((await book(parent.token, bookingFields({ ...base, childId, time: '2:00 PM' }))).status).toBe('pending')
  })

  it('when a parent cancels an approved appointment three days ahead, then the slot is free and the refund the quote promised is stored for the front desk', async () => {
    const { admin, doctor, parent } = await people()
    const day = openClinicDay(10)
    const appointment = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day, time: '3:00 PM' }),
    )
    await approve(appointment._id, admin.token)
    await bookedDaysAgo(appointment._id, 2)
    const quote = await server.request<{ refund: number; fee: number; message: string }>(
      `/api/appointments/${appointment._id}/cancellation-quote`,
      { token: parent.token },
    )
    expect(quote.body).toMatchObject({ refund: 250, fee: 700, message: 'You will get back Rs 250 of Rs 700.' })

    const cancelled = await cancel(appointment._id, parent.token, { reason: 'We are travelling' })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(cancelled.body.appointment.status).toBe('cancelled')
    expect(await heldSlots(parent.token, doctor.user._id, day)).not.toContain('3:00 PM')
    const entry = (await history(appointment._id, admin.token)).find((e) => e.action === 'cancelled')
    expect(entry).toMatchObject({
      cancelledBy: 'parent',
      reason: 'We are travelling',
      refund: { amount: 250, fee: 700, rule: 'early' },
      by: { _id: parent.user._id, role: 'parent' },
    })
    // Cancelled once is cancelled: a second try changes nothing.
    const again = await cancel(appointment._id, parent.token)
    expect(again.status).toBe(409)
  })

  it('when the appointment starts within the cut-off, then the parent can neither cancel nor move it (409 with the reason) and nothing changes; the centre still can', async () => {
    const { admin, doctor, parent } = await people()
    const day = openClinicDay(8)
    const appointment = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day, time: '4:30 PM' }),
    )
    await approve(appointment._id, admin.token)
    await startsWithinTheHour(appointment._id)
    const cancelled = await cancel(appointment._id, parent.token)
    expect(cancelled.status).toBe(409)
    expect(cancelled.body.message).toBe(PAST_CUTOFF)
    const moved = await move(appointment._id, parent.token, { appointmentDate: openDayAfter(day), time: '4:30 PM' })
    expect(moved.status).toBe(409)
    expect(moved.body.message).toBe(PAST_CUTOFF)
    expect(await stored(appointment._id)).toMatchObject({ status: 'approved', appointmentDate: day })
    expect((await history(appointment._id, admin.token)).map((e) => e.action)).toEqual(['booked', 'approved'])

    const byCentre = await cancel(appointment._id, admin.token, { reason: 'Doctor unwell' })
    expect(byCentre.status).toBe(200)
    const entry = (await history(appointment._id, admin.token)).find((e) => e.action === 'cancelled')
    expect(entry).toMatchObject({ cancelledBy: 'centre', refund: { amount: 700, fee: 700, rule: 'centre' } })
  })

  it('when a parent moves an approved appointment, then it stays approved at the new open slot with the same doctor, and the centre hears it live', async () => {
    const { admin, doctor, parent } = await people()
    const day = openClinicDay(9)
    const appointment = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day, time: '10:30 AM' }),
    )
    await approve(appointment._id, admin.token)
    const before = await stored(appointment._id)
    const adminSocket = await connected(admin.token)
    const heard = next<{ appointment: AppointmentDto; change: { action: string; by: { role: string } } }>(
      adminSocket,
      'appointment:changed',
    )
    const target = openDayAfter(day)
    const moved = await move(appointment._id, parent.token, { appointmentDate: target, time: '12:30 PM' })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.appointment).toMatchObject({
      status: 'approved',
      appointmentDate: target,
      appointmentTime: '12:30 PM',
    })
    expect(moved.body.appointment.doctorId?._id).toBe(doctor.user._id)
    expect((await stored(appointment._id)).inviteSequence).toBe(before.inviteSequence + 1)
    expect(await heldSlots(parent.token, doctor.user._id, day)).not.toContain('10:30 AM')
    expect(await heldSlots(parent.token, doctor.user._id, target)).toContain('12:30 PM')
    const live = await heard
    expect(live.change).toMatchObject({ action: 'moved', by: { role: 'parent' } })
    expect(live.appointment).toMatchObject({ _id: appointment._id, appointmentTime: '12:30 PM' })
  })

  it('when a parent asks for a slot the schedule does not offer, another doctor, or someone else’s appointment, then a clear refusal and nothing changes', async () => {
    const { admin, doctor, parent } = await people()
    const day = openClinicDay(11)
    const appointment = await book(
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day, time: '5:30 PM' }),
    )
    // A Sunday: closed, with the reason.
    let sunday = addDays(day, 1)
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1)
    const closed = await move(appointment._id, parent.token, { appointmentDate: sunday, time: '10:30 AM' })
    expect(closed.status).toBe(400)
    expect(closed.body.message).toBe('Closed: Sunday')
    // Another doctor is the centre's choice.
    const otherDoctor = await createSignedInUser(server, { role: 'doctor', centreId: barkatpura })
    const other = await move(appointment._id, parent.token, {
      appointmentDate: day,
      time: '4:30 PM',
      doctorId: otherDoctor.user._id,
    })
    expect(other.status).toBe(400)
    expect(other.body.fieldErrors).toEqual({ doctorId: PARENT_SAME_DOCTOR_MESSAGE })
    // Bad input: the field's message.
    const bad = await move(appointment._id, parent.token, { appointmentDate: 'tomorrow', time: '4:30 PM' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fieldErrors ?? {})).toContain('appointmentDate')

    // Someone else's appointment answers as missing; a doctor or a therapist may not cancel or move at all.
    const stranger = await createSignedInUser(server, { role: 'parent' })
    const otherAdmin = await createSignedInUser(server, { role: 'admin', centreId: kukatpally })
    for (const token of [stranger.token, otherAdmin.token]) {
      expect((await cancel(appointment._id, token, { reason: 'x' })).status).toBe(404)
      expect((await move(appointment._id, token, { appointmentDate: day, time: '4:30 PM' })).status).toBe(404)
    }
    expect((await cancel(appointment._id, doctor.token, { reason: 'x' })).status).toBe(403)
    expect((await move(appointment._id, doctor.token, { appointmentDate: day, time: '4:30 PM' })).status).toBe(403)
    expect((await cancel(appointment._id, '')).status).toBe(401)

    expect(await stored(appointment._id)).toMatchObject({
      status: 'pending',
      appointmentDate: day,
      appointmentTime: '5:30 PM',
    })
    expect((await history(appointment._id, admin.token)).map((e) => e.action)).toEqual(['booked'])
  })
})
