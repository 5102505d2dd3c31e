import { beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { bookingFields, centreStaff, postMultipart } from '../support/appointments.ts'
import { createChild } from '../support/children.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

type Booked = { message: string; appointment: AppointmentDto; fieldErrors?: Record<string, string> }

const NOT_LINKED =
  'This email address belongs to a parent account that is not linked to your centre. Ask the parent to book this appointment from their own account, or use another email address.'

// docs/api/appointments.md, "Walk-ins and parents of other centres"; docs/decisions/021.
describe("walk-in bookings never reach another centre's parent", () => {
  let server: TestServer
  let barkatpura: string
  let kukatpally: string

  beforeAll(async () => {
    server = await sharedTestServer()
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
  })

  const book = (token: string, fields: Record<string, string>) =>
    postMultipart<Booked>(server, '/api/admins/bookAppointment', token, fields)

  /** Everything the parent has: children, appointments and mails queued to their address. */
  async function holdingsOf(parent: { _id: string; email: string | null }) {
    await server.app.bus.settled()
    const [children, appointments, mails] = await Promise.all([
      server.payload.count({ collection: 'children', where: { parent: { equals: parent._id } } }),
      server.payload.count({ collection: 'appointments', where: { parent: { equals: parent._id } } }),
      server.payload.count({ collection: 'mail-outbox', where: { to: { contains: parent.email ?? '-' } } }),
    ])
    return { children: children.totalDocs, appointments: appointments.totalDocs, mails: mails.totalDocs }
  }

  it("when an admin books a walk-in with the e-mail of a parent whose child is at another centre, then 409, nothing is attached or mailed, and the parent's profile stays hidden", async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent', name: 'Other Centre Parent' })
    await createChild(server, { parentId: parent.user._id, centreId: kukatpally, name: 'Elsewhere Child' })
    const before = await holdingsOf(parent.user)

    const { status, body } = await book(
      admin.token,
      bookingFields({
        childId: '',
        // Any letter case names the same account.
        email: (parent.user.email ?? '').toUpperCase(),
        parentName: 'Someone Else',
        childName: 'Invented Child',
        branch: barkatpura,
        doctorId: doctor.user._id,
      }),
    )
    expect(status, JSON.stringify(body)).toBe(409)
    expect(body).toMatchObject({ message: NOT_LINKED, fieldErrors: { email: NOT_LINKED } })
    expect(JSON.stringify(body)).not.toContain(parent.user._id)

    expect(await holdingsOf(parent.user)).toEqual(before)
    const atBarkatpura = await server.payload.count({
      collection: 'appointments',
      where: { doctor: { equals: doctor.user._id } },
    })
    expect(atBarkatpura.totalDocs).toBe(0)
    const profile = await server.request(`/api/data/allUsers/${parent.user._id}`, { token: admin.token })
    expect(profile.status).toBe(404)
    expect(JSON.stringify(profile.body)).not.toContain(parent.user.email ?? '-')
  })

  it('when the parent has no child at any centre yet, then the walk-in is refused the same way', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const { status, body } = await book(
      admin.token,
      bookingFields({ childId: '', email: parent.user.email ?? '', branch: barkatpura, doctorId: doctor.user._id }),
    )
    expect(status).toBe(409)
    expect(body.message).toBe(NOT_LINKED)
    expect(await holdingsOf(parent.user)).toEqual({ children: 0, appointments: 0, mails: 0 })
    expect((await server.request(`/api/data/allUsers/${parent.user._id}`, { token: admin.token })).status).toBe(404)
  })

  it('when the parent already has a child at this centre, then the walk-in adds the new child to their account', async () => {
    const { admin, doctor } = await centreStaff(server, barkatpura)
    const accountName = `Known Parent ${unique()}`
    const parent = await createSignedInUser(server, { role: 'parent', name: accountName })
    await createChild(server, { parentId: parent.user._id, centreId: barkatpura, name: 'Older Sibling' })
    const childName = `Younger ${unique()}`
    const { status, body } = await book(
      admin.token,
      bookingFields({
        childId: '',
        email: parent.user.email ?? '',
        // What the desk typed is not the account's name: the child is listed under the account's.
        parentName: 'Typed At The Desk',
        childName,
        branch: barkatpura,
        doctorId: doctor.user._id,
      }),
    )
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.appointment.childId.parentId?._id).toBe(parent.user._id)
    expect((await holdingsOf(parent.user)).children).toBe(2)
    // The centre's list finds the new child by the parent's account name (the child's copy of it).
    const listed = await server.request<Array<{ name: string; parentName: string }>>(
      `/api/data/allChildren/${barkatpura}?page=1&limit=10&search=${encodeURIComponent(accountName)}`,
      { token: admin.token },
    )
    expect(listed.status).toBe(200)
    expect(listed.body.map((child) => [child.name, child.parentName]).sort()).toEqual(
      [
        ['Older Sibling', accountName],
        [childName, accountName],
      ].sort(),
    )
  })

  it('when the new walk-in parent is booked again at another centre, then that centre is refused too', async () => {
    const first = await centreStaff(server, barkatpura)
    const second = await centreStaff(server, kukatpally)
    const email = `walk-in-${unique()}@example.test`
    const created = await book(
      first.admin.token,
      bookingFields({ childId: '', email, branch: barkatpura, doctorId: first.doctor.user._id }),
    )
    expect(created.status).toBe(201)
    const elsewhere = await book(
      second.admin.token,
      bookingFields({ childId: '', email, branch: kukatpally, doctorId: second.doctor.user._id }),
    )
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.body.message).toBe(NOT_LINKED)
  })
})
