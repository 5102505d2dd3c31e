// docs/api/schedule.md, "Who may call": every schedule call as every role, as another centre's admin, with
// ids that are not there, and with bad input (400, nothing written).
import { beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { centreStaff, openClinicDay } from '../support/appointments.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; path: string; json?: unknown }

const EIGHT = ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM', '3:00 PM', '3:30 PM', '4:30 PM', '5:30 PM']
const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: weekday !== 0, slots: weekday ? EIGHT : [] }))

describe('who may read and change the schedule', () => {
  let server: TestServer
  let barkatpura: string
  let kukatpally: string
  let staff: Awaited<ReturnType<typeof centreStaff>>
  const MISSING = '00000000-0000-4000-8000-000000000000'
  const day = openClinicDay(40)

  const calls = (centreId: string, doctorId: string): Call[] => [
    { method: 'GET', path: `/api/centres/${centreId}/opening-hours` },
    { method: 'PUT', path: `/api/centres/${centreId}/opening-hours`, json: { days: WEEK } },
    { method: 'GET', path: `/api/centres/${centreId}/holidays` },
    { method: 'POST', path: `/api/centres/${centreId}/holidays`, json: { date: day, name: 'Staff day' } },
    { method: 'DELETE', path: `/api/centres/${centreId}/holidays/${day}` },
    { method: 'GET', path: `/api/doctors/${doctorId}/availability` },
    {
      method: 'PUT',
      path: `/api/doctors/${doctorId}/availability`,
      json: { weekly: [{ weekday: 1, centreId: barkatpura, slots: EIGHT }] },
    },
    { method: 'POST', path: `/api/doctors/${doctorId}/leave`, json: { from: day, to: day, reason: 'Conference' } },
    { method: 'DELETE', path: `/api/doctors/${doctorId}/leave/${MISSING}` },
  ]
  /** One after another: the holiday added is the one removed. */
  async function statusesOf(list: Call[], token?: string): Promise<number[]> {
    const statuses: number[] = []
    for (const call of list) statuses.push((await server.request(call.path, { ...call, token })).status)
    return statuses
  }

  beforeAll(async () => {
    server = await sharedTestServer()
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
    staff = await centreStaff(server, barkatpura)
  })

  it('when nobody is signed in, then every call answers 401', async () => {
    expect(await statusesOf(calls(barkatpura, staff.doctor.user._id))).toEqual(Array(9).fill(401))
  })

  it('when a parent, a doctor or a therapist calls, then every call answers 403', async () => {
    for (const role of ['parent', 'doctor', 'therapist'] as const) {
      const user = await createSignedInUser(server, { role, centreId: role === 'parent' ? undefined : barkatpura })
      expect(await statusesOf(calls(barkatpura, staff.doctor.user._id), user.token), role).toEqual(Array(9).fill(403))
    }
  })

  it("when another centre's admin calls, then every call answers 403 and nothing is written", async () => {
    const other = await createSignedInUser(server, { role: 'admin', centreId: kukatpally })
    expect(await statusesOf(calls(barkatpura, staff.doctor.user._id), other.token)).toEqual(Array(9).fill(403))
    const holidays = await server.payload.find({
      collection: 'centre-holidays',
      where: { name: { equals: 'Staff day' } },
    })
    expect(holidays.totalDocs).toBe(0)
    const leave = await server.payload.find({
      collection: 'doctor-leave',
      where: { doctor: { equals: staff.doctor.user._id } },
    })
    expect(leave.totalDocs).toBe(0)
  })

  it('when the centre or doctor is not there or is not a doctor, then it answers 404', async () => {
    const token = staff.admin.token
    const statuses = await statusesOf(
      [
        ...calls(MISSING, MISSING),
        { method: 'GET', path: '/api/centres/not-an-id/opening-hours' },
        { method: 'GET', path: `/api/doctors/${staff.admin.user._id}/availability` },
      ],
      token,
    )
    expect(statuses).toEqual(Array(11).fill(404))
  })

  it("when the centre's own admin calls, then each call answers", async () => {
    const token = staff.admin.token
    const statuses = await statusesOf(calls(barkatpura, staff.doctor.user._id).slice(0, 8), token)
    expect(statuses).toEqual([200, 200, 200, 201, 200, 200, 200, 201])
  })

  it('when the input is bad, then it answers 400 with the field and nothing is written', async () => {
    const token = staff.admin.token
    const doctor = staff.doctor.user._id
    const bad: Array<[Call, string]> = [
      [{ method: 'PUT', path: `/api/centres/${barkatpura}/opening-hours`, json: { days: WEEK.slice(1) } }, 'days'],
      [
        {
          method: 'PUT',
          path: `/api/centres/${barkatpura}/opening-hours`,
          json: { days: WEEK.map((d) => ({ ...d, slots: ['9:00 AM'] })) },
        },
        'days',
      ],
      [
        { method: 'POST', path: `/api/centres/${barkatpura}/holidays`, json: { date: '2027-02-30', name: 'x' } },
        'date',
      ],
      [{ method: 'POST', path: `/api/centres/${barkatpura}/holidays`, json: { date: day, name: '  ' } }, 'name'],
      [
        { method: 'POST', path: `/api/doctors/${doctor}/leave`, json: { from: day, to: '2020-01-01', reason: 'x' } },
        'to',
      ],
      [{ method: 'POST', path: `/api/doctors/${doctor}/leave`, json: { from: day, to: day, reason: '' } }, 'reason'],
      [
        {
          method: 'POST',
          path: `/api/doctors/${doctor}/leave`,
          json: { from: day, to: day, reason: 'x', slots: ['noon'] },
        },
        'slots',
      ],
      [
        {
          method: 'PUT',
          path: `/api/doctors/${doctor}/availability`,
          json: {
            weekly: [
              { weekday: 1, centreId: barkatpura, slots: EIGHT },
              { weekday: 1, centreId: kukatpally, slots: EIGHT },
            ],
          },
        },
        'weekly',
      ],
      [
        {
          method: 'PUT',
          path: `/api/doctors/${doctor}/availability`,
          json: { weekly: [{ weekday: 1, centreId: '00000000-0000-4000-8000-000000000001', slots: EIGHT }] },
        },
        'weekly',
      ],
    ]
    const leaveBefore = await server.payload.count({
      collection: 'doctor-leave',
      where: { doctor: { equals: doctor } },
    })
    for (const [call, field] of bad) {
      const { status, body } = await server.request<{ fieldErrors?: Record<string, string> }>(call.path, {
        ...call,
        token,
      })
      expect(status, `${call.method} ${call.path} ${JSON.stringify(call.json)}`).toBe(400)
      // a field, or one inside it ("days.0.slots")
      const fields = Object.keys(body.fieldErrors ?? {}).map((key) => key.split('.')[0])
      expect(fields, JSON.stringify(body)).toContain(field)
    }
    const leaveAfter = await server.payload.count({ collection: 'doctor-leave', where: { doctor: { equals: doctor } } })
    expect(leaveAfter.totalDocs).toBe(leaveBefore.totalDocs)
    const hours = await server.request<{ days: typeof WEEK }>(`/api/centres/${barkatpura}/opening-hours`, { token })
    expect(hours.body.days).toEqual(WEEK)
  })
})
