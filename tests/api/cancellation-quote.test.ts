import { beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import { addDays, clinicToday } from '@app/platform/clinic-time'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { bookingFields, centreStaff, openClinicDay, postMultipart } from '../support/appointments.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// docs/api/appointments.md, "GET /api/appointments/:id/cancellation-quote"; the rules: refund-policy.ts.
describe('what cancelling an appointment would give back', () => {
  let server: TestServer
  let barkatpura: string
  let kukatpally: string
  let staff: Awaited<ReturnType<typeof centreStaff>>
  let parent: Awaited<ReturnType<typeof createSignedInUser>>

  beforeAll(async () => {
    server = await sharedTestServer()
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
    staff = await centreStaff(server, barkatpura)
    parent = await createSignedInUser(server, { role: 'parent' })
  })

  const quoteOf = (id: string, token: string, query = '') =>
    server.request(`/api/appointments/${id}/cancellation-quote${query}`, { token })

  /** The parent's own booking `days` open days ahead, approved by the admin unless `pending`. */
  async function booked(
    days: number,
    {
      time,
      consultationType = 'New Consultation',
      pending = false,
    }: { time: string; consultationType?: string; pending?: boolean },
  ) {
    const { status, body } = await postMultipart<{ appointment: AppointmentDto }>(
      server,
      '/api/admins/bookAppointment',
      parent.token,
      bookingFields({
        branch: barkatpura,
        doctorId: staff.doctor.user._id,
        appointmentDate: openClinicDay(days),
        time,
        consultationType,
      }),
    )
    expect(status, JSON.stringify(body)).toBe(201)
    if (!pending) {
      const approved = await server.request(`/api/admins/manageAppointment/${body.appointment._id}`, {
        method: 'PUT',
        token: staff.admin.token,
        json: { status: 'approved' },
      })
      expect(approved.status).toBe(200)
    }
    return body.appointment
  }

  /** As if booked `daysAgo` days before today (the booking day decides the first rule). */
  const bookedDaysAgo = (appointment: AppointmentDto, daysAgo: number) =>
    server.payload.update({
      collection: 'appointments',
      id: appointment._id,
      data: { createdAt: `${addDays(clinicToday(), -daysAgo)}T04:00:00.000Z` } as never,
    })

  it('when the parent asks on the day they booked, then the fee less the booking charge comes back, in words they read', async () => {
    const appointment = await booked(10, { time: '10:30 AM' })
    const { status, body } = await quoteOf(appointment._id, parent.token)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({
      rule: 'booking-day',
      by: 'parent',
      fee: 700,
      bookingCharge: 200,
      refund: 500,
      kept: 200,
      message: 'You will get back Rs 500 of Rs 700.',
      allowed: true,
      reason: null,
    })
  })

  it('when it was booked earlier and the appointment is three or more days away, then half of the fee less the charge: Rs 250 of Rs 700', async () => {
    const appointment = await booked(10, { time: '11:30 AM' })
    await bookedDaysAgo(appointment, 2)
    const { body } = await quoteOf(appointment._id, parent.token)
    expect(body).toMatchObject({
      rule: 'early',
      refund: 250,
      kept: 450,
      message: 'You will get back Rs 250 of Rs 700.',
    })
  })

  it('when it is an assessment, then the Rs 500 booking charge is kept', async () => {
    const appointment = await booked(10, { time: '12:30 PM', consultationType: 'Assessment (IQ)' })
    await bookedDaysAgo(appointment, 2)
    const { body } = await quoteOf(appointment._id, parent.token)
    expect(body).toMatchObject({ rule: 'early', fee: 6000, bookingCharge: 500, refund: 2750 })
  })

  it('when the centre prices its own cancellation, then everything comes back; it may also price a parent’s', async () => {
    const appointment = await booked(10, { time: '2:00 PM' })
    await bookedDaysAgo(appointment, 2)
    const centre = await quoteOf(appointment._id, staff.admin.token)
    expect(centre.body).toMatchObject({ rule: 'centre', by: 'centre', refund: 700, kept: 0, allowed: true })
    const forParent = await quoteOf(appointment._id, staff.admin.token, '?by=parent')
    expect(forParent.body).toMatchObject({ rule: 'early', by: 'parent', refund: 250 })
    // A parent cannot ask for the centre's terms.
    const asParent = await quoteOf(appointment._id, parent.token, '?by=centre')
    expect(asParent.body).toMatchObject({ by: 'parent', refund: 250 })
    const bad = await quoteOf(appointment._id, staff.admin.token, '?by=doctor')
    expect(bad.status).toBe(400)
  })

  it('when a request is still pending, then withdrawing it costs nothing', async () => {
    const appointment = await booked(10, { time: '3:00 PM', pending: true })
    const { body } = await quoteOf(appointment._id, parent.token)
    expect(body).toMatchObject({ rule: 'pending', refund: 700, kept: 0, allowed: true })
  })

  it('when an approved appointment starts within the cut-off, then the parent is told it can no longer be changed online', async () => {
    // The first open day's last slot: at most about 2 days away, inside the 24-hour cut-off only if tomorrow;
    // so move the start to one hour from now directly, as a late booking would be.
    const appointment = await booked(10, { time: '3:30 PM' })
    const soon = new Date(Date.now() + 60 * 60 * 1000)
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(soon)
    const part = (type: string) => parts.find((p) => p.type === type)?.value
    await server.payload.update({
      collection: 'appointments',
      id: appointment._id,
      data: { startsAt: `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}` } as never,
    })
    const { body } = await quoteOf(appointment._id, parent.token)
    expect(body).toMatchObject({
      allowed: false,
      reason:
        'It is less than 24 hours before the appointment, so it can no longer be changed online. Please call the centre.',
    })
    // The centre may still cancel it, with everything back.
    expect((await quoteOf(appointment._id, staff.admin.token)).body).toMatchObject({ allowed: true, rule: 'centre' })
  })

  it('when anyone else asks, then 401, 404 or 403 as for reading it; a rejected one cannot be cancelled', async () => {
    const appointment = await booked(10, { time: '4:30 PM', pending: true })
    expect((await server.request(`/api/appointments/${appointment._id}/cancellation-quote`)).status).toBe(401)
    const stranger = await createSignedInUser(server, { role: 'parent' })
    const otherAdmin = await createSignedInUser(server, { role: 'admin', centreId: kukatpally })
    for (const token of [stranger.token, otherAdmin.token, staff.doctor.token]) {
      const { status, body } = await quoteOf(appointment._id, token)
      expect(status).toBe(404)
      expect(body).toMatchObject({ message: 'Appointment not found' })
    }
    const therapist = await createSignedInUser(server, { role: 'therapist', centreId: barkatpura })
    expect((await quoteOf(appointment._id, therapist.token)).status).toBe(404)
    expect((await quoteOf('not-an-id', parent.token)).status).toBe(404)

    await server.request(`/api/admins/manageAppointment/${appointment._id}`, {
      method: 'PUT',
      token: staff.admin.token,
      json: { status: 'rejected' },
    })
    const { status, body } = await quoteOf(appointment._id, parent.token)
    expect(status).toBe(409)
    expect(body).toMatchObject({ message: 'Only a pending or approved appointment can be cancelled' })
  })
})
