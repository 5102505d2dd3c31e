import { io, type Socket } from 'socket.io-client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { bookingFields, centreStaff, postMultipart } from '../support/appointments.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

describe('appointment events on Socket.IO', () => {
  let server: TestServer
  const sockets: Socket[] = []
  beforeAll(async () => {
    server = await sharedTestServer()
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })

  const connected = async (token: string) => {
    const socket = io(server.url, { auth: { token }, transports: ['websocket'], reconnection: false })
    sockets.push(socket)
    await new Promise((resolve, reject) => {
      socket.on('ready', resolve)
      socket.on('connect_error', reject)
    })
    return socket
  }
  /** The first `event` the socket receives within `ms`, or a rejection. */
  const next = <T>(socket: Socket, event: string, ms = 1000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms)
      socket.once(event, (payload: T) => {
        clearTimeout(timer)
        resolve(payload)
      })
    })

  it("when a parent books, then both of the centre's admins get appointment:pending within a second and another centre's admin gets nothing; approval sends appointment:status", async () => {
    const centres = await centreIdsByName(server)
    const barkatpura = centres['Barkatpura Centre']
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const secondAdmin = await createSignedInUser(server, { role: 'admin', centreId: barkatpura })
    const otherAdmin = await createSignedInUser(server, { role: 'admin', centreId: centres['Kukatpally Centre'] })
    const parent = await createSignedInUser(server, { role: 'parent' })
    const [first, second, other] = await Promise.all([
      connected(admin.token),
      connected(secondAdmin.token),
      connected(otherAdmin.token),
    ])
    const heardByOther: string[] = []
    other.onAny((event: string) => heardByOther.push(event))

    const pendingFirst = next<AppointmentDto>(first, 'appointment:pending')
    const pendingSecond = next<AppointmentDto>(second, 'appointment:pending')
    const booked = await postMultipart<{ appointment: AppointmentDto }>(
      server,
      '/api/admins/bookAppointment',
      parent.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id }),
    )
    expect(booked.status).toBe(201)
    const [a, b] = await Promise.all([pendingFirst, pendingSecond])
    expect(a).toEqual(booked.body.appointment)
    expect(b._id).toBe(booked.body.appointment._id)

    const status = next<{ _id: string; status: string; centreId: string }>(first, 'appointment:status')
    await server.request(`/api/admins/manageAppointment/${a._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { status: 'approved' },
    })
    // The centre names the room the event goes to (its descriptor in @app/appointments/events).
    expect(await status).toEqual({ _id: a._id, status: 'approved', centreId: barkatpura })

    const updated = next<AppointmentDto>(second, 'appointment:updated')
    await server.request(`/api/admins/updateAppointment/${a._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { appointmentDate: a.appointmentDate, appointmentTime: a.appointmentTime, childConcerns: 'Updated' },
    })
    expect((await updated).childConcerns).toBe('Updated')

    // By now the other centre's socket, connected the same way, would have had them too.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heardByOther).toEqual([])
  })

  it("when the centre moves an appointment to another doctor, then the centre's admins, the new doctor and the previous doctor get appointment:changed with the move; another doctor nothing", async () => {
    const barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const nextDoctor = await createSignedInUser(server, { role: 'doctor', centreId: barkatpura, name: 'Dr. Next' })
    const bystander = await createSignedInUser(server, { role: 'doctor', centreId: barkatpura })
    const booked = await postMultipart<{ appointment: AppointmentDto }>(
      server,
      '/api/admins/bookAppointment',
      admin.token,
      bookingFields({ branch: barkatpura, doctorId: doctor.user._id, childId: '' }),
    )
    expect(booked.status).toBe(201)
    const appointment = booked.body.appointment
    const [adminSocket, before, after, other] = await Promise.all([
      connected(admin.token),
      connected(doctor.token),
      connected(nextDoctor.token),
      connected(bystander.token),
    ])
    const heardByOther: string[] = []
    other.onAny((event: string) => heardByOther.push(event))
    type Changed = { appointment: AppointmentDto; change: { action: string; from?: { doctorId: string } } }
    const heard = [adminSocket, before, after].map((socket) => next<Changed>(socket, 'appointment:changed'))
    const moved = await server.request(`/api/appointments/${appointment._id}/move`, {
      method: 'POST',
      token: admin.token,
      json: { appointmentDate: appointment.appointmentDate, time: '5:30 PM', doctorId: nextDoctor.user._id },
    })
    expect(moved.status).toBe(200)
    for (const payload of await Promise.all(heard)) {
      expect(payload.change).toMatchObject({ action: 'moved', from: { doctorId: doctor.user._id } })
      expect(payload.appointment).toMatchObject({ _id: appointment._id, appointmentTime: '5:30 PM' })
      expect(payload.appointment.doctorId?._id).toBe(nextDoctor.user._id)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heardByOther).toEqual([])
  })
})
