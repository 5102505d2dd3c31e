import { beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { centreWithChild } from '../support/children.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

describe('a parent edits their child: PUT /api/parents/edit-child-details/:childId', () => {
  let server: TestServer
  let centres: Record<string, string>
  beforeAll(async () => {
    server = await sharedTestServer()
    centres = await centreIdsByName(server)
  })

  const edit = (childId: string, json: unknown, token: string) =>
    server.request<{ message: string; child?: Record<string, unknown>; fieldErrors?: Record<string, string> }>(
      `/api/parents/edit-child-details/${childId}`,
      { method: 'PUT', json, token },
    )
  const stored = (id: string) => server.payload.findByID({ collection: 'children', id, depth: 0 })
  const valid = {
    name: 'Aarav K',
    dob: '2017-03-09',
    gender: 'female',
    schoolName: 'Green Valley',
    schoolBoard: 'ICSE',
  }

  it('when the parent saves the five fields, then they are stored and anything else sent is ignored', async () => {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    const { status, body } = await edit(
      cast.child._id,
      {
        ...valid,
        admitStatus: 'active',
        centreId: centres['Kukatpally Centre'],
        centre: centres['Kukatpally Centre'],
        doctorId: cast.doctor.user._id,
        parentId: cast.admin.user._id,
        classGrade: '5',
      },
      cast.parent.token,
    )
    expect(status).toBe(200)
    expect(body.message).toBe('Child details updated successfully!')
    expect(body.child).toMatchObject({
      name: 'Aarav K',
      dob: '2017-03-09',
      gender: 'Female',
      schoolName: 'Green Valley',
      schoolBoard: 'ICSE',
      admitStatus: 'pending',
      doctorId: null,
      classGrade: null,
      centreId: { _id: centres['Barkatpura Centre'] },
      parentId: { _id: cast.parent.user._id },
    })
    const doc = await stored(cast.child._id)
    expect(doc).toMatchObject({
      name: 'Aarav K',
      gender: 'Female',
      admitStatus: 'pending',
      centre: centres['Barkatpura Centre'],
      parent: cast.parent.user._id,
      doctor: null,
    })
    const read = await server.request(`/api/parents/child/${cast.child._id}`, { token: cast.parent.token })
    expect(read.body).toMatchObject({ name: 'Aarav K', dob: '2017-03-09', schoolBoard: 'ICSE' })
  })

  it('when a field is invalid, then 400 with its message and nothing changes', async () => {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    const before = await stored(cast.child._id)
    const cases = [
      [{ ...valid, name: '  ' }, 'name', 'Child name is required'],
      [{ ...valid, dob: '' }, 'dob', 'Date of birth is required'],
      [{ ...valid, dob: '2017-02-30' }, 'dob', 'Please enter a valid date of birth'],
      [{ ...valid, dob: '2999-01-01' }, 'dob', 'Date of birth cannot be in the future'],
      [{ ...valid, gender: 'robot' }, 'gender', 'Gender is required'],
      [{ ...valid, schoolBoard: 'Hogwarts' }, 'schoolBoard', 'Please choose a school board'],
      [{ ...valid, name: 'x'.repeat(121) }, 'name', 'Must be at most 120 characters'],
    ] as const
    for (const [json, field, message] of cases) {
      const { status, body } = await edit(cast.child._id, json, cast.parent.token)
      expect(status, field).toBe(400)
      expect(body.fieldErrors?.[field]).toBe(message)
    }
    expect(
      (
        await server.request(`/api/parents/edit-child-details/${cast.child._id}`, {
          method: 'PUT',
          rawBody: '{"name":',
          token: cast.parent.token,
        })
      ).status,
    ).toBe(400)
    expect(await stored(cast.child._id)).toEqual(before)
  })

  it("when another parent, the centre's admin or staff tries, then 404/403 and nothing changes", async () => {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    const before = await stored(cast.child._id)
    const otherParent = await createSignedInUser(server, { role: 'parent' })
    const stranger = await edit(cast.child._id, valid, otherParent.token)
    expect(stranger.status).toBe(404)
    expect(stranger.body).toEqual({ message: 'Child not found.' })
    for (const token of [cast.admin.token, cast.therapist.token, cast.doctor.token]) {
      expect((await edit(cast.child._id, valid, token)).status).toBe(403)
    }
    expect(await stored(cast.child._id)).toEqual(before)
  })
})
