import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOT_TAKEN_MESSAGE, type AppointmentDto } from '@app/appointments'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { bookingFields, centreStaff, openClinicDay, openDayAfter, postMultipart } from '../support/appointments.ts'
import { killServer, spawnedServerEnv, spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { apiRequester, sharedTestServer, type ApiRequest, type TestServer } from '../support/server.ts'
import { testDatabaseUrl } from '../support/test-config.ts'

// Never two children in one slot (issue 27 §5): bookings and moves of other appointments, all at once into one
// slot, leave exactly one holder; every other answer is 409 with the slot-taken message and nothing half-written.

const TARGET_TIME = '3:00 PM'
const OTHER_TIMES = ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM', '3:30 PM', '4:30 PM', '5:30 PM']

describe('one slot, fifty claims', () => {
  let server: TestServer
  let barkatpura: string
  let second: ServerProcess | undefined

  beforeAll(async () => {
    server = await sharedTestServer()
    barkatpura = (await centreIdsByName(server))['Barkatpura Centre']
  })
  afterAll(() => killServer(second))

  /**
   * A doctor, 25 approved appointments of theirs on other slots and days (to be moved), and 25 parents each with
   * a booking form for the target slot.
   */
  async function race(dayAhead: number) {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const target = openClinicDay(dayAhead)
    const places: Array<{ date: string; time: string }> = []
    for (let day = openDayAfter(target); places.length < 25; day = openDayAfter(day)) {
      for (const time of OTHER_TIMES) if (places.length < 25) places.push({ date: day, time })
    }
    // One at a time, one family: the setup should not be what loads the machine.
    const movable: AppointmentDto[] = []
    for (const { date, time } of places) {
      const childId = movable[0]?.childId._id ?? ''
      const fields = bookingFields({
        branch: barkatpura,
        doctorId: doctor.user._id,
        childId,
        appointmentDate: date,
        time,
      })
      const booked = await postMultipart<{ appointment: AppointmentDto }>(
        server,
        '/api/admins/bookAppointment',
        admin.token,
        fields,
      )
      expect(booked.status, JSON.stringify(booked.body)).toBe(201)
      movable.push(booked.body.appointment)
    }
    const parents = []
    for (let i = 0; i < 25; i += 1) parents.push(await createSignedInUser(server, { role: 'parent' }))
    const forms = parents.map((parent) => ({
      parent,
      fields: bookingFields({
        branch: barkatpura,
        doctorId: doctor.user._id,
        appointmentDate: target,
        time: TARGET_TIME,
      }),
    }))
    return { admin, doctor, target, movable, forms }
  }

  /** After the race: one holder of the slot; the moves that lost are where they were, the bookings that lost absent. */
  async function checkOneHolder(
    scene: Awaited<ReturnType<typeof race>>,
    answers: Array<{ status: number; body: unknown }>,
  ) {
    const won = answers.filter((answer) => answer.status === 200 || answer.status === 201)
    expect(won).toHaveLength(1)
    const lost = answers.filter((answer) => answer.status === 409)
    expect(lost).toHaveLength(49)
    for (const answer of lost) expect(answer.body).toEqual({ message: SLOT_TAKEN_MESSAGE })

    const slotKey = `${scene.doctor.user._id}|${scene.target}|${TARGET_TIME}`
    const holders = await server.payload.find({
      collection: 'appointments',
      where: { slotKey: { equals: slotKey } },
      depth: 0,
      limit: 10,
    })
    expect(holders.docs).toHaveLength(1)
    const onTheDay = await server.payload.find({
      collection: 'appointments',
      where: { doctor: { equals: scene.doctor.user._id }, appointmentDate: { equals: scene.target } },
      depth: 0,
      limit: 100,
    })
    expect(onTheDay.docs.map((doc) => doc.id)).toEqual([holders.docs[0].id])
    // The moves that lost: still at their own slot, their history only 'booked'.
    const winner = holders.docs[0].id
    for (const appointment of scene.movable.filter((a) => a._id !== winner)) {
      const stored = await server.payload.findByID({ collection: 'appointments', id: appointment._id, depth: 0 })
      expect([stored.appointmentDate, stored.appointmentTime, stored.inviteSequence]).toEqual([
        appointment.appointmentDate,
        appointment.appointmentTime,
        0,
      ])
    }
    const moves = await server.payload.count({
      collection: 'appointment-history',
      where: { appointment: { in: scene.movable.map((a) => a._id) }, action: { equals: 'moved' } },
    })
    expect(moves.totalDocs).toBe(scene.movable.some((a) => a._id === winner) ? 1 : 0)
    // The bookings that lost: no appointment, no child left behind.
    const emails = scene.forms.map((form) => form.fields.email)
    const booked = await server.payload.count({ collection: 'appointments', where: { email: { in: emails } } })
    expect(booked.totalDocs).toBe(scene.movable.some((a) => a._id === winner) ? 0 : 1)
    const children = await server.payload.count({
      collection: 'children',
      where: { parent: { in: scene.forms.map((form) => form.parent.user._id) } },
    })
    expect(children.totalDocs).toBe(booked.totalDocs)
  }

  /** The 50 claims, interleaved (a booking, a move, ...), each sent through `via(i)`. */
  function claims(
    scene: Awaited<ReturnType<typeof race>>,
    via: (index: number) => { url: string; request: ApiRequest },
  ) {
    return Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const { url, request } = via(index)
        const half = Math.floor(index / 2)
        if (index % 2 === 0) {
          const { parent, fields } = scene.forms[half]
          return postMultipart(
            { url, request } as unknown as TestServer,
            '/api/admins/bookAppointment',
            parent.token,
            fields,
          )
        }
        return request(`/api/appointments/${scene.movable[half]._id}/move`, {
          method: 'POST',
          token: scene.admin.token,
          json: { appointmentDate: scene.target, time: TARGET_TIME },
        })
      }),
    )
  }

  it('when 25 bookings and 25 moves claim one slot at the same moment, then exactly one holds it and 49 are refused with the slot-taken message, nothing half-written', async () => {
    const scene = await race(20)
    const answers = await claims(scene, () => ({ url: server.url, request: server.request }))
    await checkOneHolder(scene, answers)
  }, 120_000)

  it('when the same claims come through two server processes, then the same holds', async () => {
    second = spawnServer(spawnedServerEnv({ DATABASE_URL: testDatabaseUrl() }))
    const secondUrl = await waitForListening(second)
    const secondRequest = apiRequester(secondUrl)
    const scene = await race(40)
    const answers = await claims(scene, (index) =>
      index % 4 < 2 ? { url: server.url, request: server.request } : { url: secondUrl, request: secondRequest },
    )
    await checkOneHolder(scene, answers)
  }, 180_000)
})
