import { beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { centreWithChild } from '../support/children.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

describe('staff assignment: PUT /api/admins/assign/:childId', () => {
  let server: TestServer
  let centres: Record<string, string>
  beforeAll(async () => {
    server = await sharedTestServer()
    centres = await centreIdsByName(server)
  })

  const assign = (childId: string, json: unknown, token: string) =>
    server.request<{ message: string; child?: Record<string, unknown>; fieldErrors?: Record<string, string> }>(
      `/api/admins/assign/${childId}`,
      { method: 'PUT', json, token },
    )
  const stored = (id: string) => server.payload.findByID({ collection: 'children', id, depth: 0 })

  it("when the centre's admin assigns its doctor and therapist, then the child is active with both", async () => {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    const { status, body } = await assign(
      cast.child._id,
      { doctorId: cast.doctor.user._id, therapistId: cast.therapist.user._id },
      cast.admin.token,
    )
    expect(status).toBe(200)
    expect(body.message).toBe('Staff assigned successfully!')
    expect(body.child).toMatchObject({
      _id: cast.child._id,
      admitStatus: 'active',
      doctorId: { _id: cast.doctor.user._id, name: cast.doctor.user.name },
      therapistId: { _id: cast.therapist.user._id, name: cast.therapist.user.name },
    })
    expect(await stored(cast.child._id)).toMatchObject({
      admitStatus: 'active',
      doctor: cast.doctor.user._id,
      therapist: cast.therapist.user._id,
    })
  })

  it('when the staff is of another centre or has another role, then 400 on that field and nothing changes', async () => {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    const elsewhere = await centreWithChild(server, centres['Kukatpally Centre'])
    const cases = [
      [{ doctorId: elsewhere.doctor.user._id, therapistId: cast.therapist.user._id }, 'doctorId'],
      [{ doctorId: cast.doctor.user._id, therapistId: elsewhere.therapist.user._id }, 'therapistId'],
      [{ doctorId: cast.therapist.user._id, therapistId: cast.therapist.user._id }, 'doctorId'],
      [{ doctorId: cast.doctor.user._id, therapistId: cast.doctor.user._id }, 'therapistId'],
      [{ doctorId: cast.parent.user._id, therapistId: cast.admin.user._id }, 'doctorId'],
      [{ doctorId: '00000000-0000-4000-8000-000000000000', therapistId: cast.therapist.user._id }, 'doctorId'],
      [{ doctorId: 'not-an-id', therapistId: cast.therapist.user._id }, 'doctorId'],
      [{ therapistId: cast.therapist.user._id }, 'doctorId'],
      [{ doctorId: cast.doctor.user._id, therapistId: 42 }, 'therapistId'],
    ] as const
    for (const [json, field] of cases) {
      const { status, body } = await assign(cast.child._id, json, cast.admin.token)
      expect(status, JSON.stringify(json)).toBe(400)
      expect(body.fieldErrors?.[field], JSON.stringify(json)).toBeTruthy()
    }
    expect(await stored(cast.child._id)).toMatchObject({ admitStatus: 'pending', doctor: null, therapist: null })
  })

  it("when another centre's admin, a parent or staff tries, then 403/404 and nothing changes", async () => {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    const otherAdmin = await createSignedInUser(server, { role: 'admin', centreId: centres['Kukatpally Centre'] })
    const json = { doctorId: cast.doctor.user._id, therapistId: cast.therapist.user._id }
    const other = await assign(cast.child._id, json, otherAdmin.token)
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ message: 'Child not found.' })
    for (const token of [cast.parent.token, cast.therapist.token, cast.doctor.token]) {
      expect((await assign(cast.child._id, json, token)).status).toBe(403)
    }
    expect((await server.request(`/api/admins/assign/${cast.child._id}`, { method: 'PUT', json })).status).toBe(401)
    expect((await assign('not-an-id', json, cast.admin.token)).status).toBe(404)
    expect(await stored(cast.child._id)).toMatchObject({ admitStatus: 'pending', doctor: null, therapist: null })
  })
})
