import { beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { bookingFields, centreStaff, clinicDay, FILES, openClinicDay, postMultipart } from '../support/appointments.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

describe('who may read and change an appointment', () => {
  let server: TestServer
  let barkatpura: string
  let kukatpally: string
  let appointment: AppointmentDto
  let owner: Awaited<ReturnType<typeof createSignedInUser>>
  let staff: Awaited<ReturnType<typeof centreStaff>>
  const outsiders: Record<string, string> = {}

  beforeAll(async () => {
    server = await sharedTestServer()
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
    staff = await centreStaff(server, barkatpura)
    owner = await createSignedInUser(server, { role: 'parent' })
    const booked = await postMultipart<{ appointment: AppointmentDto }>(
      server,
      '/api/admins/bookAppointment',
      owner.token,
      bookingFields({ branch: barkatpura, doctorId: staff.doctor.user._id }),
      [{ field: 'pdf', filename: 'report.pdf', content: FILES.pdf }],
    )
    appointment = booked.body.appointment
    // Prescriptions go only to approved appointments.
    await server.request(`/api/admins/manageAppointment/${appointment._id}`, {
      method: 'PUT',
      token: staff.admin.token,
      json: { status: 'approved' },
    })
    await postMultipart(
      server,
      '/api/admins/uploadPrescription',
      staff.admin.token,
      { appointmentId: appointment._id },
      [{ field: 'prescription', filename: 'rx.pdf', content: FILES.pdf }],
    )
    outsiders['an admin of another centre'] = (
      await createSignedInUser(server, { role: 'admin', centreId: kukatpally })
    ).token
    outsiders['another parent'] = (await createSignedInUser(server, { role: 'parent' })).token
    outsiders['a therapist of the centre'] = (
      await createSignedInUser(server, { role: 'therapist', centreId: barkatpura })
    ).token
    outsiders['another doctor of the centre'] = (
      await createSignedInUser(server, { role: 'doctor', centreId: barkatpura })
    ).token
  })

  const stored = () => server.payload.findByID({ collection: 'appointments', id: appointment._id, depth: 0 })

  it.each([
    'an admin of another centre',
    'another parent',
    'a therapist of the centre',
    'another doctor of the centre',
  ])(
    'when %s tries every read and write, then each is refused with 403/404, nothing leaks and nothing changes',
    async (who) => {
      const token = outsiders[who]
      const before = await stored()
      const id = appointment._id
      const attempts: Array<{ call: string; status: number; body: unknown }> = []
      const attempt = async (call: string, response: Promise<{ status: number; body: unknown }>) => {
        const { status, body } = await response
        attempts.push({ call, status, body })
      }
      await attempt('list', server.request(`/api/admins/getAppointments/${barkatpura}`, { token }))
      await attempt(
        'list paged',
        server.request(`/api/admins/getAppointments/${barkatpura}?page=1&limit=10`, { token }),
      )
      await attempt('pending', server.request(`/api/admins/getPendingAppointments/${barkatpura}`, { token }))
      await attempt('one', server.request(`/api/appointments/${id}`, { token }))
      await attempt('prescription', server.request(`/api/appointments/${id}/prescription`, { token }))
      await attempt('report', server.request(`/api/appointments/${id}/reports/0`, { token }))
      await attempt('parent list', server.request(`/api/parents/getappointments/${owner.user._id}`, { token }))
      await attempt('doctor list', server.request(`/api/doctors/getAppointments/${staff.doctor.user._id}`, { token }))
      await attempt(
        'approve',
        server.request(`/api/admins/manageAppointment/${id}`, { method: 'PUT', token, json: { status: 'approved' } }),
      )
      await attempt(
        'reject',
        server.request(`/api/admins/manageAppointment/${id}`, { method: 'PUT', token, json: { status: 'rejected' } }),
      )
      await attempt(
        'edit',
        server.request(`/api/admins/updateAppointment/${id}`, {
          method: 'PUT',
          token,
          json: { appointmentDate: openClinicDay(12), appointmentTime: '2:00 PM', childConcerns: 'changed' },
        }),
      )
      await attempt(
        'prescription upload',
        postMultipart(server, '/api/admins/uploadPrescription', token, { appointmentId: id }, [
          { field: 'prescription', filename: 'rx.pdf', content: FILES.pdf },
        ]),
      )
      await attempt(
        'book for their child',
        postMultipart(
          server,
          '/api/admins/bookAppointment',
          token,
          bookingFields({
            childId: appointment.childId._id,
            branch: barkatpura,
            doctorId: staff.doctor.user._id,
            time: '2:00 PM',
          }),
        ),
      )
      if (who !== 'another parent') {
        await attempt(
          'booked slots',
          server.request(`/api/admins/getBookedSlots/${staff.doctor.user._id}/${appointment.appointmentDate}`, {
            token,
          }),
        )
      }

      for (const { call, status, body } of attempts) {
        expect([403, 404], `${call} answered ${status}`).toContain(status)
        const text = JSON.stringify(body)
        expect(text, call).not.toContain(appointment.childId.name)
        expect(text, call).not.toContain(appointment.email)
      }
      expect(await stored()).toEqual(before)
    },
  )

  it('when the centre admin, the parent and the doctor read the appointment, then each gets it', async () => {
    for (const token of [staff.admin.token, owner.token, staff.doctor.token]) {
      const { status, body } = await server.request<AppointmentDto>(`/api/appointments/${appointment._id}`, { token })
      expect(status).toBe(200)
      expect(body.childId.name).toBe(appointment.childId.name)
    }
  })

  it('when an id is not an id at all, then it is not found (never a server error)', async () => {
    const responses = await Promise.all([
      server.request('/api/appointments/not-an-id', { token: staff.admin.token }),
      server.request('/api/appointments/not-an-id/reports/x', { token: staff.admin.token }),
      server.request('/api/admins/manageAppointment/1', {
        method: 'PUT',
        token: staff.admin.token,
        json: { status: 'approved' },
      }),
      server.request(`/api/admins/getBookedSlots/nope/${clinicDay(3)}`, { token: owner.token }),
    ])
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404])
  })

  it('when nobody is signed in, then every call answers 401', async () => {
    const statuses = await Promise.all(
      [
        `/api/admins/getAppointments/${barkatpura}`,
        `/api/appointments/${appointment._id}`,
        `/api/admins/getBookedSlots/${staff.doctor.user._id}/${clinicDay(3)}`,
      ].map(async (path) => (await server.request(path)).status),
    )
    expect(statuses).toEqual([401, 401, 401])
  })
})
